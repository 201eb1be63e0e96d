import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createSecretKey, KeyObject } from 'node:crypto';
import { RUNTIME, RuntimeContext } from '../config/runtime';
import { OrganizerAccountsService } from '../organizations/organizer-accounts.service';
import { AdminUsersRepository } from './admin-users.repository';
import { isRevoked, keepRecentAccount, recentAccount, rememberOrganizerAccount } from './organizer-account';
import { ADMIN_AUDIENCE, ORGANIZER_AUDIENCE, Principal, TOKEN_ISSUER, TokenPayload } from './principal';

/** At most this many verified tokens are remembered (the oldest go first). */
export const VERIFIED_TOKENS_MAX = 1_000;

/**
 * Tokens whose signature and claims were verified, with their payload, until they expire: an organizer's
 * requests verify the token once, not each time (the HMAC, decoding and claim checks were ~5% of a create's CPU).
 * Keyed by the whole token, signature included, so only a token that passed verification is ever found here.
 */
export class VerifiedTokens {
  private readonly byToken = new Map<string, TokenPayload>();

  constructor(private readonly max = VERIFIED_TOKENS_MAX) {}

  /** The payload of `token` if it was verified and has not expired since (as jsonwebtoken decides expiry). */
  get(token: string, nowMs = Date.now()): TokenPayload | undefined {
    const payload = this.byToken.get(token);
    if (payload && Math.floor(nowMs / 1000) >= payload.exp) {
      this.byToken.delete(token);
      return undefined;
    }
    return payload;
  }

  /** Keeps a token just verified (one without an expiry is not kept: it is verified each time). */
  keep(token: string, payload: TokenPayload): void {
    if (typeof payload.exp !== 'number') return;
    if (this.byToken.size >= this.max) this.byToken.delete(this.byToken.keys().next().value!);
    this.byToken.set(token, payload);
  }
}

/**
 * Resolves a bearer token to a Principal: HS256 pinned, issuer and audience checked, expiry and nbf enforced
 * (jsonwebtoken, through @nestjs/jwt). The account must still exist, and tokens issued before its
 * tokensValidAfter (logout, password change) are refused, and so are a disabled admin's. On a route whose write
 * confirms the organization in its own statement (@AccountConfirmedByWrite), an account read in the last seconds
 * stands in for the read when it lets the request through (organizer-account.ts).
 */
@Injectable()
export class TokenCheck {
  /** A KeyObject made once: given the string, jsonwebtoken would build one on every verification. */
  private readonly key: KeyObject;
  private readonly verified = new VerifiedTokens();

  constructor(
    @Inject(RUNTIME) runtime: RuntimeContext,
    private readonly jwt: JwtService,
    private readonly admins: AdminUsersRepository,
    private readonly organizers: OrganizerAccountsService,
  ) {
    this.key = createSecretKey(Buffer.from(runtime.jwtSecret, 'utf8'));
  }

  /** The payload of a valid token; throws (jsonwebtoken's error) for any other. */
  verify(token: string): TokenPayload {
    const known = this.verified.get(token);
    if (known) return known;
    const payload = this.jwt.verify<TokenPayload>(token, {
      // jsonwebtoken takes a KeyObject; @nestjs/jwt's typings only list string | Buffer.
      secret: this.key as unknown as Buffer,
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: [ORGANIZER_AUDIENCE, ADMIN_AUDIENCE],
    });
    this.verified.keep(token, payload);
    return payload;
  }

  /**
   * The caller a token names, or null when the token is invalid, expired or revoked, or its account is gone.
   * `confirmedByWrite`: the route's write confirms the organization (a recent read may stand in). Database trouble is thrown.
   */
  async principalOf(token: string, confirmedByWrite: boolean): Promise<Principal | null> {
    let payload: TokenPayload;
    try {
      payload = this.verify(token);
    } catch {
      return null;
    }
    const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (aud.length !== 1 || typeof payload.sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(payload.sub)) return null;
    const issuedAtMs = (payload.iat ?? 0) * 1000;
    if (aud[0] === ORGANIZER_AUDIENCE) {
      const recent = confirmedByWrite ? recentAccount(payload.sub) : undefined;
      // Only an account that lets the write through stands in for a read; any other answer is read afresh.
      if (recent && !recent.rejectionReason && !isRevoked(issuedAtMs, recent.tokensValidAfter)) {
        const { tokensValidAfter: _confirmed, ...account } = recent;
        const principal: Principal = { kind: 'organizer', organizationId: recent.id, email: recent.contactEmail ?? '' };
        rememberOrganizerAccount(principal, account, { account: recent, issuedAtMs });
        return principal;
      }
      const org = await this.organizers.findForToken(payload.sub);
      if (!org || isRevoked(issuedAtMs, org.tokensValidAfter)) return null;
      keepRecentAccount(org);
      const { tokensValidAfter: _checked, ...account } = org;
      const principal: Principal = { kind: 'organizer', organizationId: org.id, email: org.contactEmail ?? '' };
      rememberOrganizerAccount(principal, account);
      return principal;
    }
    if (aud[0] === ADMIN_AUDIENCE) {
      const admin = await this.admins.findForToken(payload.sub);
      if (!admin || isRevoked(issuedAtMs, admin.tokensValidAfter)) return null;
      return { kind: 'admin', adminId: admin.id, username: admin.username };
    }
    return null;
  }
}
