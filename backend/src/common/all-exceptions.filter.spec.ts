import { ArgumentsHost, BadRequestException, Logger, NotFoundException } from '@nestjs/common';
import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { DomainError } from './api-error';
import { DatabaseConnectionError } from '../database/pg-driver';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { DatabaseOutage } from './database-outage';

let outage = new DatabaseOutage();

function run(exception: unknown) {
  const res = {
    statusCode: 0,
    body: undefined as unknown,
    headersSent: false,
    headers: {} as Record<string, string>,
    setHeader(k: string, v: string) {
      this.headers[k] = v;
    },
    status(c: number) {
      this.statusCode = c;
      return this;
    },
    json(b: unknown) {
      this.body = b;
      return this;
    },
    end() {
      return this;
    },
  };
  const req = { method: 'GET', path: '/api/x', id: 'req-123' };
  const host = { switchToHttp: () => ({ getResponse: () => res, getRequest: () => req }) } as unknown as ArgumentsHost;
  new AllExceptionsFilter(outage).catch(exception, host);
  return res as { statusCode: number; body: Record<string, unknown>; headers: Record<string, string> };
}

describe('AllExceptionsFilter', () => {
  it('answers unexpected errors with 500, a correlation id, no stack, and logs the stack under that id', () => {
    const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const r = run(new TypeError('boom at secret place'));
    expect(r.statusCode).toBe(500);
    expect(r.body).toEqual({
      statusCode: 500,
      code: 'internal_error',
      error: 'Something went wrong on our side. Please try again.',
      message: 'Something went wrong on our side. Please try again.',
      correlationId: 'req-123',
    });
    expect(JSON.stringify(r.body)).not.toContain('boom');
    expect(JSON.stringify(log.mock.calls[0])).toContain('req-123');
    log.mockRestore();
  });

  it('keeps client errors in the one shape with their messages and field messages', () => {
    expect(run(new DomainError('email_taken')).body).toEqual({
      statusCode: 409,
      code: 'email_taken',
      error: 'Organization with this email already exists',
      message: 'Organization with this email already exists',
    });
    expect(run(new DomainError('validation_failed', { params: { message: 'Title is required' }, on: 'title' })).body).toEqual({
      statusCode: 400,
      code: 'validation_failed',
      error: 'Title is required',
      message: 'Title is required',
      fields: { title: 'Title is required' },
    });
    // What Nest or a library raises with only a status gets the status's code and keeps its text.
    expect(run(new BadRequestException('Unexpected field')).body).toEqual({
      statusCode: 400,
      code: 'bad_request',
      error: 'Unexpected field',
      message: 'Unexpected field',
    });
    expect(run(new NotFoundException('Event not found')).body).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it('maps a lost database connection to 503 with a clear message', () => {
    const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const r = run(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    expect(r.statusCode).toBe(503);
    expect(String(r.body.error)).toMatch(/temporarily unavailable/);
    // The connection died inside a TypeORM save: TypeORM released its runner, and the COMMIT reports that.
    expect(run(new QueryRunnerAlreadyReleasedError()).statusCode).toBe(503);
    // …and a transaction's manager used after that (the next statement of the same write).
    expect(run(new QueryRunnerProviderAlreadyReleasedError()).statusCode).toBe(503);
    log.mockRestore();
  });

  it('maps the database refusing work for lack of resources (too many connections, statement timeout) or a lost race (deadlock) to 503, not 500', () => {
    const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const refusals: Array<[string, string]> = [
      ['53300', 'sorry, too many clients already'],
      ['57014', 'canceling statement due to statement timeout'],
      ['53200', 'out of memory'],
      ['40P01', 'deadlock detected'],
      ['40001', 'could not serialize access due to concurrent update'],
    ];
    for (const [code, text] of refusals) {
      const driverError = Object.assign(new Error(text), { code });
      const r = run(Object.assign(new Error('query failed'), { driverError }));
      expect(r.statusCode).toBe(503);
      expect(String(r.body.message)).toMatch(/busy/);
      expect(r.body.correlationId).toBeUndefined();
    }
    expect(run(Object.assign(new Error('duplicate key'), { code: '23505' })).statusCode).toBe(500);
    log.mockRestore();
    warn.mockRestore();
  });

  it('classifies an unavailable database by class and SQLSTATE, not by message; every 503 carries Retry-After', () => {
    const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const query = (driverError: Error) => Object.assign(new Error('query failed'), { driverError });
    const unavailable = [
      // pg's own connection failures, as the driver classifies them (database/pg-driver.ts)
      new DatabaseConnectionError(new Error('Client has encountered a connection error and is not queryable')),
      query(new DatabaseConnectionError(new Error('Connection terminated unexpectedly'))),
      ...['08006', '08001', '08003', '57P01', '57P02', '57P03'].map((code) => query(Object.assign(new Error('x'), { code }))),
    ];
    for (const e of unavailable) {
      const r = run(e);
      expect(r.statusCode).toBe(503);
      expect(r.headers['Retry-After']).toMatch(/^\d+$/);
    }
    // The same words from something else are a defect, not an outage.
    expect(run(new Error('Connection terminated unexpectedly')).statusCode).toBe(500);
    expect(run(query(Object.assign(new Error('Connection terminated'), { code: '42P01' }))).statusCode).toBe(500);
    log.mockRestore();
  });

  it('logs an outage once when it begins, not once per refused request', () => {
    outage = new DatabaseOutage();
    const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    for (let i = 0; i < 50; i++) run(new DatabaseConnectionError(new Error('connect ECONNREFUSED 127.0.0.1:5432')));
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0][0])).toMatch(/^database unavailable: connect ECONNREFUSED/);
    outage.onApplicationShutdown();
    log.mockRestore();
  });
});
