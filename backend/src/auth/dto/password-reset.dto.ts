import { apiErrorMessage } from '@sangam/shared';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { EmailRule } from '../../common/dto-rules';
import { PASSWORD_MAX, PASSWORD_MIN } from './org-auth.dto';

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

/** POST /api/org/reset-password */
export class ResetPasswordDto extends ResetTokenDto {
  @ApiProperty({ example: 'a-new-long-secret', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
  @IsString({ message: 'Password must be at least 6 characters' })
  @MinLength(PASSWORD_MIN, { message: 'Password must be at least 6 characters' })
  @MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` })
  password: string;
}

export class MessageResponse {
  @ApiProperty({ example: 'Your password has been changed. Please log in with your new password.' })
  message: string;
}
