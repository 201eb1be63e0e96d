import { isUploadedImagePath } from '../images/image-url';
import { MODERATION_CONFIG } from './moderation.config';
import { EventModerationInput, ModerationResult, OrganizationModerationInput } from './moderation.types';
import { disguisedTextRule } from './rules/disguised-text.rule';
import { disposableEmailRule } from './rules/disposable-email.rule';
import { domainMismatchRule } from './rules/domain-mismatch.rule';
import { eventDateRule } from './rules/event-date.rule';
import { Finding } from './rules/finding';
import { junkRule } from './rules/junk.rule';
import { keywordStuffingRule } from './rules/keyword-stuffing.rule';
import { linksRule } from './rules/links.rule';
import { markupRule } from './rules/markup.rule';
import { priceRule } from './rules/price.rule';
import { profanityRule } from './rules/profanity.rule';
import { shoutingRule } from './rules/shouting.rule';
import { spamPhraseRule } from './rules/spam-phrases.rule';
import { urlSafetyRule } from './rules/url-safety.rule';
import { normalizeText } from './text-normalize';

/**
 * The content rules, without the database: what an event or organization says about itself.
 * ModerationService adds the duplicate check (which needs the other events) and turns the
 * findings into a ModerationResult.
 */

const norm = (s: string | null | undefined) => normalizeText(s, MODERATION_CONFIG.maxAnalysedChars);

/**
 * Rules shared by events and organizations, on the title/name, the body text (description, `others`, the city) and the
 * URL fields. The disguised-text rule reads the texts as written, the city aside.
 */
function textFindings(
  rawTitle: string,
  rawDescription: string | null | undefined,
  others: (string | null | undefined)[],
  city: string,
  urls: (string | null | undefined)[],
  titleLabel: string,
): Finding[] {
  const title = norm(rawTitle);
  const description = norm(rawDescription);
  const otherTexts = [...others, city].map(norm);
  const all = [title, description, ...otherTexts].filter(Boolean).join('\n');
  return [
    ...spamPhraseRule(all),
    ...profanityRule(all),
    ...markupRule(all),
    ...keywordStuffingRule([title, description].join('\n')),
    ...disguisedTextRule([rawTitle, rawDescription, ...others]),
    ...linksRule({ title, body: [description, ...otherTexts].join('\n'), urls }),
    ...shoutingRule(title, description),
    ...junkRule(title, description, titleLabel),
  ];
}

export function assessEventContent(input: EventModerationInput, now: Date = new Date()): Finding[] {
  // An image uploaded to Sangam is no link to judge.
  const imageUrl = isUploadedImagePath(input.imageUrl) ? null : input.imageUrl;
  return [
    ...textFindings(input.title, input.description, [input.venue, input.priceText], input.city, [input.ticketUrl, imageUrl], 'Title'),
    ...urlSafetyRule(input.ticketUrl, 'Ticket link'),
    ...urlSafetyRule(imageUrl, 'Image link'),
    ...eventDateRule(input.date, input.state, now, input.endDate ?? null),
    ...priceRule(input.category, input.price, input.isFree),
  ];
}

export function assessOrganizationContent(input: OrganizationModerationInput): Finding[] {
  return [
    ...textFindings(input.name, input.description, [], input.city, [input.website, input.eventsPageUrl], 'Name'),
    ...urlSafetyRule(input.website, 'Website'),
    ...urlSafetyRule(input.eventsPageUrl, 'Events page link'),
    ...disposableEmailRule(input.contactEmail),
    ...domainMismatchRule(input.website, input.contactEmail),
  ];
}

/** Score = sum of weights (an integer >= 0, 0 = nothing found); flags heaviest first, each once. */
export function toResult(findings: Finding[], duplicateOfId?: string | null): ModerationResult {
  const unique = new Map<string, Finding>();
  for (const f of findings) if (f.weight > 0 && !unique.has(f.flag)) unique.set(f.flag, f);
  const kept = [...unique.values()].sort((a, b) => b.weight - a.weight);
  const score = Math.max(0, Math.round(kept.reduce((sum, f) => sum + f.weight, 0)));
  return duplicateOfId === undefined ? { score, flags: kept.map((f) => f.flag) } : { score, flags: kept.map((f) => f.flag), duplicateOfId };
}
