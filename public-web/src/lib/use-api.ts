import useSWR, { SWRConfiguration } from 'swr';
import type { ApiData, ApiPaths } from '@sangam/shared';
import { ApiError, ApiKey, fetcher } from './api';

/** SWR on a GET route ([route, call]), its answer typed by the route; a null key fetches nothing. */
export function useApi<P extends ApiPaths<'get'>>(key: ApiKey<P> | null, config?: SWRConfiguration<ApiData<P, 'get'>, ApiError>) {
  return useSWR<ApiData<P, 'get'>, ApiError, ApiKey<P> | null>(key, fetcher, config);
}
