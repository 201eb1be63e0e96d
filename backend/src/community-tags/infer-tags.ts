import { COMMUNITY_TAGS_CONFIG, PracticalTagRule } from './community-tags.config';
import { PhraseIndex, tokens } from './phrase-match';

/** The practical tags an event can carry, in display order. */
export const PRACTICAL_TAGS = Object.keys(COMMUNITY_TAGS_CONFIG.tags) as (keyof typeof COMMUNITY_TAGS_CONFIG.tags)[];
export type PracticalTag = (typeof PRACTICAL_TAGS)[number];

function isPracticalTag(value: unknown): value is PracticalTag {
  return typeof value === 'string' && (PRACTICAL_TAGS as readonly string[]).includes(value);
}

/** The label shown for a tag ('Kids & family'). */
export function practicalTagLabel(tag: PracticalTag): string {
  return COMMUNITY_TAGS_CONFIG.tags[tag].label;
}

type Clue = { tag: PracticalTag; kind: 'yes' | 'no' | 'neutral' };

const RULES = COMMUNITY_TAGS_CONFIG.tags as Record<PracticalTag, PracticalTagRule>;
const INDEX = new PhraseIndex<Clue>(
  PRACTICAL_TAGS.flatMap((tag) => [
    ...RULES[tag].phrases.map((p) => [p, { tag, kind: 'yes' }] as const),
    ...(RULES[tag].negations ?? []).map((p) => [p, { tag, kind: 'no' }] as const),
    ...(RULES[tag].neutral ?? []).map((p) => [p, { tag, kind: 'neutral' }] as const),
  ]),
);

/**
 * Practical tags a text supports ('Kids corner and free parking' → kids-family, free-parking). A tag needs
 * one of its phrases and none of its negations ('no kids', 'not wheelchair accessible').
 */
export function inferTags(text: string | null | undefined): PracticalTag[] {
  const yes = new Set<PracticalTag>();
  const no = new Set<PracticalTag>();
  for (const m of INDEX.find(tokens(text))) {
    if (m.value.kind === 'yes') yes.add(m.value.tag);
    else if (m.value.kind === 'no') no.add(m.value.tag);
  }
  for (const tag of [...yes]) for (const implied of RULES[tag].implies ?? []) if (isPracticalTag(implied)) yes.add(implied);
  return PRACTICAL_TAGS.filter((t) => yes.has(t) && !no.has(t));
}
