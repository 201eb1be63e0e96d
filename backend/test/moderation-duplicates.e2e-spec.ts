import { duplicatesQuery } from '../src/events/event-duplicates.sql';
import { EventsService } from '../src/events/events.service';
import { EventModerationInput } from '../src/moderation/moderation.types';
import { daysFromToday, makeEvent, makeOrganization } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';
import { planNodes } from './support/plan';

describe('moderation: near-duplicate events (real PostgreSQL, pg_trgm)', () => {
  let t: TestApp;
  let moderation: EventsService;
  const date = daysFromToday(40);

  beforeAll(async () => {
    t = await createTestApp();
    moderation = t.app.get(EventsService);
  });
  afterAll(() => t.close());

  const input = (over: Partial<EventModerationInput>): EventModerationInput => ({
    title: 'Diwali Mela',
    description: 'Lights, food and dance.',
    category: 'Cultural Events',
    date,
    venue: 'Community Hall',
    city: 'Edison',
    state: 'NJ',
    isFree: true,
    ...over,
  });

  it('flags the same title on the same date in the same city, naming the original', async () => {
    const original = await makeEvent(t.ds, { title: 'Grand Diwali Mela 2026', date, city: 'Edison', state: 'NJ' });
    const result = await moderation.assess(input({ title: 'Grand Diwali Mela 2026!' }));
    expect(result.duplicateOfId).toBe(original.id);
    expect(result.flags).toContain(`Possible duplicate of "Grand Diwali Mela 2026" on ${date} (id ${original.id})`);
    expect(result.score).toBeGreaterThan(0);
  });

  it('matches the city case-insensitively and sees through homoglyphs', async () => {
    const original = await makeEvent(t.ds, { title: 'Navratri Garba Utsav', date, city: 'Jersey City', state: 'NJ' });
    const result = await moderation.assess(input({ title: 'Navratri Garba Utsav', city: 'JERSEY CITY' }));
    expect(result.duplicateOfId).toBe(original.id);
    const disguised = await moderation.assess(input({ title: 'N\u0430vr\u0430tri G\u0430rba Uts\u0430v', city: 'Jersey City' }));
    expect(disguised.duplicateOfId).toBe(original.id);
    expect(disguised.flags).toEqual(expect.arrayContaining([expect.stringMatching(/^Uses look-alike or invisible characters/)]));
  });

  it('flags the same organization on the same date even in another city', async () => {
    const org = await makeOrganization(t.ds, { name: 'Tamil Sangam of Greater Houston' });
    const original = await makeEvent(t.ds, {
      title: 'Pongal Vizha Celebration',
      date,
      city: 'Houston',
      state: 'TX',
      organizationId: org.id,
    });
    const result = await moderation.assess(
      input({ title: 'Pongal Vizha Celebrations', city: 'Sugar Land', state: 'TX', organizationId: org.id }),
    );
    expect(result.duplicateOfId).toBe(original.id);
  });

  it('does not flag other cities of other organizations, other dates, or different titles', async () => {
    await makeEvent(t.ds, { title: 'Holi Festival of Colors', date, city: 'Fremont', state: 'CA' });
    expect((await moderation.assess(input({ title: 'Holi Festival of Colors', city: 'Sunnyvale', state: 'CA' }))).duplicateOfId).toBeNull();
    expect(
      (await moderation.assess(input({ title: 'Holi Festival of Colors', city: 'Fremont', state: 'CA', date: daysFromToday(41) })))
        .duplicateOfId,
    ).toBeNull();
    const different = await moderation.assess(input({ title: 'Carnatic Violin Recital', city: 'Fremont', state: 'CA' }));
    expect(different).toEqual({ score: 0, flags: [], duplicateOfId: null });
  });

  it('never reports an event as a duplicate of itself or of its own copies', async () => {
    const original = await makeEvent(t.ds, { title: 'Onam Sadhya and Cultural Program', date, city: 'Des Plaines', state: 'IL' });
    const own = await moderation.assess(input({ id: original.id, title: original.title, city: 'Des Plaines', state: 'IL' }));
    expect(own.duplicateOfId).toBeNull();
    await makeEvent(t.ds, { title: 'Onam Sadhya & Cultural Program', date, city: 'Des Plaines', state: 'IL', duplicateOfId: original.id });
    const again = await moderation.assess(input({ id: original.id, title: original.title, city: 'Des Plaines', state: 'IL' }));
    expect(again.duplicateOfId).toBeNull();
  });

  it('points a third copy at the original rather than at another copy', async () => {
    const original = await makeEvent(t.ds, { title: 'Ganesh Chaturthi Utsav', date, city: 'Atlanta', state: 'GA' });
    await makeEvent(t.ds, { title: 'Ganesh Chaturthi Utsav!', date, city: 'Atlanta', state: 'GA', duplicateOfId: original.id });
    const third = await moderation.assess(input({ title: 'Ganesh Chaturthi Utsav!', city: 'Atlanta', state: 'GA' }));
    expect(third.duplicateOfId).toBe(original.id);
  });

  it('prefers an original to a copy even when the copy is more similar', async () => {
    const original = await makeEvent(t.ds, { title: 'Holi Festival of Colors', date, city: 'Plano', state: 'TX' });
    const copy = await makeEvent(t.ds, {
      title: 'Holi Festival of Colours 2026',
      date,
      city: 'Plano',
      state: 'TX',
      duplicateOfId: original.id,
    });
    const similarities: Array<{ o: number; c: number }> = await t.ds.query(
      `SELECT similarity('holi festival of colors', $1) AS o, similarity('holi festival of colours 2026', $1) AS c`,
      ['holi festival of colours 2026'],
    );
    expect(similarities[0].c).toBeGreaterThan(similarities[0].o);
    const next = await moderation.assess(input({ title: 'Holi Festival of Colours 2026', city: 'Plano', state: 'TX' }));
    expect(next.duplicateOfId).toBe(original.id);
    expect(next.duplicateOfId).not.toBe(copy.id);
  });

  it('points at a copy when no original of the day is similar enough (the original was renamed)', async () => {
    const original = await makeEvent(t.ds, { title: 'Navratri Garba Raas Night', date, city: 'Irving', state: 'TX' });
    const copy = await makeEvent(t.ds, {
      title: 'Navratri Garba Raas Night!',
      date,
      city: 'Irving',
      state: 'TX',
      duplicateOfId: original.id,
    });
    await t.ds.query(`UPDATE events SET title = 'Annual Family Picnic' WHERE id = $1`, [original.id]);
    const next = await moderation.assess(input({ title: 'Navratri Garba Raas Night', city: 'Irving', state: 'TX' }));
    expect(next.duplicateOfId).toBe(copy.id);
    // Re-assessing the renamed original: its own copy is never its original.
    const own = await moderation.assess(input({ id: original.id, title: 'Navratri Garba Raas Night', city: 'Irving', state: 'TX' }));
    expect(own.duplicateOfId).toBeNull();
  });

  it('copes with malformed ids and dates without failing', async () => {
    const result = await moderation.assess(input({ id: 'not-a-uuid', organizationId: 'also-not', date: '2026-13-45' }));
    expect(result.duplicateOfId).toBeNull();
    expect(result.flags).toContain('Event date is not a valid date (2026-13-45)');
  });

  it('scores a 1 MB description with odd Unicode and markup without failing', async () => {
    const description = '<script>alert(1)</script>\u200B' + 'Garba night with live dhol. '.repeat(40_000);
    const result = await moderation.assess(input({ title: 'Garba Night', description }));
    expect(result.flags).toContain('Contains HTML or script markup (code that could run in a browser)');
  });

  it('uses an index for the duplicate query (EXPLAIN on generated rows)', async () => {
    const orgs = await Promise.all([1, 2, 3, 4, 5].map((i) => makeOrganization(t.ds, { name: `Explain Org ${i}` })));
    await t.ds.query(
      `INSERT INTO events (title, category, date, "startTime", venue, city, state, "isFree", "organizationId")
       SELECT (ARRAY['Diwali Mela','Garba Night','Holi Festival','Cricket League Match','Yoga Workshop','Bhangra Night','Durga Puja','Pongal Vizha'])[1 + i % 8] || ' ' || i,
              'Cultural Events', CURRENT_DATE + (i % 365), '6:00 PM', 'Hall ' || i,
              (ARRAY['Dallas','Houston','Austin','Chicago','San Jose','New York','Atlanta','Edison'])[1 + (i / 8) % 8], 'TX', true,
              (ARRAY[$1::uuid, $2::uuid, $3::uuid, $4::uuid, $5::uuid])[1 + i % 5]
         FROM generate_series(1, 5000) AS i`,
      orgs.map((o) => o.id),
    );
    await t.ds.query('ANALYZE events');
    const { sql, params } = duplicatesQuery(
      [{ title: 'diwali mela 42', date: daysFromToday(42), city: 'Dallas', organizationId: orgs[0].id, excludeId: null }],
      null,
    );
    const [{ 'QUERY PLAN': plan }] = await t.ds.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    const nodes = planNodes(plan[0].Plan);
    expect(nodes.filter((n) => n.type === 'Seq Scan' && n.relation === 'events')).toEqual([]);
    expect(nodes.some((n) => /Index/.test(n.type) && !!n.index)).toBe(true);
    // Originals are told apart in the index (its last key column), not by reading every event of the day.
    expect(JSON.stringify(plan)).toMatch(/Index Cond[^}]*\(\\"duplicateOfId\\" IS NULL\)/);
  });
});
