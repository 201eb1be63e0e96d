import { ExecutionContext, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from './auth.guard';
import { ROLES_KEY } from './auth.decorators';
import { Principal, TokenPayload } from './principal';
import { TokenCheck, VerifiedTokens } from './token-check';

/** A request to a handler with the given @Roles, carrying `authorization`. */
function contextFor(roles: string[] | undefined, authorization?: string) {
  const handler = () => undefined;
  if (roles) Reflect.defineMetadata(ROLES_KEY, roles, handler);
  const req: { method: string; headers: Record<string, string | undefined>; user?: Principal | null } = {
    method: 'POST',
    headers: { authorization },
  };
  const ctx = {
    getHandler: () => handler,
    getClass: () => class {},
    switchToHttp: () => ({ getRequest: () => req }),
  } as unknown as ExecutionContext;
  return { ctx, req };
}

const guardWith = (principalOf: TokenCheck['principalOf']) => new AuthGuard(new Reflector(), { principalOf } as TokenCheck);

describe('AuthGuard', () => {
  it('passes database trouble on (answered 503 by the error filter) instead of calling the token invalid', async () => {
    const overloaded = Object.assign(new Error('query failed'), {
      driverError: Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    });
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const tooMany = Object.assign(new Error('sorry, too many clients already'), { code: '53300' });
    for (const e of [overloaded, unreachable, tooMany]) {
      const guard = guardWith(() => Promise.reject(e));
      await expect(guard.canActivate(contextFor(['admin'], 'Bearer x.y.z').ctx)).rejects.toBe(e);
      await expect(guard.canActivate(contextFor(undefined, 'Bearer x.y.z').ctx)).rejects.toBe(e);
    }
  });

  it('answers 401 for a bad token on a guarded route, anonymous on a public one, and sets the principal of a good one', async () => {
    const bad = guardWith(() => Promise.reject(new Error('jwt malformed')));
    await expect(bad.canActivate(contextFor(['admin'], 'Bearer x.y.z').ctx)).rejects.toThrow(UnauthorizedException);
    const invalid = guardWith(() => Promise.resolve(null));
    await expect(invalid.canActivate(contextFor(['organizer'], 'Bearer x.y.z').ctx)).rejects.toThrow('Invalid or expired token');
    const pub = contextFor(undefined, 'Bearer x.y.z');
    await expect(invalid.canActivate(pub.ctx)).resolves.toBe(true);
    expect(pub.req.user).toBeNull();
    const principal: Principal = { kind: 'admin', adminId: 'a', username: 'admin' };
    const seen: string[] = [];
    const good = guardWith((token) => (seen.push(token), Promise.resolve(principal)));
    const admin = contextFor(['admin'], 'bearer   tok.en.sig');
    await expect(good.canActivate(admin.ctx)).resolves.toBe(true);
    expect(admin.req.user).toBe(principal);
    expect(seen).toEqual(['tok.en.sig']);
    await expect(good.canActivate(contextFor(['admin']).ctx)).rejects.toThrow('Authentication required');
  });
});

describe('VerifiedTokens', () => {
  const payload = (exp: number): TokenPayload => ({ sub: 's', aud: 'a', iss: 'sangam', iat: exp - 100, exp });

  it('keeps a verified token until its expiry second, as jsonwebtoken refuses it from then on', () => {
    const tokens = new VerifiedTokens();
    tokens.keep('t', payload(1_000));
    expect(tokens.get('t', 999_999)?.exp).toBe(1_000);
    expect(tokens.get('t', 1_000_000)).toBeUndefined();
    // Gone for good: a later clock going back does not bring it back.
    expect(tokens.get('t', 999_000)).toBeUndefined();
  });

  it('keeps no token without an expiry, and at most `max` tokens, the oldest going first', () => {
    const tokens = new VerifiedTokens(2);
    tokens.keep('none', { ...payload(1), exp: undefined as unknown as number });
    expect(tokens.get('none', 0)).toBeUndefined();
    tokens.keep('a', payload(10));
    tokens.keep('b', payload(10));
    tokens.keep('c', payload(10));
    expect([tokens.get('a', 0), tokens.get('b', 0)?.sub, tokens.get('c', 0)?.sub]).toEqual([undefined, 's', 's']);
  });
});
