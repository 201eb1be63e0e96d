import { useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError, apiRequest } from '../../../lib/api';
import { isUnauthorized, useOrgSession } from '../../../lib/org-auth';
import type {
  CreateEventDto,
  CreateEventSeriesDto,
  EventSeriesResponse,
  RejectedEventResponse,
  UpdateEventSeriesDto,
  ImageResponse,
  OrganizationInsightsResponse,
  ManagedEventResponse,
  MessageResponse,
  OrgProfileResponse,
  OrgSignupDto,
  TokenResponse,
} from '@sangam/shared';

type Key = readonly [path: string, token: string];
/** Organizer pages always show fresh data on mount (the app default keeps cached data). */
const FRESH = { revalidateOnMount: true, dedupingInterval: 0 } as const;
const orgFetcher = <T>([path, token]: Key) => apiRequest<T>(path, { token });

/** A 401 on any organizer read clears the token and returns to /org/login. */
function useExpireOn401(error: unknown, enabled = true) {
  const { expire } = useOrgSession();
  useEffect(() => {
    if (enabled && isUnauthorized(error)) expire();
  }, [error, expire, enabled]);
}

/** `expireOn401: false` leaves a 401 to the caller (the edit page may fall back to the admin token). */
export function useOrgProfile(token: string | null, { expireOn401 = true } = {}) {
  const res = useSWR<OrgProfileResponse, ApiError>(token ? (['/api/org/me', token] as const) : null, orgFetcher, FRESH);
  useExpireOn401(res.error, expireOn401);
  return res;
}

export function useOrgEvents(token: string | null, organizationId: string | undefined) {
  const res = useSWR<ManagedEventResponse[], ApiError>(
    token && organizationId ? ([`/api/organizations/${encodeURIComponent(organizationId)}/events`, token] as const) : null,
    orgFetcher,
    FRESH,
  );
  useExpireOn401(res.error);
  return res;
}

/** The last 30 days of visitor activity on the organization's events (events without any are left out). */
export function useOrgInsights(token: string | null, organizationId: string | undefined) {
  const res = useSWR<OrganizationInsightsResponse, ApiError>(
    token && organizationId ? ([`/api/organizations/${encodeURIComponent(organizationId)}/insights`, token] as const) : null,
    orgFetcher,
    FRESH,
  );
  useExpireOn401(res.error);
  return res;
}

/** Events an admin did not approve: deleted from the site, kept as a record with the reason (newest first). */
export function useRejectedEvents(token: string | null, organizationId: string | undefined) {
  const res = useSWR<RejectedEventResponse[], ApiError>(
    token && organizationId ? ([`/api/organizations/${encodeURIComponent(organizationId)}/rejected-events`, token] as const) : null,
    orgFetcher,
    FRESH,
  );
  useExpireOn401(res.error);
  return res;
}

/**
 * After a change: drop every cached organizer read (profile and events), so the next page shows
 * a loading state and then fresh data rather than the old list for a moment.
 */
export function useRefreshOrgData() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate(
      (key) => Array.isArray(key) && typeof key[0] === 'string' && (key[0] === '/api/org/me' || key[0].startsWith('/api/organizations/')),
      undefined,
      {
        revalidate: true,
      },
    );
}

export function signup(body: OrgSignupDto): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/api/org/signup', { method: 'POST', body });
}

export function login(email: string, password: string): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/api/org/login', { method: 'POST', body: { email, password } });
}

/** What the event form sends: the body of POST /api/events (and of the PUTs, which take the same fields). */
export type EventBody = CreateEventDto;

export function createEvent(token: string, body: EventBody): Promise<ManagedEventResponse> {
  return apiRequest<ManagedEventResponse>('/api/events', { method: 'POST', body, token });
}

/** Uploads an event picture (organizer or admin token); answers the address to store as imageUrl. */
export async function uploadImage(token: string, file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  return (await apiRequest<ImageResponse>('/api/images', { method: 'POST', body, token })).url;
}

/** Creates a weekly, every-other-week or monthly series: each date becomes its own event. */
export function createSeries(token: string, body: CreateEventSeriesDto): Promise<EventSeriesResponse> {
  return apiRequest<EventSeriesResponse>('/api/event-series', { method: 'POST', body, token });
}

/** Applies the same changes to every upcoming date of a series (not the date itself). */
export function updateSeries(token: string, seriesId: string, body: UpdateEventSeriesDto): Promise<EventSeriesResponse> {
  return apiRequest<EventSeriesResponse>(`/api/event-series/${encodeURIComponent(seriesId)}`, { method: 'PUT', body, token });
}

/** Cancels a whole series: its upcoming dates are removed (past ones stay). */
export function cancelSeries(token: string, seriesId: string): Promise<void> {
  return apiRequest<void>(`/api/event-series/${encodeURIComponent(seriesId)}`, { method: 'DELETE', token });
}

/** A rejected organization asks for another review: it goes back to the pending queue. */
export function reapply(token: string): Promise<OrgProfileResponse> {
  return apiRequest<OrgProfileResponse>('/api/org/reapply', { method: 'POST', token });
}

export function deleteEvent(token: string, id: string): Promise<void> {
  return apiRequest<void>(`/api/events/${encodeURIComponent(id)}`, { method: 'DELETE', token });
}

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function forgotPassword(email: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/org/forgot-password', { method: 'POST', body: { email } });
}

/** Fails (400) when the link has expired or was used. */
export function checkResetToken(token: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/org/reset-password/check', { method: 'POST', body: { token } });
}

export function resetPassword(token: string, password: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/org/reset-password', { method: 'POST', body: { token, password } });
}

/** Sets the communities the organization serves (1–3 language codes, or ['all']); answers the stored list. */
export function setOrgLanguages(token: string, organizationId: string, languages: string[]): Promise<{ languages: string[] }> {
  return apiRequest<{ languages: string[] }>(`/api/organizations/${encodeURIComponent(organizationId)}/languages`, {
    method: 'PUT',
    body: { languages },
    token,
  });
}
