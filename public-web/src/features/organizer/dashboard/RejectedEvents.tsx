import type { RejectedEventResponse } from '@sangam/shared';
import { formatDay } from '@sangam/shared';

/** Events an admin did not approve: removed from the site, kept here with the reason. */
export function RejectedEvents({ records }: { records: RejectedEventResponse[] }) {
  return (
    <section className="org-events" aria-labelledby="org-rejected-title">
      <h2 id="org-rejected-title">Not approved ({records.length})</h2>
      <p className="org-lead">These were removed from the site. You can add an event again once you have changed what the reason says.</p>
      <ul className="org-event-list">
        {records.map((r) => (
          <li key={r.id} className="card org-event org-event-rejected" data-testid="org-rejected-event">
            <div className="org-event-body">
              <h3 className="org-event-title">{r.title}</h3>
              <p className="org-event-meta">
                <span>{formatDay(r.date, 'medium')}</span>
                {r.occurrences > 1 && <span>{r.occurrences} dates</span>}
              </p>
              <p className="org-event-tags">
                <span className="badge org-status org-status-rejected">Not approved</span>
              </p>
              <p className="org-outcome-note">Reason: {r.reason ?? 'No reason given'}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
