import type { BrowserContext, Page } from 'playwright-core';
import { Client } from 'pg';

/** The admin every test server is started with (backend/test/support/test-app.ts TEST_ADMIN). */
export const ADMIN = { username: 'admin', password: 'test-admin-password' };

/** YYYY-MM-DD, n days from today (UTC noon; >= 2 days ahead is upcoming everywhere in the US). */
export function daysFromToday(n: number): string {
  const d = new Date();
  d.setUTCHours(12, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Signs in through the API and puts the token where the console keeps it, before any page script runs. */
export async function signInContext(context: BrowserContext, baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200 && res.status !== 201) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  await context.addInitScript((t) => {
    if (!sessionStorage.getItem('e2e-token-set')) {
      localStorage.setItem('adminToken', t);
      sessionStorage.setItem('e2e-token-set', '1');
    }
  }, token);
  return token;
}

export async function withDb<T>(databaseUrl: string, fn: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

export interface OrgRow {
  id: string;
  name: string;
}

export async function insertOrganization(
  db: Client,
  o: { name: string; isApproved: boolean; city?: string; state?: string; contactEmail?: string },
): Promise<OrgRow> {
  const r = await db.query<OrgRow>(
    `INSERT INTO organizations (name, description, "contactEmail", city, state, "isApproved")
     VALUES ($1, 'A community organization.', $2, $3, $4, $5) RETURNING id, name`,
    [o.name, o.contactEmail ?? 'hello@example.org', o.city ?? 'Dallas', o.state ?? 'TX', o.isApproved],
  );
  return r.rows[0];
}

export async function insertEvent(
  db: Client,
  e: {
    title: string;
    organizationId: string | null;
    isApproved: boolean;
    date?: string;
    venue?: string;
    moderationScore?: number;
    moderationFlags?: string[];
    duplicateOfId?: string | null;
  },
): Promise<{ id: string; title: string }> {
  const r = await db.query<{ id: string; title: string }>(
    `INSERT INTO events (title, description, "organizationId", category, date, "startTime", "endTime", venue, city, state, "isFree", "isApproved", "moderationScore", "moderationFlags", "duplicateOfId")
     VALUES ($1, 'Music, food and friends.', $2, 'Cultural Events', $3, '6:00 PM', '9:00 PM', $4, 'Dallas', 'TX', true, $5, $6, $7, $8) RETURNING id, title`,
    [
      e.title,
      e.organizationId,
      e.date ?? daysFromToday(12),
      e.venue ?? 'Community Hall',
      e.isApproved,
      e.moderationScore ?? 0,
      e.moderationFlags ?? [],
      e.duplicateOfId ?? null,
    ],
  );
  return r.rows[0];
}

/** Titles of the public listing (GET /api/events). */
export async function publicEventTitles(baseUrl: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}/api/events?limit=100`);
  if (res.status !== 200) throw new Error(`GET /api/events answered ${res.status}`);
  return ((await res.json()) as { title: string }[]).map((e) => e.title);
}

/** Picks an option of a react-admin SelectInput (MUI select) by its label. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
