import useSWR from 'swr';
import type { ApiError, Query } from '../../lib/api';
import type {
  FestivalDatesResponse,
  FestivalPageResponse,
  FestivalSummaryResponse,
  LanguageResponse,
  TagResponse,
  UpcomingFestivalResponse,
} from '@sangam/shared';

/** A festival of a year in GET /api/festivals (dates of one time zone's row; `season`: the days its page lists). */
export type FestivalSummary = FestivalSummaryResponse;
export type FestivalDates = FestivalDatesResponse;
/** GET /api/festivals/:pageSlug (top-level dates: Eastern, or the metro's zone when asked with ?metro=). */
export type FestivalDetail = FestivalPageResponse;
export type { UpcomingFestivalResponse };
export type LanguageOption = LanguageResponse;
export type TagOption = TagResponse;

export function useFestivals(query: Query) {
  return useSWR<FestivalSummary[], ApiError>(['/api/festivals', query]);
}

export function useFestival(pageSlug: string) {
  return useSWR<FestivalDetail, ApiError>([`/api/festivals/${encodeURIComponent(pageSlug)}`]);
}

/** The community languages with their upcoming event counts (filters and the event form). */
export function useLanguages(enabled = true) {
  return useSWR<LanguageOption[], ApiError>(enabled ? ['/api/languages'] : null);
}

/** The practical tags (kids & family, vegetarian food, …). */
export function useTags(enabled = true) {
  return useSWR<TagOption[], ApiError>(enabled ? ['/api/tags'] : null);
}
