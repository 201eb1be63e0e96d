import { FollowForm, followTargetOf } from '../../../components/FollowForm';
import { FeedQuery, feedLinks } from '../feeds';
import { Sheet } from './Sheet';

/** Following a view by email first (a metro, a ZIP and radius, or an organization), then its feeds: calendar app (webcal), Google Calendar, the .ics address, RSS. */
export default function SubscribeDialog({
  query,
  what,
  organizationName,
  onClose,
}: {
  query: FeedQuery;
  what: string;
  organizationName?: string;
  onClose: () => void;
}) {
  const links = feedLinks(query, window.location.origin);
  const follow = followTargetOf(query);
  return (
    <Sheet title="Subscribe" onClose={onClose}>
      {follow ? (
        <FollowForm target={follow} organizationName={organizationName} />
      ) : (
        <p className="muted follow-form">
          Choose a metro area or a ZIP code (Where) to get this weekend&apos;s events by email every Thursday.
        </p>
      )}
      <p className="subscribe-what">
        <strong>{what}</strong>
        <br />
        Upcoming events, kept up to date in your calendar or feed reader (date filters do not apply).
      </p>
      <ul className="subscribe-links">
        <li>
          <a className="btn btn-primary btn-block" href={links.webcal}>
            Add to Calendar app
          </a>
          <span className="muted">Apple Calendar, Outlook and other calendar apps on this device</span>
        </li>
        <li>
          <a className="btn btn-block" href={links.google} target="_blank" rel="noopener noreferrer">
            Add to Google Calendar
          </a>
        </li>
        <li>
          <a className="btn btn-block" href={links.rss} type="application/rss+xml">
            RSS feed
          </a>
        </li>
        <li>
          <label htmlFor="subscribe-ics">Calendar address (.ics), for any calendar&apos;s “add by URL”</label>
          <input id="subscribe-ics" className="subscribe-url" readOnly value={links.ics} onFocus={(e) => e.currentTarget.select()} />
          <a className="subscribe-download" href={links.ics}>
            Download .ics
          </a>
        </li>
      </ul>
    </Sheet>
  );
}
