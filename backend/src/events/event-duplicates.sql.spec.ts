import { MODERATION_CONFIG } from '../moderation/moderation.config';
import { duplicateParams, duplicateQuery, duplicateSql } from './event-duplicates.sql';

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

describe('duplicateParams / duplicateQuery', () => {
  it('the title lower-cased, the city trimmed, absent ids as null, the threshold from the moderation config', () => {
    const input = { title: 'Diwali MELA', date: '2030-10-25', city: '  Plano ', organizationId: undefined, excludeId: undefined };
    expect(duplicateParams(input)).toEqual([
      'diwali mela',
      '2030-10-25',
      null,
      'Plano',
      null,
      MODERATION_CONFIG.duplicates.titleSimilarity,
      null,
      '',
    ]);
  });

  it("one statement text for every input, with that input's values", () => {
    const a = duplicateQuery({ title: 'a', date: '2030-01-01', city: 'Dallas', organizationId: 'o', excludeId: 'e' });
    const b = duplicateQuery({ title: 'b', date: '2030-01-02', city: 'Austin' });
    expect(a.sql).toBe(b.sql);
    expect(a.sql).toBe(duplicateSql());
    expect(a.params.slice(2, 5)).toEqual(['o', 'Dallas', 'e']);
  });
});
