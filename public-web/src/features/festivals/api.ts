import { useApi } from '../../lib/use-api';
import type { ApiQuery, FestivalDatesResponse, FestivalPageResponse, FestivalSummaryResponse } from '@sangam/shared';

/** A festival of a year in GET /api/festivals (dates of one time zone's row; `season`: the days its page lists). */
export type FestivalSummary = FestivalSummaryResponse;
export type FestivalDates = FestivalDatesResponse;
/** GET /api/festivals/:pageSlug (top-level dates: Eastern, or the metro's zone when asked with ?metro=). */
export type FestivalDetail = FestivalPageResponse;

export function useFestivals(query: ApiQuery<'/api/festivals'>) {
  return useApi(['/api/festivals', { query }]);
}

export function useFestival(pageSlug: string) {
  return useApi(['/api/festivals/{pageSlug}', { path: { pageSlug } }]);
}

/** The community languages with their upcoming event counts (filters and the event form). */
export function useLanguages(enabled = true) {
  return useApi(enabled ? ['/api/languages'] : null);
}

/** The practical tags (kids & family, vegetarian food, …). */
export function useTags(enabled = true) {
  return useApi(enabled ? ['/api/tags'] : null);
}
