import * as fs from 'node:fs';
import * as path from 'node:path';
import { DateTime } from 'luxon';
import { Event } from '../src/events/event.entity';
import { thisWeekend } from '../src/share/share-scope';
import { eventShareCard, shareCardTree } from '../src/share/share-image';
import { adminToken, makeEvent, makeOrganization } from './support/factories';
import { startSmtpServer, TestSmtpServer } from './support/smtp';
import { createTestApp, TestApp } from './support/test-app';
import { until } from './support/wait';

/**
 * One evening event, one that ends after midnight, one over two days (and the digest's 5:00 PM case) through
 * every surface that writes a date or time: the listing and detail answers (what the card and detail show),
 * the admin list, .ics, RSS, the weekly digest and the new-event notice (over real SMTP), the WhatsApp text,
 * the share card's text, the widget and the event page's JSON-LD. Each must say the same local days and times.
 * The expected words are written here with luxon, not with the shared time model under test.
 */
describe('one time model: the same days and times on every surface', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: string;
  const zone = 'America/Chicago';
  const weekend = thisWeekend(zone, DateTime.now());
  const first = weekend.from;
  const second = DateTime.fromISO(first).plus({ days: 1 }).toISODate()!;
  const day = (iso: string, fmt: string) => DateTime.fromISO(iso).setLocale('en-US').toFormat(fmt);
  const short = (iso: string) => day(iso, 'ccc, LLL d');
  const medium = (iso: string) => day(iso, 'ccc, LLL d, yyyy');
  const sameYear = first.slice(0, 4) === second.slice(0, 4);
  // Nine nights that began two days ago: one listing, in this weekend's texts, on every surface with its range.
  const today = DateTime.now().setZone(zone).startOf('day');
  const nightOne = today.minus({ days: 2 }).toISODate()!;
  const nightNine = today.plus({ days: 6 }).toISODate()!;
  const afterNine = today.plus({ days: 7 }).toISODate()!;
  const nineSameYear = nightOne.slice(0, 4) === nightNine.slice(0, 4);

  interface Case {
    fields: Partial<Event>;
    /** Days and times as people read them: short ('Sat, Dec 5 · 7:00 PM - 10:00 PM') and medium (with the year). */
    short: string;
    medium: string;
    /** iCalendar local start and end, and the JSON-LD start/end (local, offset left out). */
    icsStart: string;
    icsEnd: string;
    ldStart: string;
    ldEnd: string;
  }
  const stamp = (iso: string, hhmm: string) => `${iso.replace(/-/g, '')}T${hhmm.replace(':', '')}00`;
  const cases: Record<string, Case> = {
    evening: {
      fields: { title: 'Evening Kavi Sammelan', date: first, startTime: '7:00 PM', endTime: '10:00 PM' },
      short: `${short(first)} · 7:00 PM - 10:00 PM`,
      medium: `${medium(first)} · 7:00 PM - 10:00 PM`,
      icsStart: stamp(first, '19:00'),
      icsEnd: stamp(first, '22:00'),
      ldStart: `${first}T19:00`,
      ldEnd: `${first}T22:00`,
    },
    afterMidnight: {
      fields: { title: 'Garba Till Late', date: first, startTime: '8:00 PM', endTime: '1:00 AM' },
      short: `${short(first)} · 8:00 PM - 1:00 AM (next day)`,
      medium: `${medium(first)} · 8:00 PM - 1:00 AM (next day)`,
      icsStart: stamp(first, '20:00'),
      icsEnd: stamp(second, '01:00'),
      ldStart: `${first}T20:00`,
      ldEnd: `${second}T01:00`,
    },
    twoDays: {
      fields: { title: 'Two-Day Diwali Festival', date: first, endDate: second, startTime: '7:00 PM', endTime: '10:00 PM' },
      short: `${short(first)} – ${short(second)} · 7:00 PM - 10:00 PM`,
      medium: `${sameYear ? short(first) : medium(first)} – ${medium(second)} · 7:00 PM - 10:00 PM`,
      icsStart: stamp(first, '19:00'),
      icsEnd: stamp(second, '22:00'),
      ldStart: `${first}T19:00`,
      ldEnd: `${second}T22:00`,
    },
    nineNights: {
      fields: { title: 'Navratri Garba: Nine Nights', date: nightOne, endDate: nightNine, startTime: '8:00 PM', endTime: '12:00 AM' },
      short: `${short(nightOne)} – ${short(nightNine)} · 8:00 PM - 12:00 AM (next day)`,
      medium: `${nineSameYear ? short(nightOne) : medium(nightOne)} – ${medium(nightNine)} · 8:00 PM - 12:00 AM (next day)`,
      icsStart: stamp(nightOne, '20:00'),
      icsEnd: stamp(afterNine, '00:00'),
      ldStart: `${nightOne}T20:00`,
      ldEnd: `${afterNine}T00:00`,
    },
    // The reported bug: the digest printed 5:00 PM as 5:00 AM.
    fivePm: {
      fields: { title: 'Irving Diwali Mela', date: first, startTime: '5:00 PM', endTime: '9:00 PM' },
      short: `${short(first)} · 5:00 PM - 9:00 PM`,
      medium: `${medium(first)} · 5:00 PM - 9:00 PM`,
      icsStart: stamp(first, '17:00'),
      icsEnd: stamp(first, '21:00'),
      ldStart: `${first}T17:00`,
      ldEnd: `${first}T21:00`,
    },
  };
  const ids: Record<string, string> = {};
  const digestTo = 'digest@example.com';
  const noticeTo = 'notice@example.com';
  let orgId: string;

  const mailsTo = (to: string) => smtp.received.filter((m) => m.to.includes(to));
  const runJobs = async () => (await t.http.post('/api/admin/follows/run').set('Authorization', `Bearer ${admin}`).expect(200)).body;
  const confirmLink = (text: string) => decodeURIComponent(/\/follows\/confirm\?token=([^\s>]+)/.exec(text)![1]);
  async function follow(email: string, body: Record<string, string>) {
    await t.http
      .post('/api/follows')
      .send({ email, ...body })
      .expect(202);
    const [c] = await until('the confirmation', () => mailsTo(email).length > 0 && mailsTo(email));
    await t.http
      .get('/api/follows/confirm')
      .query({ token: confirmLink(c.text) })
      .expect(200);
  }

  beforeAll(async () => {
    if (!fs.existsSync(path.resolve(__dirname, '../../public-web/dist/index.html'))) {
      throw new Error('public-web is not built: run `npm run build` (npm test does) before this suite');
    }
    smtp = await startSmtpServer();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Mela Events <events@mela.example.org>',
      PRODUCT_NAME: 'Mela',
      PUBLIC_URL: 'https://mela.example.org',
      MAIL_RETRY_DELAY_SECONDS: '1',
    });
    admin = await adminToken(t.app);
    orgId = (await makeOrganization(t.ds, { name: 'Irving Cultural Association', city: 'Irving', state: 'TX' })).id;
    await follow(digestTo, { metro: 'dallas-fort-worth' });
    await follow(noticeTo, { organizationId: orgId });
    // Listed after the follows and approved by an admin, so they are news to the organization's follower.
    for (const [key, c] of Object.entries(cases)) {
      const e = await makeEvent(t.ds, { ...c.fields, organizationId: orgId, city: 'Irving', state: 'TX', isApproved: false });
      ids[key] = e.id;
      await t.http.put(`/api/admin/events/${e.id}/approve`).set('Authorization', `Bearer ${admin}`).expect(200);
    }
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('the listing (cards), the detail and the admin list answer the stored days and times', async () => {
    const listing = (await t.http.get('/api/events').query({ metro: 'dallas-fort-worth', limit: 50 }).expect(200)).body;
    const adminList = (
      await t.http
        .get('/api/admin/events')
        .query({ range: '[0,49]', filter: JSON.stringify({ organizationId: orgId }) })
        .set('Authorization', `Bearer ${admin}`)
        .expect(200)
    ).body;
    for (const [key, c] of Object.entries(cases)) {
      const stored = {
        date: c.fields.date,
        endDate: c.fields.endDate ?? null,
        startTime: c.fields.startTime,
        endTime: c.fields.endTime,
      };
      const detail = (await t.http.get(`/api/events/${ids[key]}`).expect(200)).body;
      expect(detail).toMatchObject({ ...stored, timeZone: zone });
      expect(listing.find((e: { id: string }) => e.id === ids[key])).toMatchObject(stored);
      expect(adminList.find((e: { id: string }) => e.id === ids[key])).toMatchObject(stored);
      // A multi-day event is listed once.
      expect(listing.filter((e: { id: string }) => e.id === ids[key])).toHaveLength(1);
    }
  });

  it('.ics spans each event in its zone; the JSON-LD has the same start and end', async () => {
    for (const [key, c] of Object.entries(cases)) {
      const ics = (await t.http.get(`/api/events/${ids[key]}/calendar.ics`).expect(200)).text;
      expect(ics).toContain(`DTSTART;TZID=${zone}:${c.icsStart}`);
      expect(ics).toContain(`DTEND;TZID=${zone}:${c.icsEnd}`);
      const html = (await t.http.get(`/event/${ids[key]}`).expect(200)).text;
      const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]);
      expect(ld.startDate).toMatch(new RegExp(`^${c.ldStart}-0[56]:00$`));
      expect(ld.endDate).toMatch(new RegExp(`^${c.ldEnd}-0[56]:00$`));
    }
  });

  it('RSS, the WhatsApp text, the widget and the share card write the same days and times', async () => {
    const rss = (await t.http.get('/api/feeds/events.rss').query({ metro: 'dallas-fort-worth' }).expect(200)).text;
    const whatsapp = (await t.http.get('/api/share/whatsapp').query({ organizationId: orgId }).expect(200)).text;
    const widget = (await t.http.get('/api/embed/events').query({ organization: orgId }).expect(200)).body;
    for (const [key, c] of Object.entries(cases)) {
      expect(rss).toContain(c.medium);
      expect(whatsapp).toContain(`*${c.fields.title}*\n${c.short}\n`);
      expect(widget.events.find((e: { id: string }) => e.id === ids[key]).when).toBe(c.medium);
      const detail = (await t.http.get(`/api/events/${ids[key]}`).expect(200)).body;
      const texts = JSON.stringify(shareCardTree(eventShareCard(detail, 'Mela')));
      expect(texts).toContain(JSON.stringify(c.medium));
    }
    // Read as a time, never as a morning.
    expect(whatsapp).not.toContain('5:00 AM');
    // The weekend's text of the metro lists the nine nights, which began before the weekend, once.
    const weekendText = (await t.http.get('/api/share/whatsapp?metro=dallas-fort-worth&weekend').expect(200)).text;
    expect(weekendText.split('*Navratri Garba: Nine Nights*')).toHaveLength(2);
    expect(weekendText).toContain(`*Navratri Garba: Nine Nights*\n${cases.nineNights.short}\n`);
  });

  it('the weekly digest and the new-event notice (real SMTP) print the same days and times; 5:00 PM stays 5:00 PM', async () => {
    const jobs = await runJobs();
    expect(jobs.digests).toBeGreaterThanOrEqual(1);
    expect(jobs.notices).toBeGreaterThanOrEqual(1);
    const digest = (await until('the digest', () => mailsTo(digestTo).length > 1 && mailsTo(digestTo)))[1];
    // The organization's follower also gets its weekend digest; the notice is the "New from" mail.
    const notice = await until('the notice', () => mailsTo(noticeTo).find((m) => m.subject.startsWith('New from')));
    for (const c of Object.values(cases)) {
      expect(digest.text).toContain(`${c.fields.title} — ${c.short} ·`);
      expect(notice.text).toContain(`${c.fields.title} — ${c.short} ·`);
    }
    expect(digest.text).toContain(`Irving Diwali Mela — ${short(first)} · 5:00 PM`);
    expect(digest.text).not.toContain('5:00 AM');
  });
});
