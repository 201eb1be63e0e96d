import { toCard, toEvent } from './event-rows';

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

describe('card rows (fields=card)', () => {
  it('carry the organization contact Register uses: ticket link, else website, else e-mail', () => {
    expect(toCard(row({ ticketUrl: 'https://tickets.example.org/1' })).organization).toEqual({
      id: 'o1',
      name: 'DFW Desi Network',
      website: null,
      contactEmail: null,
    });
    expect(toCard(row()).organization).toMatchObject({ website: 'https://dfw.example.org', contactEmail: null });
    expect(toCard(row({ org_website: null })).organization).toMatchObject({ website: null, contactEmail: 'hello@dfw.example.org' });
  });

  it('leave out the metro and time zone, which the full shape keeps', () => {
    const card = toCard(row());
    expect(card).not.toHaveProperty('metro');
    expect(card).not.toHaveProperty('timeZone');
    expect(toEvent(row())).toMatchObject({
      metro: { slug: 'dallas-fort-worth' },
      timeZone: 'America/Chicago',
      organization: { website: 'https://dfw.example.org', contactEmail: 'hello@dfw.example.org' },
    });
  });
});
