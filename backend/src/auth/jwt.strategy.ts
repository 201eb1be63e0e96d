import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { DataSource } from 'typeorm';
import { RUNTIME, RuntimeContext } from '../config/runtime';
import { Organization } from '../organizations/organization.entity';
import { AdminUser } from './admin-user.entity';
import { ADMIN_AUDIENCE, ORGANIZER_AUDIENCE, Principal, TOKEN_ISSUER, TokenPayload } from './principal';

/**
 * Verifies bearer tokens (HS256 pinned, issuer and audience checked, expiry and nbf enforced)
 * and resolves them to a Principal. The account must still exist, and tokens issued before its
 * tokensValidAfter (logout, password change) are refused.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(RUNTIME) runtime: RuntimeContext,
    private readonly ds: DataSource,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: runtime.jwtSecret,
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: [ORGANIZER_AUDIENCE, ADMIN_AUDIENCE],
      ignoreExpiration: false,
    });
  }

  async validate(payload: TokenPayload): Promise<Principal | false> {
    const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (aud.length !== 1 || typeof payload.sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(payload.sub)) return false;
    const issuedAtMs = (payload.iat ?? 0) * 1000;
    if (aud[0] === ORGANIZER_AUDIENCE) {
      const org = await this.ds.getRepository(Organization).findOne({
        where: { id: payload.sub, isRegistered: true },
        select: { id: true, contactEmail: true, tokensValidAfter: true },
      });
      if (!org || isRevoked(issuedAtMs, org.tokensValidAfter)) return false;
      return { kind: 'organizer', organizationId: org.id, email: org.contactEmail ?? '' };
    }
    if (aud[0] === ADMIN_AUDIENCE) {
      const admin = await this.ds.getRepository(AdminUser).findOne({
        where: { id: payload.sub },
        select: { id: true, username: true, tokensValidAfter: true },
      });
      if (!admin || isRevoked(issuedAtMs, admin.tokensValidAfter)) return false;
      return { kind: 'admin', adminId: admin.id, username: admin.username };
    }
    return false;
  }
}

/** iat has one-second resolution: a token from the same second as the revocation is refused too. */
function isRevoked(issuedAtMs: number, validAfter: Date | null | undefined): boolean {
  return !!validAfter && issuedAtMs < Math.floor(validAfter.getTime() / 1000) * 1000 + 1000;
}
