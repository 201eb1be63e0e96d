import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetManyParams } from 'react-admin';
import type { AdminEvent, AdminSummary, NewEvent, NewOrganization, Organization, OrganizationSummary } from './common/types';
import { httpClient } from './httpClient';

const base = simpleRestProvider('/api/admin', httpClient);

/** How many organizations the event form's picker shows for a search. */
const ORGANIZATION_PICKER_LIMIT = 50;

const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' }),
});
const enc = encodeURIComponent;

/**
 * The console's one data provider: the admin resources in the ra-data-simple-rest dialect under
 * /api/admin (events, organizations, contact-messages, community-stats), plus the spec's
 * moderation and creation calls as named methods (react-admin's "custom methods" pattern).
 */
export const dataProvider = {
  ...base,

  /** References (an event's organization) are read one by one with GET /api/admin/<resource>/:id. */
  async getMany(resource: string, params: GetManyParams) {
    const results = await Promise.all(params.ids.map((id) => base.getOne(resource, { id, signal: params.signal })));
    return { data: results.map((r) => r.data) };
  },

  async getSummary(): Promise<AdminSummary> {
    return (await httpClient('/api/admin/summary')).json;
  },

  async getPendingOrganizations(): Promise<Organization[]> {
    return (await httpClient('/api/admin/organizations/pending')).json;
  },
  async approveOrganization(id: string): Promise<void> {
    await httpClient(`/api/admin/organizations/${enc(id)}/approve`, { method: 'PUT' });
  },
  async rejectOrganization(id: string, reason?: string): Promise<void> {
    await httpClient(`/api/admin/organizations/${enc(id)}/reject`, { method: 'PUT', ...json(reason ? { reason } : {}) });
  },
  async rerunOrganizationModeration(id: string): Promise<Organization> {
    return (await httpClient(`/api/admin/moderation/organizations/${enc(id)}`, { method: 'POST' })).json;
  },

  async getPendingEvents(): Promise<AdminEvent[]> {
    return (await httpClient('/api/admin/events/pending')).json;
  },
  async approveEvent(id: string): Promise<void> {
    await httpClient(`/api/admin/events/${enc(id)}/approve`, { method: 'PUT' });
  },
  async rejectEvent(id: string, reason?: string): Promise<void> {
    await httpClient(`/api/admin/events/${enc(id)}/reject`, { method: 'PUT', ...json(reason ? { reason } : {}) });
  },
  async rerunEventModeration(id: string): Promise<AdminEvent> {
    return (await httpClient(`/api/admin/moderation/events/${enc(id)}`, { method: 'POST' })).json;
  },

  /** POST /api/events with the admin token: an approved event. */
  async createEvent(data: NewEvent): Promise<AdminEvent> {
    return (await httpClient('/api/events', { method: 'POST', ...json(data) })).json;
  },
  /** POST /api/organizations with the admin token: an approved organization. */
  async createOrganization(data: NewOrganization): Promise<Organization> {
    return (await httpClient('/api/organizations', { method: 'POST', ...json(data) })).json;
  },
  /** GET /api/organizations?q= with the admin token: every organization matching q (the event form's picker). */
  async searchOrganizations(q: string, signal?: AbortSignal): Promise<OrganizationSummary[]> {
    const query = new URLSearchParams({ limit: String(ORGANIZATION_PICKER_LIMIT) });
    if (q.trim()) query.set('q', q.trim());
    return (await httpClient(`/api/organizations?${query}`, { signal })).json;
  },
} satisfies DataProvider;

export type AdminDataProvider = typeof dataProvider;
