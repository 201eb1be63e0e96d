import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { createSecretKey } from 'node:crypto';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { UUID } from '../common/id-param';
import { RUNTIME, RuntimeContext } from '../config/runtime';
import { OrganizationsService } from '../organizations/organizations.service';
import { AdminUsersRepository } from './admin-users.repository';
import { isRevoked, organizerAccounts } from './organizer-account';
import { ADMIN_AUDIENCE, ORGANIZER_AUDIENCE, Principal, TOKEN_ISSUER, TokenPayload } from './principal';

/**
 * Verifies bearer tokens (HS256 pinned, issuer and audience checked, expiry and nbf enforced)
 * and resolves them to a Principal. The account must still exist, and tokens issued before its
 * tokensValidAfter (logout, password change) are refused, and so are a disabled admin's.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(RUNTIME) runtime: RuntimeContext,
    private readonly admins: AdminUsersRepository,
    private readonly organizers: OrganizationsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject made once: given the string, jsonwebtoken would first try (and fail) to parse it
      // as a public key and then build a secret key, on every request (~0.5 ms of CPU each).
      // (passport-jwt hands it to jsonwebtoken as is; its typings only list string | Buffer.)
      secretOrKey: createSecretKey(Buffer.from(runtime.jwtSecret, 'utf8')) as unknown as Buffer,
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: [ORGANIZER_AUDIENCE, ADMIN_AUDIENCE],
      ignoreExpiration: false,
    });
  }

  async validate(payload: TokenPayload): Promise<Principal | false> {
    const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (aud.length !== 1 || typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return false;
    const issuedAtMs = (payload.iat ?? 0) * 1000;
    if (aud[0] === ORGANIZER_AUDIENCE) {
      const org = await this.organizers.findForToken(payload.sub);
      if (!org || isRevoked(issuedAtMs, org.tokensValidAfter)) return false;
      const principal: Principal = { kind: 'organizer', organizationId: org.id, email: org.contactEmail ?? '' };
      organizerAccounts.set(principal, org);
      return principal;
    }
    if (aud[0] === ADMIN_AUDIENCE) {
      const admin = await this.admins.findForToken(payload.sub);
      if (!admin || isRevoked(issuedAtMs, admin.tokensValidAfter)) return false;
      return { kind: 'admin', adminId: admin.id, username: admin.username };
    }
    return false;
  }
}
