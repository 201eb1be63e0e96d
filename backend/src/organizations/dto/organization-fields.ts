import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsHttpUrl, IsUsPhone, IsUsState, RequiredText, StateCode, TrimToNull, WebAddressToNull } from '../../common/dto-rules';
import { US_STATE_CODES } from '@sangam/shared';

// applyDecorators applies its list first to last, as stacked decorators run bottom to top: the
// lists are in that order, so the rules (and which message a field answers) are those of the stack.

/** An organization's city, as the public submission and the organizer sign-up take it. */
export const OrganizationCityField = () => applyDecorators(RequiredText('City', 100), ApiProperty({ example: 'Dallas', maxLength: 100 }));

/** An organization's state (two letters), as the public submission and the organizer sign-up take it. */
export const OrganizationStateField = () =>
  applyDecorators(
    StateCode(),
    IsUsState({ message: 'State must be one of the 50 US state codes, e.g. TX' }),
    IsNotEmpty({ message: 'State is required' }),
    ApiProperty({ example: 'TX', enum: US_STATE_CODES }),
  );

/** An organization's description, as the public submission and the organizer sign-up take it. */
export const OrganizationDescriptionField = (example?: string) =>
  applyDecorators(
    TrimToNull(),
    MaxLength(5000, { message: 'Description must be at most 5000 characters' }),
    IsString({ message: 'Description must be text' }),
    IsOptional(),
    ApiPropertyOptional({ example, maxLength: 5000, nullable: true, type: String }),
  );

/** An organization's phone, as the public submission and the organizer sign-up take it. */
export const OrganizationPhoneField = () =>
  applyDecorators(
    TrimToNull(),
    IsUsPhone({ message: 'Please enter a valid US phone number' }),
    IsOptional(),
    ApiPropertyOptional({ example: '(214) 555-0100', description: 'A US phone number', nullable: true, type: String }),
  );

/** An organization's website or events page ('Website', 'Events page'), as the public submission and the organizer sign-up take it. */
export const OrganizationWebAddressField = (label: string, example: string) =>
  applyDecorators(
    WebAddressToNull(),
    MaxLength(500, { message: `${label} must be at most 500 characters` }),
    IsHttpUrl({ message: `${label} must be a web address starting with http:// or https://` }),
    IsOptional(),
    ApiPropertyOptional({ example, nullable: true, type: String, maxLength: 500 }),
  );
