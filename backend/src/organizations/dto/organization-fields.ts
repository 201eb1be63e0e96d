import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsUsState, StateCode, Trim } from '../../common/dto-rules';
import { US_STATE_CODES } from '@sangam/shared';

// applyDecorators applies its list first to last, as stacked decorators run bottom to top: the
// lists are in that order, so the rules (and which message a field answers) are those of the stack.

/** An organization's city, as the public submission and the organizer sign-up take it. */
export const OrganizationCityField = () =>
  applyDecorators(
    Trim(),
    MaxLength(100, { message: 'City must be at most 100 characters' }),
    IsString({ message: 'City is required' }),
    IsNotEmpty({ message: 'City is required' }),
    ApiProperty({ example: 'Dallas', maxLength: 100 }),
  );

/** An organization's state (two letters), as the public submission and the organizer sign-up take it. */
export const OrganizationStateField = () =>
  applyDecorators(
    StateCode(),
    IsUsState({ message: 'State must be one of the 50 US state codes, e.g. TX' }),
    IsNotEmpty({ message: 'State is required' }),
    ApiProperty({ example: 'TX', enum: US_STATE_CODES }),
  );
