import { Client } from 'pg';
import { adminLogin, ServerProcess } from '@sangam/backend/testing';

/** Test data for the visitor browser tests, written straight into the server's database. */
export interface OrgRow {
  id: string;
  name: string;
}

export interface EventInput {
  title: string;
  date: string;
  category?: string;
  description?: string | null;
  startTime?: string;
  endTime?: string | null;
  venue?: string;
  city?: string;
  state?: string;
  price?: number | null;
  priceText?: string | null;
  isFree?: boolean;
  ticketUrl?: string | null;
  imageUrl?: string | null;
  isApproved?: boolean;
  organizationId?: string | null;
}

export class Fixtures {
  private constructor(private readonly db: Client) {}

  static async connect(databaseUrl: string): Promise<Fixtures> {
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    return new Fixtures(db);
  }

  async close(): Promise<void> {
    await this.db.end();
  }

  query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.db.query(sql, params).then((r) => r.rows as T[]);
  }

  async org(o: {
    name: string;
    website?: string | null;
    contactEmail?: string | null;
    contactPhone?: string | null;
    description?: string | null;
    isApproved?: boolean;
    city?: string;
    state?: string;
  }): Promise<OrgRow> {
    const [row] = await this.query<OrgRow>(
      `INSERT INTO organizations (name, website, "contactEmail", "contactPhone", description, city, state, "isApproved")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, name`,
      [
        o.name,
        o.website ?? null,
        o.contactEmail ?? null,
        o.contactPhone ?? null,
        o.description ?? null,
        o.city ?? 'Dallas',
        o.state ?? 'TX',
        o.isApproved ?? true,
      ],
    );
    return row;
  }

  async event(e: EventInput): Promise<string> {
    const [row] = await this.query<{ id: string }>(
      `INSERT INTO events (title, description, category, date, "startTime", "endTime", venue, city, state, price, "priceText", "isFree", "ticketUrl", "imageUrl", "isApproved", "organizationId")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
      [
        e.title,
        e.description ?? null,
        e.category ?? 'Community Meetups',
        e.date,
        e.startTime ?? '6:00 PM',
        e.endTime === undefined ? '9:00 PM' : e.endTime,
        e.venue ?? 'Community Hall',
        e.city ?? 'Dallas',
        e.state ?? 'TX',
        e.price ?? null,
        e.priceText ?? null,
        e.isFree ?? false,
        e.ticketUrl ?? null,
        e.imageUrl ?? null,
        e.isApproved ?? true,
        e.organizationId ?? null,
      ],
    );
    return row.id;
  }
}

/** YYYY-MM-DD n days from today (UTC calendar; >= 2 days ahead is upcoming everywhere in the US). */
export function daysFromToday(n: number): string {
  const d = new Date();
  d.setUTCHours(12, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** December 5 of the next year (always upcoming): the spec's date badge example 'DEC' / '05'. */
export function nextDecember5(): string {
  return `${new Date().getUTCFullYear() + 1}-12-05`;
}

/** Polls `read` until it equals `expected` (deep, via JSON), then asserts it (so a timeout shows the last value). */
export async function until<T>(read: () => Promise<T>, expected: T, timeoutMs = 10000): Promise<void> {
  const want = JSON.stringify(expected);
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (JSON.stringify(last) !== want && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  expect(last).toEqual(expected);
}

/** Waits for a toast with this title and (optionally) description. */
export async function waitForToast(page: import('playwright-core').Page, title: string, description?: string): Promise<void> {
  const toast = page.locator('li.toast', { has: page.locator('.toast-title', { hasText: title }) });
  await toast.first().waitFor();
  if (description !== undefined) await toast.locator('.toast-description', { hasText: description }).first().waitFor();
}

/** Local calendar day n days from `from` (the browser runs in this machine's time zone), 'YYYY-MM-DD'. */
export function day(n: number, from = new Date()): string {
  const d = new Date(from);
  d.setHours(12, 0, 0, 0);
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Test data through the API as an admin, so places (metro, coordinates) are derived as in production. */
export class AdminApi {
  private constructor(
    private readonly srv: ServerProcess,
    readonly token: string,
  ) {}

  static async login(srv: ServerProcess): Promise<AdminApi> {
    return new AdminApi(srv, await adminLogin(srv.url));
  }

  async post<T>(path: string, body: Record<string, unknown>): Promise<T> {
    const res = await fetch(`${this.srv.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${this.token}` },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  org(o: { name: string; city: string; state: string } & Record<string, unknown>): Promise<{ id: string; name: string }> {
    return this.post('/api/admin/organizations', o);
  }

  async event(e: { title: string; date: string; city: string; state: string; organizationId: string } & Record<string, unknown>) {
    const created = await this.post<{ id: string }>('/api/events', {
      category: 'Religious Festivals',
      startTime: '6:00 PM',
      endTime: '10:00 PM',
      venue: 'Community Hall',
      ...e,
    });
    return created.id;
  }
}
