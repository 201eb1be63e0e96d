import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient';

/** Admin resources in the ra-data-simple-rest dialect, under /api/admin. */
export const dataProvider = simpleRestProvider('/api/admin', httpClient);
