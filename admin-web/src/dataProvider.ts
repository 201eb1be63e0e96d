import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, GetListResult, GetManyParams, RaRecord } from 'react-admin';
import { apiUrl } from '@sangam/shared';
import type {
  ApiData,
  ApiInput,
  ApiPaths,
  CreateEventDto,
  CreateSourceDto,
  DiscoveredOrganizationDto,
  PreviewSourceDto,
  SubmitOrganizationDto,
  UpdateSourceDto,
} from '@sangam/shared';
import { httpClient, jsonBody } from './httpClient';

/** ra-data-simple-rest's root: the resources App.tsx registers are /api/admin/<resource>[/{id}]. */
const base = simpleRestProvider('/api/admin', httpClient);

/** How many organizations the event form's picker shows for a search. */
const ORGANIZATION_PICKER_LIMIT = 50;

/** The approval queues: react-admin lists on GET /api/admin/<resource> (pending events and organizations). */
export const PENDING_RESOURCES = { events: 'events/pending', organizations: 'organizations/pending' } as const;
const PENDING_ROUTES = {
  'events/pending': '/api/admin/events/pending',
  'organizations/pending': '/api/admin/organizations/pending',
} as const satisfies Record<string, ApiPaths<'get'>>;
const isPending = (resource: string): resource is keyof typeof PENDING_ROUTES => resource in PENDING_ROUTES;

/** A call's input may be left out when the route needs nothing. */
type Args<P extends ApiPaths<M>, M extends 'get' | 'post' | 'put' | 'delete'> =
  object extends ApiInput<P, M> ? [input?: ApiInput<P, M>] : [input: ApiInput<P, M>];

/** GET a route of the API (typed by the OpenAPI paths). */
const get = async <P extends ApiPaths<'get'>>(route: P, ...[input]: Args<P, 'get'>): Promise<ApiData<P, 'get'>> =>
  (await httpClient(apiUrl(route, input))).json;

/** POST, PUT or DELETE a route of the API, with its JSON body if it takes one. */
const send = async <M extends 'post' | 'put' | 'delete', P extends ApiPaths<M>>(
  method: M,
  route: P,
  ...[input]: Args<P, M>
): Promise<ApiData<P, M>> => {
  const body: unknown = input?.body;
  return (await httpClient(apiUrl(route, input), { method: method.toUpperCase(), ...(body === undefined ? {} : jsonBody(body)) })).json;
};

/** The list's total: Content-Range ('items 0-49/120') or X-Total-Count; null when the server sent neither. */
function totalOf(headers: Headers): number | null {
  const range = /\/(\d+)\s*$/.exec(headers.get('Content-Range') ?? '');
  if (range) return Number(range[1]);
  const count = headers.get('X-Total-Count');
  return count !== null && /^\d+$/.test(count.trim()) ? Number(count) : null;
}

/**
 * A page of an approval queue, highest risk first then oldest (the server's order: risk levels are
 * the API's, the console keeps no thresholds). The page is asked for with
 * `range=[start,end]`; a server that answers without a total sent the whole queue, which is then
 * paged here.
 */
async function getPendingPage(resource: keyof typeof PENDING_ROUTES, params: GetListParams): Promise<GetListResult> {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 50 };
  const start = (page - 1) * perPage;
  const query = { sort: JSON.stringify(['risk', 'DESC']), range: JSON.stringify([start, start + perPage - 1]) };
  const { headers, json } = await httpClient(apiUrl(PENDING_ROUTES[resource], { query }), { signal: params.signal });
  const rows = json as RaRecord[];
  const total = totalOf(headers);
  if (total === null) return { data: rows.slice(start, start + perPage), total: rows.length };
  return { data: rows, total };
}

/**
 * The console's one data provider: the admin resources in the ra-data-simple-rest dialect under
 * /api/admin (events, organizations, contact-messages, community-stats, and the approval queues),
 * plus every other call the console makes as a named method (react-admin's "custom methods").
 */
export const dataProvider = {
  ...base,

  async getList(resource: string, params: GetListParams) {
    return isPending(resource) ? getPendingPage(resource, params) : base.getList(resource, params);
  },

  /** References (an event's organization) are read one by one with GET /api/admin/<resource>/:id. */
  async getMany(resource: string, params: GetManyParams) {
    const results = await Promise.all(params.ids.map((id) => base.getOne(resource, { id, signal: params.signal })));
    return { data: results.map((r) => r.data) };
  },

  getSummary: () => get('/api/admin/summary'),
  getBackupStatus: () => get('/api/admin/backups/status'),

  approveOrganization: (id: string) => send('put', '/api/admin/organizations/{id}/approve', { path: { id } }),
  rejectOrganization: (id: string, reason?: string) =>
    send('put', '/api/admin/organizations/{id}/reject', { path: { id }, body: reason ? { reason } : {} }),
  rerunOrganizationModeration: (id: string) => send('post', '/api/admin/moderation/organizations/{id}', { path: { id } }),

  approveEvent: (id: string) => send('put', '/api/admin/events/{id}/approve', { path: { id } }),
  rejectEvent: (id: string, reason?: string) =>
    send('put', '/api/admin/events/{id}/reject', { path: { id }, body: reason ? { reason } : {} }),
  rerunEventModeration: (id: string) => send('post', '/api/admin/moderation/events/{id}', { path: { id } }),

  /** POST /api/events with the admin token: an approved event. */
  createEvent: (data: CreateEventDto) => send('post', '/api/events', { body: data }),
  /** POST /api/organizations with the admin token: an approved organization. */
  createOrganization: (data: SubmitOrganizationDto) => send('post', '/api/organizations', { body: data }),
  /** GET /api/organizations?q= with the admin token: every organization matching q (the event form's picker). */
  searchOrganizations: (q: string, signal?: AbortSignal) =>
    httpClient(apiUrl('/api/organizations', { query: { limit: ORGANIZATION_PICKER_LIMIT, q: q.trim() } }), { signal }).then(
      (r) => r.json as ApiData<'/api/organizations', 'get'>,
    ),

  listSources: () => get('/api/scraping/sources'),
  createSource: (input: CreateSourceDto) => send('post', '/api/scraping/sources', { body: input }),
  updateSource: (id: string, patch: UpdateSourceDto) => send('put', '/api/scraping/sources/{id}', { path: { id }, body: patch }),
  deleteSource: (id: string) => send('delete', '/api/scraping/sources/{id}', { path: { id } }),
  scrapingStatus: () => get('/api/scraping/status'),
  /** Runs every active source, or one. */
  runScraping: (sourceId?: string) => send('post', '/api/scraping/run', { body: sourceId ? { sourceId } : {} }),
  scrapingRuns: (limit = 20) => get('/api/scraping/runs', { query: { limit } }),
  /** A dry run of a listed source ({ sourceId }) or of the Add/Edit form's fields: what a run would do, writing nothing. */
  previewSource: (input: PreviewSourceDto) => send('post', '/api/scraping/preview', { body: input }),
  /** What a run did with each event it read (kept for the last runs). */
  scrapingRunEvents: (runId: string) => get('/api/scraping/runs/{id}/events', { path: { id: runId } }),
  /** Failing sources across all organizations: runs in a row without events, what the last one saw, the owner. */
  sourceHealth: () => get('/api/scraping/health'),

  /** Measured figures and the last 90 days, for the Statistics page. */
  liveStatistics: () => get('/api/admin/statistics'),
  eventInsights: (id: string) => get('/api/events/{id}/insights', { path: { id } }),
  festivals: (year: number) => get('/api/festivals', { query: { year } }),
  languages: () => get('/api/languages'),
  tags: () => get('/api/tags'),
  /** Where the festival dates table and the astronomical computation disagree in a year. */
  festivalDisagreements: (year: number) => get('/api/admin/festival-dates/disagreements', { query: { year } }),

  discoverOrganizations: (urls: string[]) => send('post', '/api/admin/discover-organizations', { body: { urls } }),
  saveDiscoveredOrganization: (org: DiscoveredOrganizationDto) => send('post', '/api/admin/save-discovered-org', { body: org }),
} satisfies DataProvider;
