import type { PageViewDto } from '@sangam/shared';
import { api } from './api';
import { getUserSession } from './session';

const EVENT_PAGE = /^\/event\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** Records a page view (path only, never the query) without waiting for or caring about the answer. */
export function trackPageView(pathname: string): void {
  try {
    const m = EVENT_PAGE.exec(pathname);
    const body: PageViewDto = {
      sessionId: getUserSession(),
      page: pathname.slice(0, 500),
      ...(m ? { eventId: m[1].toLowerCase() } : {}),
    };
    void api.post('/api/page-views', { body, keepalive: true }).catch(() => undefined);
  } catch {
    /* analytics never breaks the page */
  }
}
