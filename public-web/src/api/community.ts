import type { ApiQuery } from '@sangam/shared';
import { useApi } from '../lib/use-api';

/** The festivals of a year (GET /api/festivals: the festivals page, the event form's choices). */
export function useFestivals(query: ApiQuery<'/api/festivals'>) {
  return useApi(['/api/festivals', { query }]);
}

/** The community languages with their upcoming event counts (filters, the event form, the organizer's communities). */
export function useLanguages(enabled = true) {
  return useApi(enabled ? ['/api/languages'] : null);
}

/** The practical tags (kids & family, vegetarian food, …). */
export function useTags(enabled = true) {
  return useApi(enabled ? ['/api/tags'] : null);
}
