import type { PageViewDto } from '@sangam/shared';
import { api } from './api';

const EVENT_PAGE = /^\/event\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** Sends one report to the insights beacon without waiting for or caring about the answer (the visitor session is the server's cookie). */
function send(body: PageViewDto): void {
  try {
    void api.post('/api/page-views', { body, keepalive: true }).catch(() => undefined);
  } catch {
    /* insights never break the page */
  }
}

/** Records a page view (path only, never the query). */
export function trackPageView(pathname: string): void {
  const m = EVENT_PAGE.exec(pathname);
  send({ page: pathname.slice(0, 500), ...(m ? { eventId: m[1].toLowerCase() } : {}) });
}

/** Records what a visitor did with an event as it happens: added it to a calendar (.ics or Google), followed its ticket or register link, shared it. */
export function reportEventActivity(kind: 'calendar' | 'ticket' | 'share', eventId: string): void {
  send({ kind, eventId, page: window.location.pathname.slice(0, 500) || '/' });
}
