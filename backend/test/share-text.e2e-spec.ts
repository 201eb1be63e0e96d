import { Resvg } from '@resvg/resvg-js';
import jsQR from 'jsqr';
import { thisWeekend } from '../src/share/share-scope';
import { daysFromToday, makeEvent, makeOrganization } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

/** Decodes the QR code drawn as the page's SVG: rasterized by resvg, read by jsQR. */
function decodeQr(html: string): string | null {
  const svg = /<svg[\s\S]*?<\/svg>/.exec(html)?.[0];
  if (!svg) return null;
  const img = new Resvg(svg, { fitTo: { mode: 'width', value: 400 }, background: 'white' }).render();
  return jsQR(new Uint8ClampedArray(img.pixels), img.width, img.height)?.data ?? null;
}

/** GET /api/share/whatsapp: "Copy for WhatsApp" texts for a metro's weekend and an organization's month. */
describe('WhatsApp share texts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists this weekend's events in the metro, with bold titles, dates, places and event links; not other metros' or other days'", async () => {
    const { from, to } = thisWeekend('America/Chicago');
    const garba = await makeEvent(t.ds, {
      title: 'Garba *Night* in Irving',
      date: to,
      startTime: '7:00 PM',
      venue: 'Irving Convention Center',
      city: 'Irving',
      state: 'TX',
    });
    const puja = await makeEvent(t.ds, {
      title: 'Satyanarayan Puja',
      date: from,
      startTime: '10:00 AM',
      venue: 'Karya Siddhi Temple',
      city: 'Frisco',
      state: 'TX',
    });
    const houston = await makeEvent(t.ds, { title: 'Houston Mela', date: to, city: 'Houston', state: 'TX' });
    const later = await makeEvent(t.ds, { title: 'Next Month in Plano', date: daysFromToday(40), city: 'Plano', state: 'TX' });
    const pending = await makeEvent(t.ds, { title: 'Pending Plano Event', date: to, city: 'Plano', state: 'TX', isApproved: false });

    const r = await t.http
      .get('/api/share/whatsapp?metro=dallas-fort-worth&weekend')
      .expect(200)
      .expect('content-type', 'text/plain; charset=utf-8');
    const text = r.text;
    expect(text.split('\n')[0]).toMatch(/^\*This weekend in Dallas–Fort Worth\* \(\w{3}, \w{3} \d+( – \w{3}, \w{3} \d+)?\)$/);
    // The title's own asterisks are dropped so they cannot break the bold.
    expect(text).toContain('*Garba Night in Irving*');
    expect(text).toContain('*Satyanarayan Puja*');
    expect(text).toContain(`http://localhost:3000/event/${garba.id}`);
    expect(text).toContain(`http://localhost:3000/event/${puja.id}`);
    expect(text).toContain('Irving Convention Center, Irving');
    expect(text).toMatch(/\n\w{3}, \w{3} \d+ · 7:00 PM - 9:00 PM\n/);
    if (from !== to) expect(text.indexOf('Satyanarayan')).toBeLessThan(text.indexOf('Garba Night')); // by date
    for (const e of [houston, later, pending]) {
      expect(text).not.toContain(e.title);
      expect(text).not.toContain(e.id);
    }
    expect(text.trimEnd().split('\n').pop()).toBe('More on Sangam: http://localhost:3000/?metro=dallas-fort-worth');
  });

  it("lists an organization's next 30 days", async () => {
    const org = await makeOrganization(t.ds, { name: 'Telugu Association of Austin' });
    const soon = await makeEvent(t.ds, {
      title: 'Ugadi Celebration',
      organizationId: org.id,
      date: daysFromToday(12),
      city: 'Austin',
      state: 'TX',
    });
    const far = await makeEvent(t.ds, {
      title: 'Sankranti Muggulu',
      organizationId: org.id,
      date: daysFromToday(45),
      city: 'Austin',
      state: 'TX',
    });
    const text = (await t.http.get(`/api/share/whatsapp?organizationId=${org.id}`).expect(200)).text;
    expect(text.split('\n')[0]).toMatch(/^\*Telugu Association of Austin: coming up\* \(/);
    expect(text).toContain(`*Ugadi Celebration*\n`);
    expect(text).toContain(`http://localhost:3000/event/${soon.id}`);
    expect(text).not.toContain(far.id);
    expect(text).toContain(`More on Sangam: http://localhost:3000/organizations/${org.id}`);
  });

  it('400 for an unknown metro (with the list), a malformed id, neither or both; 404 for an unknown or unlisted organization', async () => {
    const unknown = await t.http.get('/api/share/whatsapp?metro=atlantis&weekend').expect(400);
    expect(unknown.body.message).toMatch(/^Unknown metro 'atlantis'\. Known metros: .*dallas-fort-worth/);
    expect((await t.http.get('/api/share/whatsapp?organizationId=42').expect(400)).body.message).toBe('Invalid organizationId');
    expect((await t.http.get('/api/share/whatsapp').expect(400)).body.message).toBe('Give metro or organizationId (one of them)');
    const org = await makeOrganization(t.ds);
    await t.http.get(`/api/share/whatsapp?metro=houston&organizationId=${org.id}`).expect(400);
    await t.http.get('/api/share/whatsapp?metro=houston&metro=austin').expect(400);
    await t.http.get('/api/share/whatsapp?metro=houston&color=red').expect(400);
    const hidden = await makeOrganization(t.ds, { isApproved: false });
    for (const id of [hidden.id, '00000000-0000-4000-8000-000000000000']) {
      expect((await t.http.get(`/api/share/whatsapp?organizationId=${id}`).expect(404)).body.message).toBe('Organization not found');
    }
  });

  it("prints a poster whose QR code opens the organization's page, and the metro's", async () => {
    const org = await makeOrganization(t.ds, { name: 'Sri Venkateswara Temple' });
    await makeEvent(t.ds, { title: 'Brahmotsavam', organizationId: org.id, date: daysFromToday(6) });
    const r = await t.http.get(`/api/share/poster?organizationId=${org.id}`).expect(200).expect('content-type', 'text/html; charset=utf-8');
    expect(r.text).toContain('<h1>Follow Sri Venkateswara Temple on Sangam</h1>');
    expect(r.text).toContain('<strong>Brahmotsavam</strong>');
    expect(r.text).toContain('@media print');
    expect(decodeQr(r.text)).toBe(`http://localhost:3000/organizations/${org.id}`);

    const metro = await t.http.get('/api/share/poster?metro=houston').expect(200);
    expect(metro.text).toContain('<h1>Community events in Houston</h1>');
    expect(decodeQr(metro.text)).toBe('http://localhost:3000/?metro=houston');

    expect((await t.http.get('/api/share/poster?metro=gotham').expect(400)).body.message).toMatch(/^Unknown metro 'gotham'/);
    expect((await t.http.get('/api/share/poster?organizationId=x').expect(400)).body.message).toBe('Invalid organizationId');
  });
});
