import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorBody } from '../common/api-error';
import { ForgotPasswordDto, MessageResponse, RESET_LINK_INVALID, ResetPasswordDto, ResetTokenDto } from './dto/password-reset.dto';
import { PasswordResetService, RESET_LINK_SENT, TOO_MANY_RESET_REQUESTS } from './password-reset.service';

/** Organizer password reset (docs/api-manage.md): request a link, check it, set a new password. */
@ApiTags('organizer account')
@Controller('org')
export class PasswordResetController {
  constructor(private readonly reset: PasswordResetService) {}

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Email a single-use link (30 minutes) to choose a new password; the same answer whether or not the account exists',
  })
  @ApiResponse({ status: 200, type: MessageResponse, description: `'${RESET_LINK_SENT}'` })
  @ApiResponse({ status: 400, type: ApiErrorBody, description: "'Please enter a valid email'" })
  @ApiResponse({ status: 429, type: ApiErrorBody, description: `'${TOO_MANY_RESET_REQUESTS}' (per email and per IP); header Retry-After` })
  forgot(@Body() dto: ForgotPasswordDto, @Ip() ip: string): Promise<MessageResponse> {
    return this.reset.request(dto.email, ip);
  }

  @Post('reset-password/check')
  @HttpCode(200)
  @ApiOperation({ summary: 'Whether a reset link can still be used' })
  @ApiResponse({ status: 200, type: MessageResponse })
  @ApiResponse({ status: 400, type: ApiErrorBody, description: `'${RESET_LINK_INVALID}'` })
  check(@Body() dto: ResetTokenDto): Promise<MessageResponse> {
    return this.reset.check(dto.token);
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: "Set a new password with a reset link's token; every existing session of the account is signed out" })
  @ApiResponse({ status: 200, type: MessageResponse })
  @ApiResponse({ status: 400, type: ApiErrorBody, description: `'${RESET_LINK_INVALID}' / 'Password must be at least 6 characters'` })
  resetPassword(@Body() dto: ResetPasswordDto): Promise<MessageResponse> {
    return this.reset.reset(dto.token, dto.password);
  }
}
