import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor, Type } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { Sema } from 'async-sema';
import { defer, lastValueFrom, Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/api-error';
import { RUNTIME, RuntimeContext } from '../config/runtime';
import { derivedKey } from '../config/secrets';
import { runInRequestTransaction } from '../database/request-transaction';
import { IdempotencyKeysRepository, KeyClaim } from './idempotency-keys.repository';
import { callerScope, IDEMPOTENCY_KEY_HEADER, REPLAYED_HEADER, requestFingerprint, VALID_KEY } from './idempotency-request';
import { IDEMPOTENT, RecordedAnswerOf } from './idempotent.decorator';
import { sqlState } from '../database/sql-state';

/** How long a repeat waits for the first request with its key to finish before answering 409. */
const IN_FLIGHT_WAIT_MS = 5_000;
/** Keyed requests waiting for a connection slot beyond this are answered 503 (try again). */
const KEYED_QUEUE_LIMIT = 500;

/**
 * Idempotency-Key on the routes marked @Idempotent(). The key's record and the request's own writes
 * are one transaction (runInRequestTransaction): either both are committed, with the answer to
 * replay, or neither is, and a retry runs the request afresh. So a retry after any failure (the
 * database session killed, the process killed before answering) yields one write. Only successful
 * answers are recorded: an error answer wrote nothing, so its retry runs again. docs/reliability.md.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  /**
   * A keyed request holds a connection from its key's claim to COMMIT, including slow work such as a
   * queued password hash; at most half the pool does at once, so reads always find a connection.
   */
  private readonly slots: Sema;
  /** The fingerprints' HMAC key. */
  private readonly fingerprintKey: Buffer;

  constructor(
    private readonly reflector: Reflector,
    private readonly ds: DataSource,
    private readonly keys: IdempotencyKeysRepository,
    private readonly modules: ModuleRef,
    @Inject(RUNTIME) runtime: RuntimeContext,
  ) {
    const poolSize = (ds.options as { poolSize?: number }).poolSize ?? 10;
    this.slots = new Sema(Math.max(1, Math.floor(poolSize / 2)));
    this.fingerprintKey = derivedKey(runtime.jwtSecret, 'idempotency');
  }

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const marked = ctx.getType() === 'http' ? this.reflector.get<true | Type<RecordedAnswerOf>>(IDEMPOTENT, ctx.getHandler()) : undefined;
    if (!marked) return next.handle();
    const req = ctx.switchToHttp().getRequest<Request>();
    const key = req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) return next.handle();
    if (!VALID_KEY.test(key)) throw new DomainError('invalid_idempotency_key', { on: IDEMPOTENCY_KEY_HEADER });
    const claim: KeyClaim = { scope: callerScope(req), key, fingerprint: requestFingerprint(req, this.fingerprintKey) };
    const res = ctx.switchToHttp().getResponse<Response>();
    const answers = marked === true ? null : this.modules.get(marked, { strict: false });
    return defer(() => this.once(claim, res, answers, () => lastValueFrom(next.handle(), { defaultValue: undefined })));
  }

  /** `answers`: the route's RecordedAnswerOf when its answer carries a secret (recorded without it, replayed with a new one). */
  private async once(claim: KeyClaim, res: Response, answers: RecordedAnswerOf | null, run: () => Promise<unknown>): Promise<unknown> {
    if (this.slots.nrWaiting() >= KEYED_QUEUE_LIMIT) throw new DomainError('keyed_requests_busy', { retryAfterSeconds: 1 });
    await this.slots.acquire();
    try {
      return await runInRequestTransaction(this.ds, async (runner) => {
        const first = await this.keys.claim(runner, claim, IN_FLIGHT_WAIT_MS).catch((e: unknown) => {
          if (sqlState(e) === '55P03')
            // lock_not_available: the same key's first request still runs
            throw new DomainError('idempotency_key_in_flight');
          throw e;
        });
        if (first) {
          if (first.fingerprint !== claim.fingerprint) throw new DomainError('idempotency_key_reused');
          res.status(first.statusCode).setHeader(REPLAYED_HEADER, 'true');
          const recorded: unknown = first.body === null ? undefined : JSON.parse(first.body);
          return answers && recorded !== undefined ? answers.replay(recorded) : recorded;
        }
        const body = await run();
        const recorded = answers && body !== undefined ? answers.record(body) : body;
        // The status the handler ends with (201 for a POST unless it says otherwise) and the JSON to replay.
        await this.keys.record(runner, claim, res.statusCode, recorded === undefined ? null : JSON.stringify(recorded));
        return body;
      });
    } finally {
      this.slots.release();
    }
  }
}
