import { Baseline1765350000000 } from './1765350000000-Baseline';
import { DropEventCards1765350000100 } from './1765350000100-DropEventCards';
import { SimplerSearch1765350000200 } from './1765350000200-SimplerSearch';

/**
 * Every migration, in the order TypeORM runs them (by the timestamp in the name; test/database.e2e-spec.ts checks it).
 * A new migration file is added at the end. The schema they make: backend/src/database/schema.sql.
 */
export const MIGRATIONS = [Baseline1765350000000, DropEventCards1765350000100, SimplerSearch1765350000200];
