import { MODERATION_CONFIG } from '../moderation.config';
import { stripLinksAndEmails } from '../text-normalize';
import { Finding } from './finding';

function capitals(text: string): { letters: number; upper: number } {
  // Cased letters only: digits, Devanagari, emoji and punctuation say nothing about shouting.
  const upper = (text.match(/\p{Lu}/gu) ?? []).length;
  const lower = (text.match(/\p{Ll}/gu) ?? []).length;
  return { letters: upper + lower, upper };
}

/** EXCESSIVE CAPITALS in the title or description, and repeated punctuation ('!!!', '???', '$$$'). */
export function shoutingRule(title: string, description: string): Finding[] {
  const cfg = MODERATION_CONFIG.shouting;
  const { weights } = MODERATION_CONFIG;
  const findings: Finding[] = [];

  const t = stripLinksAndEmails(title);
  const tc = capitals(t);
  const titleWords = t.split(/\s+/).filter((w) => /\p{L}{2,}/u.test(w)).length;
  const d = stripLinksAndEmails(description);
  const dc = capitals(d);
  const shoutyTitle =
    titleWords >= cfg.titleMinWords && tc.letters >= cfg.titleMinLetters && tc.upper / tc.letters >= cfg.titleCapitalsRatio;
  const shoutyDescription = dc.letters >= cfg.descriptionMinLetters && dc.upper / dc.letters >= cfg.descriptionCapitalsRatio;
  if (shoutyTitle || shoutyDescription) {
    const where = shoutyTitle && shoutyDescription ? 'title and description' : shoutyTitle ? 'title' : 'description';
    findings.push({ weight: weights.excessiveCapitals, flag: `Uses excessive capital letters (${where})` });
  }

  const text = `${title}\n${description}`;
  const runs = [...text.matchAll(new RegExp(`[!?¡¿]{${cfg.punctuationRun},}`, 'g'))].map((m) => m[0]);
  const dollars = new RegExp(`\\${'$'}{${cfg.dollarRun},}`).exec(text);
  const longest = runs.reduce((a, r) => (r.length > a.length ? r : a), '');
  if (dollars || runs.length >= cfg.punctuationMinRuns || longest.length >= cfg.punctuationLongRun) {
    const example = dollars ? dollars[0] : longest;
    findings.push({ weight: weights.repeatedPunctuation, flag: `Uses repeated punctuation ("${example.slice(0, 8)}")` });
  }
  return findings;
}
