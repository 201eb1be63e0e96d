import { CardRow, ListRow, toCard, toEvent } from './event-rows';

/** A card row as CARD_COLUMNS gives it (in its order). */
const cardRow = (o: Partial<CardRow> = {}): CardRow => ({
  id: 'e1',
  title: 'Garba Night',
  category: 'Cultural Events',
  date: '2030-10-03',
  endDate: null,
  startTime: '7:00 PM',
  endTime: null,
  venue: 'Hall',
  city: 'Irving',
  state: 'TX',
  price: null,
  priceText: null,
  isFree: true,
  ticketUrl: null,
  imageUrl: null,
  imageWidth: null,
  imageHeight: null,
  status: 'scheduled',
  recurrence: null,
  festival: null,
  languages: [],
  org_id: 'o1',
  org_name: 'DFW Desi Network',
  org_website: 'https://dfw.example.org',
  org_contactEmail: 'hello@dfw.example.org',
  ...o,
});

const row = (o: Partial<ListRow> = {}): ListRow => ({
  ...cardRow(),
  seriesId: null,
  metro: 'dallas-fort-worth',
  description: null,
  address: null,
  postalCode: null,
  organizationId: 'o1',
  isApproved: true,
  createdAt: new Date(),
  updatedAt: new Date(),
  tags: [],
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
    const contact = (o: Partial<CardRow>) => toCard(cardRow(o)).organization;
    expect(contact({})).toEqual({ id: 'o1', name: 'DFW Desi Network', website: 'https://dfw.example.org', contactEmail: null });
    expect(contact({ ticketUrl: 'https://t.example.org' })).toMatchObject({ website: null, contactEmail: null });
    expect(contact({ org_website: null })).toMatchObject({ website: null, contactEmail: 'hello@dfw.example.org' });
    expect(contact({ org_website: '', ticketUrl: '' })).toMatchObject({ website: '', contactEmail: 'hello@dfw.example.org' });
    expect(toCard(cardRow({ org_id: null })).organization).toBeNull();
  });

  it("carry the row's card fields with the organization, the distance only when the listing has one, never the page's total", () => {
    const card = toCard(cardRow({ price: '12.50', searchTotal: 3 }));
    expect(Object.keys(card)).toEqual([...Object.keys(cardRow()).filter((k) => !k.startsWith('org_')), 'organization']);
    expect(card).toMatchObject({ price: 12.5, languages: [] });
    expect(toCard(cardRow({ distanceMiles: null })).distanceMiles).toBeUndefined();
    expect(toCard(cardRow({ distanceMiles: 4.2 })).distanceMiles).toBe(4.2);
  });
});
