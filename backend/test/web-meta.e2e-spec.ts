import * as fs from 'node:fs';
import * as path from 'node:path';
import { daysFromToday, makeEvent, makeOrganization } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

/** The HTML served for /event/:id carries the event for link previews and search engines. */
describe('event page meta tags and structured data', () => {
  let t: TestApp;

  const head = (html: string) => html.slice(0, html.indexOf('</head>'));
  const meta = (html: string, attr: 'name' | 'property', key: string) => {
    const m = new RegExp(`<meta ${attr}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(head(html));
    return m ? m[1] : null;
  };
  const jsonLd = (html: string) => {
    const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    return m ? JSON.parse(m[1]) : null;
  };

  beforeAll(async () => {
    if (!fs.existsSync(path.resolve(__dirname, '../../public-web/dist/index.html'))) {
      throw new Error('public-web is not built: run `npm run build` (npm test does) before this suite');
    }
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('puts the title, description, image, Open Graph and Twitter tags and schema.org Event JSON-LD in the page', async () => {
    const org = await makeOrganization(t.ds, { name: 'Dallas Gujarati Samaj', website: 'https://dgs.example.org' });
    const e = await makeEvent(t.ds, {
      title: 'Navaratri Garba Night',
      description: 'Dance the garba with dandiya sticks all night long.',
      organizationId: org.id,
      date: daysFromToday(20),
      startTime: '7:00 PM',
      endTime: '11:00 PM',
      venue: 'Curtis Culwell Center',
      city: 'Garland',
      state: 'TX',
      isFree: false,
      price: 25,
      ticketUrl: 'https://tickets.example.org/garba',
      imageUrl: 'https://img.example.org/garba.jpg',
    });
    const r = await t.http.get(`/event/${e.id}`).expect(200).expect('content-type', /html/);
    const html = r.text;
    expect(html).toContain('<title>Navaratri Garba Night | Sangam - Community Events</title>');
    expect(meta(html, 'name', 'description')).toBe('Dance the garba with dandiya sticks all night long.');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(meta(html, 'property', 'og:title')).toBe('Navaratri Garba Night | Sangam - Community Events');
    expect(meta(html, 'property', 'og:description')).toBe('Dance the garba with dandiya sticks all night long.');
    // The share card, not the organizer's image: it carries the date, venue and organization.
    expect(meta(html, 'property', 'og:image')).toMatch(new RegExp(`^http://localhost:3000/api/events/${e.id}/share\\.png\\?v=`));
    expect(meta(html, 'property', 'og:url')).toBe(`http://localhost:3000/event/${e.id}`);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:title')).toBe('Navaratri Garba Night | Sangam - Community Events');
    expect(meta(html, 'name', 'twitter:image')).toBe(meta(html, 'property', 'og:image'));
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/event/${e.id}" />`);
    expect(html).toContain('<div id="root">');

    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Navaratri Garba Night',
      description: 'Dance the garba with dandiya sticks all night long.',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Curtis Culwell Center',
        address: { '@type': 'PostalAddress', addressLocality: 'Garland', addressRegion: 'TX', addressCountry: 'US' },
      },
      image: ['https://img.example.org/garba.jpg'],
      organizer: { '@type': 'Organization', name: 'Dallas Gujarati Samaj', url: 'https://dgs.example.org' },
      offers: {
        '@type': 'Offer',
        price: 25,
        priceCurrency: 'USD',
        url: 'https://tickets.example.org/garba',
        availability: 'https://schema.org/InStock',
      },
      url: `http://localhost:3000/event/${e.id}`,
    });
    // ISO 8601 with the Central time offset, 7 PM to 11 PM local
    expect(ld.startDate).toMatch(new RegExp(`^${e.date}T19:00-0[56]:00$`));
    expect(ld.endDate).toMatch(new RegExp(`^${e.date}T23:00-0[56]:00$`));
    expect(new Date(ld.endDate).getTime() - new Date(ld.startDate).getTime()).toBe(4 * 3600 * 1000);
  });

  it('an uploaded image is given to search engines as an absolute address; link previews get the share card', async () => {
    const imageUrl = `/api/images/${'ab'.repeat(32)}`;
    const e = await makeEvent(t.ds, { title: 'Holi Colour Run', imageUrl, date: daysFromToday(30) });
    const html = (await t.http.get(`/event/${e.id}`).expect(200)).text;
    expect(meta(html, 'property', 'og:image')).toMatch(new RegExp(`^http://localhost:3000/api/events/${e.id}/share\\.png\\?v=`));
    expect(jsonLd(html).image).toEqual([`http://localhost:3000${imageUrl}`]);
  });

  it('escapes everything: HTML in meta attributes, and nothing in the JSON-LD can close the script', async () => {
    const title = `</title></script><script>alert("x")</script> & 'Garba'`;
    const description = `Line one\n"quoted" <b>bold</b> & </script><!-- \u2028 done`;
    const e = await makeEvent(t.ds, { title, description, imageUrl: 'javascript:alert(1)', isFree: true });
    const html = (await t.http.get(`/event/${e.id}`).expect(200)).text;
    const h = head(html);
    expect(h).not.toContain('<script>alert');
    expect(h).toContain(
      '<title>&lt;/title&gt;&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Garba&#39; | Sangam - Community Events</title>',
    );
    expect(meta(html, 'property', 'og:image')).toMatch(/\/share\.png\?v=/);
    const scripts = h.match(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g)!;
    expect(scripts).toHaveLength(1);
    const body = scripts[0].slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(body).not.toContain('\u2028');
    expect(meta(html, 'name', 'description')).toBe('Line one &quot;quoted&quot; &lt;b&gt;bold&lt;/b&gt; &amp; &lt;/script&gt;&lt;!-- done');
    const ld = jsonLd(html);
    expect(ld.name).toBe(title);
    expect(ld.image).toBeUndefined();
    expect(ld.offers).toMatchObject({ price: 0, priceCurrency: 'USD' });
  });

  it('an unknown or hidden event answers 404 with a not-found title and noindex, without structured data', async () => {
    const pending = await makeOrganization(t.ds, { isApproved: false });
    const hidden = await makeEvent(t.ds, { title: 'Secret Pending Event', organizationId: pending.id });
    for (const p of [`/event/${hidden.id}`, '/event/00000000-0000-4000-8000-000000000000', '/event/not-a-uuid']) {
      const html = (await t.http.get(p).expect(404)).text;
      expect(html).toContain('<title>Event not found | Sangam - Community Events</title>');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('Secret Pending Event');
      expect(jsonLd(html)).toBeNull();
    }
  });

  it('other pages keep the site title and no event tags', async () => {
    const home = (await t.http.get('/').expect(200)).text;
    expect(home).toContain('<title>Sangam - Community Events</title>');
    expect(home).toContain('<meta name="sangam:product" content="Sangam" />');
    expect(home).not.toContain('og:title');
    expect(home).not.toContain('<!--app-head-->');
    await t.http.get('/no/such/page').expect(404);
  });
});
