import { SearchSynonymsService } from '../src/events/search-synonyms.service';
import { adminToken, daysFromToday, makeEvent } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

/** The search's synonym table: shipped groups, admin edits applied at once, bad input refused. */
describe('search synonyms', () => {
  let t: TestApp;
  let admin: string;
  const titles = (body: Array<{ title: string }>) => body.map((e) => e.title).sort();
  const search = (text: string) => t.http.get('/api/events').query({ search: text, limit: 50 }).expect(200);

  beforeAll(async () => {
    t = await createTestApp();
    admin = `Bearer ${await adminToken(t.app)}`;
    for (const [title, city, state] of [
      ['Deepavali Sandhya', 'Edison', 'NJ'],
      ['Deepawali Dhamaka', 'Plano', 'TX'],
      ['Navarathri Golu', 'Fremont', 'CA'],
      ['Raas Night', 'Iselin', 'NJ'],
      ['Vinayaka Chaturthi Puja', 'Irving', 'TX'],
      ['Baisakhi Mela', 'Fremont', 'CA'],
      ['Gokulashtami Celebration', 'Edison', 'NJ'],
      ['Durga Pujo', 'Parsippany', 'NJ'],
      ['Gudi Padwa Utsav', 'Jersey City', 'NJ'],
      ['Cricket Cup', 'Frisco', 'TX'],
    ]) {
      await makeEvent(t.ds, { title, city, state, description: 'Community celebration.', date: daysFromToday(7) });
    }
  });
  afterAll(() => t.close());

  it.each([
    ['diwali', ['Deepavali Sandhya', 'Deepawali Dhamaka']],
    ['navratri', ['Navarathri Golu']],
    ['garba', ['Raas Night']],
    ['ganesh chaturthi', ['Vinayaka Chaturthi Puja']],
    ['vaisakhi', ['Baisakhi Mela']],
    ['janmashtami', ['Gokulashtami Celebration']],
    ['durga puja', ['Durga Pujo']],
    ['ugadi', ['Gudi Padwa Utsav']],
  ])('"%s" finds its variants', async (text, expected) => {
    expect(titles((await search(text)).body)).toEqual(expected);
  });

  it('"diwali new jersey" finds Deepavali in New Jersey only', async () => {
    const res = await search('diwali new jersey');
    expect(titles(res.body)).toEqual(['Deepavali Sandhya']);
  });

  it('admins add, change and remove groups; searches use them at once', async () => {
    expect(titles((await search('kabaddi')).body)).toEqual([]);
    const created = await t.http
      .post('/api/admin/search-synonyms')
      .set('Authorization', admin)
      .send({ name: 'Cricket', terms: ['Kabaddi', 'cricket', ' cricket '] })
      .expect(201);
    expect(created.body).toMatchObject({ name: 'Cricket', terms: ['kabaddi', 'cricket'] });
    expect(titles((await search('kabaddi')).body)).toEqual(['Cricket Cup']);
    await t.http
      .put(`/api/admin/search-synonyms/${created.body.id}`)
      .set('Authorization', admin)
      .send({ ...created.body, terms: ['kabaddi', 'kho'] })
      .expect(200);
    expect(titles((await search('kabaddi')).body)).toEqual([]);
    const list = await t.http
      .get('/api/admin/search-synonyms')
      .query({ filter: JSON.stringify({ q: 'diwali' }) })
      .set('Authorization', admin)
      .expect(200);
    expect(list.body.map((g: { terms: string[] }) => g.terms)).toContainEqual(expect.arrayContaining(['diwali', 'deepavali', 'deepawali']));
    expect(list.headers['content-range']).toMatch(/^search-synonyms \d+-\d+\/\d+$/);
    await t.http.delete(`/api/admin/search-synonyms/${created.body.id}`).set('Authorization', admin).expect(200);
    await t.http.get(`/api/admin/search-synonyms/${created.body.id}`).set('Authorization', admin).expect(404);
  });

  it.each([
    [{ name: 'X', terms: ['one'] }],
    [{ name: 'X', terms: ['two words', 'x1'] }],
    [{ name: 'X', terms: 'diwali' }],
    [{ name: '', terms: ['ab', 'cd'] }],
  ])('%j → 400, nothing written', async (body) => {
    const before = await t.ds.query(`SELECT count(*)::int AS n FROM search_synonyms`);
    const res = await t.http.post('/api/admin/search-synonyms').set('Authorization', admin).send(body).expect(400);
    expect(res.body.message).toBeTruthy();
    expect(await t.ds.query(`SELECT count(*)::int AS n FROM search_synonyms`)).toEqual(before);
  });

  it('is admin-only', async () => {
    await t.http.get('/api/admin/search-synonyms').expect(401);
    t.app.get(SearchSynonymsService).forget();
  });
});
