import { apiErrorMessage } from '@sangam/shared';
import { ApiProperty, IntersectionType, PickType } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { EmailRule } from '../../common/dto-rules';
import { OrgSignupDto } from './org-auth.dto';

export const RESET_LINK_INVALID = apiErrorMessage('reset_link_invalid');
/** A malformed token is an invalid link (the validation pipe answers this code). */
const LINK_CODE = { code: 'reset_link_invalid' };

/** POST /api/org/forgot-password */
export class ForgotPasswordDto {
  @ApiProperty({ example: 'events@dallastamilsangam.org' })
  @EmailRule()
  email: string;
}

/** The token of a reset link (the `token` query parameter of /org/reset-password). */
export class ResetTokenDto {
  @ApiProperty({ description: 'The token from the emailed link', example: 'hV3q…' })
  @IsString({ message: RESET_LINK_INVALID, context: LINK_CODE })
  @Matches(/^[A-Za-z0-9_-]{20,200}$/, { message: RESET_LINK_INVALID, context: LINK_CODE })
  token: string;
}

/** POST /api/org/reset-password: the link's token and a new password (the sign-up's rules). */
export class ResetPasswordDto extends IntersectionType(PickType(OrgSignupDto, ['password'] as const), ResetTokenDto) {}

export class MessageResponse {
  @ApiProperty({ example: 'Your password has been changed. Please log in with your new password.' })
  message: string;
}
