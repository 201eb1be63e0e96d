import { TestApp } from './test-app';

/** A dry run's answer (POST /api/scraping/preview), the fields the gathering tests read. */
export interface ScrapePreview {
  via: string[];
  eventsFound: number;
  skipped: Record<string, number>;
  notice: string | null;
  partial: string | null;
  counts: Record<string, number>;
  events: Array<{ title: string; date: string | null; startTime: string | null; outcome: string; reason: string | null }>;
}

/** One source's result in a recorded run (GET /api/scraping/runs). */
export interface RunSourceResult {
  eventsFound: number;
  eventsSaved: number;
  eventsUpdated: number;
  via: string[];
  skipped?: Record<string, number>;
  notice?: string;
  partial?: string;
}

export interface RunAnswer {
  success: boolean;
  eventsFound: number;
  errors: string[];
  notices: string[];
}

/** The admin console's gathering calls: add a source, dry-run it, run it (with its result as the run history records it). */
export function scrapingApi(t: TestApp, adminToken: string) {
  const auth = { Authorization: `Bearer ${adminToken}` };
  return {
    auth,
    addSource: async (body: { name: string; type: string; url: string; organizationId?: string }) => {
      const r = await t.http.post('/api/scraping/sources').set(auth).send(body);
      expect(r.status).toBe(201);
      return r.body as { id: string };
    },
    preview: async (sourceId: string) => {
      const r = await t.http.post('/api/scraping/preview').set(auth).send({ sourceId });
      expect(r.status).toBe(200);
      return r.body as ScrapePreview;
    },
    run: async (sourceId: string) => {
      const r = await t.http.post('/api/scraping/run').set(auth).send({ sourceId });
      expect(r.status).toBe(200);
      const runs = await t.http.get('/api/scraping/runs?limit=5').set(auth);
      const recorded = (runs.body as Array<{ id: string; notices: string[]; results: RunSourceResult[] }>).find(
        (x) => x.id === r.body.runId,
      )!;
      return { answer: r.body as RunAnswer, notices: recorded.notices, source: recorded.results[0] };
    },
  };
}
