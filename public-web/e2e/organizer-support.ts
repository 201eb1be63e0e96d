/** Helpers shared by the organizer browser tests (organizer-*.e2e.ts). */
import type { Page } from 'playwright-core';
import { Client } from 'pg';
import { type ServerProcess } from '@sangam/backend/testing';

let seq = 0;

export interface OrganizerAccount {
  id: string;
  email: string;
  password: string;
  token: string;
  name: string;
}

/** Signs an organization up through the API (as a person would through the page) and reads its id. */
export async function signupViaApi(srv: ServerProcess, overrides: Record<string, string> = {}): Promise<OrganizerAccount> {
  seq++;
  const body = {
    name: `Browser Test Sangam ${seq}`,
    contactEmail: `organizer${seq}.${Date.now()}@example.org`,
    password: 'correct-horse-7',
    city: 'Dallas',
    state: 'TX',
    ...overrides,
  };
  const res = await fetch(`${srv.url}/api/org/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  const me = (await (await fetch(`${srv.url}/api/org/me`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: string };
  return { id: me.id, email: body.contactEmail, password: body.password, token, name: body.name };
}

/** Puts a token in the page's local storage (as the site keeps it) without using the login form. */
export async function storeToken(page: Page, srv: ServerProcess, key: 'orgToken' | 'adminToken', token: string): Promise<void> {
  if (!page.url().startsWith(srv.url)) await page.goto(`${srv.url}/contact`);
  await page.evaluate(([k, t]) => window.localStorage.setItem(k, t), [key, token] as const);
}

export function storedToken(page: Page, key = 'orgToken'): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/** Local calendar day n days from today, 'YYYY-MM-DD' (the browser runs in this machine's time zone). */
export function localDay(n: number): string {
  const d = new Date();
  d.setHours(12, 0, 0, 0);
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export async function withDb<T>(srv: ServerProcess, fn: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: srv.databaseUrl });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

/** Inserts an event straight into the database (e.g. one in the past, which no form can create). */
export async function insertEvent(
  srv: ServerProcess,
  fields: { organizationId: string | null; title: string; date: string; isApproved?: boolean },
): Promise<string> {
  return withDb(srv, async (db) => {
    const r = await db.query(
      `INSERT INTO events (title, "organizationId", category, date, "startTime", "endTime", venue, city, state, "isFree", "isApproved")
       VALUES ($1, $2, 'Religious Festivals', $3, '6:00 PM', '8:00 PM', 'Temple Hall', 'Irving', 'TX', true, $4) RETURNING id`,
      [fields.title, fields.organizationId, fields.date, fields.isApproved ?? true],
    );
    return r.rows[0].id as string;
  });
}

/** The id of the element that has keyboard focus. */
export function focusedId(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.id ?? '');
}

/** The text of the elements an input's aria-describedby points to. */
export function describedByText(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  );
}
