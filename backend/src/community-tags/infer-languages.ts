import { festivalBySlug } from '../festivals/festival-definitions';
import { detectFestival, festivalMentions } from '../festivals/detect-festival';
import { COMMUNITY_TAGS_CONFIG } from './community-tags.config';
import { ALL_COMMUNITIES, CommunityCode, LANGUAGE_CODES, LanguageCode } from './languages';
import { MAX_MATCHED_CHARS, PhraseIndex, tokens } from './phrase-match';
import { normalizeText } from '../moderation/text-normalize';

const CONFIG = COMMUNITY_TAGS_CONFIG.languages;
const WORDS = new PhraseIndex<LanguageCode>(
  (Object.entries(CONFIG.words) as [LanguageCode, string[]][]).flatMap(([code, words]) => words.map((w) => [w, code] as const)),
);
const ACRONYMS = CONFIG.acronyms as Record<string, LanguageCode>;
// Capitals only, as whole words; alternatives are plain letters, so the scan is linear.
const ACRONYM_RE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${Object.keys(ACRONYMS).join('|')})(?![\\p{L}\\p{N}])`, 'gu');

type Field = 'organization' | 'title' | 'description';

function scoreText(text: string | null | undefined, field: Field, scores: Map<LanguageCode, number>): void {
  const weight = CONFIG.weights[field];
  const add = (code: LanguageCode) => scores.set(code, (scores.get(code) ?? 0) + weight);
  for (const m of WORDS.find(tokens(text))) add(m.value);
  for (const m of normalizeText(text, MAX_MATCHED_CHARS).matchAll(ACRONYM_RE)) add(ACRONYMS[m[0]]);
}

/**
 * The communities an event or organization serves, from the organization's name, the title, the
 * description and the festival (detected in the text, or given): 'Telugu Association', 'TANA', 'Ugadi' →
 * Telugu; 'Pujo' → Bengali; 'Garba' → Gujarati. Up to three language codes, strongest first, or ['all'].
 */
export function inferLanguages(
  organizationName: string | null | undefined,
  title: string | null | undefined,
  description: string | null | undefined,
  festival?: string | null,
): CommunityCode[] {
  const scores = new Map<LanguageCode, number>();
  scoreText(organizationName, 'organization', scores);
  scoreText(title, 'title', scores);
  scoreText(description, 'description', scores);

  // A regional name of a festival speaks for its community like any other word ('Gudi Padwa' is Marathi,
  // 'Pujo' Bengali). The festival itself (given, else detected) only decides when nothing else does:
  // 'Ugadi' alone is Telugu and Kannada, but a Telugu association's Ugadi is Telugu.
  const slug = festival ?? detectFestival(title, description);
  for (const m of festivalMentions(title, description)) {
    if (m.kind !== 'name' || !m.regionalName || (slug && m.slug !== slug)) continue;
    for (const code of m.languages) scores.set(code, (scores.get(code) ?? 0) + CONFIG.weights[m.field]);
  }
  if (scores.size === 0 && slug) for (const code of festivalBySlug(slug)?.languages ?? []) scores.set(code, CONFIG.weights.festival);

  const ranked = [...scores.entries()]
    .filter(([, score]) => score >= CONFIG.minScore)
    .sort(([a, sa], [b, sb]) => sb - sa || LANGUAGE_CODES.indexOf(a) - LANGUAGE_CODES.indexOf(b))
    .map(([code]) => code);
  if (ranked.length === 0 || ranked.length > CONFIG.maxLanguages) return [ALL_COMMUNITIES];
  return ranked;
}
