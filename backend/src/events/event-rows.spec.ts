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

describe('event rows (the full shape)', () => {
  it('carry the metro, the time zone and the organization with its contact', () => {
    expect(toEvent(row())).toMatchObject({
      metro: { slug: 'dallas-fort-worth' },
      timeZone: 'America/Chicago',
      organization: { website: 'https://dfw.example.org', contactEmail: 'hello@dfw.example.org' },
    });
  });
});

describe('cards', () => {
  it("show the organization's contact Register uses: the ticket link, else the website, else the e-mail", () => {
    const contact = (o: Record<string, unknown>) => toCard(row(o)).organization;
    expect(contact({})).toEqual({ id: 'o1', name: 'DFW Desi Network', website: 'https://dfw.example.org', contactEmail: null });
    expect(contact({ ticketUrl: 'https://t.example.org' })).toMatchObject({ website: null, contactEmail: null });
    expect(contact({ org_website: null })).toMatchObject({ website: null, contactEmail: 'hello@dfw.example.org' });
    expect(contact({ org_website: '', ticketUrl: '' })).toMatchObject({ website: '', contactEmail: 'hello@dfw.example.org' });
    expect(toCard(row({ org_id: null })).organization).toBeNull();
  });

  it('carry the fields of EventCardResponse in its order, the distance only when the listing has one', () => {
    const card = toCard(row({ price: '12.50', languages: null }));
    expect(Object.keys(card)).toEqual([
      'id',
      'title',
      'category',
      'date',
      'endDate',
      'startTime',
      'endTime',
      'venue',
      'city',
      'state',
      'price',
      'priceText',
      'isFree',
      'ticketUrl',
      'imageUrl',
      'imageWidth',
      'imageHeight',
      'status',
      'recurrence',
      'festival',
      'languages',
      'organization',
    ]);
    expect(card).toMatchObject({ price: 12.5, languages: [] });
    expect(toCard(row({ distanceMiles: 4.2 })).distanceMiles).toBe(4.2);
  });
});
