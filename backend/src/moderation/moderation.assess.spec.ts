import { WEIGHT } from './moderation.config';
import { riskLevelOf } from './risk-level';
import { assessEventContent, assessOrganizationContent, toResult } from './moderation.assess';
import { EventModerationInput, OrganizationModerationInput } from './moderation.types';

const NOW = new Date('2026-06-01T17:00:00Z');

const event = (over: Partial<EventModerationInput> = {}): EventModerationInput => ({
  title: 'Diwali Mela & Fireworks',
  description: 'Celebrate the festival of lights with diyas, rangoli, dance performances and food stalls.',
  category: 'Religious Festivals',
  date: '2026-11-08',
  startTime: '4:00 PM',
  venue: 'DFW Hindu Temple Grounds',
  city: 'Irving',
  state: 'TX',
  isFree: true,
  ticketUrl: null,
  ...over,
});

const org = (over: Partial<OrganizationModerationInput> = {}): OrganizationModerationInput => ({
  name: 'DFW Hindu Temple Society',
  description: 'Daily pujas, festivals, Bal Vihar classes and seva opportunities since 1979.',
  website: 'https://www.dfwhindutemple.org',
  contactEmail: 'office@dfwhindutemple.org',
  city: 'Irving',
  state: 'TX',
  ...over,
});

const score = (findings: ReturnType<typeof assessEventContent>) => toResult(findings);

describe('event content assessment', () => {
  it('finds nothing in a genuine event', () => {
    expect(score(assessEventContent(event(), NOW))).toEqual({ score: 0, flags: [] });
  });

  it('adds up the weights of every finding and explains each one', () => {
    const result = score(
      assessEventContent(
        event({
          title: 'CRYPTO GIVEAWAY FOR ALL FAMILIES!!!!!',
          description: 'Send BTC to claim',
          ticketUrl: 'https://bit.ly/x',
          date: '2026-05-01',
        }),
        NOW,
      ),
    );
    expect(result.flags).toEqual(
      expect.arrayContaining([
        'Contains crypto scam phrase "crypto giveaway"',
        'Contains crypto scam phrase "send btc"',
        'Uses a URL shortener that hides the destination (bit.ly)',
        'Event date 2026-05-01 is in the past',
        'Uses excessive capital letters (title)',
        'Uses repeated punctuation ("!!!!!")',
      ]),
    );
    expect(result.score).toBe(2 * WEIGHT.abuse + 2 * WEIGHT.junk + 2 * WEIGHT.hint);
    expect(riskLevelOf(result.score)).toBe('high');
  });

  it('sees through homoglyphs and zero-width characters and reports the trick', () => {
    const result = score(assessEventContent(event({ title: 'Onl\u0456ne c\u0430sino n\u200Bight' }), NOW));
    expect(result.flags).toEqual(
      expect.arrayContaining([
        'Contains gambling spam phrase "online casino"',
        expect.stringMatching(/^Uses look-alike or invisible characters to disguise words/),
      ]),
    );
  });

  it('scores HTML and script without changing the text', () => {
    const input = event({ description: 'Join us <script>document.location="https://evil.example"</script>' });
    const result = score(assessEventContent(input, NOW));
    expect(result.flags).toContain('Contains HTML or script markup (code that could run in a browser)');
    expect(input.description).toContain('<script>');
  });

  it('analyses only the first 20k characters of a huge description', () => {
    const padding = 'Families enjoy music, food and dance together at the mela. '.repeat(2000); // ~120k chars
    expect(score(assessEventContent(event({ description: padding + ' guaranteed income' }), NOW)).flags).not.toContain(
      'Contains scam phrase "guaranteed income"',
    );
    expect(score(assessEventContent(event({ description: 'guaranteed income ' + padding }), NOW)).flags).toContain(
      'Contains scam phrase "guaranteed income"',
    );
  });

  it.each([
    ['one 20k-character word', 'a'.repeat(20_000)],
    ['dots', 'a.'.repeat(10_000)],
    ['punctuation', '!'.repeat(20_000)],
    ['angle brackets', '<a'.repeat(10_000)],
    ['digits', '1'.repeat(20_000)],
    ['template braces', '{{'.repeat(10_000)],
    ['emoji', '😀'.repeat(10_000)],
    ['Cyrillic', '\u0430'.repeat(20_000)],
    ['at signs', 'a@'.repeat(10_000)],
  ])('scores pathological text (%s) without choking', (_name, text) => {
    // Every pattern is linear in the text: a quadratic one would take minutes on these inputs.
    const result = score(assessEventContent(event({ title: text.slice(0, 200), description: text, venue: text.slice(0, 300) }), NOW));
    expect(result.score).toBeGreaterThanOrEqual(0);
    expect(result.flags.every((f) => f.length < 400)).toBe(true);
  });

  it('checks the ticket and image links and the price', () => {
    const result = score(
      assessEventContent(event({ ticketUrl: 'javascript:alert(1)', imageUrl: 'http://10.0.0.5/x.png', isFree: false, price: 900 }), NOW),
    );
    expect(result.flags).toEqual(
      expect.arrayContaining([
        'Ticket link is not a web address (http or https)',
        'Image link points to a raw IP address or private host (10.0.0.5) instead of a website',
        'Price $900 is far above the usual for Religious Festivals (up to $251)',
      ]),
    );
  });
});

describe('organization content assessment', () => {
  it('finds nothing in a genuine organization', () => {
    expect(score(assessOrganizationContent(org()))).toEqual({ score: 0, flags: [] });
    expect(score(assessOrganizationContent(org({ website: null, contactEmail: 'isa.utexas@gmail.com' })))).toEqual({ score: 0, flags: [] });
  });

  it('flags disposable emails, mismatched domains and unsafe websites', () => {
    expect(score(assessOrganizationContent(org({ contactEmail: 'promo@mailinator.com' }))).flags).toEqual([
      'Contact email uses a disposable email domain (mailinator.com)',
      'Website (dfwhindutemple.org) and contact email (mailinator.com) are on different domains',
    ]);
    expect(score(assessOrganizationContent(org({ website: 'javascript:alert(1)' }))).flags).toEqual([
      'Website is not a web address (http or https)',
    ]);
  });

  it('flags junk names', () => {
    expect(score(assessOrganizationContent(org({ name: 'Test Org' }))).flags).toEqual(['Name looks like placeholder text ("Test Org")']);
    expect(score(assessOrganizationContent(org({ name: 'asdfgh' }))).flags).toEqual(['Name looks like keyboard mashing ("asdfgh")']);
  });
});

describe('toResult', () => {
  it('keeps each flag once, heaviest first, and an integer score', () => {
    expect(
      toResult([
        { weight: 1, flag: 'a' },
        { weight: 3, flag: 'b' },
        { weight: 1, flag: 'a' },
      ]),
    ).toEqual({ score: 4, flags: ['b', 'a'] });
  });

  it('carries the duplicate id when given', () => {
    expect(toResult([], null)).toEqual({ score: 0, flags: [], duplicateOfId: null });
  });
});
