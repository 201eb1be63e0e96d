import { Injectable } from '@nestjs/common';
import { DuplicateCandidate, DuplicateQueryInput, duplicateFlag, validId } from './duplicate-finder';
import { assessEventContent, assessOrganizationContent, toResult } from './moderation.assess';
import { MODERATION_CONFIG } from './moderation.config';
import { EventModerationInput, ModerationResult, OrganizationModerationInput } from './moderation.types';
import { normalizeText } from './text-normalize';

/**
 * Scores every organization and event as it arrives and explains the score, without the database:
 * an event's possible original (the duplicate check) is looked up by the events module
 * (EventsService.assess) from duplicateSearchOf and handed in. Callers store `score` in
 * moderationScore, `flags` in moderationFlags (and `duplicateOfId` for events); the approval rule is
 * decideApproval (events/event-rules.ts). Rules and weights: moderation.config.ts and rules/;
 * figures: docs/moderation.md.
 */
@Injectable()
export class ModerationService {
  /**
   * What the duplicate check looks for (its normalised title, date, city and organization), or null: it cannot
   * have one (no title, no valid date).
   */
  duplicateSearchOf(input: EventModerationInput): DuplicateQueryInput | null {
    const title = normalizeText(input.title, MODERATION_CONFIG.maxAnalysedChars);
    if (!title.trim() || !/^\d{4}-\d{2}-\d{2}$/.test(input.date) || Number.isNaN(Date.parse(input.date))) return null;
    return {
      title,
      date: input.date,
      city: input.city ?? '',
      organizationId: validId(input.organizationId),
      excludeId: validId(input.id),
      sourceId: validId(input.sourceId),
      venue: input.venue ?? null,
    };
  }

  /** The event's content rules plus the duplicate check's finding (`original`: the event it looks like, if any). */
  assessEvent(input: EventModerationInput, original: DuplicateCandidate | null): ModerationResult {
    const findings = assessEventContent(input);
    if (original) findings.push({ weight: MODERATION_CONFIG.weights.duplicate, flag: duplicateFlag(original) });
    return toResult(findings, original?.id ?? null);
  }

  assessOrganization(input: OrganizationModerationInput): ModerationResult {
    return toResult(assessOrganizationContent(input));
  }
}
