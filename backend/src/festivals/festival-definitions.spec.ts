import { LANGUAGE_CODES } from '../community-tags/languages';
import { PhraseIndex, normalizeForMatch } from '../community-tags/phrase-match';
import { FESTIVALS, festivalBySlug } from './festival-definitions';
import { DateRule } from './festival.types';

describe('festival definitions', () => {
  it('have unique, URL-safe slugs', () => {
    const slugs = FESTIVALS.map((f) => f.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const s of slugs) expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('refer only to festivals that exist (parents and relative rules)', () => {
    const rules = (r: DateRule | undefined) => (r?.kind === 'relative' ? [r.to] : []);
    for (const f of FESTIVALS) {
      if (f.parent) expect(festivalBySlug(f.parent)).toBeDefined();
      for (const to of [...rules(f.date), ...rules(f.start), ...rules(f.end)]) expect(festivalBySlug(to)).toBeDefined();
    }
  });

  it('never give one spelling to two festivals', () => {
    const owner = new Map<string, string>();
    for (const f of FESTIVALS) {
      for (const name of [f.name, ...f.names.map((n) => n.name), ...(f.cues ?? [])]) {
        const key = normalizeForMatch(name).replace(/ /g, '');
        expect({ name, festival: owner.get(key) ?? f.slug }).toEqual({ name, festival: f.slug });
        owner.set(key, f.slug);
      }
    }
  });

  it('use only known community codes and matchable names', () => {
    for (const f of FESTIVALS) {
      for (const code of [...f.languages, ...f.names.flatMap((n) => n.languages ?? [])]) expect(LANGUAGE_CODES).toContain(code);
      expect(() => new PhraseIndex(f.names.map((n) => [n.name, f.slug] as const))).not.toThrow();
    }
  });

  it('describe each festival in one plain paragraph', () => {
    for (const f of FESTIVALS) {
      expect(f.description.length).toBeGreaterThan(120);
      expect(f.description.length).toBeLessThan(800);
      expect(f.description).not.toMatch(/\n|<|>/);
    }
  });

  it('cover the festivals the product promises', () => {
    for (const slug of [
      'diwali',
      'dhanteras',
      'naraka-chaturdashi',
      'lakshmi-puja',
      'govardhan-puja',
      'bhai-dooj',
      'navratri',
      'chaitra-navratri',
      'durga-puja',
      'dussehra',
      'ganesh-chaturthi',
      'holi',
      'janmashtami',
      'ugadi',
      'pongal',
      'makar-sankranti',
      'lohri',
      'onam',
      'vaisakhi',
      'eid-al-fitr',
      'eid-al-adha',
      'raksha-bandhan',
      'karva-chauth',
      'chhath',
      'guru-nanak-jayanti',
      'maha-shivaratri',
      'ram-navami',
      'rath-yatra',
      'hanuman-jayanti',
      'vasant-panchami',
      'bihu',
      'vishu',
      'puthandu',
      'kartik-purnima',
    ]) {
      expect(festivalBySlug(slug)).toBeDefined();
    }
  });
});
