import { applyDecorators, SetMetadata, Type } from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import { ApiErrorBody } from '../common/api-error';
import { IDEMPOTENCY_KEY_HEADER, KEY_REUSED } from './idempotency-request';
import { KEY_TTL_HOURS } from './idempotency-keys.repository';

export const IDEMPOTENT = 'sangam:idempotent';

/**
 * How a route whose answer carries a secret (a sign-up's token) keeps it out of the key's record: what is
 * recorded instead, and the answer a replay gets from that (e.g. a token issued now). A provider.
 */
export interface RecordedAnswerOf<Answer = unknown, Recorded = unknown> {
  record(answer: Answer): Recorded;
  replay(recorded: Recorded): Answer | Promise<Answer>;
}

/**
 * Marks a creating POST as accepting an Idempotency-Key header (IdempotencyInterceptor does the work):
 * a retry with the same key and body within 24 hours gets the first answer, without a second write.
 */
export const Idempotent = (answer?: Type<RecordedAnswerOf>) =>
  applyDecorators(
    SetMetadata(IDEMPOTENT, answer ?? true),
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      description:
        `A unique key per submission (e.g. a UUID), the same on every retry of it. Within ${KEY_TTL_HOURS} hours, a repeat with the ` +
        "same key and body answers the first request's status and body (header Idempotent-Replayed: true) without writing again; " +
        'the same key with another body is 422; while the first request is still running, a repeat waits for it (up to 5 s, then 409).',
      schema: { type: 'string', maxLength: 255 },
    }),
    ApiResponse({ status: 422, type: ApiErrorBody, description: `'${KEY_REUSED}'` }),
  );
