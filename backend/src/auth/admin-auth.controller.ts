import { Body, Controller, Get, HttpCode, Ip, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrorBody } from '../common/api-error';
import { AdminAuthService } from './admin-auth.service';
import { CurrentPrincipal, Roles } from './auth.decorators';
import { AdminLoginDto, AdminLoginResponse, AdminMeResponse } from './dto/admin-auth.dto';
import { TOO_MANY_ATTEMPTS, TooManyLoginAttempts } from './login-rate-limiter';
import type { Principal } from './principal';

@ApiTags('admin account')
@Controller('admin')
export class AdminAuthController {
  constructor(private readonly auth: AdminAuthService) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Admin sign-in (rate-limited per IP and per account)' })
  @ApiResponse({ status: 200, type: AdminLoginResponse })
  @ApiResponse({ status: 400, type: ApiErrorBody, description: "'Username is required' / 'Password is required'" })
  @ApiResponse({ status: 401, type: ApiErrorBody, description: "'Invalid username or password'" })
  @ApiResponse({ status: 429, type: ApiErrorBody, description: `'${TOO_MANY_ATTEMPTS}'; header Retry-After` })
  async login(@Body() dto: AdminLoginDto, @Ip() ip: string, @Res({ passthrough: true }) res: Response): Promise<AdminLoginResponse> {
    try {
      return await this.auth.login(dto, ip);
    } catch (e) {
      if (e instanceof TooManyLoginAttempts) res.setHeader('Retry-After', String(e.retryAfterSeconds));
      throw e;
    }
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
