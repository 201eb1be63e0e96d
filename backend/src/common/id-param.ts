import { Param, ParseUUIDPipe } from '@nestjs/common';
import { DomainError } from './api-error';

/** A uuid route parameter; anything else answers 400 'Invalid id' (never a database error). */
export const IdParam = (name = 'id') => Param(name, new ParseUUIDPipe({ exceptionFactory: () => new DomainError('invalid_id') }));
