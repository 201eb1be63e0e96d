import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PinIcon } from '../../components/icons';
import { GlobeIcon, MailIcon, PhoneIcon } from '../../components/page-icons';
import { formatInteger } from '../../lib/format';
import { languagesLabel } from '../../lib/languages';
import { listingHref } from '../../lib/last-listing';
import { safeEmail, safeHttpUrl } from '../../lib/safe-url';
import { useApi } from '../../lib/use-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { apiUrl } from '@sangam/shared';
import type { PublicOrganizationResponse } from '@sangam/shared';
import { useEventList } from '../../api/events';
import { useSavedEvents } from '../../api/saved-events';
import { EventCardSkeletons, EventGrid } from '../../components/EventCard';
import { ShareButtons, WhatsAppCopyButton } from './components/ShareButtons';
import { SubscribeButton } from './components/SubscribeButton';
import { feedQuery, EMPTY_LISTING } from './listing-state';
import '../../components/listing.css';
import './organization.css';

/** An approved organization's public profile (GET /api/organizations/:id/public). */
type PublicOrganization = PublicOrganizationResponse;

/** An organization's public page: who they are, how to reach them, their upcoming events and a feed of them. */
export default function OrganizationPage() {
  const { id = '' } = useParams();
  const org = useApi(['/api/organizations/{id}/public', { path: { id } }]);
  useDocumentTitle(org.data ? org.data.name : org.error ? 'Organization not found' : null);

  if (org.error) {
    const notFound = org.error.status === 404 || org.error.status === 400;
    return (
      <section className="empty-state card org-public-missing">
        <h1>{notFound ? 'Organization not found' : 'Unable to load organization'}</h1>
        <p>{notFound ? 'This organization does not exist or is not listed.' : 'Please check your connection and try again.'}</p>
        <Link to={listingHref()} className="btn btn-primary">
          Browse Events
        </Link>
      </section>
    );
  }
  if (!org.data) return <div className="org-public-skeleton skeleton" role="status" aria-label="Loading organization" />;
  return <Profile org={org.data} />;
}

function Profile({ org }: { org: PublicOrganization }) {
  const website = safeHttpUrl(org.website);
  const email = safeEmail(org.contactEmail);
  const phone = org.contactPhone?.trim() || null;
  const language = languagesLabel(org.languages);
  const feed = useMemo(() => feedQuery(EMPTY_LISTING, org.id), [org.id]);
  return (
    <div className="org-public">
      <p className="detail-back">
        <Link to={listingHref()}>← Back to Events</Link>
      </p>
      <header className="org-public-header card">
        <div className="org-public-title">
          <h1>{org.name}</h1>
          <p className="org-public-place">
            <PinIcon /> {org.city}, {org.state}
            {org.metro && (
              <>
                {' · '}
                <Link to={`/?metro=${encodeURIComponent(org.metro.slug)}`}>{org.metro.name}</Link>
              </>
            )}
            {language && <span className="badge badge-language">{language}</span>}
          </p>
        </div>
        {org.description && <p className="org-public-description">{org.description}</p>}
        {(website || email || phone) && (
          <ul className="org-public-contact" aria-label="Contact">
            {website && (
              <li>
                <a href={website} target="_blank" rel="noopener noreferrer">
                  <GlobeIcon /> Website
                </a>
              </li>
            )}
            {email && (
              <li>
                <a href={`mailto:${email}`}>
                  <MailIcon /> {email}
                </a>
              </li>
            )}
            {phone && (
              <li>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                  <PhoneIcon /> {phone}
                </a>
              </li>
            )}
          </ul>
        )}
        <div className="org-public-share">
          <h2 className="sr-only">Share</h2>
          <ShareButtons title={org.name} url={`${window.location.origin}/organizations/${org.id}`} label="Share this organization">
            <WhatsAppCopyButton query={{ organizationId: org.id }} />
            <a
              className="btn btn-sm"
              href={apiUrl('/api/share/poster', { query: { organizationId: org.id } })}
              target="_blank"
              rel="noopener"
            >
              QR poster
            </a>
          </ShareButtons>
        </div>
      </header>
      <OrganizationEvents orgId={org.id} orgName={org.name} feed={feed} />
    </div>
  );
}

function OrganizationEvents({ orgId, orgName, feed }: { orgId: string; orgName: string; feed: ReturnType<typeof feedQuery> }) {
  const query = useMemo(() => ({ organizationId: orgId, sortBy: 'date', sortOrder: 'asc' }), [orgId]);
  const list = useEventList(query);
  const saved = useSavedEvents();
  const count = list.isLoading || list.error ? '' : ` (${formatInteger(list.total ?? list.items.length)})`;
  return (
    <section className="events-section" aria-labelledby="org-events-title">
      <div className="listing-heading">
        <h2 id="org-events-title" className="section-title">
          Upcoming Events{count}
        </h2>
        <SubscribeButton query={feed} what={`Events by ${orgName}`} organizationName={orgName} />
      </div>
      {list.isLoading ? (
        <EventCardSkeletons count={3} />
      ) : list.error ? (
        <div className="empty-state card" role="alert">
          <h3>Unable to load events</h3>
          <p>Please check your connection and try again.</p>
          <button type="button" className="btn" onClick={() => void list.retry()}>
            Try Again
          </button>
        </div>
      ) : list.items.length === 0 ? (
        <div className="empty-state card">
          <h3>No upcoming events</h3>
          <p>{orgName} has nothing listed right now. Subscribe to get their next events in your calendar.</p>
        </div>
      ) : (
        <EventGrid
          events={list.items}
          savedIds={saved.savedIds}
          onToggleSave={saved.toggle}
          more={list.hasMore ? { loading: list.isLoadingMore, load: list.loadMore } : undefined}
        />
      )}
    </section>
  );
}
