import useSWR from 'swr';
import type { ApiError, Query } from '../../lib/api';

/** A festival of a year in GET /api/festivals (dates of one time zone's row). */
export interface FestivalSummary {
  slug: string;
  name: string;
  year: number;
  /** 'diwali-2026': the page's address, /festivals/diwali-2026. */
  pageSlug: string;
  startDate: string;
  mainDate: string;
  endDate: string;
  daysUntil: number;
  eventCount: number;
  summary: string;
}

export interface FestivalDates {
  timeZone: string;
  startDate: string;
  mainDate: string;
  endDate: string;
  note: string | null;
}

/** GET /api/festivals/:pageSlug */
export interface FestivalDetail {
  slug: string;
  name: string;
  year: number;
  regionalNames: { name: string; region?: string | null; community?: string | null }[];
  communities: string[];
  summary: string;
  dates: FestivalDates[];
  metros: { slug: string; name: string; eventCount: number }[];
}

/** GET /api/festivals/upcoming: the next festival near the visitor (null when none within 60 days). */
export type UpcomingFestival = Pick<FestivalSummary, 'slug' | 'name' | 'year' | 'pageSlug' | 'mainDate' | 'daysUntil' | 'eventCount'> &
  Partial<FestivalSummary>;

export interface LanguageOption {
  code: string;
  name: string;
  nativeName: string;
  eventCount: number;
}

export interface TagOption {
  key: string;
  label: string;
}

export function useFestivals(query: Query) {
  return useSWR<FestivalSummary[], ApiError>(['/api/festivals', query]);
}

export function useFestival(pageSlug: string, metro: string | null) {
  return useSWR<FestivalDetail, ApiError>([`/api/festivals/${encodeURIComponent(pageSlug)}`, { metro }]);
}

/** The community languages with their upcoming event counts (filters and the event form). */
export function useLanguages(enabled = true) {
  return useSWR<LanguageOption[], ApiError>(enabled ? ['/api/languages'] : null);
}

/** The practical tags (kids & family, vegetarian food, …). */
export function useTags(enabled = true) {
  return useSWR<TagOption[], ApiError>(enabled ? ['/api/tags'] : null);
}
