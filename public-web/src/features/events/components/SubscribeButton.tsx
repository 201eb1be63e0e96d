import { lazy, Suspense, useState } from 'react';
import { BellIcon } from '../../../components/icons';
import type { FeedQuery } from '../feeds';

const SubscribeDialog = lazy(() => import('./SubscribeDialog'));

/**
 * "Subscribe": the upcoming events of a view (its place, category, Free and search) as a calendar
 * or RSS feed. `what` says in words which events ('Cultural Events in Dallas–Fort Worth'); `organizationName` names an organization page's follow.
 */
export function SubscribeButton({ query, what, organizationName }: { query: FeedQuery; what: string; organizationName?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-sm subscribe-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void import('./SubscribeDialog')}
      >
        <BellIcon /> Subscribe
      </button>
      {open && (
        <Suspense fallback={null}>
          <SubscribeDialog query={query} what={what} organizationName={organizationName} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
