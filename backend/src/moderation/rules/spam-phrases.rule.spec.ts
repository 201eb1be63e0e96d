import { spamPhraseRule } from './spam-phrases.rule';

const flags = (t: string) => spamPhraseRule(t).map((f) => f.flag);

describe('spamPhraseRule', () => {
  it.each([
    ['Guaranteed income for every family member!', 'Contains scam phrase "guaranteed income"'],
    ['Join our crypto giveaway today', 'Contains crypto scam phrase "crypto giveaway"'],
    ['Work-From-Home opportunity for moms', 'Contains scam phrase "work from home"'],
    ['Best ONLINE CASINO in Texas', 'Contains gambling spam phrase "online casino"'],
    ['Payday loans approved in minutes', 'Contains loan spam phrase "payday loans"'],
    ['instant loan, no credit check', 'Contains loan spam phrase "no credit check"'],
    ['Satta King results daily', 'Contains gambling spam phrase "satta king"'],
    ['H1B guaranteed with our program', 'Contains scam phrase "h1b guaranteed"'],
    ['Enter your card details to claim your FREE iPhone', 'Contains scam phrase "your card details"'],
    ['Guaranteed winner every week', 'Contains scam phrase "guaranteed winner"'],
  ])('flags %p', (text, flag) => {
    expect(flags(text)).toContain(flag);
  });

  it('sees through leetspeak, spacing tricks and homoglyph-normalised text', () => {
    expect(flags('gu@r@nt33d 1nc0me')).toContain('Contains scam phrase "guaranteed income"');
    expect(flags('play at our c a s i n o online')).toContain('Contains gambling spam phrase "casino online"');
    expect(flags('workfromhome and earn')).toContain('Contains scam phrase "work from home"');
  });

  it('quotes templated money claims', () => {
    expect(flags('Earn $5,000 per week from your phone')).toEqual(['Contains scam phrase "earn $5,000 per week"']);
    expect(flags('make 300 dollars a day')).toEqual(['Contains scam phrase "make 300 dollars a day"']);
    expect(flags('100% legit, 100% free')).toEqual([
      'Contains scam phrase "100% legit"',
      'Contains high-pressure sales phrase "100% free"',
    ]);
  });

  it('reports a phrase once and not again inside a longer reported one', () => {
    expect(flags('satta king satta king satta')).toEqual(['Contains gambling spam phrase "satta king"']);
    expect(flags('H1B guaranteed! H-1B guaranteed!')).toEqual(['Contains scam phrase "h1b guaranteed"']);
  });

  it('weights scams above pressure-sales wording', () => {
    const [scam] = spamPhraseRule('guaranteed returns');
    const [pressure] = spamPhraseRule('act now');
    expect(scam.weight).toBeGreaterThan(pressure.weight);
  });

  it('caps the number of flags', () => {
    const text = 'guaranteed income, crypto giveaway, online casino, payday loan, viagra, buy followers, act now, western union';
    expect(spamPhraseRule(text).length).toBe(5);
  });

  it.each([
    'Diwali Mela with free entry, free parking and food stalls. Register now!',
    'Matka painting workshop for kids and matka kulfi at the stall',
    'Dahi Handi: teams form a human pyramid to break the pot',
    'Earn 2 continuing education credits per day of the conference',
    'Crypto and blockchain basics: a talk on risks and taxes for families',
    'Cricket league registration: $150 per team, cash prizes for winners',
    'Donations accepted by Zelle, check or wire transfer',
    'Vendors: WhatsApp us at +1 555 0100 for booth details',
    'Bring your own kites; first 100 free kites for kids',
    'Limited seats. Buy now on Eventbrite; a processing fee applies.',
    'Pre-order your Diwali sweets boxes now',
  ])('does not flag genuine wording: %p', (text) => {
    expect(flags(text)).toEqual([]);
  });
});
