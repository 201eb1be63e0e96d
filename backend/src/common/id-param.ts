import { BadRequestException, Param, ParseUUIDPipe } from '@nestjs/common';

/** A uuid route parameter; anything else answers 400 'Invalid id' (never a database error). */
export const IdParam = (name = 'id') => Param(name, new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('Invalid id') }));
