import { MAX_PLACE_TEXT, ParsedPlace, parsePlaceWords } from './place-words';

const edison = { city: 'Edison', state: 'NJ', metro: 'new-york', latitude: expect.any(Number), longitude: expect.any(Number) };

describe('parsePlaceWords', () => {
  it.each<[string, ParsedPlace | null, string]>([
    // The searches.
    ['diwali new jersey', { state: 'NJ' }, 'diwali'],
    ['garba NJ', { state: 'NJ' }, 'garba'],
    ['edison', edison, ''],
    ['dallas', { metro: 'dallas-fort-worth' }, ''],
    ['bay area', { metro: 'bay-area' }, ''],
    // States by name and code.
    ['Diwali New Jersey', { state: 'NJ' }, 'Diwali'],
    ['garba nj', { state: 'NJ' }, 'garba'],
    ['holi texas', { state: 'TX' }, 'holi'],
    ['navratri in NJ', { state: 'NJ' }, 'navratri'],
    ['DIWALI NJ', { state: 'NJ' }, 'DIWALI'],
    ['GARBA IN NJ', { state: 'NJ' }, 'GARBA'],
    ['washington', { state: 'WA' }, ''],
    ['garba, california', { state: 'CA' }, 'garba'],
    // Metros, their cities and everyday names.
    ['holi in chicago', { metro: 'chicago' }, 'holi'],
    ['dallas tx', { metro: 'dallas-fort-worth' }, ''],
    ['ft worth', { metro: 'dallas-fort-worth' }, ''],
    ['DFW diwali', { metro: 'dallas-fort-worth' }, 'diwali'],
    ['new york', { metro: 'new-york' }, ''],
    ['nyc garba', { metro: 'new-york' }, 'garba'],
    ['dc', { metro: 'washington-dc' }, ''],
    ['diwali washington d.c.', { metro: 'washington-dc' }, 'diwali'],
    ['northern virginia garba', { metro: 'washington-dc' }, 'garba'],
    ['LA', { metro: 'los-angeles' }, ''],
    ['diwali LA', { metro: 'los-angeles' }, 'diwali'],
    ['st. louis', { metro: 'st-louis' }, ''],
    ['saint louis diwali', { metro: 'st-louis' }, 'diwali'],
    ['twin cities', { metro: 'minneapolis-st-paul' }, ''],
    ['research triangle holi', { metro: 'raleigh-durham' }, 'holi'],
    ['SF Bay Area', { metro: 'bay-area' }, ''],
    ['silicon valley', { metro: 'san-jose' }, ''],
    ['portland or', { metro: 'portland' }, ''],
    ['durga puja fresno', { metro: 'fresno' }, 'durga puja'],
    ['Diwali IN Indianapolis', { metro: 'indianapolis' }, 'Diwali'],
    // Suburbs and neighbourhoods.
    ['edison nj', edison, ''],
    ['edison new jersey', edison, ''],
    ['sf diwali', { metro: 'san-francisco' }, 'diwali'],
    ['portland maine', expect.objectContaining({ city: 'Portland', state: 'ME' }), ''],
    ['dallas texas', { metro: 'dallas-fort-worth' }, ''],
    ['nj edison', edison, ''],
    ['Diwali in Edison, NJ', edison, 'Diwali'],
    ['garba edison nj tonight', edison, 'garba tonight'],
    ['jersey city nj diwali', expect.objectContaining({ city: 'Jersey City', metro: 'new-york' }), 'diwali'],
    ['navratri near sugar land', expect.objectContaining({ city: 'Sugar Land', state: 'TX', metro: 'houston' }), 'navratri'],
    ['plano tx', expect.objectContaining({ city: 'Plano', metro: 'dallas-fort-worth' }), ''],
    ['irving', expect.objectContaining({ city: 'Irving', metro: 'dallas-fort-worth' }), ''],
    ['frisco garba', expect.objectContaining({ city: 'Frisco', metro: 'dallas-fort-worth' }), 'garba'],
    ['queens', expect.objectContaining({ city: 'Queens', state: 'NY', metro: 'new-york' }), ''],
    ['flushing ganesh', expect.objectContaining({ city: 'Flushing', metro: 'new-york' }), 'ganesh'],
    ['fremont', expect.objectContaining({ city: 'Fremont', state: 'CA', metro: 'san-francisco' }), ''],
    ['sunnyvale', expect.objectContaining({ city: 'Sunnyvale', metro: 'san-jose' }), ''],
    ['naperville', expect.objectContaining({ city: 'Naperville', metro: 'chicago' }), ''],
    ['the woodlands', expect.objectContaining({ city: 'The Woodlands', metro: 'houston' }), ''],
    // A city named with its state, beyond the word list.
    ['portland me', expect.objectContaining({ city: 'Portland', state: 'ME', metro: 'portland-me' }), ''],
    ['springfield il diwali', expect.objectContaining({ city: 'Springfield', state: 'IL', metro: 'springfield-il' }), 'diwali'],
    ['baton rouge la', { metro: 'baton-rouge-la' }, ''],
    ['columbus oh', { metro: 'columbus' }, ''],
    ['eugene', null, 'eugene'],
    ['eugene or', expect.objectContaining({ city: 'Eugene', state: 'OR', metro: 'eugene-or' }), ''],
    // Words that are not places.
    ['garba or dandiya', null, 'garba or dandiya'],
    ['sa re ga ma pa', null, 'sa re ga ma pa'],
    ['hi', null, 'hi'],
    ['ok', null, 'ok'],
    ['garba me', null, 'garba me'],
    ['diwali in', null, 'diwali in'],
    ['ganesh temple', null, 'ganesh temple'],
    ['mobile app launch', null, 'mobile app launch'],
    ['kids reading club', null, 'kids reading club'],
    ['ganesh temple tx', { state: 'TX' }, 'ganesh temple'],
    ['diwali', null, 'diwali'],
    ['', null, ''],
    ['   ', null, ''],
  ])('%p → %o + %p', (text, place, rest) => {
    expect(parsePlaceWords(text)).toEqual({ place, rest });
  });

  it('takes the first place and leaves the others in the text', () => {
    expect(parsePlaceWords('dallas houston')).toEqual({ place: { metro: 'dallas-fort-worth' }, rest: 'houston' });
  });

  it('leaves text longer than it parses alone', () => {
    const long = `diwali ${'x'.repeat(MAX_PLACE_TEXT)} edison`;
    expect(parsePlaceWords(long)).toEqual({ place: null, rest: long });
  });

  it('stays within bounds on hostile input', () => {
    for (const text of ['nj '.repeat(66), 'a'.repeat(MAX_PLACE_TEXT), 'new '.repeat(50), ',,,,'.repeat(50), '\u0000 \uffff 𝔡𝔦𝔴𝔞𝔩𝔦']) {
      const { place, rest } = parsePlaceWords(text);
      expect(typeof rest).toBe('string');
      expect(place === null || typeof place === 'object').toBe(true);
    }
  });
});
