import 'reflect-metadata';
import { limitHeapGrowth } from './config/heap';

// Before the application's modules load, so the garbage of loading them is collected under the same limit.
limitHeapGrowth();
// eslint-disable-next-line @typescript-eslint/no-require-imports -- required after the flag is set (an import would load it first)
void (require('./bootstrap') as typeof import('./bootstrap')).main();
