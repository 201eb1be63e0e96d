// The first paint: a page's main content as plain HTML inside the app's root element, so a slow
// network shows the page before the scripts run. The React app then renders over it (createRoot
// replaces the root's children). Class names are the app's, so its stylesheet styles it; every
// text goes through escapeMarkup.
import { addDays, dateBadge, dayRange, festivalDays, festivalPageDays, timeRange } from '@sangam/shared';
import { escapeMarkup as esc } from '../common/markup';
import type { EventCardResponse, EventDetailResponse } from '../events/dto/public-event.dto';
import type { FestivalPageResponse, FestivalSummaryResponse } from '../festivals/dto/festivals.dto';
import { DEFAULT_ZONE } from '../festivals/festival-pages.service';
import type { PublicOrganizationResponse } from '../organizations/dto/organization-response.dto';

/** A listing's first page of cards and its total, as GET /api/events answers it. */
export interface FirstPage {
  cards: EventCardResponse[];
  total: number;
}

/** The Layout's main element (public-web/src/components/Layout.tsx) around a page's content. */
const main = (content: string) => `<main id="main" class="container main" data-first-paint="">${content}</main>`;

/**
 * An event card as public-web's EventCard draws it: date badge, title link, organization, days and times, city and venue.
 * The title is marked for the Element Timing API: when it was painted (public-web/e2e/first-paint.e2e.ts measures it).
 */
function cardHtml(e: EventCardResponse): string {
  const badge = dateBadge(e.date);
  const when = `${dayRange(e, 'short')} · ${timeRange(e)}`;
  return (
    `<article class="event-card card">` +
    `<div class="event-card-date" aria-hidden="true"><span class="event-card-month">${esc(badge.month)}</span><span class="event-card-day">${esc(badge.day)}</span></div>` +
    `<div class="event-card-body">` +
    `<h3 class="event-card-title" elementtiming="first-paint-card"><a href="/event/${encodeURIComponent(e.id)}" class="stretched-link">${esc(e.title)}</a></h3>` +
    `<p class="event-card-org">${esc(e.organization?.name || 'Community Event')}</p>` +
    `<p class="event-card-meta"><time datetime="${esc(e.date)}">${esc(when)}</time></p>` +
    `<p class="event-card-meta event-card-place"><span class="event-card-city">${esc(`${e.city}, ${e.state}`)}</span><span class="event-card-venue">${esc(e.venue)}</span></p>` +
    `</div></article>`
  );
}

/**
 * A listing's heading, summary line and first page of cards (the app's first page: the same cards, so nothing
 * changes in number when the app renders over them), as the app's events section shows them. The heading's text is
 * a paragraph here: 'All Events (8)' as a heading is the app's list, ready (what the browser tests wait for).
 */
function listing(heading: string, cards: EventCardResponse[], summary?: string): string {
  return (
    `<section class="events-section"><div class="listing-heading"><p class="section-title">${esc(heading)}</p></div>` +
    (summary ? `<p class="listing-summary">${esc(summary)}</p>` : '') +
    (cards.length ? `<div class="event-grid">${cards.map(cardHtml).join('')}</div>` : '') +
    `</section>`
  );
}

const count = (n: number) => ` (${n.toLocaleString('en-US')})`;

/** The home page (or a metro's: `metro` is its name, said as the app's summary line does): page heading, listing. */
export function homeHtml(productName: string, { cards, total }: FirstPage, metro?: string): string {
  const events = listing(`All Events${count(total)}`, cards, metro ? `In ${metro}` : undefined);
  return main(`<div class="home"><h1 class="sr-only">${esc(productName)} - Community Events</h1>${events}</div>`);
}

/** An event's page: title, organization, days and times, venue and place, description. */
export function eventHtml(e: EventDetailResponse): string {
  const where = [e.venue, e.address, `${e.city}, ${e.state}`].filter(Boolean).join(', ');
  return main(
    `<article class="detail"><header class="detail-header"><h1>${esc(e.title)}</h1>` +
      `<p class="detail-org">by <strong>${esc(e.organization?.name || 'Community Event')}</strong></p></header>` +
      `<div class="detail-layout"><div class="detail-main">` +
      `<p class="detail-when"><time datetime="${esc(e.date)}">${esc(dayRange(e, 'long'))}</time> · ${esc(timeRange(e))}</p>` +
      `<p class="detail-where">${esc(where)}</p>` +
      (e.description ? `<p class="detail-description">${esc(e.description)}</p>` : '') +
      `</div></div></article>`,
  );
}

/** An organization's page: its name, place and description, then its first upcoming events. */
export function organizationHtml(org: PublicOrganizationResponse, { cards, total }: FirstPage): string {
  return main(
    `<div class="org-public"><header class="org-public-header card"><div class="org-public-title"><h1>${esc(org.name)}</h1>` +
      `<p class="org-public-place">${esc(`${org.city}, ${org.state}`)}${org.metro ? ` · ${esc(org.metro.name)}` : ''}</p></div>` +
      (org.description ? `<p class="org-public-description">${esc(org.description)}</p>` : '') +
      `</header>${listing(`Upcoming Events${count(total)}`, cards)}</div>`,
  );
}

/**
 * A festival's page: its name and year, its days headed as the app heads them (`festivalPageDays`; in Eastern time,
 * the server not knowing the visitor's zone, with the other zones' days where they differ), its events.
 */
export function festivalHtml(f: FestivalPageResponse, { cards, total }: FirstPage): string {
  // The service's today in Eastern time: the main day less the days until it.
  const days = festivalPageDays(f.dates, DEFAULT_ZONE, addDays(f.mainDate, -f.daysUntil));
  const heading = days
    ? `<p class="festival-dates">${days.over ? esc(`${f.name} ${f.year} was on `) : ''}` +
      `<time datetime="${esc(days.row.mainDate)}">${esc(days.days)}</time><span class="festival-zone muted">${esc(days.zone)}</span></p>` +
      (days.row.note ? `<p class="festival-note muted">${esc(days.row.note)}</p>` : '') +
      (days.others.length
        ? `<ul class="festival-other-dates muted" aria-label="Dates in other time zones">${days.others.map((o) => `<li>${esc(o.text)}</li>`).join('')}</ul>`
        : '')
    : '';
  return main(
    `<div class="festival"><header class="card festival-header"><h1>${esc(`${f.name} ${f.year}`)}</h1>${heading}` +
      `<p class="festival-summary">${esc(f.summary)}</p></header>` +
      `${listing(`${f.name} events${count(total)}`, cards)}</div>`,
  );
}

/** The festivals page: its heading, then the festivals coming up (running or ahead), soonest first, with their days. */
export function festivalsHtml(list: FestivalSummaryResponse[]): string {
  // The service's today (in its time zone): the main day less the days until it.
  const upcoming = list.filter((f) => f.endDate >= addDays(f.mainDate, -f.daysUntil));
  const items = upcoming.map(
    (f) =>
      `<li class="card festival-item"><h3><a href="/festivals/${encodeURIComponent(f.pageSlug)}" class="stretched-link">${esc(`${f.name} ${f.year}`)}</a></h3>` +
      `<p class="festival-item-when"><time datetime="${esc(f.startDate)}">${esc(festivalDays(f))}</time></p>` +
      `<p class="festival-item-summary muted">${esc(f.summary)}</p></li>`,
  );
  return main(
    `<div class="festivals"><header class="festivals-header"><h1>Festivals</h1></header>` +
      `<section class="festival-section"><p class="section-title">Coming up</p><ul class="festival-list">${items.join('')}</ul></section></div>`,
  );
}
