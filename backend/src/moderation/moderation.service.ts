import { Injectable } from '@nestjs/common';
import { EventModerationInput, ModerationResult, OrganizationModerationInput } from './moderation.types';

/**
 * Scores every organization and event as it arrives and explains the score (issue 6 fills in the
 * signals). Callers store `score` in moderationScore and `flags` in moderationFlags.
 */
@Injectable()
export class ModerationService {
  async assessEvent(_input: EventModerationInput): Promise<ModerationResult> {
    return { score: 0, flags: [], duplicateOfId: null };
  }

  async assessOrganization(_input: OrganizationModerationInput): Promise<ModerationResult> {
    return { score: 0, flags: [] };
  }
}
