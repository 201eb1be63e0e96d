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
  /** The days whose events belong to this festival's page (its season, decided by the API). */
  eventsFrom: string;
  eventsTo: string;
}

export interface FestivalDates {
  timeZone: string;
  startDate: string;
  mainDate: string;
  endDate: string;
  note: string | null;
}

/** GET /api/festivals/:pageSlug (top-level dates: Eastern, or the metro's zone when asked with ?metro=). */
export interface FestivalDetail extends FestivalSummary {
  /** Other names, with the communities (language codes) whose name each is. */
  regionalNames: { name: string; languages: string[] }[];
  /** The communities that celebrate it as their own (codes); [] = everyone. */
  communities: string[];
  /** The dates in each US time zone. */
  dates: FestivalDates[];
  /** Metros with events in its season, most first. */
  metros: { slug: string; name: string; eventCount: number }[];
}

/** GET /api/festivals/upcoming: the next festival (main day within 60 days) with its events near the visitor. */
export interface UpcomingFestivalResponse {
  festival: FestivalSummary | null;
}

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
