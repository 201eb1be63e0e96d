import * as ical from 'node-ical';
import { SaxesParser } from 'saxes';
import { CalendarService } from '../../src/events/calendar.service';
import { Organization } from '../../src/organizations/organization.entity';
import { daysFromToday, makeEvent, makeOrganization } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

/** Text that breaks XML that is not escaped properly: CDATA ends, markup, entities, and characters XML cannot hold. */
const HOSTILE = ']]>]]><link>https://evil.example/</link><![CDATA[ & &amp; &bogus; <script>x</script> "\'\u0001\u000b';
/** What a reader sees of it: the same text, without the two characters XML cannot carry. */
const SEEN = HOSTILE.split('\u0001').join('').split('\u000b').join('');

interface RssItemRead {
  title: string;
  link: string;
  description: string;
  content: string;
}

/** Parses with saxes (a strict, conforming XML parser): any well-formedness error throws. */
function readRss(xml: string): { channel: Record<string, string>; items: RssItemRead[] } {
  const parser = new SaxesParser({ xmlns: true });
  const channel: Record<string, string> = {};
  const items: RssItemRead[] = [];
  const path: string[] = [];
  let text = '';
  parser.on('error', (e) => {
    throw e;
  });
  parser.on('opentag', (t) => {
    path.push(t.name);
    text = '';
    if (t.name === 'item') items.push({ title: '', link: '', description: '', content: '' });
  });
  parser.on('text', (t) => (text += t));
  parser.on('cdata', (t) => (text += t));
  parser.on('closetag', (t) => {
    path.pop();
    const parent = path[path.length - 1];
    const key = t.name === 'content:encoded' ? 'content' : t.name;
    if (parent === 'item') (items[items.length - 1] as unknown as Record<string, string>)[key] = text;
    else if (parent === 'channel') channel[key] = text;
    text = '';
  });
  parser.write(xml).close();
  return { channel, items };
}

const vevents = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];

/** Issue 35 items 1 and 5: the calendar and RSS feeds with hostile text, and what a feed costs. */
describe('feeds: hostile organizer text stays text; a current feed is not built again', () => {
  let t: TestApp;
  let org: Organization;

  beforeAll(async () => {
    t = await createTestApp();
    org = await makeOrganization(t.ds, { name: `Sangam ${HOSTILE}`, city: 'Dallas', state: 'TX' });
    await makeEvent(t.ds, {
      title: `Garba ${HOSTILE}`,
      description: `Line one ${HOSTILE}\nLine two`,
      venue: `Hall ${HOSTILE}`,
      organizationId: org.id,
      city: 'Irving',
      state: 'TX',
      date: daysFromToday(4),
    });
    await makeEvent(t.ds, { title: 'Plain Diwali Mela', organizationId: org.id, city: 'Irving', state: 'TX', date: daysFromToday(5) });
  });
  afterAll(() => t.close());

  it.each([
    ['site-wide', {}, 2],
    ['metro', { metro: 'dallas-fort-worth' }, 2],
    ['search', { search: 'garba' }, 1],
    ['organization', { organizationId: '' }, 2],
  ])('the %s RSS feed is well-formed XML and every hostile text reads back as written', async (_name, query, n) => {
    const q = 'organizationId' in query ? { organizationId: org.id } : query;
    const res = await t.http.get('/api/feeds/events.rss').query(q).expect(200);
    const { items } = readRss(res.text);
    expect(items.map((i) => i.title)).toEqual([`Garba ${SEEN}`, 'Plain Diwali Mela'].slice(0, n));
    expect(items.every((i) => /^http:\/\/localhost:3000\/event\/[0-9a-f-]{36}$/.test(i.link))).toBe(true);
    // The items' HTML is the organizer's text escaped once for HTML (a reader shows it, never runs it).
    const escapedOnce = SEEN.replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#39;');
    expect(items[0].description).toContain(`Hall ${escapedOnce}, Irving, TX · Sangam ${escapedOnce}`);
    expect(items[0].content).toBe(`Line one ${escapedOnce}<br>Line two`);
  });

  it('a hostile search text in the channel title is text too', async () => {
    const res = await t.http.get('/api/feeds/events.rss').query({ search: ']]></title><link>https://evil.example/</link>' }).expect(200);
    const { channel, items } = readRss(res.text);
    expect(channel.title).toBe('Sangam - "]]></title><link>https://evil.example/</link>"');
    expect(channel.link).toBe('http://localhost:3000/');
    expect(items).toEqual([]);
  });

  it.each([
    ['view', '/api/feeds/events.ics?metro=dallas-fort-worth'],
    ['city', '/api/calendar/irving.ics'],
  ])('the %s .ics holds exactly its events, every text as written (controls dropped)', async (_name, url) => {
    const res = await t.http.get(url).expect(200);
    expect(res.text.split('\r\n').filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(res.text.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const found = vevents(res.text);
    expect(found.map((e) => e.summary).sort()).toEqual([`Garba ${SEEN}`, 'Plain Diwali Mela']);
    const hostile = found.find((e) => e.summary !== 'Plain Diwali Mela')!;
    expect(hostile.location).toBe(`Hall ${SEEN}, Irving, TX`);
    expect(String(hostile.description)).toContain(`Line one ${SEEN}\nLine two`);
  });

  it('a poll with the current ETag is a 304 without building the feed; a change of data builds it once', async () => {
    const calendar = t.app.get(CalendarService);
    const build = jest.spyOn(calendar, 'cityCalendar');
    try {
      const first = await t.http.get('/api/calendar/irving.ics').expect(200);
      const builds = build.mock.calls.length;
      for (let i = 0; i < 5; i++) {
        await t.http.get('/api/calendar/irving.ics').set('If-None-Match', first.headers.etag).expect(304);
        expect((await t.http.get('/api/calendar/Irving.ics').expect(200)).text).toBe(first.text);
      }
      expect(build.mock.calls.length).toBe(builds);
      await makeEvent(t.ds, { title: 'Later Addition', city: 'Irving', state: 'TX', date: daysFromToday(6) });
      const after = await t.http.get('/api/calendar/irving.ics').set('If-None-Match', first.headers.etag).expect(200);
      expect(after.headers.etag).not.toBe(first.headers.etag);
      expect(after.text).toContain('SUMMARY:Later Addition');
      await t.http.get('/api/calendar/irving.ics').set('If-None-Match', after.headers.etag).expect(304);
      expect(build.mock.calls.length).toBe(builds + 1);
    } finally {
      build.mockRestore();
    }
  });
});

describe('feeds: building a feed counts against the client’s limit (RATE_LIMITS on)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'true' });
    await makeEvent(t.ds, { title: 'Irving Garba', city: 'Irving', state: 'TX', date: daysFromToday(4) });
  });
  afterAll(() => t.close());

  it('cached answers and 304s are free; the 61st distinct feed in ten minutes is a 429 with Retry-After', async () => {
    const first = await t.http.get('/api/feeds/events.rss').query({ search: 'garba' }).expect(200);
    for (let i = 0; i < 70; i++) {
      await t.http.get('/api/feeds/events.rss').query({ search: 'garba' }).set('If-None-Match', first.headers.etag).expect(304);
      await t.http.get('/api/feeds/events.rss').query({ search: 'garba' }).expect(200);
    }
    // 1 built so far; each other search is a new feed to build.
    for (let i = 1; i < 60; i++)
      await t.http
        .get('/api/feeds/events.ics')
        .query({ search: `garba ${i}` })
        .expect(200);
    const refused = await t.http.get('/api/calendar/dallas.ics').expect(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(refused.body.message).toMatch(
      /^Too many calendar and RSS feeds from this network\. Please try again in \d+ (seconds|minutes)\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // What is already built is still served.
    await t.http.get('/api/feeds/events.rss').query({ search: 'garba' }).expect(200);
  });
});
