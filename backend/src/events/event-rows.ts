import { timeZoneForState } from '../common/us-states';
import { metroBySlug, metroRef } from '../places';
import { EventCardResponse, EventDetailResponse, EventResponse } from './dto/public-event.dto';
import type { EventRow } from './events.repository';

/** A listing row (LIST_COLUMNS in event-listing.sql.ts) as the API answers it in the full shape. */
export function toEvent(r: EventRow): EventResponse {
  const event: EventResponse = {
    id: r.id as string,
    title: r.title as string,
    description: (r.description as string | null) ?? null,
    organizationId: (r.organizationId as string | null) ?? null,
    category: r.category as string,
    date: r.date as string,
    endDate: (r.endDate as string | null) ?? null,
    status: r.status as EventResponse['status'],
    startTime: r.startTime as string,
    endTime: (r.endTime as string | null) ?? null,
    venue: r.venue as string,
    address: (r.address as string | null) ?? null,
    city: r.city as string,
    state: r.state as string,
    postalCode: (r.postalCode as string | null) ?? null,
    price: r.price === null || r.price === undefined ? null : Number(r.price),
    priceText: (r.priceText as string | null) ?? null,
    isFree: r.isFree as boolean,
    ticketUrl: (r.ticketUrl as string | null) ?? null,
    imageUrl: (r.imageUrl as string | null) ?? null,
    imageWidth: (r.imageWidth as number | null) ?? null,
    imageHeight: (r.imageHeight as number | null) ?? null,
    isApproved: r.isApproved as boolean,
    timeZone: timeZoneForState(r.state as string),
    createdAt: r.createdAt as Date,
    updatedAt: r.updatedAt as Date,
    seriesId: (r.seriesId as string | null) ?? null,
    recurrence: (r.recurrence as string | null) ?? null,
    festival: (r.festival as string | null) ?? null,
    languages: (r.languages as string[] | null) ?? [],
    tags: (r.tags as string[] | null) ?? [],
    organization: r.org_id
      ? {
          id: r.org_id as string,
          name: r.org_name as string,
          website: (r.org_website as string | null) ?? null,
          contactEmail: (r.org_contactEmail as string | null) ?? null,
        }
      : null,
    metro: metroRef(metroBySlug(r.metro as string | null)),
  };
  if (r.distanceMiles !== undefined && r.distanceMiles !== null) event.distanceMiles = r.distanceMiles as number;
  return event;
}

/**
 * A card row (CARD_COLUMNS) as GET /api/events?fields=card answers it: EventCardResponse's fields in this order, and of the
 * organization's contact only what Register uses (spec section 9: the ticket link, else the website, else the e-mail).
 */
export function toCard(r: EventRow): EventCardResponse {
  const ticketUrl = (r.ticketUrl as string | null) ?? null;
  const website = ticketUrl ? null : ((r.org_website as string | null) ?? null);
  const card: EventCardResponse = {
    id: r.id as string,
    title: r.title as string,
    category: r.category as string,
    date: r.date as string,
    endDate: (r.endDate as string | null) ?? null,
    startTime: r.startTime as string,
    endTime: (r.endTime as string | null) ?? null,
    venue: r.venue as string,
    city: r.city as string,
    state: r.state as string,
    price: r.price === null || r.price === undefined ? null : Number(r.price),
    priceText: (r.priceText as string | null) ?? null,
    isFree: r.isFree as boolean,
    ticketUrl,
    imageUrl: (r.imageUrl as string | null) ?? null,
    imageWidth: (r.imageWidth as number | null) ?? null,
    imageHeight: (r.imageHeight as number | null) ?? null,
    status: r.status as EventCardResponse['status'],
    recurrence: (r.recurrence as string | null) ?? null,
    festival: (r.festival as string | null) ?? null,
    languages: (r.languages as string[] | null) ?? [],
    organization: r.org_id
      ? {
          id: r.org_id as string,
          name: r.org_name as string,
          website,
          contactEmail: ticketUrl || website ? null : ((r.org_contactEmail as string | null) ?? null),
        }
      : null,
  };
  if (r.distanceMiles !== undefined && r.distanceMiles !== null) card.distanceMiles = r.distanceMiles as number;
  return card;
}

/**
 * A detail row (DETAIL_SQL in event-listing.sql.ts) as GET /api/events/:id answers it; the moderation fields only for
 * its organizer and admins.
 * @public also read from the build by bench/ceiling-server.js
 */
export function toDetail(r: EventRow, withModeration: boolean): EventDetailResponse {
  const base = toEvent(r);
  const detail: EventDetailResponse = {
    ...base,
    latitude: (r.latitude as number | null) ?? null,
    longitude: (r.longitude as number | null) ?? null,
    organization: base.organization
      ? {
          ...base.organization,
          description: (r.org_description as string | null) ?? null,
          contactPhone: (r.org_contactPhone as string | null) ?? null,
        }
      : null,
  };
  if (withModeration) {
    detail.moderationScore = r.moderationScore as number;
    detail.moderationFlags = (r.moderationFlags as string[]) ?? [];
  }
  return detail;
}

/**
 * Publicly visible: approved, and its organization (if any) approved too (VISIBLE in event-listing.sql.ts).
 * @public also read from the build by bench/ceiling-server.js
 */
export function isVisibleRow(r: EventRow): boolean {
  return r.isApproved === true && (r.organizationId === null || r.org_isApproved === true);
}
