import { apiRequest, ApiError } from '../../lib/api';
import type {
  FollowConfirmedResponse as FollowConfirmed,
  FollowManageResponse as FollowManage,
  FollowResponse as Follow,
  FollowUnsubscribedResponse as FollowLinkAnswer,
} from '@sangam/shared';

export type { Follow, FollowConfirmed, FollowLinkAnswer, FollowManage };

/** What a follow is about: a metro (with the view's filters) or an organization. */
export type FollowTarget =
  { metro: string; category?: string | null; language?: string | null; festival?: string | null } | { organizationId: string };

export const INVALID_LINK = 'This link is invalid or has expired';

/** Where a mail's Manage link leads: every follow of the address behind `manageToken`. */
export const managePath = (manageToken: string) => `/follows/manage?token=${encodeURIComponent(manageToken)}`;

export const requestFollow = (email: string, target: FollowTarget) =>
  apiRequest<{ message: string }>('/api/follows', { method: 'POST', body: { email, ...target } });
export const confirmFollow = (token: string) => apiRequest<FollowConfirmed>('/api/follows/confirm', { method: 'POST', query: { token } });
export const describeUnsubscribe = (token: string) => apiRequest<FollowLinkAnswer>('/api/follows/unsubscribe', { query: { token } });
export const unsubscribe = (token: string) =>
  apiRequest<FollowLinkAnswer>('/api/follows/unsubscribe', { method: 'POST', query: { token } });
export const loadFollows = (token: string) => apiRequest<FollowManage>('/api/follows/manage', { query: { token } });
export const saveFilters = (
  token: string,
  id: string,
  filters: { category: string | null; language: string | null; festival: string | null },
) => apiRequest<Follow>(`/api/follows/manage/${encodeURIComponent(id)}`, { method: 'PUT', query: { token }, body: filters });
export const unsubscribeOne = (token: string, id: string) =>
  apiRequest<{ message: string }>(`/api/follows/manage/${encodeURIComponent(id)}`, { method: 'DELETE', query: { token } });
export const unsubscribeAll = (token: string) =>
  apiRequest<{ message: string }>('/api/follows/manage', { method: 'DELETE', query: { token } });

/** The server's message of a failure (the API's 4xx texts are written for people), or a general one. */
export function failureText(e: unknown): string {
  if (e instanceof ApiError && e.status < 500) return e.serverMessage ?? 'Something went wrong. Please try again.';
  return 'Something went wrong. Please try again.';
}
