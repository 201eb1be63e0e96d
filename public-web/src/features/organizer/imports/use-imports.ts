import useSWR from 'swr';
import { ApiError, api } from '../../../lib/api';
import { useApi } from '../../../lib/use-api';
import type { ImportRulesDto, PreviewResultDto } from '@sangam/shared';

const FRESH = { revalidateOnMount: true, dedupingInterval: 0 } as const;

/** The organization's sources with their last runs, and its import rules. */
export function useOrgImports(token: string | null, organizationId: string | undefined) {
  return useApi(token && organizationId ? ['/api/organizations/{id}/imports', { path: { id: organizationId }, token }] : null, FRESH);
}

/** "Why is my event missing?": the last run's outcomes whose title or reason holds the words. */
export function useMissingSearch(token: string, organizationId: string, sourceId: string, q: string | null) {
  return useApi(
    q !== null
      ? ['/api/organizations/{id}/imports/{sourceId}/outcomes', { path: { id: organizationId, sourceId }, query: { q }, token }]
      : null,
    FRESH,
  );
}

/** What a run would import now, with changes not saved yet (`null`: not asked). */
export interface PreviewChanges {
  url?: string;
  rules?: ImportRulesDto;
}

export function useImportPreview(token: string, organizationId: string, sourceId: string, changes: PreviewChanges | null) {
  return useSWR<PreviewResultDto, ApiError>(
    changes ? (['import-preview', organizationId, sourceId, token, JSON.stringify(changes)] as const) : null,
    () =>
      api.post('/api/organizations/{id}/imports/{sourceId}/preview', {
        path: { id: organizationId, sourceId },
        token,
        body: changes ?? {},
      }),
    { revalidateOnFocus: false, revalidateIfStale: false, dedupingInterval: 60_000 },
  );
}

export function saveImportRules(token: string, organizationId: string, rules: ImportRulesDto) {
  return api.put('/api/organizations/{id}/import-rules', { path: { id: organizationId }, token, body: rules });
}

export function changeImportAddress(token: string, organizationId: string, sourceId: string, url: string) {
  return api.put('/api/organizations/{id}/imports/{sourceId}', { path: { id: organizationId, sourceId }, token, body: { url } });
}
