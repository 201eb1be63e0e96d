import { ReactNode, useState } from 'react';
import type { OrgProfileResponse } from '@sangam/shared';
import { serverMessage } from '../utils/server-errors';

/** The organization's standing. */
function OrgStatusBadge({ approved, rejected }: { approved: boolean; rejected: boolean }) {
  const [cls, label] = approved ? ['approved', 'Approved'] : rejected ? ['rejected', 'Not Approved'] : ['pending', 'Pending Approval'];
  return <span className={`badge org-status org-status-${cls}`}>{label}</span>;
}

/** The organization's profile, its standing and what to do next (re-apply after a rejection). */
export function ProfileCard({
  profile,
  onReapply,
  languagesEditor,
}: {
  profile: OrgProfileResponse;
  onReapply: () => Promise<unknown>;
  languagesEditor: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reapplyNow = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onReapply();
    } catch (e) {
      setFailure(serverMessage(e) ?? 'Could not re-apply. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card org-profile" aria-labelledby="org-profile-name">
      <div className="org-profile-main">
        <h2 id="org-profile-name">{profile.name}</h2>
        <dl className="org-profile-facts">
          <div>
            <dt>Email</dt>
            <dd>{profile.email}</dd>
          </div>
          {(profile.city || profile.state) && (
            <div>
              <dt>Location</dt>
              <dd>{[profile.city, profile.state].filter(Boolean).join(', ')}</dd>
            </div>
          )}
          {languagesEditor}
          <div>
            <dt>Status</dt>
            <dd>
              <OrgStatusBadge approved={profile.isApproved} rejected={!!profile.rejectionReason} />
            </dd>
          </div>
        </dl>
        {profile.rejectionReason ? (
          <div className="org-notice org-notice-rejected org-rejected" role="status">
            <p>
              <strong>Your organization was not approved.</strong> Reason: {profile.rejectionReason}
            </p>
            <p>
              What to do next: fix what the reason points to (for example your website or contact details), then ask us to review it again.
              Until then your events stay hidden and you cannot change them.
            </p>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void reapplyNow()}>
              {busy ? 'Re-applying…' : 'Re-apply for Approval'}
            </button>
            {failure && <p role="alert">{failure}</p>}
          </div>
        ) : (
          !profile.isApproved && (
            <p className="org-notice">
              {profile.reappliedAt
                ? 'Your organization applied again and is awaiting review by our team. You can add and change events once it is approved.'
                : 'Your organization is awaiting review by our team (usually 2-3 business days). You can add events now; they become visible once your organization is approved.'}
            </p>
          )
        )}
        {profile.isApproved && (
          <p className="org-notice org-notice-approved">
            Your organization is approved: events that pass our automatic checks go live at once.
          </p>
        )}
      </div>
      <div className="org-stat">
        <span className="org-stat-value">{profile.eventsThisMonth}</span>
        <span className="org-stat-label">Events this month</span>
      </div>
    </section>
  );
}
