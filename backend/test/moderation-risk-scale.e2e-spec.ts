import * as fs from 'node:fs';
import * as path from 'node:path';
import { ModerationRiskScale1765000000061 } from '../src/database/migrations/1765000000061-ModerationRiskScale';
import { Event } from '../src/events/event.entity';
import { duplicateFlag } from '../src/moderation/duplicate-finder';
import { assessEventContent, assessOrganizationContent, toResult } from '../src/moderation/moderation.assess';
import { MODERATION_CONFIG } from '../src/moderation/moderation.config';
import { Organization } from '../src/organizations/organization.entity';
import { daysFromToday, makeEvent, makeOrganization } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

const corpus = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', 'moderation', file), 'utf8')) as Array<Record<string, unknown>>;

/**
 * Migration ModerationRiskScale recomputes stored scores from their flags: on every flag today's rules
 * write (the labelled corpus, a duplicate), down then up gives back exactly the score moderation computes.
 */
describe('migration ModerationRiskScale (stored scores on the risk scale)', () => {
  let t: TestApp;
  const migration = new ModerationRiskScale1765000000061();
  const run = async (step: 'up' | 'down') => {
    const q = t.ds.createQueryRunner();
    try {
      await migration[step](q);
    } finally {
      await q.release();
    }
  };
  const scoreOf = async (table: 'events' | 'organizations', id: string) =>
    ((await t.ds.query(`SELECT "moderationScore" FROM ${table} WHERE id = $1`, [id])) as Array<{ moderationScore: number }>)[0]
      .moderationScore;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives every flagged corpus item the score moderation computes now, and down/up round-trips', async () => {
    const expected = new Map<string, { table: 'events' | 'organizations'; score: number }>();
    const host = await makeOrganization(t.ds, { isApproved: true });
    for (const item of corpus('organizations.json')) {
      const r = toResult(assessOrganizationContent(item as never));
      const org = await makeOrganization(t.ds, { isApproved: false, moderationScore: r.score, moderationFlags: r.flags });
      expected.set(org.id, { table: 'organizations', score: r.score });
    }
    for (const file of ['events-legitimate.json', 'events-spam.json', 'events-duplicates.json']) {
      for (const item of corpus(file)) {
        const input = { ...item, date: daysFromToday(item.inDays as number) } as never;
        const findings = assessEventContent(input);
        if (item.duplicateOf) {
          findings.push({
            weight: MODERATION_CONFIG.weights.duplicate,
            flag: duplicateFlag({ id: host.id, title: 'Diwali Mela', date: '2026-11-08' }),
          });
        }
        const r = toResult(findings);
        const e = await makeEvent(t.ds, {
          organizationId: host.id,
          isApproved: r.score === 0,
          moderationScore: r.score,
          moderationFlags: r.flags,
        });
        expected.set(e.id, { table: 'events', score: r.score });
      }
    }
    const flagged = [...expected.values()].filter((x) => x.score > 0).length;
    expect(flagged).toBeGreaterThan(80);

    await run('down');
    const before = new Map<string, number>();
    for (const [id, { table }] of expected) before.set(id, await scoreOf(table, id));
    // On the old scale a flagged item scored 1 to 4 a finding.
    for (const [id, { score }] of expected) {
      if (score === 0) expect(before.get(id)).toBe(0);
      else expect(before.get(id)).toBeLessThan(score);
    }

    await run('up');
    const mismatches: string[] = [];
    for (const [id, { table, score }] of expected) {
      const now = await scoreOf(table, id);
      if (now !== score) mismatches.push(`${table} ${id}: ${now} instead of ${score}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('rescales scores stored with the old weights: scam phrase 3 + "$$$" 1 → High; unknown flags as junk; 0 stays 0', async () => {
    const scam = await makeEvent(t.ds, {
      isApproved: false,
      moderationScore: 4,
      moderationFlags: ['Contains crypto scam phrase "crypto deals"', 'Uses repeated punctuation ("$$$")'],
    });
    const duplicate = await makeEvent(t.ds, {
      isApproved: false,
      moderationScore: 3,
      moderationFlags: [duplicateFlag({ id: scam.id, title: 'Diwali Mela', date: '2026-11-08' })],
    });
    const unknown = await makeEvent(t.ds, { isApproved: false, moderationScore: 7, moderationFlags: ['Looks like spam'] });
    const noFlags = await makeEvent(t.ds, { isApproved: false, moderationScore: 2, moderationFlags: [] });
    const clean = await makeEvent(t.ds, { isApproved: true, moderationScore: 0, moderationFlags: [] });
    const disposable = await makeOrganization(t.ds, {
      isApproved: false,
      moderationScore: 3,
      moderationFlags: ['Contact email uses a disposable email domain (mailinator.com)'],
    });

    await run('up');
    expect(await scoreOf('events', scam.id)).toBe(80);
    expect(await scoreOf('events', duplicate.id)).toBe(30);
    expect(await scoreOf('events', unknown.id)).toBe(30);
    expect(await scoreOf('events', noFlags.id)).toBe(20);
    expect(await scoreOf('events', clean.id)).toBe(0);
    expect(await scoreOf('organizations', disposable.id)).toBe(70);
    const stored = await t.ds.getRepository(Event).findOneByOrFail({ id: scam.id });
    expect(stored.isApproved).toBe(false);
    expect((await t.ds.getRepository(Organization).findOneByOrFail({ id: disposable.id })).isApproved).toBe(false);
  });
});
