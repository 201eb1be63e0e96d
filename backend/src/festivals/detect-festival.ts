import type { LanguageCode } from '../community-tags/languages';
import { PhraseIndex, tokens } from '../community-tags/phrase-match';
import { FESTIVALS } from './festival-definitions';

/** A festival name or cue found in a text, with the communities that spelling points to. */
export interface FestivalMention {
  slug: string;
  /** 'name': the festival's name or a spelling of it; 'cue': a related word ('garba' → Navratri). */
  kind: 'name' | 'cue';
  /** The communities of the spelling used, else of the festival; empty for everyone's festivals. */
  languages: LanguageCode[];
  /** Whether `languages` are the spelling's own ('Gudi Padwa' → Marathi) rather than the festival's. */
  regionalName: boolean;
  field: 'title' | 'description';
  at: number;
  words: number;
}

type Entry = Pick<FestivalMention, 'slug' | 'kind' | 'languages' | 'regionalName'>;

const INDEX = new PhraseIndex<Entry>(
  FESTIVALS.flatMap((f) => [
    [f.name, { slug: f.slug, kind: 'name', languages: f.languages, regionalName: false }] as const,
    ...f.names.map(
      (n) => [n.name, { slug: f.slug, kind: 'name', languages: n.languages ?? f.languages, regionalName: !!n.languages }] as const,
    ),
    ...(f.cues ?? []).map((c) => [c, { slug: f.slug, kind: 'cue', languages: f.languages, regionalName: false }] as const),
  ]),
);

/** Titles longer than this are cut (a title is a line); descriptions are cut at the matcher's cap. */
const MAX_TITLE_CHARS = 500;

/** Every festival mentioned in a title and a description, title first. */
export function festivalMentions(title: string | null | undefined, description: string | null | undefined): FestivalMention[] {
  const found = (field: FestivalMention['field'], words: readonly string[]) =>
    INDEX.find(words).map((m) => ({ ...m.value, field, at: m.at, words: m.words }));
  return [...found('title', tokens(title, MAX_TITLE_CHARS)), ...found('description', tokens(description))];
}

/**
 * The festival an event celebrates, from its title and description, or null. A name beats a cue, the title
 * beats the description, a longer name beats a shorter one ('Dev Deepawali' over 'Deepawali', 'Lakshmi
 * Puja' over 'Diwali'), and then the first mentioned wins.
 */
export function detectFestival(title: string | null | undefined, description: string | null | undefined): string | null {
  const rank = (m: FestivalMention) => [m.kind === 'name' ? 1 : 0, m.field === 'title' ? 1 : 0, m.words, -m.at];
  const higherFirst = (a: FestivalMention, b: FestivalMention) => {
    const [x, y] = [rank(a), rank(b)];
    const i = x.findIndex((v, k) => v !== y[k]);
    return i < 0 ? 0 : y[i] - x[i];
  };
  // A stable sort: among equal ranks the first mentioned stays first.
  return festivalMentions(title, description).sort(higherFirst)[0]?.slug ?? null;
}
