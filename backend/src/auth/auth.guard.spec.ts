import { Reflector } from '@nestjs/core';
import { DomainError } from '../common/api-error';
import { AuthGuard } from './auth.guard';

describe('AuthGuard.handleRequest', () => {
  const guard = new AuthGuard(new Reflector());

  it('passes database trouble on (answered 503 by the error filter) instead of calling the token invalid', () => {
    const overloaded = Object.assign(new Error('query failed'), {
      driverError: Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    });
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const tooMany = Object.assign(new Error('sorry, too many clients already'), { code: '53300' });
    for (const e of [overloaded, unreachable, tooMany]) expect(() => guard.handleRequest(e, null)).toThrow(e);
  });

  it('answers 401 for a bad token and returns the principal for a good one', () => {
    expect(() => guard.handleRequest(new Error('jwt malformed'), null)).toThrow(new DomainError('invalid_token'));
    expect(() => guard.handleRequest(null, false)).toThrow(new DomainError('invalid_token'));
    expect(new DomainError('invalid_token')).toMatchObject({ status: 401, code: 'invalid_token', message: 'Invalid or expired token' });
    const principal = { kind: 'admin' };
    expect(guard.handleRequest(null, principal)).toBe(principal);
  });
});
