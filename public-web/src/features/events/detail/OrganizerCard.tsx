import { Link } from 'react-router-dom';
import type { EventDetailResponse } from '@sangam/shared';
import { UsersIcon } from '../../../components/page-icons';
import { safeEmail, safeHttpUrl } from '../../../lib/safe-url';
import { organizerPhone } from './organizer-phone';

/** Who organizes it: name (their page when listed), description, website, email and phone, and more of their or the metro's events. */
export function OrganizerCard({ event }: { event: EventDetailResponse }) {
  const org = event.organization;
  const orgName = org?.name || 'Community Event';
  const website = safeHttpUrl(org?.website);
  const email = safeEmail(org?.contactEmail);
  const { phone, tel } = organizerPhone(event);
  return (
    <section className="card detail-organizer" aria-labelledby="organizer-title">
      <h2 id="organizer-title">
        <UsersIcon /> Organizer
      </h2>
      <p className="detail-organizer-name">{org?.id ? <Link to={`/organizations/${org.id}`}>{orgName}</Link> : orgName}</p>
      {org?.description && <p className="muted">{org.description}</p>}
      <ul className="detail-contact">
        {website && (
          <li>
            <a href={website} target="_blank" rel="noopener noreferrer">
              Website
            </a>
          </li>
        )}
        {email && (
          <li>
            <a href={`mailto:${email}`}>{email}</a>
          </li>
        )}
        {tel && (
          <li>
            <a href={tel}>{phone}</a>
          </li>
        )}
      </ul>
      {org?.id && (
        <p className="detail-org-more">
          <Link to={`/organizations/${org.id}`}>All events by {orgName} →</Link>
        </p>
      )}
      {event.metro && (
        <p className="detail-org-more">
          <Link to={`/?metro=${encodeURIComponent(event.metro.slug)}`}>More events in {event.metro.name} →</Link>
        </p>
      )}
    </section>
  );
}
