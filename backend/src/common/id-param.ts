import { Param, ParseUUIDPipe } from '@nestjs/common';
import { DomainError } from './api-error';

/** A uuid as PostgreSQL writes it (any case). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid route parameter; anything else answers 400 'Invalid id' ('Invalid <what> id' given `what`), never a database error. */
export const IdParam = (name = 'id', what?: string) =>
  Param(name, new ParseUUIDPipe({ exceptionFactory: () => new DomainError('invalid_id', { params: what ? { what } : undefined }) }));
