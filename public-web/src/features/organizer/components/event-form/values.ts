import { addDays, completeWebAddress, normalizeTime, timeInputValue } from '@sangam/shared';
import type { EventCategory, EventResponse, UsStateCode } from '@sangam/shared';
import type { EventBody } from '../../api/use-org';
import { ymdOf } from '../../utils/dates';
import type { Frequency, Recurrence } from '../../utils/recurrence';

/** The fields of a loaded event that the form edits (every event shape the API answers has them). */
type EditableFields = Pick<
  EventResponse,
  | 'title'
  | 'description'
  | 'category'
  | 'date'
  | 'startTime'
  | 'endTime'
  | 'venue'
  | 'city'
  | 'state'
  | 'isFree'
  | 'price'
  | 'priceText'
  | 'ticketUrl'
  | 'imageUrl'
> & {
  /** The last day of a multi-day event (every event answer has it; optional for older callers). */
  endDate?: string | null;
  /** Contract 24 (optional until every answer has them): as chosen, or as inferred from the text. */
  festival?: string | null;
  languages?: string[];
  tags?: string[];
};

/** The event form's values: from a loaded event, and to the request body. */
export type EventFormMode = 'add' | 'edit';

export interface EventFormValues {
  title: string;
  description: string;
  category: string;
  date: string;
  /** The last day of a multi-day event ('' for one day). */
  endDate: string;
  startTime: string;
  endTime: string;
  endsAfterMidnight: boolean;
  venue: string;
  city: string;
  state: string;
  isFree: boolean;
  price: string;
  ticketUrl: string;
  imageUrl: string;
  /** A festival's slug, or '' for none. */
  festival: string;
  /** Community language codes ('te', or 'all' for everyone). */
  languages: string[];
  /** Practical tag keys ('kids-family'). */
  tags: string[];
  /** Add only: '' = a single date, or how the event repeats until `until`. */
  repeat: '' | Frequency;
  until: string;
}

/**
 * What the form submits: the event, and on Add how it repeats (a series: POST /api/event-series). Festival,
 * languages and tags go only when the organizer set them: sending them marks them chosen, and the API
 * stops inferring them from the text (contract 24 A).
 */
export type EventSubmission = EventBody & { recurrence?: Recurrence; festival?: string | null; languages?: string[]; tags?: string[] };

/** The fields the API may name in a failure's per-field messages. */
export const FIELD_NAMES = [
  'title',
  'description',
  'category',
  'date',
  'endDate',
  'startTime',
  'endTime',
  'endsAfterMidnight',
  'venue',
  'city',
  'state',
  'isFree',
  'price',
  'ticketUrl',
  'imageUrl',
  'until',
] as const;

export const EMPTY_EVENT: EventFormValues = {
  title: '',
  description: '',
  category: '',
  date: '',
  endDate: '',
  startTime: '',
  endTime: '',
  endsAfterMidnight: false,
  venue: '',
  city: '',
  state: '',
  isFree: false,
  price: '',
  ticketUrl: '',
  imageUrl: '',
  festival: '',
  languages: [],
  tags: [],
  repeat: '',
  until: '',
};

/** The API's words for an end date before the date, and the longest event it takes (event-rules.ts). */
const END_BEFORE_DATE = 'End date must be on or after the date';
const MAX_EVENT_DAYS = 60;
const END_TOO_LATE = `End date must be at most ${MAX_EVENT_DAYS} days after the date`;

/** The end date's rule, as the API checks it: undefined when fine. */
export function endDateProblem(date: string, endDate: string): string | undefined {
  if (!endDate || !date) return undefined;
  if (endDate < date) return END_BEFORE_DATE;
  return endDate > addDays(date, MAX_EVENT_DAYS) ? END_TOO_LATE : undefined;
}

/** Whether the form describes an event over several days. */
function spansDays(v: Pick<EventFormValues, 'date' | 'endDate'>): boolean {
  return v.endDate !== '' && v.date !== '' && v.endDate > v.date;
}

export const END_BEFORE_START = 'End time must be after the start time (tick "Ends after midnight" for an event that runs past midnight)';
/** '25' for 25, '12.50' for 12.5. */
function priceNumber(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

/** Whether two 'HH:MM' times put the end at or before the start (so the end is the next day). */
export function endNotAfterStart(start: string, end: string): boolean {
  return start !== '' && end !== '' && end <= start;
}

/** A web address as the form sends it: scheme completed; blank stays blank. */
export function webAddress(v: string): string {
  return v.trim() === '' ? '' : completeWebAddress(v);
}

/** Form values from a loaded event. */
export function eventToValues(e: EditableFields): EventFormValues {
  const startTime = timeInputValue(e.startTime);
  const endTime = timeInputValue(e.endTime);
  return {
    title: e.title ?? '',
    description: e.description ?? '',
    category: e.category ?? '',
    date: ymdOf(e.date),
    endDate: ymdOf(e.endDate),
    startTime,
    endTime,
    endsAfterMidnight: endNotAfterStart(startTime, endTime),
    venue: e.venue ?? '',
    city: e.city ?? '',
    state: e.state ?? '',
    isFree: Boolean(e.isFree),
    price: e.isFree ? '' : (e.priceText ?? (e.price === null ? '' : priceNumber(e.price))),
    ticketUrl: e.ticketUrl ?? '',
    imageUrl: e.imageUrl ?? '',
    festival: e.festival ?? '',
    languages: e.languages ?? [],
    tags: e.tags ?? [],
    repeat: '',
    until: '',
  };
}

/**
 * The request body. Add leaves blank optional fields out and sends the price text only when the
 * event is not free; edit sends null to clear a field and leaves the price out when it was not
 * touched. The price is sent as typed either way (the API reads '$10–15' and 'Donation').
 */
export function valuesToBody(v: EventFormValues, mode: EventFormMode, initial?: EventFormValues): EventSubmission {
  const blank = (s: string) => (s.trim() === '' ? (mode === 'add' ? undefined : null) : s.trim());
  const body: EventSubmission = {
    title: v.title.trim(),
    description: blank(v.description),
    category: v.category as EventCategory,
    date: v.date,
    startTime: normalizeTime(v.startTime) ?? v.startTime,
    endTime: v.endTime ? (normalizeTime(v.endTime) ?? v.endTime) : mode === 'add' ? undefined : null,
    venue: v.venue.trim(),
    city: v.city.trim(),
    state: v.state as UsStateCode,
    isFree: v.isFree,
    ticketUrl: blank(webAddress(v.ticketUrl)),
    imageUrl: blank(webAddress(v.imageUrl)),
  };
  // One day unless an end date after the date is given; a series' dates are each one day.
  if (v.repeat === '') body.endDate = spansDays(v) ? v.endDate : mode === 'add' ? undefined : null;
  if (v.endsAfterMidnight && endNotAfterStart(v.startTime, v.endTime)) body.endsAfterMidnight = true;
  if (mode === 'add') {
    if (!v.isFree && v.price.trim() !== '') body.price = v.price.trim();
  } else if (!(initial && initial.price === v.price && initial.isFree === v.isFree)) {
    body.price = v.isFree || v.price.trim() === '' ? null : v.price.trim();
  }
  const same = (a: readonly string[], b: readonly string[]) => [...a].sort().join() === [...b].sort().join();
  const was = initial ?? EMPTY_EVENT;
  if (v.festival !== was.festival) body.festival = v.festival || null;
  if (!same(v.languages, was.languages)) body.languages = [...v.languages];
  if (!same(v.tags, was.tags)) body.tags = [...v.tags];
  if (mode === 'add' && v.repeat !== '') body.recurrence = { frequency: v.repeat, until: v.until };
  for (const k of Object.keys(body) as (keyof EventSubmission)[]) if (body[k] === undefined) delete body[k];
  return body;
}
