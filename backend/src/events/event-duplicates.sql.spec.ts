import { MODERATION_CONFIG } from '../moderation/moderation.config';
import { duplicatesQuery, duplicateSqlOver } from './event-duplicates.sql';

/** The check over parameters $1..$8. */
const duplicateSql = () => duplicateSqlOver((n) => `$${n}`);

const placeholders = (sql: string) => [...new Set(sql.match(/\$\d+/g))].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));

describe('duplicateSql: the near-duplicate check as SQL', () => {
  it('uses $1..$8', () => {
    expect(placeholders(duplicateSql())).toEqual(['$1', '$2', '$3', '$4', '$5', '$6', '$7', '$8']);
  });

  it('looks at originals before copies, and answers one event: the most similar, then the oldest', () => {
    const sql = duplicateSql();
    const originals = sql.indexOf('"duplicateOfId" IS NULL');
    const copies = sql.indexOf('"duplicateOfId" IS NOT NULL');
    expect(originals).toBeGreaterThan(-1);
    expect(copies).toBeGreaterThan(originals);
    expect(sql).toMatch(/UNION ALL[\s\S]*LIMIT 1\s*$/);
    expect(sql.match(/ORDER BY similarity DESC, "createdAt" ASC, id/g)).toHaveLength(2);
  });

  it('never counts the event itself, nor (among copies) its own duplicates', () => {
    const sql = duplicateSql();
    expect(sql).toContain('($5::uuid IS NULL OR id <> $5::uuid)');
    expect(sql).toContain('($5::uuid IS NULL OR (id <> $5::uuid AND "duplicateOfId" <> $5::uuid))');
  });

  it('same date, and the same organization or city (case-insensitive), at the configured similarity', () => {
    const sql = duplicateSql();
    expect(sql).toContain('date = $2::date');
    expect(sql).toContain('("organizationId" = $3::uuid OR lower(city) = lower($4))');
    expect(sql).toContain('similarity >= $6');
  });

  it("another organization's event only at a similar venue", () => {
    expect(duplicateSql()).toContain(
      '("organizationId" IS NULL OR $3::uuid IS NULL OR "organizationId" = $3::uuid OR similarity(lower(venue), lower($8::text)) >= $6)',
    );
  });
});

describe('duplicatesQuery', () => {
  it('the title lower-cased, the city and venue trimmed, absent ids as null, the threshold from the moderation config', () => {
    const input = { title: 'Diwali MELA', date: '2030-10-25', city: '  Plano ', organizationId: undefined, excludeId: undefined };
    const { params } = duplicatesQuery([input, { ...input, organizationId: 'o', excludeId: 'e', venue: ' Hall ' }], 's');
    expect(JSON.parse(params[0] as string)).toEqual([
      { title: 'diwali mela', date: '2030-10-25', org: null, city: 'Plano', venue: '', self: null },
      { title: 'diwali mela', date: '2030-10-25', org: 'o', city: 'Plano', venue: 'Hall', self: 'e' },
    ]);
    expect(params.slice(1)).toEqual([MODERATION_CONFIG.duplicates.titleSimilarity, 's']);
  });

  it("one statement text for every input, with that input's values", () => {
    const a = duplicatesQuery([{ title: 'a', date: '2030-01-01', city: 'Dallas' }], null);
    const b = duplicatesQuery([{ title: 'b', date: '2030-01-02', city: 'Austin' }], null);
    expect(a.sql).toBe(b.sql);
    expect(a.params[0]).not.toBe(b.params[0]);
  });
});
