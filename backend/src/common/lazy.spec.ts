import { lazy } from './lazy';

// Records when jest first loads each library that must stay out of memory until it is used.
const mockLoaded: string[] = [];
jest.mock('cheerio', () => (mockLoaded.push('cheerio'), jest.requireActual('cheerio')));
jest.mock('node-ical', () => (mockLoaded.push('node-ical'), jest.requireActual('node-ical')));
jest.mock('microformats-parser', () => (mockLoaded.push('microformats-parser'), jest.requireActual('microformats-parser')));
jest.mock('robots-parser', () => (mockLoaded.push('robots-parser'), jest.requireActual('robots-parser')));
jest.mock('libphonenumber-js', () => (mockLoaded.push('libphonenumber-js'), jest.requireActual('libphonenumber-js')));
jest.mock('obscenity', () => (mockLoaded.push('obscenity'), jest.requireActual('obscenity')));
jest.mock('sharp', () => (mockLoaded.push('sharp'), jest.requireActual('sharp')));
jest.mock('satori', () => (mockLoaded.push('satori'), jest.requireActual('satori')));
jest.mock('@resvg/resvg-js', () => (mockLoaded.push('@resvg/resvg-js'), jest.requireActual('@resvg/resvg-js')));
jest.mock('astronomy-engine', () => (mockLoaded.push('astronomy-engine'), jest.requireActual('astronomy-engine')));
jest.mock('nodemailer', () => (mockLoaded.push('nodemailer'), jest.requireActual('nodemailer')));
jest.mock('qrcode', () => (mockLoaded.push('qrcode'), jest.requireActual('qrcode')));

describe('lazy', () => {
  it('builds the value on first use only and then returns the same value', () => {
    const load = jest.fn(() => ({ built: true }));
    const get = lazy(load);
    expect(load).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a falsy value without loading again', () => {
    const load = jest.fn(() => 0);
    const get = lazy(load);
    expect([get(), get()]).toEqual([0, 0]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('libraries public traffic never needs', () => {
  it('are not loaded with the application, and load on first use', () => {
    // Everything the server loads at start.
    jest.requireActual('../app.module');
    expect(mockLoaded).toEqual([]);

    const { htmlToText } = jest.requireActual<typeof import('../scraping/extract/html-text')>('../scraping/extract/html-text');
    expect(htmlToText('<p>Diwali &amp; Garba</p>')).toBe('Diwali & Garba');
    const { isUsPhone } = jest.requireActual<typeof import('./dto-rules')>('./dto-rules');
    expect(isUsPhone('(214) 555-0100')).toBe(true);
    const { profanityRule } = jest.requireActual<typeof import('../moderation/rules/profanity.rule')>('../moderation/rules/profanity.rule');
    expect(profanityRule('what the fuck')).toHaveLength(1);
    expect(mockLoaded).toEqual(['cheerio', 'libphonenumber-js', 'obscenity']);
  });

  it('include the festival astronomy and the poster QR code, which load on first use', async () => {
    jest.requireActual('../app.module');
    const { tithiAt } = jest.requireActual<typeof import('../festivals/calendar/astro')>('../festivals/calendar/astro');
    // 2025-10-21 12:00 UTC: Amavasya (Diwali), the 30th tithi.
    expect(tithiAt(new Date('2025-10-21T12:00:00Z'))).toBe(30);
    const { qrSvg } = jest.requireActual<typeof import('../share/poster')>('../share/poster');
    expect(await qrSvg('https://example.org/o/1')).toContain('<svg');
    expect(mockLoaded).toEqual(expect.arrayContaining(['astronomy-engine', 'qrcode']));
    // nodemailer loads when the mail worker starts (SMTP_URL set: test/mail.e2e-spec.ts).
    expect(mockLoaded).not.toEqual(expect.arrayContaining(['nodemailer']));
  });
});
