import { FollowTokens } from '../../src/follows/follow-tokens';
import { revealSecrets } from '../../src/mail/one-time-secrets';
import { makeOrganization } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const ACCEPTED = { message: 'Check your email to confirm' };

/**
 * Issue 35 item 2: anyone may ask to follow anything for any address, so the address's own history
 * decides what is mailed (follows/follow-rules.ts confirmationToSend): one unconfirmed confirmation at a
 * time, at most 3 a day, never to a bounced address, and to one that unsubscribed at most one "did you ask
 * to follow again?" mail a month. The answer is the same in every case. Without SMTP: the outbox is what
 * would be sent.
 */
describe('follows: a stranger cannot mail-bomb or re-subscribe an address', () => {
  let t: TestApp;
  let tokens: FollowTokens;
  let orgs: string[];

  const follow = (email: string, scope: Record<string, string>) => t.http.post('/api/follows').send({ email, ...scope });
  const confirmations = async (email: string): Promise<Array<{ subject: string; text: string; secrets: Record<string, string> }>> =>
    t.ds.query(`SELECT subject, text, secrets FROM outgoing_mail WHERE kind = 'follow-confirmation' AND "to" = $1 ORDER BY "createdAt"`, [
      email,
    ]);
  const statuses = async (email: string): Promise<string[]> =>
    (await t.ds.query(`SELECT status FROM follows WHERE email = $1 ORDER BY "createdAt"`, [email])).map(
      (r: { status: string }) => r.status,
    );
  const confirmLatest = async (email: string) => {
    const mails = await confirmations(email);
    // The outbox shows a placeholder for the token (nothing sends without SMTP): the link as it would be sent.
    const token = decodeURIComponent(/\/follows\/confirm\?token=(\S+)/.exec(revealSecrets(mails.at(-1)!.text, mails.at(-1)!.secrets))![1]);
    await t.http.post('/api/follows/confirm').query({ token }).expect(200);
  };
  /** Moves the address's confirmation history `days` into the past (instead of waiting). */
  const age = (email: string, days: number) =>
    t.ds.query(`UPDATE follows SET "confirmationSentAt" = "confirmationSentAt" - make_interval(days => $2) WHERE email = $1`, [
      email,
      days,
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    tokens = t.app.get(FollowTokens);
    orgs = [];
    for (let i = 0; i < 6; i++) orgs.push((await makeOrganization(t.ds, { name: `Followed Sangam ${i}` })).id);
  });
  afterAll(() => t.close());

  it('the same request 3 times, then 50 from "5 addresses" over 5 follows: one confirmation mail', async () => {
    const email = 'victim1@example.com';
    for (let i = 0; i < 3; i++) expect((await follow(email, { metro: 'dallas-fort-worth' }).expect(202)).body).toEqual(ACCEPTED);
    for (let i = 0; i < 50; i++) expect((await follow(email, { organizationId: orgs[i % 5] }).expect(202)).body).toEqual(ACCEPTED);
    expect(await confirmations(email)).toHaveLength(1);
    expect(await statuses(email)).toEqual(['pending']);
  });

  it('the next confirmation waits until the last is confirmed (or a day has passed); at most 3 a day', async () => {
    const email = 'busy@example.com';
    await follow(email, { metro: 'dallas-fort-worth' }).expect(202);
    await confirmLatest(email);
    await follow(email, { organizationId: orgs[0] }).expect(202);
    await follow(email, { organizationId: orgs[1] }).expect(202); // the one before is not confirmed yet: nothing
    expect(await confirmations(email)).toHaveLength(2);
    await confirmLatest(email);
    await follow(email, { organizationId: orgs[1] }).expect(202);
    await confirmLatest(email);
    await follow(email, { organizationId: orgs[2] }).expect(202); // a fourth in one day: nothing
    expect(await confirmations(email)).toHaveLength(3);
    await age(email, 1);
    await follow(email, { organizationId: orgs[2] }).expect(202);
    expect(await confirmations(email)).toHaveLength(4);
    // An unconfirmed one older than a day does not hold the next back.
    await age(email, 1);
    await follow(email, { organizationId: orgs[3] }).expect(202);
    expect(await confirmations(email)).toHaveLength(5);
  });

  it('after an unsubscribe, a request is not mailed; a month later one "did you ask … again?" mail, once', async () => {
    const email = 'stopped@example.com';
    await follow(email, { metro: 'dallas-fort-worth' }).expect(202);
    await confirmLatest(email);
    const [{ id }] = await t.ds.query(`SELECT id FROM follows WHERE email = $1`, [email]);
    await t.http
      .post('/api/follows/unsubscribe')
      .query({ token: tokens.sign('unsubscribe', id, 1) })
      .expect(200);
    for (let i = 0; i < 5; i++) expect((await follow(email, { metro: 'dallas-fort-worth' }).expect(202)).body).toEqual(ACCEPTED);
    // Another follow of the same address, which follows nothing now, is not mailed either.
    await follow(email, { organizationId: orgs[4] }).expect(202);
    expect(await confirmations(email)).toHaveLength(1);
    expect(await statuses(email)).toEqual(['unsubscribed']);
    await age(email, 31);
    for (let i = 0; i < 3; i++) await follow(email, { metro: 'dallas-fort-worth' }).expect(202);
    const mails = await confirmations(email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('Did you ask to follow events in Dallas–Fort Worth on Sangam again?');
    expect(mails[1].text).toContain('You unsubscribed earlier, so nothing will be sent unless you confirm.');
    // Still nothing is sent to it until the owner of the address confirms through that mail.
    expect(await statuses(email)).toEqual(['pending']);
    await confirmLatest(email);
    expect(await statuses(email)).toEqual(['active']);
  });

  it('a bounced address is never mailed again, and the answer does not say so', async () => {
    const email = 'bounced@example.com';
    await follow(email, { metro: 'dallas-fort-worth' }).expect(202);
    await t.ds.query(`UPDATE follows SET status = 'bounced' WHERE email = $1`, [email]);
    await age(email, 400);
    for (const scope of [{ metro: 'dallas-fort-worth' }, { metro: 'houston' }, { organizationId: orgs[5] }] as Array<
      Record<string, string>
    >)
      expect((await follow(email, scope).expect(202)).body).toEqual(ACCEPTED);
    expect(await confirmations(email)).toHaveLength(1);
    expect(await statuses(email)).toEqual(['bounced']);
  });
});
