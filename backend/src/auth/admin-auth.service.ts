import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/api-error';
import { AdminUsersRepository } from './admin-users.repository';
import { AdminLoginDto, AdminLoginResponse, AdminMeResponse } from './dto/admin-auth.dto';
import { LoginClient, LoginRateLimiter } from './login-rate-limiter';
import { TokenService } from './token.service';

/** Admin sign-in, profile and sign-out (accounts come from AdminBootstrapService). */
@Injectable()
export class AdminAuthService {
  constructor(
    private readonly admins: AdminUsersRepository,
    private readonly tokens: TokenService,
    private readonly limiter: LoginRateLimiter,
  ) {}

  /** A disabled admin (no longer configured, admin-bootstrap.service.ts) signs in like an unknown one. */
  async login(dto: AdminLoginDto, client: LoginClient): Promise<AdminLoginResponse> {
    const admin = await this.limiter.signIn('admin', client, dto.username, dto.password, () => this.admins.findForLogin(dto.username));
    if (!admin) throw new DomainError('invalid_admin_login');
    return {
      token: this.tokens.signAdmin(admin.id, admin.username),
      admin: { id: admin.id, username: admin.username, email: admin.email },
    };
  }

  async profile(adminId: string): Promise<AdminMeResponse> {
    const a = await this.admins.findById(adminId);
    if (!a) throw new DomainError('admin_not_found');
    return { id: a.id, username: a.username, email: a.email, createdAt: a.createdAt };
  }

  async logout(adminId: string): Promise<void> {
    await this.admins.update(adminId, { tokensValidAfter: new Date() });
  }
}
