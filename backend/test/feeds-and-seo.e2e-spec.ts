import * as ical from 'node-ical';
import { Event } from '../src/events/event.entity';
import { Organization } from '../src/organizations/organization.entity';
import { daysFromToday, makeEvent, makeOrganization } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

/** Subscribe to a view (.ics, RSS), public organization pages, sitemap and robots, event JSON-LD. */
describe('feeds, organization pages and search engines', () => {
  let t: TestApp;
  let org: Organization;
  let hidden: Organization;
  const ev: Record<string, Event> = {};

  beforeAll(async () => {
    t = await createTestApp();
    org = await makeOrganization(t.ds, {
      name: 'Edison Indian Association',
      city: 'Edison',
      state: 'NJ',
      website: 'https://eia.example.org',
      contactPhone: '(732) 555-0100',
    });
    hidden = await makeOrganization(t.ds, { name: 'Pending Parivar', isApproved: false, isRegistered: true });
    ev.navratri = await makeEvent(t.ds, {
      title: 'Navratri Nine Nights',
      organizationId: org.id,
      city: 'Piscataway',
      state: 'NJ',
      venue: 'Piscataway Banquet Hall',
      address: '150 Centennial Ave',
      postalCode: '08854',
      date: daysFromToday(3),
      endDate: daysFromToday(11),
      startTime: '7:00 PM',
      endTime: '11:00 PM',
      category: 'Cultural Events',
    });
    ev.cancelled = await makeEvent(t.ds, {
      title: 'Cancelled Mela',
      organizationId: org.id,
      city: 'Edison',
      state: 'NJ',
      date: daysFromToday(5),
      status: 'cancelled',
    });
    ev.dallas = await makeEvent(t.ds, {
      title: 'Irving Garba',
      organizationId: org.id,
      city: 'Irving',
      state: 'TX',
      date: daysFromToday(4),
    });
    ev.hidden = await makeEvent(t.ds, {
      title: 'Hidden Puja',
      organizationId: hidden.id,
      city: 'Edison',
      state: 'NJ',
      date: daysFromToday(4),
    });
  });
  afterAll(() => t.close());

  it('events.ics: the view (near + radius), multi-day DTEND, cancelled STATUS, ETag and Cache-Control', async () => {
    const res = await t.http.get('/api/feeds/events.ics').query({ near: '40.52,-74.41', radius: 25 }).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['cache-control']).toBe('public, max-age=900');
    expect(res.headers.etag).toBeTruthy();
    const items = Object.values(ical.sync.parseICS(res.text)).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
    expect(items.map((i) => i.summary).sort()).toEqual(['Cancelled Mela', 'Navratri Nine Nights']);
    const nine = items.find((i) => i.summary === 'Navratri Nine Nights')!;
    // Ends on its last night, eight days after it starts.
    expect(Math.round((nine.end!.getTime() - nine.start.getTime()) / 86_400_000)).toBe(8);
    expect(items.find((i) => i.summary === 'Cancelled Mela')!.status).toBe('CANCELLED');
    await t.http
      .get('/api/feeds/events.ics')
      .query({ near: '40.52,-74.41', radius: 25 })
      .set('If-None-Match', res.headers.etag)
      .expect(304);
  });

  it('events.rss: RSS 2.0 of the same view; bad params get the listing 400s', async () => {
    const res = await t.http.get('/api/feeds/events.rss').query({ metro: 'dallas-fort-worth' }).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(res.text).toContain('<rss version="2.0"');
    expect(res.text).toContain('Irving Garba');
    expect(res.text).not.toContain('Navratri');
    const cancelled = await t.http.get('/api/feeds/events.rss').query({ organizationId: org.id }).expect(200);
    expect(cancelled.text).toContain('Cancelled: Cancelled Mela');
    expect(cancelled.text).not.toContain('Hidden Puja');
    expect((await t.http.get('/api/feeds/events.rss').query({ radius: 900, zip: '08817' }).expect(400)).body.message).toBe(
      'radius must be between 1 and 500 miles',
    );
    expect((await t.http.get('/api/feeds/events.ics').query({ metro: 'nowhere' }).expect(400)).body.message).toMatch(
      /^Unknown metro 'nowhere'/,
    );
  });

  it("events.rss: an organizer's text is escaped in the items' HTML (description, content), never markup", async () => {
    await makeEvent(t.ds, {
      title: 'Markup Mela',
      organizationId: org.id,
      city: 'Irving',
      state: 'TX',
      date: daysFromToday(6),
      venue: '<img src=x onerror=alert(1)>',
      description: '<script>alert(1)</script> & <a href="https://evil.example">prizes</a>\nSecond line',
    });
    const rss = (await t.http.get('/api/feeds/events.rss').query({ search: 'Markup Mela' }).expect(200)).text;
    const item = rss.slice(rss.indexOf('Markup Mela'));
    expect(item).not.toMatch(/<img|<script|<a href/);
    // The item's HTML, escaped once for HTML, is XML text (escaped again): a reader decodes the XML and shows the HTML's text.
    expect(item).toContain('&amp;lt;img src=x onerror=alert(1)&amp;gt;, Irving, TX');
    expect(item).toContain(
      '&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt; &amp;amp; &amp;lt;a href=&amp;quot;https://evil.example&amp;quot;&amp;gt;prizes&amp;lt;/a&amp;gt;&lt;br&gt;Second line',
    );
  });

  it('GET /api/organizations/:id/public: an approved organization; anything else 404', async () => {
    const res = await t.http.get(`/api/organizations/${org.id}/public`).expect(200);
    expect(res.body).toEqual({
      id: org.id,
      slug: 'edison-indian-association',
      name: 'Edison Indian Association',
      description: org.description,
      city: 'Edison',
      state: 'NJ',
      website: 'https://eia.example.org',
      contactEmail: org.contactEmail,
      contactPhone: '(732) 555-0100',
      metro: { slug: 'new-york', name: expect.any(String) },
      languages: ['all'],
    });
    expect((await t.http.get(`/api/organizations/${hidden.id}/public`).expect(404)).body.message).toBe('Organization not found');
    await t.http.get('/api/organizations/not-an-id/public').expect(400);
  });

  it('robots.txt and sitemap.xml list the public pages', async () => {
    const robots = await t.http.get('/robots.txt').expect(200);
    expect(robots.text).toMatch(/Sitemap: http.*\/sitemap\.xml/);
    expect(robots.text).toContain('Disallow: /admin');
    const map = await t.http.get('/sitemap.xml').expect(200);
    expect(map.headers['content-type']).toMatch(/xml/);
    expect(map.text).toContain(`/event/${ev.navratri.id}</loc>`);
    expect(map.text).toContain(`/organizations/${org.id}</loc>`);
    expect(map.text).toContain('/?metro=new-york</loc>');
    expect(map.text).not.toContain(ev.hidden.id);
    expect(map.text).not.toContain(hidden.id);
  });

  it("the event page's JSON-LD has Google's required and recommended Event fields", async () => {
    const html = (await t.http.get(`/event/${ev.navratri.id}`).expect(200)).text;
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
    // Required: name, startDate, location (Place with address).
    expect(ld).toMatchObject({ '@type': 'Event', name: 'Navratri Nine Nights' });
    expect(ld.startDate).toMatch(new RegExp(`^${daysFromToday(3)}T19:00`));
    expect(ld.location).toEqual({
      '@type': 'Place',
      name: 'Piscataway Banquet Hall',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '150 Centennial Ave',
        addressLocality: 'Piscataway',
        addressRegion: 'NJ',
        postalCode: '08854',
        addressCountry: 'US',
      },
    });
    // Recommended: endDate (the last night), eventStatus, organizer with url, description, offers, eventAttendanceMode.
    expect(ld.endDate).toMatch(new RegExp(`^${daysFromToday(11)}T23:00`));
    expect(ld.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(ld.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(ld.organizer).toEqual({ '@type': 'Organization', name: 'Edison Indian Association', url: 'https://eia.example.org' });
    expect(ld.description).toBeTruthy();
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: 0, priceCurrency: 'USD' });
    const cancelledHtml = (await t.http.get(`/event/${ev.cancelled.id}`).expect(200)).text;
    const cancelled = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(cancelledHtml)![1]);
    expect(cancelled.eventStatus).toBe('https://schema.org/EventCancelled');
    // No street known: no streetAddress (the venue's name is not an address).
    expect(cancelled.location.address.streetAddress).toBeUndefined();
  });
});
