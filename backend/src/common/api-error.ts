import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { API_ERROR_CODES, apiErrorMessage, apiErrorStatus } from '@sangam/shared';
import type { ApiErrorCode, ApiErrorParams } from '@sangam/shared';

/** The one JSON shape of every API error. */
export class ApiErrorBody {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({
    description: 'What went wrong, for programs: clients switch on it, never on the text (shared/src/error-codes.ts)',
    enum: API_ERROR_CODES,
    enumName: 'ApiErrorCode',
    example: 'validation_failed',
  })
  code: ApiErrorCode;

  @ApiProperty({ description: "Human-readable message (the specification's text where it gives one)", example: 'Title is required' })
  error: string;

  @ApiProperty({ description: 'Same text as error (kept for clients that read message)', example: 'Title is required' })
  message: string;

  @ApiPropertyOptional({
    description: 'Validation messages by field',
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { title: 'Title is required' },
  })
  fields?: Record<string, string>;

  @ApiPropertyOptional({ description: 'Correlation id of a server error, also in the log', example: 'f3b1…' })
  correlationId?: string;
}

/** The body of an error: its code's status, and its message (the code's own text unless given). */
export function errorBody(code: ApiErrorCode, message = apiErrorMessage(code), fields?: Record<string, string>): ApiErrorBody {
  return { statusCode: apiErrorStatus(code), code, error: message, message, ...(fields ? { fields } : {}) };
}

/** How a DomainError is written: the code's values, the fields at fault (or the one field its message is about). */
type DomainErrorOptions<C extends ApiErrorCode> = {
  fields?: Record<string, string>;
  /** The field the message is about: `fields` becomes `{ [on]: message }`. */
  on?: string;
  retryAfterSeconds?: number;
} & (undefined extends ApiErrorParams<C> ? { params?: ApiErrorParams<C> } : { params: ApiErrorParams<C> });

type OptionsArg<C extends ApiErrorCode> =
  undefined extends ApiErrorParams<C> ? [options?: DomainErrorOptions<C>] : [options: DomainErrorOptions<C>];

/**
 * Thrown for a client error (or a refusal for lack of capacity) by its code; the status and the message come from
 * the code's row in @sangam/shared's API_ERRORS, and the filter answers it.
 */
export class DomainError<C extends ApiErrorCode = ApiErrorCode> extends Error {
  readonly status: number;
  readonly fields?: Record<string, string>;
  /** When the client may try again (the Retry-After header). */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: C,
    ...[options]: OptionsArg<C>
  ) {
    const message = apiErrorMessage(code, options?.params);
    super(message);
    this.status = apiErrorStatus(code);
    this.fields = options?.on ? { [options.on]: message } : options?.fields;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  /** A field's rule failed: 400 validation_failed with the field's message. */
  static invalid(field: string, message: string): DomainError<'validation_failed'> {
    return new DomainError('validation_failed', { params: { message }, on: field });
  }
}

/** Throws DomainError.invalid; as a function returning never it also ends an expression (`return x ?? invalidInput(…)`). */
export function invalidInput(field: string, message: string): never {
  throw DomainError.invalid(field, message);
}
