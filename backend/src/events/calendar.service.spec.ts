import * as nodeIcal from 'node-ical';
import { loadConfig } from '../config/env';
import { CalendarService } from './calendar.service';
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

  it('a city feed: exactly the events given, nothing injected by the city name or the product name', () => {
    const text = service.cityCalendar(`Dallas ${HOSTILE}`, [a, b]);
    const found = vevents(text);
    expect(found.map((e) => e.uid).sort()).toEqual([`${a.id}@sangam.example.org`, `${b.id}@sangam.example.org`]);
    expect(found.map((e) => e.summary).sort()).toEqual([a.title, b.title].map(lines).sort());
    expect(text.split('\r\n').filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(text.split('\r\n').filter((l) => l === 'END:VCALENDAR')).toHaveLength(1);
  });
});
