import type { Pool, PoolClient, QueryResultRow } from 'pg';
import { DataSource } from 'typeorm';
import { requestTransactionRunner } from '../database/request-transaction';

/**
 * A hot-path query as a named prepared statement on the DataSource's pg pool (parsed and planned once per connection).
 * `name` must be unique to `text`. Rows come as node-postgres parses them (no entity transformers): select the shape
 * you need. Inside a request transaction (runInRequestTransaction) it runs on that transaction's connection.
 */
export async function preparedQuery<T extends QueryResultRow>(ds: DataSource, name: string, text: string, values: unknown[]): Promise<T[]> {
  const runner = requestTransactionRunner();
  if (runner) return (await ((await runner.connect()) as PoolClient).query<T>({ name, text, values })).rows;
  const pool = (ds.driver as unknown as { master?: Pool }).master;
  if (!pool) return ds.query(text, values) as Promise<T[]>;
  const result = await pool.query<T>({ name, text, values });
  return result.rows;
}
