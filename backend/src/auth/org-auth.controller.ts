import { Body, Controller, Get, HttpCode, Ip, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrorBody } from '../common/api-error';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { CurrentPrincipal, Roles } from './auth.decorators';
import { OrgLoginDto, OrgProfileResponse, OrgSignupDto, TokenResponse } from './dto/org-auth.dto';
import { TOO_MANY_ATTEMPTS, TooManyLoginAttempts } from './login-rate-limiter';
import { OrgAuthService } from './org-auth.service';
import type { Principal } from './principal';

@ApiTags('organizer account')
@Controller('org')
export class OrgAuthController {
  constructor(private readonly auth: OrgAuthService) {}

  @Post('signup')
  @Idempotent()
  @ApiOperation({ summary: 'Create an organizer account (a registered organization awaiting admin approval)' })
  @ApiResponse({ status: 201, type: TokenResponse })
  @ApiResponse({ status: 400, type: ApiErrorBody, description: "Validation, e.g. 'Organizer name is required'" })
  @ApiResponse({ status: 409, type: ApiErrorBody, description: "'Organization with this email already exists'" })
  signup(@Body() dto: OrgSignupDto): Promise<TokenResponse> {
    return this.auth.signup(dto);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Organizer sign-in (rate-limited per IP and per account)' })
  @ApiResponse({ status: 200, type: TokenResponse })
  @ApiResponse({ status: 401, type: ApiErrorBody, description: "'Invalid email or password' (unknown email and wrong password alike)" })
  @ApiResponse({ status: 429, type: ApiErrorBody, description: `'${TOO_MANY_ATTEMPTS}'; header Retry-After` })
  async login(@Body() dto: OrgLoginDto, @Ip() ip: string, @Res({ passthrough: true }) res: Response): Promise<TokenResponse> {
    try {
      return await this.auth.login(dto, ip);
    } catch (e) {
      if (e instanceof TooManyLoginAttempts) res.setHeader('Retry-After', String(e.retryAfterSeconds));
      throw e;
    }
  }

  @Get('me')
  @Roles('organizer')
  @ApiBearerAuth('organizer')
  @ApiOperation({ summary: "The signed-in organizer's organization" })
  @ApiResponse({ status: 200, type: OrgProfileResponse })
  @ApiResponse({ status: 401, type: ApiErrorBody })
  @ApiResponse({ status: 403, type: ApiErrorBody, description: 'Not an organizer token' })
  me(@CurrentPrincipal() p: Principal): Promise<OrgProfileResponse> {
    return this.auth.profile(p.kind === 'organizer' ? p.organizationId : '');
  }

  @Post('logout')
  @HttpCode(204)
  @Roles('organizer')
  @ApiBearerAuth('organizer')
  @ApiOperation({ summary: 'Sign out everywhere: every token issued so far stops working' })
  @ApiResponse({ status: 204, description: 'Signed out' })
  @ApiResponse({ status: 401, type: ApiErrorBody })
  async logout(@CurrentPrincipal() p: Principal): Promise<void> {
    if (p.kind === 'organizer') await this.auth.logout(p.organizationId);
  }
}
