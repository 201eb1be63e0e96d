import { daysFromToday, makeEvent } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Issue 37: an empty listing is no dead end. GET /api/events/suggestions says which filter emptied it and offers the
 * nearest answers with events, each with the listing query that finds them.
 */
describe('empty answers: which filter emptied the list, and the nearest answers', () => {
  let t: TestApp;
  const ask = (query: Record<string, string>) => t.http.get('/api/events/suggestions').query(query);

  beforeAll(async () => {
    t = await createTestApp();
    // Dallas–Fort Worth: three events, none Telugu. Houston: two Tamil events. Chicago: one Telugu event. Bay Area: three Tamil.
    for (const [title, city] of [
      ['Irving Diwali Mela', 'Irving'],
      ['Plano Garba Night', 'Plano'],
      ['Frisco Cricket Cup', 'Frisco'],
    ])
      await makeEvent(t.ds, { title, city, state: 'TX', date: daysFromToday(5) });
    for (const title of ['Tamil School Annual Day', 'Tamil Pongal Vizha'])
      await makeEvent(t.ds, { title, city: 'Houston', state: 'TX', languages: ['ta'], date: daysFromToday(8) });
    await makeEvent(t.ds, {
      title: 'Telugu Sankranti Sambaralu',
      city: 'Naperville',
      state: 'IL',
      languages: ['te'],
      date: daysFromToday(9),
    });
    // The Bay Area has more Tamil events than Houston, but Houston is nearer Dallas–Fort Worth.
    for (const title of ['Tamil Isai Vizha', 'Tamil Drama Night', 'Tamil Kids Quiz'])
      await makeEvent(t.ds, { title, city: 'San Jose', state: 'CA', languages: ['ta'], date: daysFromToday(10) });
  });
  afterAll(() => t.close());

  it('"Telugu in Dallas–Fort Worth": the language emptied it; Telugu elsewhere, and everything in Dallas–Fort Worth', async () => {
    expect((await t.http.get('/api/events').query({ language: 'te', metro: 'dallas-fort-worth' }).expect(200)).body).toEqual([]);
    const r = (await ask({ language: 'te', metro: 'dallas-fort-worth' }).expect(200)).body;
    expect(r.total).toBe(0);
    expect(r.message).toBe('No Telugu events in Dallas–Fort Worth');
    expect(r.emptiedBy).toEqual(['language']);
    expect(r.suggestions).toEqual([
      { text: '3 events in Dallas–Fort Worth', count: 3, query: { metro: 'dallas-fort-worth' } },
      { text: '1 Telugu event in Chicago', count: 1, query: { metro: 'chicago', language: 'te' } },
    ]);
    // Each suggestion's query finds what it says.
    for (const s of r.suggestions) {
      const res = await t.http.get('/api/events').query(s.query).expect(200);
      expect([s.text, res.headers['x-total-count']]).toEqual([s.text, String(s.count)]);
    }
  });

  it('"telugu dallas" typed: the place and the language are read from the words; the language emptied it', async () => {
    const listed = await t.http.get('/api/events').query({ search: 'telugu dallas' }).expect(200);
    expect(listed.body).toEqual([]);
    // The place read from the words; the words without it, for "search everywhere".
    expect([listed.headers['x-search-place'], listed.headers['x-search-text']]).toEqual([
      encodeURIComponent('Dallas–Fort Worth'),
      'telugu',
    ]);
    const r = (await ask({ search: 'telugu dallas' }).expect(200)).body;
    expect(r.message).toBe('No Telugu events in Dallas–Fort Worth');
    expect(r.emptiedBy).toEqual(['language']);
    expect(r.suggestions).toEqual([
      { text: '3 events in Dallas–Fort Worth', count: 3, query: { metro: 'dallas-fort-worth' } },
      { text: '1 Telugu event in Chicago', count: 1, query: { metro: 'chicago', language: 'te' } },
    ]);
    // Native names too, with other words kept as the search.
    const tamil = await t.http.get('/api/events').query({ search: 'தமிழ் pongal houston' }).expect(200);
    expect(tamil.body.map((e: { title: string }) => e.title)).toEqual(['Tamil Pongal Vizha']);
  });

  it('"telugu dallas" from a chosen Frisco ZIP: Dallas names the ZIP’s own metro, so the answer is about Dallas–Fort Worth', async () => {
    const listed = await t.http.get('/api/events').query({ search: 'telugu dallas', zip: '75034' }).expect(200);
    expect(decodeURIComponent(listed.headers['x-search-place'])).toBe('Dallas–Fort Worth');
    const r = (await ask({ search: 'telugu dallas', zip: '75034' }).expect(200)).body;
    expect(r.message).toBe('No Telugu events in Dallas–Fort Worth');
    expect(r.suggestions[0]).toEqual({ text: '3 events in Dallas–Fort Worth', count: 3, query: { metro: 'dallas-fort-worth' } });
    // Another metro's name beside the ZIP stays words of the search, within the ZIP's circle (said without "in").
    const houston = (await ask({ search: 'telugu houston', zip: '75034' }).expect(200)).body;
    expect(houston.message).toBe('No events matching “telugu houston” within 25 mi of 75034');
  });

  it('several filters: each that alone emptied it, then the place alone', async () => {
    const r = (await ask({ language: 'ta', category: 'Sports', metro: 'houston' }).expect(200)).body;
    expect(r.message).toBe('No Tamil “Sports” events in Houston');
    expect(r.emptiedBy).toEqual(['category']);
    expect(r.suggestions[0]).toEqual({ text: '2 Tamil events in Houston', count: 2, query: { metro: 'houston', language: 'ta' } });
    expect(r.suggestions.map((s: { text: string }) => s.text)).toContain('2 events in Houston');
  });

  it('the same filters elsewhere: the nearest metros first ("Tamil in Dallas–Fort Worth" → Houston before the Bay Area)', async () => {
    const r = (await ask({ language: 'ta', metro: 'dallas-fort-worth' }).expect(200)).body;
    expect(r.message).toBe('No Tamil events in Dallas–Fort Worth');
    expect(r.suggestions.map((s: { text: string }) => s.text)).toEqual([
      '3 events in Dallas–Fort Worth',
      '2 Tamil events in Houston',
      '3 Tamil events in Bay Area',
    ]);
    // Without a place, the busiest first.
    const anywhere = (await ask({ language: 'ta', category: 'Sports' }).expect(200)).body;
    expect(anywhere.suggestions[0].text).toBe('5 Tamil events');
  });

  it('a language with no events anywhere near: a related language’s, here first, else in the nearest metro with any', async () => {
    // Malayalam has no events at all; Tamil, the nearest related language, has Houston's and the Bay Area's.
    const dfw = (await ask({ search: 'malayalam dallas' }).expect(200)).body;
    expect(dfw.message).toBe('No Malayalam events in Dallas–Fort Worth');
    expect(dfw.suggestions).toEqual([
      { text: '3 events in Dallas–Fort Worth', count: 3, query: { metro: 'dallas-fort-worth' } },
      { text: '2 Tamil events in Houston', count: 2, query: { metro: 'houston', language: 'ta' } },
    ]);
    // In Houston itself, and with no place at all.
    expect((await ask({ language: 'ml', metro: 'houston' }).expect(200)).body.suggestions).toContainEqual({
      text: '2 Tamil events in Houston',
      count: 2,
      query: { metro: 'houston', language: 'ta' },
    });
    expect((await ask({ language: 'ml' }).expect(200)).body.suggestions.map((s: { text: string }) => s.text)).toEqual([
      '9 events',
      '5 Tamil events',
    ]);
  });

  it('dates in words: a day, a range', async () => {
    const day = daysFromToday(1);
    const r = (await ask({ metro: 'houston', from: day, to: day }).expect(200)).body;
    expect(r.message).toMatch(/^No events in Houston on [A-Z][a-z]{2} \d{1,2}$/);
    expect(r.emptiedBy).toEqual(['dates']);
    expect(r.suggestions[0]).toMatchObject({ text: '2 events in Houston', query: { metro: 'houston' } });
  });

  it('a listing with events answers its total only; bad input is a 400 that names it', async () => {
    expect((await ask({ metro: 'dallas-fort-worth' }).expect(200)).body).toEqual({
      total: 3,
      message: null,
      emptiedBy: [],
      suggestions: [],
    });
    expect((await ask({ language: 'klingon' }).expect(400)).body.message).toMatch(/^Unknown language 'klingon'/);
    expect((await ask({ metro: 'atlantis' }).expect(400)).body.message).toMatch(/^Unknown metro 'atlantis'/);
    expect((await ask({ from: '2030-02-01', to: '2030-01-01' }).expect(400)).body.message).toBe('from must not be after to');
  });
});
