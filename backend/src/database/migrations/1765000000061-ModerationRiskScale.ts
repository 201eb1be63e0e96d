import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Moderation weights moved from 1–4 to the risk scale of moderation.config.ts (hint 10, junk 30,
 * abuse 70, script 100; duplicates from the abuse to the junk tier, look-alike domains from junk to
 * abuse). A stored score is the sum of its flags' weights, one flag per finding, so each stored score
 * is recomputed from its flags with the weights of the flag's rule. A score of 0 stays 0 and a score
 * above 0 stays above 0 (who waits for an admin does not change); a flag no rule writes counts as junk.
 */
const FLAG_WEIGHTS: Array<{ pattern: string; before: number; after: number }> = [
  {
    pattern: '^Contains (scam|crypto scam|gambling spam|loan spam|adult or pharmacy spam|astrology scam) phrase "',
    before: 3,
    after: 70,
  },
  { pattern: '^Contains (travel spam|homework or job-support spam|marketing spam) phrase "', before: 2, after: 30 },
  { pattern: '^Contains high-pressure sales phrase "', before: 1, after: 10 },
  { pattern: '^Contains profanity or slurs \\(', before: 3, after: 70 },
  { pattern: '^Contains HTML or script markup \\(code that could run in a browser\\)$', before: 4, after: 100 },
  { pattern: '^Contains HTML or script markup$', before: 2, after: 30 },
  { pattern: '^Uses look-alike or invisible characters to disguise words \\(', before: 2, after: 30 },
  { pattern: '^Title contains a link$', before: 2, after: 30 },
  { pattern: '^Contains too many links \\(', before: 2, after: 30 },
  { pattern: '^Uses a URL shortener that hides the destination \\(', before: 2, after: 30 },
  { pattern: ' is not a web address \\(http or https\\)$', before: 3, after: 70 },
  { pattern: ' points to a blocklisted domain \\(', before: 3, after: 70 },
  { pattern: ' hides its real destination behind a user name \\(', before: 3, after: 70 },
  { pattern: ' points to a raw IP address or private host \\(.*\\) instead of a website$', before: 2, after: 30 },
  { pattern: ' uses a look-alike international domain name \\(', before: 2, after: 70 },
  { pattern: '^Uses excessive capital letters \\(', before: 1, after: 10 },
  { pattern: '^Uses repeated punctuation \\(', before: 1, after: 10 },
  { pattern: ' (has almost no letters|looks like placeholder text) \\(', before: 2, after: 30 },
  { pattern: ' looks like keyboard mashing', before: 2, after: 30 },
  { pattern: '^Repeats the same words over and over \\(', before: 2, after: 30 },
  { pattern: '^Event date is not a valid date \\(', before: 2, after: 30 },
  { pattern: '^Event date \\S+ is in the past$', before: 2, after: 30 },
  { pattern: '^Event date \\S+ is more than \\d+ months ahead$', before: 1, after: 10 },
  { pattern: '^Price .* is far above the usual for ', before: 2, after: 30 },
  { pattern: '^Contact email uses a disposable email domain \\(', before: 3, after: 70 },
  { pattern: '^Website \\(.*\\) and contact email \\(.*\\) are on different domains$', before: 1, after: 10 },
  { pattern: '^Possible duplicate of "', before: 3, after: 30 },
];

/** SQL: the weight of flag `f` on one side of the change (unknown flags: the junk tier, 2 before, 30 after). */
function weightSql(side: 'before' | 'after'): string {
  const cases = FLAG_WEIGHTS.map((w) => `WHEN f ~ '${w.pattern.replace(/'/g, "''")}' THEN ${w[side]}`).join(' ');
  return `CASE ${cases} ELSE ${side === 'before' ? 2 : 30} END`;
}

/** Rescores every flagged row of `table` from its flags; a flagged row without flags keeps its score times `factor`. */
function rescore(table: 'events' | 'organizations', side: 'before' | 'after'): string {
  const factor = side === 'after' ? '* 10' : '/ 10';
  return `UPDATE ${table} t SET "moderationScore" = GREATEST(1, CASE WHEN cardinality(t."moderationFlags") = 0
      THEN t."moderationScore" ${factor}
      ELSE (SELECT sum(${weightSql(side)}) FROM unnest(t."moderationFlags") AS f)::int END)
    WHERE t."moderationScore" > 0`;
}

export class ModerationRiskScale1765000000061 implements MigrationInterface {
  name = 'ModerationRiskScale1765000000061';

  async up(q: QueryRunner): Promise<void> {
    await q.query(rescore('events', 'after'));
    await q.query(rescore('organizations', 'after'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(rescore('events', 'before'));
    await q.query(rescore('organizations', 'before'));
  }
}
