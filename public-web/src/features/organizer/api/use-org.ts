import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import type { ApiPath, CreateEventDto, CreateEventSeriesDto, OrgSignupDto, UpdateEventSeriesDto } from '@sangam/shared';
import { api } from '../../../lib/api';
import { isUnauthorized, useOrgSession } from '../../../lib/org-auth';
import { useApi } from '../../../lib/use-api';

/** Organizer pages always show fresh data on mount (the app default keeps cached data). */
const FRESH = { revalidateOnMount: true, dedupingInterval: 0 } as const;

/** A 401 on any organizer read clears the token and returns to /org/login. */
function useExpireOn401(error: unknown, enabled = true) {
  const { expire } = useOrgSession();
  useEffect(() => {
    if (enabled && isUnauthorized(error)) expire();
  }, [error, expire, enabled]);
}

/** `expireOn401: false` leaves a 401 to the caller (the edit page may fall back to the admin token). */
export function useOrgProfile(token: string | null, { expireOn401 = true } = {}) {
  const res = useApi(token ? ['/api/org/me', { token }] : null, FRESH);
  useExpireOn401(res.error, expireOn401);
  return res;
}

export function useOrgEvents(token: string | null, organizationId: string | undefined) {
  const res = useApi(token && organizationId ? ['/api/organizations/{id}/events', { path: { id: organizationId }, token }] : null, FRESH);
  useExpireOn401(res.error);
  return res;
}

/** The last 30 days of visitor activity on the organization's events (events without any are left out). */
export function useOrgInsights(token: string | null, organizationId: string | undefined) {
  const res = useApi(token && organizationId ? ['/api/organizations/{id}/insights', { path: { id: organizationId }, token }] : null, FRESH);
  useExpireOn401(res.error);
  return res;
}

/** Events an admin did not approve: deleted from the site, kept as a record with the reason (newest first). */
export function useRejectedEvents(token: string | null, organizationId: string | undefined) {
  const res = useApi(
    token && organizationId ? ['/api/organizations/{id}/rejected-events', { path: { id: organizationId }, token }] : null,
    FRESH,
  );
  useExpireOn401(res.error);
  return res;
}

/**
 * After a change: drop every cached organizer read (profile and events), so the next page shows
 * a loading state and then fresh data rather than the old list for a moment.
 */
const ORGANIZER_READS = new Set<ApiPath>([
  '/api/org/me',
  '/api/organizations/{id}/events',
  '/api/organizations/{id}/insights',
  '/api/organizations/{id}/rejected-events',
]);

export function useRefreshOrgData() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && ORGANIZER_READS.has(key[0]), undefined, { revalidate: true });
}

export const signup = (body: OrgSignupDto) => api.post('/api/org/signup', { body });

export const login = (email: string, password: string) => api.post('/api/org/login', { body: { email, password } });

/** What the event form sends: the body of POST /api/events (and of the PUTs, which take the same fields). */
export type EventBody = CreateEventDto;

export const createEvent = (token: string, body: EventBody) => api.post('/api/events', { body, token });

/** Uploads an event picture (organizer or admin token); answers the address to store as imageUrl. */
export async function uploadImage(token: string, file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  return (await api.post('/api/images', { body, token })).url;
}

/** Creates a weekly, every-other-week or monthly series: each date becomes its own event. */
export const createSeries = (token: string, body: CreateEventSeriesDto) => api.post('/api/event-series', { body, token });

/** Applies the same changes to every upcoming date of a series (not the date itself). */
export const updateSeries = (token: string, seriesId: string, body: UpdateEventSeriesDto) =>
  api.put('/api/event-series/{id}', { path: { id: seriesId }, body, token });

/** Cancels a whole series: its upcoming dates are removed (past ones stay). */
export const cancelSeries = (token: string, seriesId: string) => api.delete('/api/event-series/{id}', { path: { id: seriesId }, token });

/** A rejected organization asks for another review: it goes back to the pending queue. */
export const reapply = (token: string) => api.post('/api/org/reapply', { token });

export const deleteEvent = (token: string, id: string) => api.delete('/api/events/{id}', { path: { id }, token });

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export const forgotPassword = (email: string) => api.post('/api/org/forgot-password', { body: { email } });

/** Fails (400) when the link has expired or was used. */
export const checkResetToken = (token: string) => api.post('/api/org/reset-password/check', { body: { token } });

export const resetPassword = (token: string, password: string) => api.post('/api/org/reset-password', { body: { token, password } });

/** Sets the communities the signed-in organizer's organization serves (1–3 language codes, or ['all']); answers the stored list. */
export const setOrgLanguages = (token: string, languages: string[]) => api.put('/api/org/languages', { body: { languages }, token });
