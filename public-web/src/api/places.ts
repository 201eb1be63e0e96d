import { useApi } from '../lib/use-api';

/** The metros that have upcoming events (GET /api/metros), most events first; empty when the list cannot be had. */
export function useMetros(enabled = true) {
  const res = useApi(enabled ? ['/api/metros'] : null);
  return { metros: res.data ?? [], isLoading: enabled && !res.data && !res.error, error: res.error };
}

/** One metro's name, for labels (null while unknown). */
export function useMetroName(slug: string | null): string | null {
  const { metros } = useMetros(slug !== null);
  return metros.find((m) => m.slug === slug)?.name ?? null;
}

/** The SWR key of a ZIP code's place (the Where panel fills it in when it looks a ZIP up). */
export const zipPlaceKey = (zip: string) => ['/api/places/zip/{zip}', { path: { zip } }] as const;

/** The place of a 5-digit ZIP code (GET /api/places/zip/:zip: city and state for labels). */
export function useZipPlace(zip: string | null) {
  return useApi(zip ? zipPlaceKey(zip) : null);
}
