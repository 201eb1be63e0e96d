import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DuplicateQueryInput, duplicateFlag, duplicateSearch, findDuplicateEvent } from './duplicate-finder';
import { assessEventContent, assessOrganizationContent, toResult } from './moderation.assess';
import { MODERATION_CONFIG } from './moderation.config';
import { EventModerationInput, ModerationResult, OrganizationModerationInput } from './moderation.types';
import { normalizeText } from './text-normalize';

/** Stands for the duplicate's flag in PreparedEventAssessment.withDuplicate (no rule writes a control character). */
export const DUPLICATE_FLAG_SLOT = '\u0001duplicate';

export interface PreparedEventAssessment {
  withoutDuplicate: ModerationResult;
  /** Score and flags when a duplicate is found; its flag is DUPLICATE_FLAG_SLOT. */
  withDuplicate: ModerationResult;
  duplicate: DuplicateQueryInput | null;
}

/** What the duplicate check compares of an event: its normalised title, date, city and organization. */
function duplicateInputOf(input: EventModerationInput): DuplicateQueryInput {
  return {
    title: normalizeText(input.title, MODERATION_CONFIG.maxAnalysedChars),
    date: input.date,
    city: input.city ?? '',
    organizationId: input.organizationId,
    excludeId: input.id,
  };
}

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
    const original = await findDuplicateEvent(this.ds, duplicateInputOf(input));
    if (original) findings.push({ weight: MODERATION_CONFIG.weights.duplicate, flag: duplicateFlag(original) });
    return toResult(findings, original?.id ?? null);
  }

  /**
   * assessEvent in two halves, for a statement that looks for the duplicate and inserts the event
   * at once (EventsService.create): the content rules' result without a duplicate and with one
   * (its flag is DUPLICATE_FLAG_SLOT, in the place the flag takes, for the statement to fill in with
   * duplicateFlagSql), and the duplicate query's input (null: the event cannot have a duplicate).
   */
  prepareEventAssessment(input: EventModerationInput): PreparedEventAssessment {
    const findings = assessEventContent(input);
    return {
      withoutDuplicate: toResult(findings, null),
      withDuplicate: toResult([...findings, { weight: MODERATION_CONFIG.weights.duplicate, flag: DUPLICATE_FLAG_SLOT }]),
      duplicate: duplicateSearch(duplicateInputOf(input)),
    };
  }

  async assessOrganization(input: OrganizationModerationInput): Promise<ModerationResult> {
    return toResult(assessOrganizationContent(input));
  }
}
