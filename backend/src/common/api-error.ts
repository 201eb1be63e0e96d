import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The one JSON shape of every API error. */
export class ApiErrorBody {
  @ApiProperty({ example: 400 })
  statusCode: number;

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

/** Thrown by domain code for a client error with a specific message; the filter maps it to HTTP. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
