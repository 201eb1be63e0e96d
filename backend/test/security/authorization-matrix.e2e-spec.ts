import { randomUUID } from 'node:crypto';
import { Event } from '../../src/events/event.entity';
import { Organization } from '../../src/organizations/organization.entity';
import { adminToken, daysFromToday, makeEvent, makeOrganization, organizerToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { apiRoutes, RouteEntry } from './route-table';

/**
 * Authorization matrix: every API route the application registers (read from Express's router,
 * so a new route cannot be missed) × {anonymous, organizer A, organizer B, admin}.
 *
 *   public   – anyone (never 401/403)
 *   organizer – organizer accounts only: anonymous 401, admin 403
 *   admin    – admins only: anonymous 401, organizers 403
 *   signed-in – any organizer or admin: anonymous 401 (whose resource it touches is checked below)
 *   owner    – the owning organizer (A) or an admin: anonymous 401; organizer B (not the owner)
 *              403 or 404, and the resource is left untouched (IDOR)
 *
 * Path parameters point at resources owned by organizer A. A route missing from ACCESS fails.
 */
type Access = 'public' | 'organizer' | 'admin' | 'owner' | 'signed-in';

const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/events': 'public',
  'GET /api/events/suggestions': 'public',
  'GET /api/events/:id': 'public',
  'GET /api/events/:id/calendar.ics': 'public',
  'GET /api/events/:id/share.png': 'public',
  'GET /api/share/whatsapp': 'public',
  'GET /api/share/poster': 'public',
  'GET /api/embed/events': 'public',
  'GET /api/calendar/:city.ics': 'public',
  'GET /api/organizations': 'public',
  'POST /api/organizations': 'public',
  'GET /api/stats': 'public',
  'GET /api/saved-events': 'public',
  'POST /api/saved-events': 'public',
  'DELETE /api/saved-events/:eventId': 'public',
  'POST /api/contact': 'public',
  'POST /api/follows': 'public',
  'GET /api/follows/confirm': 'public',
  'POST /api/follows/confirm': 'public',
  'GET /api/follows/unsubscribe': 'public',
  'POST /api/follows/unsubscribe': 'public',
  'GET /api/follows/manage': 'public',
  'PUT /api/follows/manage/:id': 'public',
  'DELETE /api/follows/manage/:id': 'public',
  'DELETE /api/follows/manage': 'public',
  'POST /api/page-views': 'public',
  'GET /api/images/:id': 'public',
  'GET /api/images/:id/:variant': 'public',
  'POST /api/org/signup': 'public',
  'POST /api/org/login': 'public',
  'POST /api/org/forgot-password': 'public',
  'POST /api/org/reset-password': 'public',
  'POST /api/org/reset-password/check': 'public',
  'POST /api/admin/login': 'public',
  'GET /api/metros': 'public',
  'GET /api/places/zip/:zip': 'public',
  'GET /api/festivals': 'public',
  'GET /api/festivals/upcoming': 'public',
  'GET /api/festivals/next': 'public',
  'GET /api/festivals/:pageSlug': 'public',
  'GET /api/languages': 'public',
  'GET /api/tags': 'public',
  'PUT /api/org/languages': 'organizer',
  'GET /api/feeds/events.ics': 'public',
  'GET /api/feeds/events.rss': 'public',
  'GET /api/organizations/:id/public': 'public',

  'GET /api/org/me': 'organizer',
  'POST /api/org/logout': 'organizer',
  'POST /api/org/reapply': 'organizer',

  'POST /api/events': 'signed-in',
  'POST /api/images': 'signed-in',
  'PUT /api/events/:id': 'owner',
  'DELETE /api/events/:id': 'owner',
  'GET /api/organizations/:id/events': 'owner',
  'GET /api/organizations/:id/insights': 'owner',
  'GET /api/events/:id/insights': 'owner',
  'GET /api/organizations/:id/rejected-events': 'owner',
  'GET /api/organizations/:id/imports': 'owner',
  'PUT /api/organizations/:id/import-rules': 'owner',
  'GET /api/organizations/:id/imports/:sourceId/outcomes': 'owner',
  'POST /api/organizations/:id/imports/:sourceId/preview': 'owner',
  'PUT /api/organizations/:id/imports/:sourceId': 'owner',
  'POST /api/event-series': 'signed-in',
  'GET /api/event-series/:id': 'owner',
  'PUT /api/event-series/:id': 'owner',
  'DELETE /api/event-series/:id': 'owner',

  'GET /api/admin/me': 'admin',
  'POST /api/admin/logout': 'admin',
  'GET /api/admin/summary': 'admin',
  'GET /api/admin/backups/status': 'admin',
  'GET /api/admin/statistics': 'admin',
  'GET /api/admin/community-stats': 'admin',
  'GET /api/admin/community-stats/:id': 'admin',
  'PUT /api/admin/community-stats/:id': 'admin',
  'GET /api/admin/contact-messages': 'admin',
  'GET /api/admin/contact-messages/:id': 'admin',
  'PUT /api/admin/contact-messages/:id': 'admin',
  'GET /api/admin/outgoing-mail': 'admin',
  'GET /api/admin/outgoing-mail/:id': 'admin',
  'POST /api/admin/follows/run': 'admin',
  'GET /api/admin/events': 'admin',
  'GET /api/admin/events/pending': 'admin',
  'GET /api/admin/events/:id': 'admin',
  'PUT /api/admin/events/:id': 'admin',
  'DELETE /api/admin/events/:id': 'admin',
  'PUT /api/admin/events/:id/approve': 'admin',
  'PUT /api/admin/events/:id/reject': 'admin',
  'GET /api/admin/organizations': 'admin',
  'POST /api/admin/organizations': 'admin',
  'GET /api/admin/organizations/pending': 'admin',
  'GET /api/admin/organizations/:id': 'admin',
  'PUT /api/admin/organizations/:id': 'admin',
  'DELETE /api/admin/organizations/:id': 'admin',
  'PUT /api/admin/organizations/:id/approve': 'admin',
  'PUT /api/admin/organizations/:id/reject': 'admin',
  'POST /api/admin/moderation/events/:id': 'admin',
  'POST /api/admin/moderation/organizations/:id': 'admin',
  'POST /api/admin/discover-organizations': 'admin',
  'POST /api/admin/save-discovered-org': 'admin',
  'GET /api/scraping/sources': 'admin',
  'POST /api/scraping/sources': 'admin',
  'PUT /api/scraping/sources/:id': 'admin',
  'DELETE /api/scraping/sources/:id': 'admin',
  'GET /api/scraping/status': 'admin',
  'POST /api/scraping/run': 'admin',
  'GET /api/scraping/runs': 'admin',
  'GET /api/admin/search-synonyms': 'admin',
  'POST /api/admin/search-synonyms': 'admin',
  'GET /api/admin/search-synonyms/:id': 'admin',
  'PUT /api/admin/search-synonyms/:id': 'admin',
  'DELETE /api/admin/search-synonyms/:id': 'admin',
  'GET /api/scraping/runs/:id/events': 'admin',
  'POST /api/scraping/preview': 'admin',
  'GET /api/scraping/health': 'admin',
  'GET /api/admin/festival-dates': 'admin',
  'GET /api/admin/festival-dates/disagreements': 'admin',
  'GET /api/admin/festival-dates/:id': 'admin',
  'PUT /api/admin/festival-dates/:id': 'admin',
};

type Role = 'anonymous' | 'organizerA' | 'organizerB' | 'admin';
const ROLES: Role[] = ['anonymous', 'organizerB', 'admin', 'organizerA'];

interface Fixture {
  orgA: Organization;
  orgB: Organization;
  eventA: Event;
  /** A's recurring series; eventA is its occurrence. */
  seriesA: string;
  tokens: Record<Role, string | null>;
}

function fillPath(path: string, f: Fixture): string {
  return path
    .replace(/^\/api\/calendar\/:city\.ics$/, '/api/calendar/dallas.ics')
    .replace(/(\/(?:admin\/)?(?:moderation\/)?organizations\/):id/, `$1${f.orgA.id}`)
    .replace(/(\/(?:admin\/)?(?:moderation\/)?events\/):id/, `$1${f.eventA.id}`)
    .replace(/(\/event-series\/):id/, `$1${f.seriesA}`)
    .replace(/:eventId/, f.eventA.id)
    .replace(/:[A-Za-z]+/g, () => randomUUID());
}

/** What a role may expect from a route: 'allowed' (anything but 401/403), or a set of statuses. */
function expected(access: Access, role: Role): 'allowed' | number[] {
  if (access === 'public') return 'allowed';
  if (role === 'anonymous') return [401];
  if (access === 'admin') return role === 'admin' ? 'allowed' : [403];
  if (access === 'organizer') return role === 'admin' ? [403] : 'allowed';
  if (access === 'signed-in') return 'allowed';
  // owner
  if (role === 'organizerB') return [403, 404];
  return 'allowed';
}

describe('authorization matrix (generated from the route table)', () => {
  let t: TestApp;
  let routes: RouteEntry[];

  beforeAll(async () => {
    t = await createTestApp();
    routes = apiRoutes(t.app).filter((r) => !r.path.includes('{*path}'));
  });
  afterAll(() => t?.close());

  async function fixture(): Promise<Fixture> {
    const orgA = await makeOrganization(t.ds, { isRegistered: true });
    const orgB = await makeOrganization(t.ds, { isRegistered: true });
    const eventA = await makeEvent(t.ds, { organizationId: orgA.id, title: 'Owned by A' } as Partial<Event>);
    const [{ id: seriesA }] = await t.ds.query(
      `INSERT INTO event_series ("organizationId", frequency, "firstDate", until, recurrence) VALUES ($1, 'weekly', $2, $2, 'Every Sunday') RETURNING id`,
      [orgA.id, eventA.date],
    );
    await t.ds.query(`UPDATE events SET "seriesId" = $1 WHERE id = $2`, [seriesA, eventA.id]);
    return {
      orgA,
      orgB,
      eventA,
      seriesA,
      tokens: {
        anonymous: null,
        organizerA: await organizerToken(t.app, orgA),
        organizerB: await organizerToken(t.app, orgB),
        admin: await adminToken(t.app),
      },
    };
  }

  it('finds the API routes in the application', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((r) => r.key)).toEqual(expect.arrayContaining(['GET /api/events', 'PUT /api/events/:id', 'GET /api/admin/me']));
  });

  it('declares an expectation for every route (a new route must be added to ACCESS)', () => {
    const undeclared = routes.map((r) => r.key).filter((k) => !(k in ACCESS));
    expect(undeclared).toEqual([]);
    const stale = Object.keys(ACCESS).filter((k) => !routes.some((r) => r.key === k));
    expect(stale).toEqual([]);
  });

  it('every route × role answers as declared, and organizer B cannot touch A’s resources', async () => {
    // Logouts revoke tokens: run them last, the admin's (which revokes every admin token) at the very end.
    const rank = (r: RouteEntry) => (r.path === '/api/admin/logout' ? 2 : r.path.endsWith('/logout') ? 1 : 0);
    const ordered = [...routes].sort((a, b) => rank(a) - rank(b));
    const failures: string[] = [];
    const table: string[] = [];
    for (const r of ordered) {
      const access = ACCESS[r.key];
      if (!access) continue;
      const row: string[] = [];
      for (const role of ROLES) {
        const f = await fixture(); // fresh resources per call: writes of one role never mask another's
        const path = fillPath(r.path, f);
        let req = t.http[r.method.toLowerCase() as 'get'](path);
        const token = f.tokens[role];
        if (token) req = req.set('Authorization', `Bearer ${token}`);
        if (r.method === 'POST' || r.method === 'PUT') req = req.send({ title: 'Hijacked', organizationId: f.orgA.id });
        const res = await req;
        row.push(`${role}=${res.status}`);
        const exp = expected(access, role);
        if (res.status >= 500) failures.push(`${r.key} as ${role}: ${res.status} ${JSON.stringify(res.body)}`);
        else if (exp === 'allowed' ? [401, 403].includes(res.status) : !exp.includes(res.status)) {
          failures.push(`${r.key} as ${role}: got ${res.status}, expected ${exp === 'allowed' ? 'not 401/403' : exp.join('|')}`);
        }
        if ((access === 'owner' || access === 'signed-in') && role === 'organizerB') {
          const after = await t.ds.getRepository(Event).findOneBy({ id: f.eventA.id });
          if (!after || after.title !== 'Owned by A') failures.push(`${r.key} as organizerB changed or deleted A's event`);
          const hijacked = await t.ds.getRepository(Event).countBy({ organizationId: f.orgA.id, title: 'Hijacked' } as never);
          if (hijacked) failures.push(`${r.key} as organizerB created an event in A's organization`);
        }
        if (access !== 'public' && role === 'anonymous' && res.status === 401) {
          expect(res.body).toEqual(expect.objectContaining({ statusCode: 401, message: expect.any(String) }));
        }
      }
      table.push(`${r.key.padEnd(50)} ${access.padEnd(9)} ${row.join(' ')}`);
    }
    if (process.env.PRINT_MATRIX) console.log(table.join('\n'));
    expect(failures).toEqual([]);
    // About a hundred routes × four roles, each on fresh fixtures: minutes on a busy machine.
  }, 300_000);

  it('an organizer creating an event for another organization gets it in their own organization, or a refusal', async () => {
    const f = await fixture();
    const res = await t.http
      .post('/api/events')
      .set('Authorization', `Bearer ${f.tokens.organizerB}`)
      .send({
        title: 'Diwali Mela Night',
        description: 'Lights, food stalls and music for families.',
        category: 'Cultural',
        date: daysFromToday(20),
        startTime: '6:00 PM',
        endTime: '9:00 PM',
        venue: 'Community Hall',
        city: 'Dallas',
        state: 'TX',
        isFree: true,
        organizationId: f.orgA.id,
      });
    expect(res.status).toBeLessThan(500);
    if (res.status === 201 || res.status === 200) {
      const saved = await t.ds.getRepository(Event).findOneByOrFail({ id: res.body.id });
      expect(saved.organizationId).toBe(f.orgB.id);
    } else {
      expect([400, 403]).toContain(res.status);
    }
    expect(await t.ds.getRepository(Event).countBy({ organizationId: f.orgA.id })).toBe(1);
  });

  it('an organizer cannot list another organization’s events, even unapproved ones', async () => {
    const f = await fixture();
    await makeEvent(t.ds, { organizationId: f.orgA.id, isApproved: false, title: 'Private draft of A' } as Partial<Event>);
    const res = await t.http.get(`/api/organizations/${f.orgA.id}/events`).set('Authorization', `Bearer ${f.tokens.organizerB}`);
    expect([403, 404]).toContain(res.status);
    expect(JSON.stringify(res.body)).not.toContain('Private draft of A');
    const own = await t.http.get(`/api/organizations/${f.orgA.id}/events`).set('Authorization', `Bearer ${f.tokens.organizerA}`);
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).toContain('Private draft of A');
  });
});
