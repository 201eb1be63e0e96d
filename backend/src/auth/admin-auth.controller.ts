import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrorBody } from '../common/api-error';
import { AdminAuthService } from './admin-auth.service';
import { CurrentPrincipal, Roles } from './auth.decorators';
import { AdminLoginDto, AdminLoginResponse, AdminMeResponse } from './dto/admin-auth.dto';
import { KnownDevices } from './known-device';
import { TOO_MANY_ATTEMPTS } from './login-rate-limiter';
import type { Principal } from './principal';

@ApiTags('admin account')
@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly auth: AdminAuthService,
    private readonly devices: KnownDevices,
  ) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Admin sign-in (rate-limited per client address and per account and address; see docs/security.md)',
    description:
      'Sets an HttpOnly known-device cookie for this account (sign-ins from this browser are not slowed down by failures from elsewhere).',
  })
  @ApiResponse({ status: 200, type: AdminLoginResponse })
  @ApiResponse({ status: 400, type: ApiErrorBody, description: "'Username is required' / 'Password is required'" })
  @ApiResponse({ status: 401, type: ApiErrorBody, description: "'Invalid username or password'" })
  @ApiResponse({ status: 429, type: ApiErrorBody, description: `'${TOO_MANY_ATTEMPTS}'; header Retry-After` })
  async login(@Body() dto: AdminLoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AdminLoginResponse> {
    const knownDevice = this.devices.isKnown(req, 'admin', dto.username);
    const answer = await this.auth.login(dto, { ip: req.ip ?? '', knownDevice });
    this.devices.remember(req, res, 'admin', dto.username);
    return answer;
  }

  @Get('me')
  @Roles('admin')
  @ApiBearerAuth('admin')
  @ApiOperation({ summary: "The signed-in admin's profile" })
  @ApiResponse({ status: 200, type: AdminMeResponse })
  @ApiResponse({ status: 401, type: ApiErrorBody })
  @ApiResponse({ status: 403, type: ApiErrorBody, description: 'Not an admin token' })
  me(@CurrentPrincipal() p: Principal): Promise<AdminMeResponse> {
    return this.auth.profile(p.kind === 'admin' ? p.adminId : '');
  }

  @Post('logout')
  @HttpCode(204)
  @Roles('admin')
  @ApiBearerAuth('admin')
  @ApiOperation({ summary: 'Sign out everywhere: every admin token issued so far stops working' })
  @ApiResponse({ status: 204, description: 'Signed out' })
  @ApiResponse({ status: 401, type: ApiErrorBody })
  async logout(@CurrentPrincipal() p: Principal): Promise<void> {
    if (p.kind === 'admin') await this.auth.logout(p.adminId);
  }
}
