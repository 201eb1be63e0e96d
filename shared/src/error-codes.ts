// Every error the API answers, by code: its HTTP status and its message (the specification's text where it
// gives one). The backend throws codes (DomainError) and the web apps switch on them, never on the text.
import type { ApiErrorCode } from './api-types';

type Text = string | ((params: never) => string);
interface ErrorSpec {
  status: number;
  message: Text;
}

export const API_ERRORS = {
  // Requests the API cannot use, whatever the route.
  /** A value failed its rule: the rule's own text (of the first field, when `fields` holds each field's). */
  validation_failed: { status: 400, message: (p?: { message: string }) => p?.message ?? 'Invalid input' },
  bad_request: { status: 400, message: 'Bad request' },
  malformed_json: { status: 400, message: 'Malformed JSON body' },
  body_too_deep: { status: 400, message: 'Request body is nested too deeply' },
  invalid_text_body: {
    status: 400,
    message: 'Request body contains text that cannot be stored (a NUL character or an unpaired surrogate)',
  },
  invalid_text_url: { status: 400, message: 'Request address contains a NUL character' },
  body_too_large: { status: 413, message: 'Request body is too large' },
  unsupported_media_type: { status: 415, message: 'Unsupported request body' },
  invalid_id: { status: 400, message: (p?: { what: string }) => (p ? `Invalid ${p.what} id` : 'Invalid id') },
  route_not_found: { status: 404, message: (p: { method: string; path: string }) => `No API route ${p.method} ${p.path}` },
  not_found: { status: 404, message: 'Not found' },
  from_after_to: { status: 400, message: 'from must not be after to' },
  year_out_of_range: { status: 400, message: (p: { min: number; max: number }) => `Year must be from ${p.min} to ${p.max}` },

  // Who is calling.
  authentication_required: { status: 401, message: 'Authentication required' },
  invalid_token: { status: 401, message: 'Invalid or expired token' },
  admin_required: { status: 403, message: 'Admin access required' },
  forbidden: { status: 403, message: 'Not allowed' },
  not_own_organization: {
    status: 403,
    message: (p: { what: 'events' | 'imports' | 'insights' }) => `You can only see your own organization's ${p.what}`,
  },
  organization_not_approved: { status: 403, message: (p: { reason: string }) => `Your organization was not approved: ${p.reason}` },
  organization_reapplied: {
    status: 403,
    message: 'Your organization applied again and is waiting for review: you can add and change events once an administrator approves it',
  },
  import_source_admin_owned: { status: 403, message: 'An administrator added this source: ask us to change its address' },
  invalid_login: { status: 401, message: 'Invalid email or password' },
  invalid_admin_login: { status: 401, message: 'Invalid username or password' },
  email_taken: { status: 409, message: 'Organization with this email already exists' },
  signup_rejected: { status: 409, message: 'An organization with this email was not approved. Log in to see why and to re-apply.' },
  reapply_not_rejected: { status: 409, message: 'Only an organization that was not approved can re-apply' },
  reapply_too_soon: { status: 429, message: (p: { wait: string }) => `You can re-apply once a week. Please try again in ${p.wait}.` },
  reset_link_invalid: {
    status: 400,
    message: 'This password reset link has expired or has already been used. Please request a new link.',
  },

  // Limits and a busy or unreachable server.
  rate_limited: { status: 429, message: (p: { what: string; wait: string }) => `Too many ${p.what}. Please try again in ${p.wait}.` },
  too_many_login_attempts: { status: 429, message: 'Too many login attempts. Please wait a minute and try again.' },
  too_many_reset_requests: { status: 429, message: 'Too many password reset requests. Please wait a few minutes and try again.' },
  server_busy: { status: 503, message: 'The server is busy right now. Please try again in a few seconds.' },
  keyed_requests_busy: { status: 503, message: 'Too many requests in progress, please try again shortly' },
  image_store_unavailable: { status: 503, message: 'Images cannot be stored or read right now. Please try again later.' },
  share_images_busy: { status: 503, message: 'Too many share images are being drawn right now; try again in a moment' },
  shutting_down: { status: 503, message: 'Shutting down' },
  database_unavailable: {
    status: 503,
    message: 'The service is temporarily unavailable (database unreachable). Please try again shortly.',
  },
  database_busy: { status: 503, message: 'The service is busy right now. Please try again shortly.' },
  internal_error: { status: 500, message: 'Something went wrong on our side. Please try again.' },

  // Idempotency keys.
  invalid_idempotency_key: { status: 400, message: 'Idempotency-Key must be 1 to 255 visible ASCII characters, such as a UUID' },
  idempotency_key_in_flight: {
    status: 409,
    message: 'A request with this Idempotency-Key is still being processed. Please try again shortly.',
  },
  idempotency_key_reused: { status: 422, message: 'This Idempotency-Key was already used for a different request' },

  // Things that are not there.
  event_not_found: { status: 404, message: 'Event not found' },
  organization_not_found: { status: 404, message: 'Organization not found' },
  /** An organizationId in a body or query that names no organization (on the field). */
  unknown_organization: { status: 400, message: 'Organization not found' },
  series_not_found: { status: 404, message: 'Series not found' },
  image_not_found: { status: 404, message: 'Image not found' },
  festival_not_found: { status: 404, message: 'Festival not found' },
  festival_date_not_found: { status: 404, message: 'Festival date not found' },
  synonym_group_not_found: { status: 404, message: 'Synonym group not found' },
  follow_not_found: { status: 404, message: 'Follow not found' },
  message_not_found: { status: 404, message: 'Message not found' },
  statistics_not_found: { status: 404, message: 'Statistics not found' },
  admin_not_found: { status: 404, message: 'Admin not found' },
  scraping_source_not_found: { status: 404, message: 'Scraping source not found' },
  scraping_run_not_found: { status: 404, message: 'Scraping run not found' },
  zip_not_found: { status: 404, message: (p: { zip: string }) => `Unknown ZIP code ${p.zip}` },

  // Events and series.
  organization_required: { status: 400, message: 'Organization is required' },
  organization_id_not_allowed: { status: 400, message: 'property organizationId should not exist' },
  invalid_organization_id: { status: 400, message: 'Invalid organizationId' },
  cannot_delete_past: { status: 400, message: 'Cannot delete past events' },
  cannot_move_past: { status: 400, message: 'Cannot change the date or state of past events' },
  state_not_allowed: { status: 400, message: 'State must be one of the 50 US state codes, e.g. TX' },
  end_before_start: {
    status: 400,
    message: 'End time must be after the start time (tick "Ends after midnight" for an event that runs past midnight)',
  },
  series_date_change: { status: 400, message: "Change an occurrence's date on that occurrence" },
  pending_series_too_long: {
    status: 400,
    message: (p: { max: number }) =>
      `An organization waiting for approval can add a series of at most ${p.max} dates; longer series once an administrator approves it`,
  },
  bad_frequency: { status: 400, message: 'recurrence.frequency must be weekly, biweekly or monthly' },
  bad_until: { status: 400, message: 'recurrence.until must be a date (YYYY-MM-DD)' },
  invalid_city: { status: 400, message: 'Invalid city' },
  saved_events_full: { status: 409, message: (p: { max: number }) => `At most ${p.max} events can be saved` },

  // Organizations.
  submitted_by_required: { status: 400, message: 'submittedBy is required' },
  contact_email_required: { status: 400, message: 'An organizer account needs its contact email (it signs in with it)' },

  // Images.
  image_rejected: { status: 400, message: 'Images must be JPEG, PNG or WebP up to 5 MB' },
  image_too_many_pixels: { status: 400, message: 'Images must be at most 40 megapixels' },

  // Follows and shares.
  follow_link_invalid: { status: 400, message: 'This link is invalid or has expired' },
  follow_scope: { status: 400, message: 'Give metro, zip or organizationId (one of them)' },
  follow_filters_need_metro: {
    status: 400,
    message: 'category, language and festival narrow a metro or ZIP follow; an organization follow takes none',
  },
  already_following: { status: 409, message: 'You already follow this with these filters' },
  share_scope: { status: 400, message: 'Give metro or organizationId (one of them)' },

  // Scraping and discovery.
  scrape_already_running: { status: 409, message: 'Already Running' },
  source_url_taken: { status: 409, message: (p: { name: string }) => `A scraping source with this URL already exists: ${p.name}` },
  no_urls: { status: 400, message: 'No URLs Provided' },
  discovered_website_taken: {
    status: 409,
    message: (p: { website: string; name: string }) => `An organization with this website (${p.website}) already exists: ${p.name}`,
  },
  discovered_email_taken: {
    status: 409,
    message: (p: { email: string; name: string }) => `An organization with this email (${p.email}) already exists: ${p.name}`,
  },
} as const satisfies Record<string, ErrorSpec>;

type Code = keyof typeof API_ERRORS;
// The OpenAPI document lists these codes (ApiErrorBody.code), so its generated ApiErrorCode is exactly this table's
// keys: a code added here fails the type check until `npm run api:types` has run.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const codesMatchOpenApi: Same<Code, ApiErrorCode> = true;
void codesMatchOpenApi;

export const API_ERROR_CODES = Object.keys(API_ERRORS) as ApiErrorCode[];

type MessageOf<C extends ApiErrorCode> = (typeof API_ERRORS)[C]['message'];
/** The values a code's message is written with (undefined for a fixed text). */
export type ApiErrorParams<C extends ApiErrorCode> = MessageOf<C> extends (p: infer P) => string ? P : undefined;

/** A code's message, written with its values. */
export function apiErrorMessage<C extends ApiErrorCode>(code: C, params?: ApiErrorParams<C>): string {
  const text: Text = API_ERRORS[code].message;
  return typeof text === 'function' ? (text as (p: unknown) => string)(params) : text;
}

/** A code's HTTP status. */
export function apiErrorStatus(code: ApiErrorCode): number {
  return API_ERRORS[code].status;
}

/** Whether a value (a body's `code`) is one of the API's codes. */
export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(API_ERRORS, value);
}
