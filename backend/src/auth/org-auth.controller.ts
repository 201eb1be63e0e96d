import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrorBody } from '../common/api-error';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { CurrentPrincipal, OpenToRejectedOrganizer, Roles } from './auth.decorators';
import { OrgLoginDto, OrgProfileResponse, OrgSignupDto, TokenResponse } from './dto/org-auth.dto';
import { KnownDevices } from './known-device';
import { TOO_MANY_ATTEMPTS } from './login-rate-limiter';
import { OrgAuthService } from './org-auth.service';
import type { Principal } from './principal';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { SignupAnswer } from './signup-answer';

@ApiTags('organizer account')
@Controller('org')
export class OrgAuthController {
  constructor(
    private readonly auth: OrgAuthService,
    private readonly devices: KnownDevices,
  ) {}

  @Post('signup')
  @Idempotent(SignupAnswer)
  @RateLimit('signup')
  @ApiOperation({ summary: 'Create an organizer account (a registered organization awaiting admin approval)' })
  @ApiResponse({ status: 201, type: TokenResponse })
  @ApiResponse({ status: 400, type: ApiErrorBody, description: "Validation, e.g. 'Organizer name is required'" })
  @ApiResponse({ status: 409, type: ApiErrorBody, description: "'Organization with this email already exists'" })
  signup(@Body() dto: OrgSignupDto): Promise<TokenResponse> {
    return this.auth.signup(dto);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Organizer sign-in (rate-limited per client address and per account and address; see docs/security.md)',
    description:
      'Sets an HttpOnly known-device cookie for this account: a later sign-in from this browser is not slowed down by failures from elsewhere. A rejected organization signs in too; its token only reads (writes answer 403 with the reason) until it re-applies.',
  })
  @ApiResponse({ status: 200, type: TokenResponse })
  @ApiResponse({ status: 401, type: ApiErrorBody, description: "'Invalid email or password' (unknown email and wrong password alike)" })
  @ApiResponse({ status: 429, type: ApiErrorBody, description: `'${TOO_MANY_ATTEMPTS}'; header Retry-After` })
  async login(@Body() dto: OrgLoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<TokenResponse> {
    const knownDevice = this.devices.isKnown(req, 'organizer', dto.email);
    const answer = await this.auth.login(dto, { ip: req.ip ?? '', knownDevice });
    this.devices.remember(req, res, 'organizer', dto.email);
    return answer;
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

  @Post('reapply')
  @HttpCode(200)
  @Roles('organizer')
  @OpenToRejectedOrganizer()
  @ApiBearerAuth('organizer')
  @ApiOperation({
    summary: 'Re-apply after a rejection: the organization goes back to the pending queue (reason cleared, moderation runs again)',
  })
  @ApiResponse({ status: 200, type: OrgProfileResponse })
  @ApiResponse({ status: 401, type: ApiErrorBody })
  @ApiResponse({ status: 403, type: ApiErrorBody, description: 'Not an organizer token' })
  @ApiResponse({ status: 409, type: ApiErrorBody, description: "'Only an organization that was not approved can re-apply'" })
  reapply(@CurrentPrincipal() p: Principal): Promise<OrgProfileResponse> {
    return this.auth.reapply(p.kind === 'organizer' ? p.organizationId : '');
  }

  @Post('logout')
  @HttpCode(204)
  @Roles('organizer')
  @OpenToRejectedOrganizer()
  @ApiBearerAuth('organizer')
  @ApiOperation({ summary: 'Sign out everywhere: every token issued so far stops working' })
  @ApiResponse({ status: 204, description: 'Signed out' })
  @ApiResponse({ status: 401, type: ApiErrorBody })
  async logout(@CurrentPrincipal() p: Principal): Promise<void> {
    if (p.kind === 'organizer') await this.auth.logout(p.organizationId);
  }
}
