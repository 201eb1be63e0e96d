import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, QueryRunner, ReplicationMode } from 'typeorm';

interface Scope {
  runner: QueryRunner;
  /** False once the transaction has ended: work still running in its async context (a timer) gets its own connection. */
  open: boolean;
}

const current = new AsyncLocalStorage<Scope>();

/**
 * The application's DataSource. Inside runInRequestTransaction every query it makes joins that
 * transaction: repositories, query builders, ds.query and ds.transaction (a savepoint there) all ask
 * createQueryRunner for their connection, and get the transaction's own runner (preparedQuery uses its
 * connection too). Outside one, nothing changes.
 */
export class AppDataSource extends DataSource {
  override createQueryRunner(mode: ReplicationMode = 'master'): QueryRunner {
    return requestTransactionRunner() ?? super.createQueryRunner(mode);
  }
}

/** The open request transaction of the calling async context, if any. */
export function requestTransactionRunner(): QueryRunner | undefined {
  const scope = current.getStore();
  return scope?.open ? scope.runner : undefined;
}

/**
 * Runs `work` in one database transaction that every query of `ds` made within it joins (see
 * AppDataSource): committed when `work` resolves, rolled back when it throws. The code inside
 * releases "its" runner as usual; only this function ends the transaction and gives the connection back.
 */
export async function runInRequestTransaction<T>(ds: DataSource, work: (runner: QueryRunner) => Promise<T>): Promise<T> {
  if (requestTransactionRunner()) throw new Error('runInRequestTransaction: already inside a request transaction');
  const runner = ds.createQueryRunner();
  const scope: Scope = { runner, open: true };
  runner.release = async () => undefined;
  try {
    await runner.startTransaction();
    const result = await current.run(scope, () => work(runner));
    await runner.commitTransaction();
    return result;
  } catch (e) {
    // (After a lost connection TypeORM has released the runner: nothing to roll back, the error says so.)
    if (runner.isTransactionActive && !runner.isReleased) await runner.rollbackTransaction().catch(() => undefined);
    throw e;
  } finally {
    scope.open = false;
    delete (runner as Partial<QueryRunner>).release;
    await runner.release();
  }
}
