import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ADMIN_AUDIENCE, ORGANIZER_AUDIENCE } from './principal';

/** Issues the JWTs: HS256 only, an audience per role, 7-day expiry (the signing options: auth.module.ts). */
@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  signOrganizer(organizationId: string, email: string): string {
    return this.jwt.sign({ name: email }, { subject: organizationId, audience: ORGANIZER_AUDIENCE });
  }

  signAdmin(adminId: string, username: string): string {
    return this.jwt.sign({ name: username }, { subject: adminId, audience: ADMIN_AUDIENCE });
  }
}
