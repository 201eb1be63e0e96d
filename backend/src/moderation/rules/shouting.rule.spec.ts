import { shoutingRule } from './shouting.rule';

const flags = (t: string, d = '') => shoutingRule(t, d).map((f) => f.flag);

describe('shoutingRule', () => {
  it('flags a shouted title', () => {
    expect(flags('FREE TICKETS FOR EVERYONE CLICK NOW')).toEqual(['Uses excessive capital letters (title)']);
  });

  it('flags a shouted description', () => {
    expect(flags('Meetup', 'THIS IS THE BEST OPPORTUNITY OF YOUR LIFE, JOIN US NOW AND CHANGE EVERYTHING FOREVER')).toEqual([
      'Uses excessive capital letters (description)',
    ]);
  });

  it('accepts short capitalised titles and acronyms', () => {
    expect(flags('DIWALI MELA 2026')).toEqual([]);
    expect(flags('TANA Youth Conference', 'Hosted by TANA, NATA and ATA volunteers with the ISKCON youth team and the UTD ISA.')).toEqual(
      [],
    );
  });

  it('flags repeated punctuation', () => {
    expect(flags('Huge sale!!!!!')).toEqual(['Uses repeated punctuation ("!!!!!")']);
    expect(flags('Why wait??? Join now!!!')).toEqual(['Uses repeated punctuation ("???")']);
    expect(flags('Win $$$ today')).toEqual(['Uses repeated punctuation ("$$$")']);
  });

  it('tolerates one enthusiastic "!!!" and ellipses', () => {
    expect(flags('Holi is back!!!', 'Colours, music, food... see you there!')).toEqual([]);
  });

  it('ignores text in other scripts and links', () => {
    expect(flags('दिवाली मेला और सांस्कृतिक कार्यक्रम', 'HTTPS://WWW.EXAMPLE.ORG/EVENTS/DIWALI-MELA-2026-TICKETS-AND-DETAILS')).toEqual([]);
  });
});
