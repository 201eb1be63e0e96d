import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { isDatabaseTrouble } from '../common/all-exceptions.filter';
import { CONFIRMED_BY_WRITE_KEY, OPEN_TO_REJECTED_KEY, Role, ROLES_KEY } from './auth.decorators';
import { notApprovedMessage, organizerAccountOf } from './organizer-account';
import { Principal } from './principal';
import { TokenCheck } from './token-check';

export { notApprovedMessage };
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** `Authorization: Bearer <token>` (the scheme in any case): the token. */
const BEARER = /^Bearer\s+(\S+)/i;

/**
 * Registered once as APP_GUARD. Resolves the bearer token on every /api route (TokenCheck):
 * - @Roles(...) routes: missing or invalid token → 401; wrong role → 403;
 * - other routes: a valid token sets the principal; a missing or invalid one means anonymous
 *   (the admin console sends its token everywhere; an expired one must not break public pages);
 * - a rejected organization's token only reads: its writes on @Roles routes answer 403 with the
 *   reason, except sign-out and re-applying (@OpenToRejectedOrganizer);
 * - the database being unreachable or overloaded while loading the account is a 503, not a bad token.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenCheck,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const targets = [ctx.getHandler(), ctx.getClass()];
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    const req = ctx.switchToHttp().getRequest<{ method: string; headers: Record<string, string | undefined>; user?: Principal | null }>();
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    if (!token) {
      if (roles?.length) throw new UnauthorizedException('Authentication required');
      req.user = null;
      return true;
    }
    const principal = await this.principalOf(token, this.reflector.getAllAndOverride<boolean>(CONFIRMED_BY_WRITE_KEY, targets) === true);
    req.user = principal;
    if (!principal) {
      if (roles?.length) throw new UnauthorizedException('Invalid or expired token');
      return true;
    }
    if (roles?.length && !roles.includes(principal.kind)) {
      throw new ForbiddenException(roles.includes('admin') && roles.length === 1 ? 'Admin access required' : 'Not allowed');
    }
    const rejection = principal.kind === 'organizer' ? organizerAccountOf(principal)?.rejectionReason : null;
    if (rejection && roles?.length && !READS.has(req.method)) {
      if (!this.reflector.getAllAndOverride<boolean>(OPEN_TO_REJECTED_KEY, targets)) {
        throw new ForbiddenException(notApprovedMessage(rejection));
      }
    }
    return true;
  }

  /** The token's principal; null for a bad token or any failure other than database trouble (thrown: a 503). */
  private async principalOf(token: string, confirmedByWrite: boolean): Promise<Principal | null> {
    try {
      return await this.tokens.principalOf(token, confirmedByWrite);
    } catch (e) {
      if (isDatabaseTrouble(e)) throw e;
      return null;
    }
  }
}
