import * as nodeIcal from 'node-ical';
import { loadConfig } from '../config/env';
import { ICalCalendar, ICalCalendarMethod } from 'ical-generator';
import { SLICE } from '../common/in-slices';
import { CalendarService, foldIcs } from './calendar.service';
import { EventDetailResponse } from './dto/public-event.dto';

/** Every character that means something in iCalendar text or parameters. */
const HOSTILE = 'A;B,C"D\\E\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Injected\rF\nG';

function event(id: string, over: Partial<EventDetailResponse> = {}): EventDetailResponse {
  return {
    id,
    title: `Title ${HOSTILE}`,
    description: `Description ${HOSTILE}`,
    organizationId: '00000000-0000-4000-8000-0000000000aa',
    category: `Category ${HOSTILE}`,
    date: '2030-03-14',
    startTime: '6:00 PM',
    endTime: '9:00 PM',
    venue: `Venue ${HOSTILE}`,
    city: `City ${HOSTILE}`,
    state: 'TX',
    price: null,
    priceText: null,
    isFree: true,
    ticketUrl: null,
    imageUrl: null,
    imageWidth: null,
    imageHeight: null,
    isApproved: true,
    timeZone: 'America/Chicago',
    festival: null,
    languages: [],
    tags: [],
    createdAt: new Date('2030-01-01T00:00:00Z'),
    updatedAt: new Date('2030-01-02T00:00:00Z'),
    seriesId: null,
    recurrence: null,
    endDate: null,
    status: 'scheduled',
    address: null,
    postalCode: null,
    metro: null,
    latitude: null,
    longitude: null,
    organization: {
      id: '00000000-0000-4000-8000-0000000000aa',
      name: `Org" ;EMAIL=evil@evil.test:mailto:evil@evil.test;X="${HOSTILE}`,
      website: null,
      contactEmail: 'events@good.example.org',
      description: null,
      contactPhone: null,
    },
    ...over,
  };
}

/** Line breaks as iCalendar keeps them: every CR, LF or CRLF is one newline. */
const lines = (s: string) => s.replace(/\r\n|\r/g, '\n');
const vevents = (text: string) => Object.values(nodeIcal.sync.parseICS(text)).filter((c) => c?.type === 'VEVENT') as nodeIcal.VEvent[];
const str = (v: unknown) => (typeof v === 'object' && v !== null && 'val' in v ? String((v as { val: unknown }).val) : String(v));

describe('CalendarService: hostile text cannot change the structure of an .ics file', () => {
  const service = new CalendarService(loadConfig({ PRODUCT_NAME: `Sangam ${HOSTILE}`, PUBLIC_URL: 'https://sangam.example.org' }));
  const a = event('00000000-0000-4000-8000-000000000001');
  const b = event('00000000-0000-4000-8000-000000000002', { title: `Second ${HOSTILE}` });

  it('one event: exactly one VEVENT, each field read back as written, the organizer’s address kept', () => {
    const text = service.eventCalendar(a);
    // Every line is a property, a component boundary or a folded continuation: no line starts with injected content.
    expect(text.split('\r\n').filter((l) => /^(BEGIN|END):VEVENT$/.test(l))).toEqual(['BEGIN:VEVENT', 'END:VEVENT']);
    const found = vevents(text);
    expect(found).toHaveLength(1);
    const e = found[0];
    expect(e.uid).toBe(`${a.id}@sangam.example.org`);
    expect(e.summary).toBe(lines(a.title));
    expect(e.location).toBe(lines(`${a.venue}, ${a.city}, TX`));
    expect(str(e.description)).toContain(lines(a.description!));
    expect(str(e.description)).toContain(lines(`Organized by ${a.organization!.name}`));
    // node-ical splits CATEGORIES on every comma without unescaping: read the (unfolded) line itself.
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded.split('\r\n').filter((l) => l.startsWith('CATEGORIES:'))).toEqual([
      'CATEGORIES:Category A\\;B\\,C"D\\\\E\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:Injected\\nF\\nG',
    ]);
    const organizer = e.organizer as unknown as { val: string; params: Record<string, string> };
    expect(organizer.val).toBe('mailto:events@good.example.org');
    expect(Object.keys(organizer.params)).toEqual(['CN']);
    expect(organizer.params.CN).toContain('Org');
    const calendar = nodeIcal.sync.parseICS(text).vcalendar as unknown as Record<string, unknown>;
    expect(calendar['WR-CALNAME']).toBe(lines(a.title));
  });

  it('a city feed: exactly the events given, nothing injected by the city name or the product name', async () => {
    const text = await service.cityCalendar(`Dallas ${HOSTILE}`, [a, b]);
    const found = vevents(text);
    expect(found.map((e) => e.uid).sort()).toEqual([`${a.id}@sangam.example.org`, `${b.id}@sangam.example.org`]);
    expect(found.map((e) => e.summary).sort()).toEqual([a.title, b.title].map(lines).sort());
    expect(text.split('\r\n').filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(text.split('\r\n').filter((l) => l === 'END:VCALENDAR')).toHaveLength(1);
  });
});

describe('CalendarService: feeds are folded per RFC 5545 and built in slices', () => {
  const service = new CalendarService(loadConfig({ PUBLIC_URL: 'https://sangam.example.org' }));
  const octets = (line: string) => Buffer.byteLength(line, 'utf8');

  it('folds long lines at 75 octets without splitting a character, and unfolding gives the line back', () => {
    const line = `DESCRIPTION:${'a'.repeat(40)}${'न'.repeat(30)}😀😀${'b'.repeat(100)}é`;
    const folded = foldIcs(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT\r\n`);
    const physical = folded.split('\r\n');
    expect(Math.max(...physical.map(octets))).toBeLessThanOrEqual(75);
    expect(physical.every((l) => !l.includes('\ufffd') && Buffer.from(l, 'utf8').toString('utf8') === l)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT\r\n`);
  });

  it('an event reads the same as ical-generator writes it (only the folding differs)', () => {
    const a = event('00000000-0000-4000-8000-000000000003', { title: 'नवरात्रि गरबा '.repeat(8), description: 'x'.repeat(300) });
    const ours = service.eventCalendar(a);
    // The library's whole-calendar writer, through the same calendar settings and event fields.
    const internals = service as unknown as { calendar(name: string): ICalCalendar; addEvent(cal: ICalCalendar, e: unknown): void };
    const cal = internals.calendar(a.title);
    cal.method(ICalCalendarMethod.PUBLISH);
    internals.addEvent(cal, a);
    const contentLines = (t: string) =>
      t
        .replace(/\r\n[ \t]/g, '')
        .split('\r\n')
        .filter(Boolean)
        .sort();
    expect(contentLines(ours)).toEqual(contentLines(cal.toString()));
    expect(ours.split('\r\n').every((l) => octets(l) <= 75)).toBe(true);
    expect(vevents(ours).map((e) => e.summary)).toEqual([a.title]);
  });

  it('drops control characters iCalendar cannot carry', async () => {
    const a = event('00000000-0000-4000-8000-000000000004', { title: 'Bell\u0007 and\u001b escape', venue: 'Hall\u0000' });
    const text = await service.cityCalendar('Dallas\u0001', [a]);
    expect([...text].some((c) => c < ' ' && !'\t\r\n'.includes(c))).toBe(false);
    expect(vevents(text)[0].summary).toBe('Bell and escape');
  });

  it('a 500-event feed lets the event loop turn between slices of events', async () => {
    const many = Array.from({ length: 500 }, (_, i) => event(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`));
    let turns = 0;
    const tick = (): void => {
      turns++;
      if (!done) setImmediate(tick);
    };
    let done = false;
    setImmediate(tick);
    const text = await service.cityCalendar('Dallas', many);
    done = true;
    expect(turns).toBeGreaterThanOrEqual(500 / SLICE - 1);
    expect(text.split('\r\n').filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(500);
    expect(vevents(text)).toHaveLength(500);
  });
});
