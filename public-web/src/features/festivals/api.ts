import { useApi } from '../../lib/use-api';
import type { FestivalPageResponse, FestivalSummaryResponse } from '@sangam/shared';

/** A festival of a year in GET /api/festivals (dates of one time zone's row; `season`: the days its page lists). */
export type FestivalSummary = FestivalSummaryResponse;
/** GET /api/festivals/:pageSlug (top-level dates: Eastern, or the metro's zone when asked with ?metro=). */
export type FestivalDetail = FestivalPageResponse;

export function useFestival(pageSlug: string) {
  return useApi(['/api/festivals/{pageSlug}', { path: { pageSlug } }]);
}
