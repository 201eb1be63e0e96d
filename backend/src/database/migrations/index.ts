import { InitialSchema1763800000000 } from './1763800000000-InitialSchema';

/** Every migration, in order. A new migration file is added here too. */
export const MIGRATIONS = [InitialSchema1763800000000];
