import { RECENT_KEY_MAX_CHARS, RecentResults } from './recent-results';

describe('RecentResults', () => {
  it('computes a key once while it is among the last `size` keys, then again once forgotten', () => {
    const computed: string[] = [];
    const recent = new RecentResults<string>(2);
    const upper = (k: string) => recent.get(k, () => (computed.push(k), k.toUpperCase()));
    expect([upper('a'), upper('b'), upper('a')]).toEqual(['A', 'B', 'A']);
    expect(computed).toEqual(['a', 'b']);
    upper('c'); // 'a' is the oldest and goes
    expect(upper('a')).toBe('A');
    expect(computed).toEqual(['a', 'b', 'c', 'a']);
  });

  it('does not keep a key longer than RECENT_KEY_MAX_CHARS', () => {
    let computed = 0;
    const recent = new RecentResults<number>(2);
    const long = 'x'.repeat(RECENT_KEY_MAX_CHARS + 1);
    recent.get(long, () => ++computed);
    recent.get(long, () => ++computed);
    expect(computed).toBe(2);
  });
});
