import { HttpError } from 'react-admin';
import { httpClient } from '../httpClient';

/** The scraping API's shapes (backend/src/scraping/dto). */
export type SourceType = 'eventbrite' | 'facebook' | 'calendar' | 'other';
export const SOURCE_TYPES: Array<{ id: SourceType; name: string }> = [
  { id: 'eventbrite', name: 'Eventbrite organizer page' },
  { id: 'calendar', name: 'Calendar feed (iCal / Google Calendar)' },
  { id: 'facebook', name: 'Facebook page' },
  { id: 'other', name: 'Other web page' },
];

export interface ScrapingSource {
  id: string;
  name: string;
  type: SourceType;
  url: string;
  active: boolean;
  lastScraped: string | null;
  organizationId: string | null;
  organizationName: string | null;
  origin: 'manual' | 'organization';
  eventsFound: number | null;
  eventsSaved: number | null;
  eventsUpdated: number | null;
  error: string | null;
}

export interface SourceInput {
  name: string;
  type: SourceType;
  url: string;
  active?: boolean;
  organizationId?: string | null;
}

export interface ScheduledJob {
  name: string;
  nextRun: string | null;
  running: boolean;
}

export interface SourceRunResult {
  sourceId: string;
  name: string;
  eventsFound: number;
  eventsSaved: number;
  eventsUpdated: number;
  skipped?: Record<string, number>;
  via?: string[];
  error: string | null;
}

export interface ScrapeRun {
  id: string;
  startedAt: string;
  finishedAt: string | null;
  status: 'running' | 'succeeded' | 'failed';
  trigger: 'manual' | 'scheduled';
  sourceId: string | null;
  sourcesTotal: number;
  sourcesDone: number;
  eventsFound: number;
  eventsSaved: number;
  errors: string[];
  results: SourceRunResult[];
}

export interface ScrapingStatus {
  isRunning: boolean;
  scheduledJobs: ScheduledJob[];
  progress: { sourcesDone: number; sourcesTotal: number } | null;
  currentRunId: string | null;
  lastRun: ScrapeRun | null;
}

export interface RunResult {
  success: boolean;
  eventsFound: number;
  eventsSaved: number;
  eventsUpdated: number;
  errors: string[];
  runId: string;
}

const json = (body: unknown) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' }),
});

export const scrapingApi = {
  listSources: async () => (await httpClient('/api/scraping/sources')).json as ScrapingSource[],
  createSource: async (input: SourceInput) => (await httpClient('/api/scraping/sources', json(input))).json as ScrapingSource,
  updateSource: async (id: string, patch: Partial<SourceInput>) =>
    (await httpClient(`/api/scraping/sources/${id}`, { ...json(patch), method: 'PUT' })).json as ScrapingSource,
  deleteSource: async (id: string) => {
    await httpClient(`/api/scraping/sources/${id}`, { method: 'DELETE' });
  },
  status: async () => (await httpClient('/api/scraping/status')).json as ScrapingStatus,
  run: async (sourceId?: string) => (await httpClient('/api/scraping/run', json(sourceId ? { sourceId } : {}))).json as RunResult,
  runs: async (limit = 20) => (await httpClient(`/api/scraping/runs?limit=${limit}`)).json as ScrapeRun[],
};

export function httpStatus(err: unknown): number | undefined {
  return err instanceof HttpError ? err.status : undefined;
}
