import { parseJsonLoose } from './json-loose';

describe('parseJsonLoose', () => {
  it('reads strict JSON', () => {
    expect(parseJsonLoose('{"a":1}')).toEqual([{ a: 1 }]);
    expect(parseJsonLoose('[{"a":1},{"b":2}]')).toEqual([[{ a: 1 }, { b: 2 }]]);
  });

  it('drops trailing commas', () => {
    expect(parseJsonLoose('{"a":1,"b":[1,2,],}')).toEqual([{ a: 1, b: [1, 2] }]);
  });

  it('drops comments outside strings, keeps // inside strings', () => {
    expect(parseJsonLoose('{ // a comment\n "url": "http://x.org/a", /* another */ "n": 2 }')).toEqual([{ url: 'http://x.org/a', n: 2 }]);
  });

  it('escapes raw control characters inside strings', () => {
    expect(parseJsonLoose('{"d":"line one\nline\ttwo\r\n"}')).toEqual([{ d: 'line one\nline\ttwo\r\n' }]);
  });

  it("repairs invalid escapes such as \\' and lone backslashes", () => {
    expect(parseJsonLoose(`{"d":"it\\'s \\q fine"}`)).toEqual([{ d: "it's \\q fine" }]);
  });

  it('ignores junk after the value and reads several values in a row', () => {
    expect(parseJsonLoose('{"a":1};')).toEqual([{ a: 1 }]);
    expect(parseJsonLoose('{"a":1}\n{"b":2}')).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('strips HTML comment and CDATA wrappers', () => {
    expect(parseJsonLoose('<!-- {"a":1} -->')).toEqual([{ a: 1 }]);
    expect(parseJsonLoose('//<![CDATA[\n{"a":1}\n//]]>')).toEqual([{ a: 1 }]);
  });

  it('closes a truncated value', () => {
    expect(parseJsonLoose('{"a":{"b":[1,2')).toEqual([{ a: { b: [1, 2] } }]);
  });

  it('returns nothing for text that is not JSON', () => {
    expect(parseJsonLoose('')).toEqual([]);
    expect(parseJsonLoose('not json at all')).toEqual([]);
  });
});
