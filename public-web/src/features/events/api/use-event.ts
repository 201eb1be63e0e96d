import type { EventDetailResponse } from '@sangam/shared';
import { useApi } from '../../../lib/use-api';

/**
 * The event the server embedded in the page it served for /event/:id (the same JSON as
 * GET /api/events/:id answers anyone), so that page renders without waiting for a request.
 */
let embedded: EventDetailResponse | null | undefined;
function embeddedEvent(id: string): EventDetailResponse | undefined {
  if (embedded === undefined) {
    embedded = null;
    try {
      const el = typeof document !== 'undefined' ? document.getElementById('sangam-event') : null;
      if (el?.textContent) embedded = JSON.parse(el.textContent) as EventDetailResponse;
    } catch {
      /* no usable data: the page fetches the event */
    }
  }
  return embedded && embedded.id === id ? embedded : undefined;
}

export function useEvent(id: string | undefined) {
  return useApi(id ? ['/api/events/{id}', { path: { id } }] : null, { fallbackData: id ? embeddedEvent(id) : undefined });
}
