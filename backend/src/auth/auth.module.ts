import { Global, Inject, Module, OnModuleInit } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, AppConfig } from '../config/env';
import { RUNTIME, RuntimeContext } from '../config/runtime';
import { OrganizationsModule } from '../organizations/organizations.module';
import { AdminAuthController } from './admin-auth.controller';
import { AdminAuthService } from './admin-auth.service';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AdminUsersRepository } from './admin-users.repository';
import { AuthGuard } from './auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { KnownDevices } from './known-device';
import { LoginRateLimiter } from './login-rate-limiter';
import { OrgAuthController } from './org-auth.controller';
import { OrgAuthService } from './org-auth.service';
import { setPasswordHashConcurrency } from './password';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetRepository } from './password-reset.repository';
import { PasswordResetService } from './password-reset.service';
import { SignupAnswer } from './signup-answer';
import { TokenService } from './token.service';
import { TOKEN_ISSUER, TOKEN_TTL_SECONDS } from './principal';

/** Admins and organizers: accounts, sign-in, tokens and the global guard (see auth.decorators.ts). */
@Global()
@Module({
  imports: [
    OrganizationsModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [RUNTIME],
      useFactory: (runtime: RuntimeContext) => ({
        secret: runtime.jwtSecret,
        signOptions: { algorithm: 'HS256', issuer: TOKEN_ISSUER, expiresIn: TOKEN_TTL_SECONDS },
      }),
    }),
  ],
  controllers: [OrgAuthController, AdminAuthController, PasswordResetController],
  providers: [
    AdminUsersRepository,
    AdminBootstrapService,
    JwtStrategy,
    TokenService,
    SignupAnswer,
    LoginRateLimiter,
    KnownDevices,
    OrgAuthService,
    AdminAuthService,
    PasswordResetService,
    PasswordResetRepository,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [AdminBootstrapService, TokenService],
})
export class AuthModule implements OnModuleInit {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onModuleInit(): void {
    setPasswordHashConcurrency(this.config.PASSWORD_HASH_CONCURRENCY);
  }
}
