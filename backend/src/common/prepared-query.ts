import type { Pool, PoolClient, QueryResultRow } from 'pg';
import { DataSource } from 'typeorm';
import { requestTransactionRunner } from '../database/request-transaction';

/**
 * A hot-path query as a named prepared statement on the DataSource's own pg pool: parsed once per
 * connection, and after a few executions PostgreSQL reuses a generic plan instead of planning
 * again (planning the duplicate query cost ~1 ms, 3x its execution). No query-builder work in
 * Node either. `name` must be unique to `text` (the driver caches by name per connection).
 * Rows come back as node-postgres parses them (no entity transformers): select what you need
 * in the shape you need (e.g. to_char(date, 'YYYY-MM-DD')). Inside a request transaction
 * (runInRequestTransaction) it runs on that transaction's connection.
 */
export async function preparedQuery<T extends QueryResultRow>(ds: DataSource, name: string, text: string, values: unknown[]): Promise<T[]> {
  const runner = requestTransactionRunner();
  if (runner) return (await ((await runner.connect()) as PoolClient).query<T>({ name, text, values })).rows;
  const pool = (ds.driver as unknown as { master?: Pool }).master;
  if (!pool) return ds.query(text, values) as Promise<T[]>;
  const result = await pool.query<T>({ name, text, values });
  return result.rows;
}
