import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { findDuplicateEvent } from './duplicate-finder';
import { assessEventContent, assessOrganizationContent, toResult } from './moderation.assess';
import { MODERATION_CONFIG } from './moderation.config';
import { EventModerationInput, ModerationResult, OrganizationModerationInput } from './moderation.types';
import { normalizeText } from './text-normalize';

/**
 * Scores every organization and event as it arrives and explains the score. Callers store `score`
 * in moderationScore, `flags` in moderationFlags (and `duplicateOfId` for events), and apply the
 * approval rule of ARCHITECTURE.md (score > 0 → the event waits for an admin).
 * Rules and weights: moderation.config.ts and rules/; figures: docs/moderation.md.
 */
@Injectable()
export class ModerationService {
  constructor(private readonly ds: DataSource) {}

  async assessEvent(input: EventModerationInput): Promise<ModerationResult> {
    const findings = assessEventContent(input);
    const original = await findDuplicateEvent(this.ds, {
      title: normalizeText(input.title, MODERATION_CONFIG.maxAnalysedChars),
      date: input.date,
      city: input.city ?? '',
      organizationId: input.organizationId,
      excludeId: input.id,
    });
    if (original) {
      findings.push({
        weight: MODERATION_CONFIG.weights.duplicate,
        flag: `Possible duplicate of "${original.title}" on ${original.date} (id ${original.id})`,
      });
    }
    return toResult(findings, original?.id ?? null);
  }

  async assessOrganization(input: OrganizationModerationInput): Promise<ModerationResult> {
    return toResult(assessOrganizationContent(input));
  }
}
