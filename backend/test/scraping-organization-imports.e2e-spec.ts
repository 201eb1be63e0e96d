import { Organization } from '../src/organizations/organization.entity';
import { STOPPED_AFTER_RUNS } from '../src/scraping/run-bookkeeping';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { dateFromToday, fillTemplate, FixtureServer, SITES_DIR, startFixtureServer } from './fixtures/scraping/fixture-server';
import { adminToken, makeOrganization, organizerToken } from './support/factories';
import { startSmtpServer, TestSmtpServer } from './support/smtp';
import { createTestApp, TestApp } from './support/test-app';

const bearer = (t: string) => ({ Authorization: `Bearer ${t}` });

interface ImportSource {
  id: string;
  name: string;
  url: string;
  origin: string;
  failingRuns: number;
  stoppedWorking: boolean;
  lastRun: {
    found: number;
    new: number;
    updated: number;
    skipped: Record<string, number>;
    notice: string | null;
    error: string | null;
  } | null;
}

/**
 * Organizations see and steer their own imports (issue 38): the organizer dashboard's endpoints, for anonymous, the
 * owner, another organizer and an admin; rules previewed before they are saved and applied by the next run; a new page
 * address; a source that stopped working emails its organization once (a real SMTP server) and shows on the admin's board.
 */
describe('organizations steer their own imports', () => {
  let t: TestApp;
  let srv: FixtureServer;
  let smtp: TestSmtpServer;
  let admin: string;
  let owner: string;
  let other: string;
  let temple: Organization;
  let association: Organization;
  let sourceId: string;

  const imports = async (token: string, orgId = temple.id) => {
    const r = await t.http.get(`/api/organizations/${orgId}/imports`).set(bearer(token));
    expect(r.status).toBe(200);
    return r.body as { rules: Record<string, unknown>; sources: ImportSource[] };
  };
  const runAll = async () => {
    const r = await t.http.post('/api/scraping/run').set(bearer(admin)).send({});
    expect(r.status).toBe(200);
    return r.body as { errors: string[] };
  };
  const runOne = async (id: string) => {
    const r = await t.http.post('/api/scraping/run').set(bearer(admin)).send({ sourceId: id });
    expect(r.status).toBe(200);
    return r.body as { errors: string[] };
  };
  const titles = async (id: string): Promise<string[]> =>
    (await t.ds.query(`SELECT title FROM events WHERE "sourceId" = $1 ORDER BY title`, [id])).map((r: { title: string }) => r.title);
  const boardRule = { skipTitles: ['Board meeting'], skipCategories: [], defaultCategory: null, defaultVenue: 'Sri Ganesha Temple' };

  beforeAll(async () => {
    [srv, smtp] = await Promise.all([startFixtureServer(), startSmtpServer()]);
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1', PRODUCT_NAME: 'Sangam' });
    admin = await adminToken(t.app);
    temple = await makeOrganization(t.ds, {
      name: 'Sri Ganesha Temple of Nashville',
      city: 'Nashville',
      state: 'TN',
      isRegistered: true,
      contactEmail: 'office@ganesha-temple.example.org',
      eventsPageUrl: `${srv.origin}/platforms/org/events.html`,
    });
    association = await makeOrganization(t.ds, {
      name: 'Edison Telugu Association',
      city: 'Edison',
      state: 'NJ',
      isRegistered: true,
      eventSources: [`${srv.origin}/platforms/clean/board-association.ics`],
    });
    [owner, other] = await Promise.all([organizerToken(t.app, temple), organizerToken(t.app, association)]);
    expect((await runAll()).errors).toEqual([]);
    sourceId = (await imports(owner)).sources[0].id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await Promise.all([srv?.close(), smtp?.close()]);
  });

  it('answers each role: anonymous 401, another organizer 403, the owner and an admin 200; unknown ids 404, malformed 400', async () => {
    const routes: Array<[string, string, object?]> = [
      ['get', `/api/organizations/${temple.id}/imports`],
      ['get', `/api/organizations/${temple.id}/imports/${sourceId}/outcomes?q=board`],
      ['post', `/api/organizations/${temple.id}/imports/${sourceId}/preview`, {}],
      [
        'put',
        `/api/organizations/${temple.id}/import-rules`,
        { skipTitles: [], skipCategories: [], defaultCategory: null, defaultVenue: null },
      ],
    ];
    for (const [method, path, body] of routes) {
      const call = (token?: string) => {
        const req = (t.http as unknown as Record<string, (p: string) => import('supertest').Test>)[method](path);
        if (token) req.set(bearer(token));
        return body ? req.send(body) : req;
      };
      expect([path, (await call()).status]).toEqual([path, 401]);
      expect([path, (await call(other)).status]).toEqual([path, 403]);
      expect([path, (await call(owner)).status]).toEqual([path, 200]);
      expect([path, (await call(admin)).status]).toEqual([path, 200]);
    }
    const otherSource = (await imports(other, association.id)).sources[0].id;
    expect((await t.http.get(`/api/organizations/${temple.id}/imports/${otherSource}/outcomes`).set(bearer(owner))).status).toBe(404);
    expect((await t.http.get(`/api/organizations/${temple.id}/imports/not-a-uuid/outcomes`).set(bearer(owner))).body.message).toBe(
      'Invalid id',
    );
    expect((await t.http.get(`/api/organizations/00000000-0000-4000-8000-000000000000/imports`).set(bearer(admin))).status).toBe(404);
  });

  it("shows each source's last run in plain words, and why an event is missing", async () => {
    const [src] = (await imports(owner)).sources;
    expect(src).toMatchObject({
      url: `${srv.origin}/platforms/org/events.html`,
      origin: 'organization',
      failingRuns: 0,
      stoppedWorking: false,
    });
    expect(src.lastRun).toMatchObject({ found: 4, new: 4, updated: 0, error: null, notice: null });
    expect(src.lastRun!.skipped).toEqual({ 'already over': 1 });
    const missing = await t.http.get(`/api/organizations/${temple.id}/imports/${sourceId}/outcomes?q=navratri`).set(bearer(owner));
    expect(missing.body).toEqual([
      { title: 'Navratri Garba 2025', date: dateFromToday(-40), outcome: 'skipped', reason: 'already over', eventId: null },
    ]);
    // Words as typed, never a pattern.
    const none = await t.http.get(`/api/organizations/${temple.id}/imports/${sourceId}/outcomes?q=%25`).set(bearer(owner));
    expect(none.body).toEqual([]);
  });

  it('previews a rule without writing; saved, the next run skips what it names and lifting it brings it back', async () => {
    const before = await titles(sourceId);
    expect(before).toContain('Board Meeting');
    const preview = await t.http
      .post(`/api/organizations/${temple.id}/imports/${sourceId}/preview`)
      .set(bearer(owner))
      .send({ rules: boardRule });
    expect(preview.status).toBe(200);
    expect(preview.body.events.find((e: { title: string }) => e.title === 'Board Meeting')).toMatchObject({
      outcome: 'skipped',
      reason: 'skipped by your rule: titles with "Board meeting"',
    });
    expect(preview.body.events.find((e: { title: string }) => e.title === 'Volunteer Orientation')).toMatchObject({
      venue: 'Sri Ganesha Temple',
    });
    expect(await titles(sourceId)).toEqual(before);
    expect((await imports(owner)).rules).toEqual({ skipTitles: [], skipCategories: [], defaultCategory: null, defaultVenue: null });

    const saved = await t.http.put(`/api/organizations/${temple.id}/import-rules`).set(bearer(owner)).send(boardRule);
    expect(saved.body).toEqual(boardRule);
    await runOne(sourceId);
    expect(await titles(sourceId)).not.toContain('Board Meeting');
    const [src] = (await imports(owner)).sources;
    expect(src.lastRun!.skipped).toEqual({ 'already over': 1, 'skipped by your rule: titles with "Board meeting"': 1 });

    await t.http
      .put(`/api/organizations/${temple.id}/import-rules`)
      .set(bearer(owner))
      .send({ ...boardRule, skipTitles: [] })
      .expect(200);
    await runOne(sourceId);
    expect(await titles(sourceId)).toContain('Board Meeting');
  });

  it('refuses bad rules with a clear 400 and writes nothing', async () => {
    const bad = await t.http
      .put(`/api/organizations/${temple.id}/import-rules`)
      .set(bearer(owner))
      .send({ skipTitles: ['x'.repeat(81)], skipCategories: ['Parties'], defaultCategory: null, defaultVenue: null });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/at most 80 characters|Category must be one of/);
    expect((await imports(owner)).rules.skipTitles).toEqual([]);
  });

  it('a new page address is previewed, then saved: the source keeps its history and the organization lists the new page', async () => {
    const url = `${srv.origin}/platforms/clean/letterheads.html`;
    const preview = await t.http.post(`/api/organizations/${temple.id}/imports/${sourceId}/preview`).set(bearer(owner)).send({ url });
    expect(preview.body.eventsFound).toBe(4);
    expect((await imports(owner)).sources[0].url).toBe(`${srv.origin}/platforms/org/events.html`);
    const taken = await t.http
      .put(`/api/organizations/${temple.id}/imports/${sourceId}`)
      .set(bearer(owner))
      .send({ url: `${srv.origin}/platforms/clean/board-association.ics` });
    expect([taken.status, taken.body.message]).toEqual([409, 'A scraping source with this URL already exists: Edison Telugu Association']);
    const moved = await t.http.put(`/api/organizations/${temple.id}/imports/${sourceId}`).set(bearer(owner)).send({ url });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: sourceId, url });
    const [org] = await t.ds.query(`SELECT "eventsPageUrl" FROM organizations WHERE id = $1`, [temple.id]);
    expect(org.eventsPageUrl).toBe(url);
    await runAll();
    expect((await imports(owner)).sources.map((s) => [s.id, s.url])).toEqual([[sourceId, url]]);
    // Back to the first page for the next test.
    await t.http
      .put(`/api/organizations/${temple.id}/imports/${sourceId}`)
      .set(bearer(owner))
      .send({ url: `${srv.origin}/platforms/org/events.html` })
      .expect(200);
  });

  it('an administrator’s source of the organization is theirs to move', async () => {
    const r = await t.http
      .post('/api/scraping/sources')
      .set(bearer(admin))
      .send({ name: 'Temple Meetup', type: 'other', url: `${srv.origin}/platforms/meetup/group.html`, organizationId: temple.id });
    const move = await t.http
      .put(`/api/organizations/${temple.id}/imports/${r.body.id}`)
      .set(bearer(owner))
      .send({ url: `${srv.origin}/x` });
    expect([move.status, move.body.message]).toEqual([403, 'An administrator added this source: ask us to change its address']);
    await t.http.delete(`/api/scraping/sources/${r.body.id}`).set(bearer(admin)).expect(204);
  });

  it('a source that stopped working emails its organization once, with the reason, and shows on the admin’s health board', async () => {
    let down = true;
    srv.route('/platforms/org/events.html', (_req, res) => {
      if (down) {
        res.writeHead(404, { 'Content-Type': 'text/html' });
        return void res.end('<h1>Not found</h1>');
      }
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(fillTemplate(fs.readFileSync(path.join(SITES_DIR, 'platforms/org/events.html'), 'utf8'), srv.origin));
    });
    const mailsBefore = smtp.received.length;
    for (let n = 1; n <= STOPPED_AFTER_RUNS + 1; n++) await runOne(sourceId);
    const [mail] = (await smtp.waitFor(mailsBefore + 1)).slice(mailsBefore);
    expect(mail.to).toEqual(['office@ganesha-temple.example.org']);
    expect(mail.subject).toBe(`We could not import your events from Sri Ganesha Temple of Nashville`);
    expect(mail.text).toContain(`the last ${STOPPED_AFTER_RUNS} times we looked it found none`);
    expect(mail.text).toContain(`${new URL(srv.origin).host} has no page at /platforms/org/events.html (page not found, HTTP 404)`);
    // Once: the fourth failing run wrote no second message.
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM outgoing_mail WHERE kind = 'source-stopped-working'`);
    expect(n).toBe(1);

    const [src] = (await imports(owner)).sources;
    expect(src).toMatchObject({ failingRuns: STOPPED_AFTER_RUNS + 1, stoppedWorking: true });
    for (const token of [owner, other]) expect((await t.http.get('/api/scraping/health').set(bearer(token))).status).toBe(403);
    const board = await t.http.get('/api/scraping/health').set(bearer(admin));
    expect(board.body.find((s: { id: string }) => s.id === sourceId)).toMatchObject({
      failingRuns: STOPPED_AFTER_RUNS + 1,
      lastError: `${new URL(srv.origin).host} has no page at /platforms/org/events.html (page not found, HTTP 404)`,
      stoppedWorking: true,
      organizationName: 'Sri Ganesha Temple of Nashville',
      organizationEmail: 'office@ganesha-temple.example.org',
    });

    down = false;
    await runOne(sourceId);
    expect((await imports(owner)).sources[0]).toMatchObject({ failingRuns: 0, stoppedWorking: false });
    expect((await t.http.get('/api/scraping/health').set(bearer(admin))).body.some((s: { id: string }) => s.id === sourceId)).toBe(false);
  });
});
