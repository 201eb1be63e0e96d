import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { RUNTIME, RuntimeContext } from '../config/runtime';
import { ADMIN_AUDIENCE, ORGANIZER_AUDIENCE, TOKEN_ISSUER, TOKEN_TTL_SECONDS } from './principal';

/** Issues the JWTs: HS256 only, an audience per role, 7-day expiry. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(RUNTIME) private readonly runtime: RuntimeContext,
  ) {}

  signOrganizer(organizationId: string, email: string): string {
    return this.sign(organizationId, ORGANIZER_AUDIENCE, email);
  }

  signAdmin(adminId: string, username: string): string {
    return this.sign(adminId, ADMIN_AUDIENCE, username);
  }

  private sign(sub: string, aud: string, name: string): string {
    return this.jwt.sign(
      { name },
      {
        subject: sub,
        audience: aud,
        issuer: TOKEN_ISSUER,
        expiresIn: TOKEN_TTL_SECONDS,
        algorithm: 'HS256',
        secret: this.runtime.jwtSecret,
      },
    );
  }
}
