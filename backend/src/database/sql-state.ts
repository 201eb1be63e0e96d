/** PostgreSQL's SQLSTATE of an error from pg, or from TypeORM (which wraps pg's error as `driverError`). */
export function sqlState(e: unknown): string | undefined {
  const err = e as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = err?.driverError?.code ?? err?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A unique index refused the row (e.g. a second organizer account with one email). */
export const isUniqueViolation = (e: unknown) => sqlState(e) === '23505';

/** A foreign key refused the row: what it points to is gone (e.g. deleted by a concurrent request). */
export const isForeignKeyViolation = (e: unknown) => sqlState(e) === '23503';
