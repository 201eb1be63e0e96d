import { describeFollow } from '@sangam/shared';
import { DateTime } from 'luxon';
import { FollowsService } from '../src/follows/follows.service';
import { makeEvent } from './support/factories';
import { startSmtpServer, TestSmtpServer } from './support/smtp';
import { createTestApp, TestApp } from './support/test-app';
import { until } from './support/wait';

/**
 * Issue 37 item 9: following a ZIP code and radius by email, one description of a follow in the
 * confirmation mail and the digest, and the monthly "nothing this weekend; here is what is coming up"
 * mail. Real PostgreSQL, real HTTP, a real SMTP server; the digest job runs with an injected clock.
 */

/** The token of the confirmation link in a mail's text. */
function confirmToken(text: string): string {
  const m = /https:\/\/mela\.example\.org\/follows\/confirm\?token=([^\s>]+)/.exec(text);
  if (!m) throw new Error(`no confirmation link in:\n${text}`);
  return decodeURIComponent(m[1]);
}

describe('follows: a ZIP code and radius, one description, the monthly "coming up" mail (real SMTP)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let digests: FollowsService;
  // The clock of the digest job: a Thursday 14:00 UTC (the schedule's tick) two to three weeks ahead, whatever day the test runs.
  const thursday = DateTime.utc().plus({ days: 14 }).set({ weekday: 4, hour: 14, minute: 0, second: 0, millisecond: 0 });
  const friday = thursday.plus({ days: 1 }).toISODate()!;
  const saturday = thursday.plus({ days: 2 }).toISODate()!;

  const mailsTo = (to: string) => smtp.received.filter((m) => m.to.includes(to));
  const drained = () =>
    until(
      'the outbox to drain',
      async () => (await t.ds.query(`SELECT count(*)::int AS n FROM outgoing_mail WHERE status = 'queued'`))[0].n === 0,
    );
  /** Asks for a follow over HTTP and confirms it through the mailed link; answers the confirmation mail and the follow. */
  const followAndConfirm = async (body: Record<string, unknown>) => {
    const email = body.email as string;
    await t.http.post('/api/follows').send(body).expect(202);
    const [mail] = await until('the confirmation', async () => mailsTo(email).length > 0 && mailsTo(email));
    const confirmed = await t.http
      .post('/api/follows/confirm')
      .query({ token: confirmToken(mail.text) })
      .expect(200);
    return {
      mail,
      follow: confirmed.body.follow,
      message: confirmed.body.message as string,
      manageToken: confirmed.body.manageToken as string,
    };
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Mela Events <events@mela.example.org>',
      PRODUCT_NAME: 'Mela',
      PUBLIC_URL: 'https://mela.example.org',
      MAIL_RETRY_DELAY_SECONDS: '1',
    });
    digests = t.app.get(FollowsService);
    const nj = { state: 'NJ', category: 'Cultural Events' };
    await makeEvent(t.ds, { ...nj, title: 'Edison Ugadi Utsav', date: friday, city: 'Edison', startTime: '6:00 PM' });
    await makeEvent(t.ds, { ...nj, title: 'Iselin Telugu Natakam', date: saturday, city: 'Iselin', startTime: '5:00 PM' });
    await makeEvent(t.ds, { ...nj, title: 'Philadelphia Telugu Mela', date: saturday, city: 'Philadelphia', state: 'PA' });
    await makeEvent(t.ds, { ...nj, title: 'Edison Hindi Kavi Sammelan', date: saturday, city: 'Edison' });
    await makeEvent(t.ds, { ...nj, title: 'Edison Pongal Vizha', date: thursday.plus({ days: 20 }).toISODate()!, city: 'Edison' });
    await t.ds.query(
      `UPDATE events SET languages = '{te}' WHERE title IN ('Edison Ugadi Utsav', 'Iselin Telugu Natakam', 'Philadelphia Telugu Mela')`,
    );
    await t.ds.query(`UPDATE events SET languages = '{hi}' WHERE title = 'Edison Hindi Kavi Sammelan'`);
    await t.ds.query(`UPDATE events SET languages = '{ta}' WHERE title = 'Edison Pongal Vizha'`);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("a ZIP + radius follow: the confirmation and the digest say the sheet's words, and the digest holds the events within the radius", async () => {
    const email = 'edison.family@example.com';
    const words = describeFollow({
      zip: { zip: '08817', radius: 25, city: 'Edison', state: 'NJ' },
      language: 'Telugu',
      category: 'Cultural Events',
    });
    expect(words).toBe('Telugu · Cultural Events events within 25 miles of 08817 (Edison, NJ)');

    const { mail, follow, message } = await followAndConfirm({
      email,
      zip: '08817',
      radius: 25,
      language: 'te',
      category: 'cultural events',
    });
    expect(mail.subject).toBe(`Confirm: follow ${words} on Mela`);
    expect(mail.text).toContain(`asked to follow ${words} on Mela`);
    expect(message).toBe(`You are following ${words}`);
    expect(follow).toMatchObject({ zip: '08817', radius: 25, metro: null, organization: null, language: 'te', name: words });

    await digests.runDigests(thursday.toJSDate());
    const digest = await until('the digest', async () => mailsTo(email).find((m) => m.subject.startsWith('This weekend')));
    expect(digest.subject).toBe(
      `This weekend: ${describeFollow({ zip: { zip: '08817', radius: 25, city: 'Edison', state: 'NJ' }, language: 'Telugu', category: 'Cultural Events' }, 2)}`,
    );
    expect(digest.subject).toBe('This weekend: 2 Telugu · Cultural Events events within 25 miles of 08817 (Edison, NJ)');
    expect(digest.text).toContain('Edison Ugadi Utsav');
    expect(digest.text).toContain('Iselin Telugu Natakam');
    expect(digest.text).not.toContain('Philadelphia'); // about 60 miles away
    expect(digest.text).not.toContain('Kavi Sammelan'); // Hindi
    expect(digest.text).toContain('https://mela.example.org/?zip=08817&radius=25&when=weekend&category=Cultural+Events');

    // The preferences page changes a ZIP follow's filters as it does a metro follow's.
    const { manageToken } = await followAndConfirm({ email: 'edison.two@example.com', zip: '08817' });
    const [own] = (await t.http.get('/api/follows/manage').query({ token: manageToken }).expect(200)).body.follows;
    expect(own.name).toBe('events within 25 miles of 08817 (Edison, NJ)');
    const changed = await t.http.put(`/api/follows/manage/${own.id}`).query({ token: manageToken }).send({ language: 'te' }).expect(200);
    expect(changed.body).toMatchObject({
      zip: '08817',
      radius: 25,
      language: 'te',
      name: 'Telugu events within 25 miles of 08817 (Edison, NJ)',
    });
  });

  it('bad ZIP follows are 400 with the listing’s messages and write nothing', async () => {
    const email = 'bad.zip@example.com';
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ zip: '8817' }, 'zip must be a 5-digit US ZIP code'],
      [{ zip: '00000' }, 'Unknown ZIP code 00000'],
      [{ zip: '08817', radius: 0 }, 'radius must be between 1 and 500 miles'],
      [{ zip: '08817', radius: '25 miles' }, 'radius must be between 1 and 500 miles'],
      [{ zip: '08817', radius: [25] }, 'radius must be between 1 and 500 miles'],
      [{ metro: 'houston', radius: 10 }, 'radius needs zip or near'],
      [{ zip: '08817', metro: 'houston' }, 'Give metro, zip or organizationId (one of them)'],
      [{ zip: '08817', language: 'xx' }, "Unknown language 'xx'"],
    ];
    for (const [body, message] of cases) {
      const r = await t.http
        .post('/api/follows')
        .send({ email, ...body })
        .expect(400);
      expect(r.body.message).toContain(message);
    }
    expect((await t.ds.query(`SELECT count(*)::int AS n FROM follows WHERE email = $1`, [email]))[0].n).toBe(0);
  });

  it('an empty weekend: "Nothing new near you this weekend; here is what is coming up", at most once a month', async () => {
    const email = 'tamil.family@example.com';
    await followAndConfirm({ email, zip: '08817', radius: 10, language: 'ta' });
    const words = 'Tamil events within 10 miles of 08817 (Edison, NJ)';

    await digests.runDigests(thursday.toJSDate());
    const upcoming = await until('the coming-up mail', async () => mailsTo(email).find((m) => m.subject.startsWith('Nothing new')));
    expect(upcoming.subject).toBe('Nothing new near you this weekend');
    expect(upcoming.text).toContain(`Nothing new near you this weekend; here is what is coming up: ${words}.`);
    expect(upcoming.text).toContain('Edison Pongal Vizha');
    expect(upcoming.text).not.toContain('Ugadi');
    expect(upcoming.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The next Thursday (same month, the weekend empty again): nothing more.
    await digests.runDigests(thursday.plus({ days: 7 }).toJSDate());
    await drained();
    expect(mailsTo(email).filter((m) => m.subject.startsWith('Nothing new'))).toHaveLength(1);

    // Five weeks on: the month has passed, one more (its event is over by then, so it says nothing is listed yet).
    await digests.runDigests(thursday.plus({ days: 35 }).toJSDate());
    const later = await until('the next month’s mail', async () => {
      const sent = mailsTo(email).filter((m) => m.subject.startsWith('Nothing new'));
      return sent.length === 2 && sent[1];
    });
    expect(later.text).toContain('Nothing is listed yet.');
    expect(mailsTo(email).filter((m) => m.subject.startsWith('This weekend'))).toHaveLength(0);
  });
});
