import { EventDetailResponse } from '../events/dto/public-event.dto';
import { eventWhen } from '@sangam/shared';
import { eventInstant } from '../events/event-time';
import { absoluteImageUrl } from '../images/image-url';
import { escapeMarkup as escapeHtml } from '../common/markup';
import { cut, cutAtWord } from '../share/event-labels';

/** JSON for a <script> element: nothing in it can close the element or start markup. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const isHttpUrl = (u: string | null | undefined): u is string => !!u && /^https?:\/\/[^\s]+$/i.test(u);

/** A short plain-text summary for link previews: the description, or when and where. */
export function eventSummary(e: EventDetailResponse): string {
  const text = e.description ? cut(e.description, 200) : '';
  return text || cutAtWord(`${eventWhen(e, 'medium')} at ${e.venue}, ${e.city}, ${e.state}`, 200);
}

/** schema.org eventStatus of an event's status. */
const EVENT_STATUS: Record<string, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
};

/**
 * schema.org Event (Google's event structured data: name, startDate, location required; endDate,
 * eventStatus, address parts, organizer with url, offers, image, description recommended).
 * `organizerPageUrl`: the organization's page here, its url when it has no website.
 */
export function eventJsonLd(e: EventDetailResponse, pageUrl: string, organizerPageUrl?: string): Record<string, unknown> {
  const i = eventInstant(e);
  const iso = (d: typeof i.start) => (i.allDay ? d.toISODate() : d.toISO({ suppressMilliseconds: true, suppressSeconds: true }));
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.title,
    startDate: iso(i.start),
    // An all-day event's end is exclusive: its last day is the one before.
    endDate: i.allDay ? i.end.minus({ days: 1 }).toISODate() : iso(i.end),
    eventStatus: EVENT_STATUS[e.status] ?? EVENT_STATUS.scheduled,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: e.venue,
      address: {
        '@type': 'PostalAddress',
        ...(e.address ? { streetAddress: e.address } : {}),
        addressLocality: e.city,
        addressRegion: e.state,
        ...(e.postalCode ? { postalCode: e.postalCode } : {}),
        addressCountry: 'US',
      },
    },
    description: e.description ? cut(e.description, 5000) : eventSummary(e),
    url: pageUrl,
  };
  const image = absoluteImageUrl(e.imageUrl, new URL(pageUrl).origin);
  if (image) ld.image = [image];
  if (e.organization) {
    ld.organizer = {
      '@type': 'Organization',
      name: e.organization.name,
      ...(isHttpUrl(e.organization.website) ? { url: e.organization.website } : organizerPageUrl ? { url: organizerPageUrl } : {}),
    };
  }
  if (e.isFree || e.price !== null) {
    ld.offers = {
      '@type': 'Offer',
      url: isHttpUrl(e.ticketUrl) ? e.ticketUrl : pageUrl,
      price: e.isFree ? 0 : e.price,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    };
  }
  return ld;
}

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image?: string | null;
  imageSize?: { width: number; height: number };
  siteName: string;
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
}

/** The <head> elements of a page: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function headElements(m: PageMeta): { title: string; head: string } {
  const a = escapeHtml;
  const tags = [
    `<meta name="description" content="${a(m.description)}" />`,
    `<link rel="canonical" href="${a(m.url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${a(m.siteName)}" />`,
    `<meta property="og:title" content="${a(m.title)}" />`,
    `<meta property="og:description" content="${a(m.description)}" />`,
    `<meta property="og:url" content="${a(m.url)}" />`,
    `<meta name="twitter:card" content="${m.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${a(m.title)}" />`,
    `<meta name="twitter:description" content="${a(m.description)}" />`,
  ];
  if (m.image) tags.push(`<meta property="og:image" content="${a(m.image)}" />`, `<meta name="twitter:image" content="${a(m.image)}" />`);
  if (m.image && m.imageSize) {
    tags.push(
      `<meta property="og:image:width" content="${m.imageSize.width}" />`,
      `<meta property="og:image:height" content="${m.imageSize.height}" />`,
    );
  }
  if (m.noindex) tags.push(`<meta name="robots" content="noindex" />`);
  if (m.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(m.jsonLd)}</script>`);
  return { title: `<title>${a(m.title)}</title>`, head: tags.join('\n    ') };
}
