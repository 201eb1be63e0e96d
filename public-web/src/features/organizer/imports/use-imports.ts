import useSWR from 'swr';
import { ApiError, apiRequest } from '../../../lib/api';
import type { ImportOutcomeDto, ImportRulesDto, ImportSourceDto, OrganizationImportsDto, PreviewResultDto } from '@sangam/shared';

const base = (organizationId: string) => `/api/organizations/${encodeURIComponent(organizationId)}`;
const FRESH = { revalidateOnMount: true, dedupingInterval: 0 } as const;

/** The organization's sources with their last runs, and its import rules. */
export function useOrgImports(token: string | null, organizationId: string | undefined) {
  return useSWR<OrganizationImportsDto, ApiError>(
    token && organizationId ? ([`${base(organizationId)}/imports`, token] as const) : null,
    ([path, t]: readonly [string, string]) => apiRequest<OrganizationImportsDto>(path, { token: t }),
    FRESH,
  );
}

/** "Why is my event missing?": the last run's outcomes whose title or reason holds the words. */
export function useMissingSearch(token: string, organizationId: string, sourceId: string, q: string | null) {
  return useSWR<ImportOutcomeDto[], ApiError>(
    q !== null ? ([`${base(organizationId)}/imports/${encodeURIComponent(sourceId)}/outcomes`, token, q] as const) : null,
    ([path, t, words]: readonly [string, string, string]) => apiRequest<ImportOutcomeDto[]>(path, { token: t, query: { q: words } }),
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
    changes ? ([`${base(organizationId)}/imports/${encodeURIComponent(sourceId)}/preview`, token, JSON.stringify(changes)] as const) : null,
    ([path, t, body]: readonly [string, string, string]) =>
      apiRequest<PreviewResultDto>(path, { method: 'POST', token: t, body: JSON.parse(body) }),
    { revalidateOnFocus: false, revalidateIfStale: false, dedupingInterval: 60_000 },
  );
}

export function saveImportRules(token: string, organizationId: string, rules: ImportRulesDto): Promise<ImportRulesDto> {
  return apiRequest<ImportRulesDto>(`${base(organizationId)}/import-rules`, { method: 'PUT', token, body: rules });
}

export function changeImportAddress(token: string, organizationId: string, sourceId: string, url: string): Promise<ImportSourceDto> {
  return apiRequest<ImportSourceDto>(`${base(organizationId)}/imports/${encodeURIComponent(sourceId)}`, {
    method: 'PUT',
    token,
    body: { url },
  });
}
