import { api, ApiError } from '../lib/api';
import { apiErrorMessage } from '@sangam/shared';
import type { FollowFiltersDto, FollowManageResponse as FollowManage, FollowResponse as Follow } from '@sangam/shared';

export type { Follow, FollowManage };

type FollowFilters = { category?: string | null; language?: string | null; festival?: string | null };

/** What a follow is about: a metro or a ZIP code and radius (with the view's filters), or an organization. */
export type FollowTarget =
  ({ metro: string } & FollowFilters) | ({ zip: string; radius: number } & FollowFilters) | { organizationId: string };

export const INVALID_LINK = apiErrorMessage('follow_link_invalid');

/** Where a mail's Manage link leads: every follow of the address behind `manageToken`. */
export const managePath = (manageToken: string) => `/follows/manage?token=${encodeURIComponent(manageToken)}`;

export const requestFollow = (email: string, target: FollowTarget) => api.post('/api/follows', { body: { email, ...target } });
export const confirmFollow = (token: string) => api.post('/api/follows/confirm', { query: { token } });
export const describeUnsubscribe = (token: string) => api.get('/api/follows/unsubscribe', { query: { token } });
export const unsubscribe = (token: string) => api.post('/api/follows/unsubscribe', { query: { token } });
export const loadFollows = (token: string) => api.get('/api/follows/manage', { query: { token } });
export const saveFilters = (token: string, id: string, filters: FollowFiltersDto) =>
  api.put('/api/follows/manage/{id}', { path: { id }, query: { token }, body: filters });
export const unsubscribeOne = (token: string, id: string) => api.delete('/api/follows/manage/{id}', { path: { id }, query: { token } });
export const unsubscribeAll = (token: string) => api.delete('/api/follows/manage', { query: { token } });

/** The server's message of a failure (the API's 4xx texts are written for people), or a general one. */
export function failureText(e: unknown): string {
  if (e instanceof ApiError && e.status < 500) return e.serverMessage ?? 'Something went wrong. Please try again.';
  return 'Something went wrong. Please try again.';
}
