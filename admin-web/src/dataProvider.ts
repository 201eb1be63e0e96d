import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, GetListResult, GetManyParams, RaRecord } from 'react-admin';
import type {
  AdminOrganizationResponse,
  AdminSummaryResponse,
  CreateEventDto,
  CreateSourceDto,
  DiscoveredOrganizationDto,
  FestivalDateDisagreementResponse,
  EventInsightsResponse,
  FestivalSummaryResponse,
  LanguageResponse,
  TagResponse,
  LiveStatisticsResponse,
  PreviewResultDto,
  PreviewSourceDto,
  RunEventOutcomeDto,
  DiscoverOrganizationsResultDto,
  ManagedEventResponse,
  ModeratedEventDto,
  ModeratedOrganizationDto,
  OrganizationResponse,
  RunResultDto,
  RunSummaryDto,
  SavedOrganizationDto,
  ScrapingStatusDto,
  SourceResponseDto,
  SubmitOrganizationDto,
  UpdateSourceDto,
  FailingSourceDto,
} from '@sangam/shared';
import { httpClient, jsonBody } from './httpClient';

const base = simpleRestProvider('/api/admin', httpClient);

/** How many organizations the event form's picker shows for a search. */
const ORGANIZATION_PICKER_LIMIT = 50;

/** The approval queues: react-admin lists on GET /api/admin/<resource> (pending events and organizations). */
export const PENDING_RESOURCES = { events: 'events/pending', organizations: 'organizations/pending' } as const;
const PENDING = new Set<string>(Object.values(PENDING_RESOURCES));

const enc = encodeURIComponent;
const get = async <T>(url: string, signal?: AbortSignal): Promise<T> => (await httpClient(url, { signal })).json as T;
const send = async <T>(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<T> =>
  (await httpClient(url, { method, ...(body === undefined ? {} : jsonBody(body)) })).json as T;

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
async function getPendingPage(resource: string, params: GetListParams): Promise<GetListResult> {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 50 };
  const start = (page - 1) * perPage;
  const query = new URLSearchParams({ sort: JSON.stringify(['risk', 'DESC']), range: JSON.stringify([start, start + perPage - 1]) });
  const { headers, json } = await httpClient(`/api/admin/${resource}?${query}`, { signal: params.signal });
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
    return PENDING.has(resource) ? getPendingPage(resource, params) : base.getList(resource, params);
  },

  /** References (an event's organization) are read one by one with GET /api/admin/<resource>/:id. */
  async getMany(resource: string, params: GetManyParams) {
    const results = await Promise.all(params.ids.map((id) => base.getOne(resource, { id, signal: params.signal })));
    return { data: results.map((r) => r.data) };
  },

  getSummary: () => get<AdminSummaryResponse>('/api/admin/summary'),

  approveOrganization: (id: string) => send<AdminOrganizationResponse>('PUT', `/api/admin/organizations/${enc(id)}/approve`),
  rejectOrganization: (id: string, reason?: string) =>
    send<AdminOrganizationResponse>('PUT', `/api/admin/organizations/${enc(id)}/reject`, reason ? { reason } : {}),
  rerunOrganizationModeration: (id: string) => send<ModeratedOrganizationDto>('POST', `/api/admin/moderation/organizations/${enc(id)}`),

  approveEvent: (id: string) => send<ManagedEventResponse>('PUT', `/api/admin/events/${enc(id)}/approve`),
  rejectEvent: (id: string, reason?: string) => send<unknown>('PUT', `/api/admin/events/${enc(id)}/reject`, reason ? { reason } : {}),
  rerunEventModeration: (id: string) => send<ModeratedEventDto>('POST', `/api/admin/moderation/events/${enc(id)}`),

  /** POST /api/events with the admin token: an approved event. */
  createEvent: (data: CreateEventDto) => send<ManagedEventResponse>('POST', '/api/events', data),
  /** POST /api/organizations with the admin token: an approved organization. */
  createOrganization: (data: SubmitOrganizationDto) => send<AdminOrganizationResponse>('POST', '/api/organizations', data),
  /** GET /api/organizations?q= with the admin token: every organization matching q (the event form's picker). */
  searchOrganizations(q: string, signal?: AbortSignal) {
    const query = new URLSearchParams({ limit: String(ORGANIZATION_PICKER_LIMIT) });
    if (q.trim()) query.set('q', q.trim());
    return get<OrganizationResponse[]>(`/api/organizations?${query}`, signal);
  },

  listSources: () => get<SourceResponseDto[]>('/api/scraping/sources'),
  createSource: (input: CreateSourceDto) => send<SourceResponseDto>('POST', '/api/scraping/sources', input),
  updateSource: (id: string, patch: UpdateSourceDto) => send<SourceResponseDto>('PUT', `/api/scraping/sources/${enc(id)}`, patch),
  deleteSource: (id: string) => send<unknown>('DELETE', `/api/scraping/sources/${enc(id)}`),
  scrapingStatus: () => get<ScrapingStatusDto>('/api/scraping/status'),
  /** Runs every active source, or one. */
  runScraping: (sourceId?: string) => send<RunResultDto>('POST', '/api/scraping/run', sourceId ? { sourceId } : {}),
  scrapingRuns: (limit = 20) => get<RunSummaryDto[]>(`/api/scraping/runs?limit=${limit}`),
  /** A dry run of a listed source ({ sourceId }) or of the Add/Edit form's fields: what a run would do, writing nothing. */
  previewSource: (input: PreviewSourceDto) => send<PreviewResultDto>('POST', '/api/scraping/preview', input),
  /** What a run did with each event it read (kept for the last runs). */
  scrapingRunEvents: (runId: string) => get<RunEventOutcomeDto[]>(`/api/scraping/runs/${enc(runId)}/events`),
  /** Failing sources across all organizations: runs in a row without events, what the last one saw, the owner. */
  sourceHealth: () => get<FailingSourceDto[]>('/api/scraping/health'),

  /** Measured figures and the last 90 days, for the Statistics page. */
  liveStatistics: () => get<LiveStatisticsResponse>('/api/admin/statistics'),
  eventInsights: (id: string) => get<EventInsightsResponse>(`/api/events/${enc(id)}/insights`),
  festivals: (year: number) => get<FestivalSummaryResponse[]>(`/api/festivals?year=${year}`),
  languages: () => get<LanguageResponse[]>('/api/languages'),
  tags: () => get<TagResponse[]>('/api/tags'),
  /** Where the festival dates table and the astronomical computation disagree in a year. */
  festivalDisagreements: (year: number) => get<FestivalDateDisagreementResponse[]>(`/api/admin/festival-dates/disagreements?year=${year}`),

  discoverOrganizations: (urls: string[]) => send<DiscoverOrganizationsResultDto>('POST', '/api/admin/discover-organizations', { urls }),
  saveDiscoveredOrganization: (org: DiscoveredOrganizationDto) => send<SavedOrganizationDto>('POST', '/api/admin/save-discovered-org', org),
} satisfies DataProvider;

export type AdminDataProvider = typeof dataProvider;
