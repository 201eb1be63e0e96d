import { ExecutionContext, Injectable } from '@nestjs/common';
import { DomainError } from '../common/api-error';
import { Reflector } from '@nestjs/core';
import { isDatabaseTrouble } from '../common/all-exceptions.filter';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import { OPEN_TO_REJECTED_KEY, Role, ROLES_KEY } from './auth.decorators';
import { organizerAccounts, writeRefusal } from './organizer-account';
import { Principal } from './principal';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Registered once as APP_GUARD. Resolves the bearer token on every /api route:
 * - @Roles(...) routes: missing or invalid token → 401; wrong role → 403;
 * - other routes: a valid token sets the principal; a missing or invalid one means anonymous
 *   (the admin console sends its token everywhere; an expired one must not break public pages);
 * - a rejected organization's token only reads: its writes on @Roles routes answer 403 with the
 *   reason, except sign-out and re-applying (@OpenToRejectedOrganizer); so does one that re-applied,
 *   until an admin approves it (writeRefusal).
 */
@Injectable()
export class AuthGuard extends PassportAuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [ctx.getHandler(), ctx.getClass()]);
    const req = ctx.switchToHttp().getRequest<{ method: string; headers: Record<string, string | undefined>; user?: Principal | null }>();
    const hasToken = /^Bearer\s+\S+/i.test(req.headers.authorization ?? '');
    if (!hasToken) {
      if (roles?.length) throw new DomainError('authentication_required');
      req.user = null;
      return true;
    }
    try {
      await super.canActivate(ctx);
    } catch (e) {
      // The database being unreachable or overloaded while loading the account is a 503, not a bad token.
      if (isDatabaseTrouble(e)) throw e;
      if (roles?.length) throw new DomainError('invalid_token');
      req.user = null;
      return true;
    }
    const principal = req.user as Principal;
    if (roles?.length && !roles.includes(principal.kind)) {
      throw new DomainError(roles.includes('admin') && roles.length === 1 ? 'admin_required' : 'forbidden');
    }
    // Only organizer principals have an account remembered (jwt.strategy.ts).
    const account = roles?.length && !READS.has(req.method) ? organizerAccounts.get(principal) : undefined;
    const refusal = account && writeRefusal(account);
    if (refusal && !this.reflector.getAllAndOverride<boolean>(OPEN_TO_REJECTED_KEY, [ctx.getHandler(), ctx.getClass()])) throw refusal;
    return true;
  }

  handleRequest<T>(err: unknown, user: T): T {
    if (err && isDatabaseTrouble(err)) throw err;
    if (err || !user) throw new DomainError('invalid_token');
    return user;
  }
}
