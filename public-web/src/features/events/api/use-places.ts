import useSWR from 'swr';
import type { ApiError } from '../../../lib/api';

/** A metro area with upcoming events (GET /api/metros). */
export interface MetroSummary {
  slug: string;
  name: string;
  states: string[];
  upcomingEvents: number;
}

/** A ZIP code's place (GET /api/places/zip/:zip). */
export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  metro: { slug: string; name: string } | null;
}

/** The metros that have upcoming events, most events first; empty when the list cannot be had. */
export function useMetros(enabled = true) {
  const res = useSWR<MetroSummary[], ApiError>(enabled ? ['/api/metros'] : null);
  return { metros: res.data ?? [], isLoading: enabled && !res.data && !res.error, error: res.error };
}

/** One metro's name, for labels (null while unknown). */
export function useMetroName(slug: string | null): string | null {
  const { metros } = useMetros(slug !== null);
  return metros.find((m) => m.slug === slug)?.name ?? null;
}

/** The place of a 5-digit ZIP code (city and state for labels). */
export function useZipPlace(zip: string | null) {
  return useSWR<ZipPlace, ApiError>(zip ? [`/api/places/zip/${encodeURIComponent(zip)}`] : null);
}
