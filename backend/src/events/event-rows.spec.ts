import { toEvent } from './event-rows';

const row = (o: Record<string, unknown> = {}) => ({
  id: 'e1',
  title: 'Garba Night',
  category: 'Cultural Events',
  date: '2030-10-03',
  startTime: '7:00 PM',
  venue: 'Hall',
  city: 'Irving',
  state: 'TX',
  isFree: true,
  status: 'scheduled',
  metro: 'dallas-fort-worth',
  org_id: 'o1',
  org_name: 'DFW Desi Network',
  org_website: 'https://dfw.example.org',
  org_contactEmail: 'hello@dfw.example.org',
  ...o,
});

describe('event rows (the full shape)', () => {
  it('carry the metro, the time zone and the organization with its contact', () => {
    expect(toEvent(row())).toMatchObject({
      metro: { slug: 'dallas-fort-worth' },
      timeZone: 'America/Chicago',
      organization: { website: 'https://dfw.example.org', contactEmail: 'hello@dfw.example.org' },
    });
  });
});
