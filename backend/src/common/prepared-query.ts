import { createHash } from 'node:crypto';
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
  return (await pool.query<T>({ name, text, values })).rows;
}

/** At most this many generated statement texts run prepared per process (a listing shape's plans take ~250 KB a connection). */
export const PREPARED_TEXTS_MAX = 64;
const namesByText = new Map<string, string>();

/**
 * The prepared statement name of a generated statement text (the listing's shapes), derived from the text; none once
 * PREPARED_TEXTS_MAX texts have one, so unusual filter combinations cannot grow every connection's plan cache.
 */
export function generatedStatementName(text: string): string | undefined {
  let name = namesByText.get(text);
  if (name || namesByText.size >= PREPARED_TEXTS_MAX) return name;
  name = `sangam_g_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  namesByText.set(text, name);
  return name;
}

/**
 * A generated statement (event-listing.sql.ts), prepared while generatedStatementName gives it a name: after a few runs
 * PostgreSQL reuses a generic plan when it costs no more than planning each time (planning was most of a listing's time).
 */
export function generatedQuery<T extends QueryResultRow>(ds: DataSource, text: string, values: unknown[]): Promise<T[]> {
  const name = generatedStatementName(text);
  return name ? preparedQuery<T>(ds, name, text, values) : (ds.query(text, values) as Promise<T[]>);
}
