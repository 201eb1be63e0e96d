import { generatedStatementName, PREPARED_TEXTS_MAX } from './prepared-query';

describe('generatedStatementName', () => {
  it('names a text the same way every time, different texts differently', () => {
    const a = generatedStatementName('SELECT 1 AS a');
    expect(a).toMatch(/^sangam_g_[0-9a-f]{24}$/);
    expect(generatedStatementName('SELECT 1 AS a')).toBe(a);
    expect(generatedStatementName('SELECT 1 AS b')).not.toBe(a);
  });

  it('names at most PREPARED_TEXTS_MAX texts; the ones named keep their names', () => {
    const first = generatedStatementName('SELECT 1 AS a');
    for (let i = 0; i < PREPARED_TEXTS_MAX; i++) generatedStatementName(`SELECT ${i} AS n`);
    expect(generatedStatementName('SELECT -1 AS unseen')).toBeUndefined();
    expect(generatedStatementName('SELECT 1 AS a')).toBe(first);
  });
});
