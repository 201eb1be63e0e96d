import { timeZoneForState } from '../common/us-states';
import { metroBySlug, metroRef } from '../places';
import { EventCardResponse, EventDetailResponse, EventOrganizationSummary, EventResponse } from './dto/public-event.dto';

/** The organization columns of a public read's row (event-listing.sql.ts), all null for an event without one. */
interface OrganizationColumns {
  org_id: string | null;
  org_name: string;
  org_website: string | null;
  org_contactEmail: string | null;
}

/**
 * A card row (CARD_COLUMNS in event-listing.sql.ts): the card's fields in its order, price as node-postgres gives numeric,
 * the organization's columns, distanceMiles when the listing has one and a listing page's total (TOTAL_COLUMN).
 */
export type CardRow = Omit<EventCardResponse, 'price' | 'organization' | 'distanceMiles'> &
  OrganizationColumns & { price: string | null; distanceMiles?: number | null; searchTotal?: number };

/** A listing row (LIST_COLUMNS): a card row and the rest of the full shape's stored columns. */
export type ListRow = CardRow &
  Pick<
    EventResponse,
    'seriesId' | 'description' | 'address' | 'postalCode' | 'organizationId' | 'isApproved' | 'createdAt' | 'updatedAt' | 'tags'
  > & {
    metro: string | null;
  };

/** A detail row (DETAIL_COLUMNS): a listing row with the place, moderation and the organization's detail. */
export type DetailRow = ListRow &
  Pick<EventDetailResponse, 'latitude' | 'longitude'> & {
    org_description: string | null;
    org_contactPhone: string | null;
    org_isApproved: boolean | null;
    moderationScore: number;
    moderationFlags: string[];
  };

/** numeric(10,2) as node-postgres gives it (a string), as a number. */
const numeric = (v: string | null): number | null => (v === null ? null : Number(v));

/** A listing's distanceMiles, last in the answer, when the listing has one. */
function distanceOf(r: CardRow): { distanceMiles?: number } {
  return r.distanceMiles === undefined || r.distanceMiles === null ? {} : { distanceMiles: r.distanceMiles };
}

/** The row's organization with the contact given (null for an event without one). */
function organizationOf(r: OrganizationColumns, website: string | null, contactEmail: string | null): EventOrganizationSummary | null {
  return r.org_id ? { id: r.org_id, name: r.org_name, website, contactEmail } : null;
}

/** A listing row (LIST_COLUMNS in event-listing.sql.ts) as the API answers it in the full shape. */
export function toEvent(r: ListRow): EventResponse {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    organizationId: r.organizationId,
    category: r.category,
    date: r.date,
    endDate: r.endDate,
    status: r.status,
    startTime: r.startTime,
    endTime: r.endTime,
    venue: r.venue,
    address: r.address,
    city: r.city,
    state: r.state,
    postalCode: r.postalCode,
    price: numeric(r.price),
    priceText: r.priceText,
    isFree: r.isFree,
    ticketUrl: r.ticketUrl,
    imageUrl: r.imageUrl,
    imageWidth: r.imageWidth,
    imageHeight: r.imageHeight,
    isApproved: r.isApproved,
    timeZone: timeZoneForState(r.state),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    seriesId: r.seriesId,
    recurrence: r.recurrence,
    festival: r.festival,
    languages: r.languages,
    tags: r.tags,
    organization: organizationOf(r, r.org_website, r.org_contactEmail),
    metro: metroRef(metroBySlug(r.metro)),
    ...distanceOf(r),
  };
}

/**
 * A card row (CARD_COLUMNS) as GET /api/events?fields=card answers it: the row's card fields in their order, and of the
 * organization's contact only what Register uses (spec section 9: the ticket link, else the website, else the e-mail).
 */
export function toCard(r: CardRow): EventCardResponse {
  const { org_id: _id, org_name: _name, org_website, org_contactEmail, distanceMiles: _miles, searchTotal: _total, ...fields } = r;
  const website = fields.ticketUrl ? null : org_website;
  return {
    ...fields,
    price: numeric(fields.price),
    organization: organizationOf(r, website, fields.ticketUrl || website ? null : org_contactEmail),
    ...distanceOf(r),
  };
}

/**
 * A detail row (DETAIL_SQL in event-listing.sql.ts) as GET /api/events/:id answers it; the moderation fields only for
 * its organizer and admins.
 * @public also read from the build by bench/ceiling-server.js
 */
export function toDetail(r: DetailRow, withModeration: boolean): EventDetailResponse {
  const base = toEvent(r);
  return {
    ...base,
    latitude: r.latitude,
    longitude: r.longitude,
    organization: base.organization ? { ...base.organization, description: r.org_description, contactPhone: r.org_contactPhone } : null,
    ...(withModeration ? { moderationScore: r.moderationScore, moderationFlags: r.moderationFlags } : {}),
  };
}

/**
 * Publicly visible: approved, and its organization (if any) approved too (VISIBLE in event-listing.sql.ts).
 * @public also read from the build by bench/ceiling-server.js
 */
export function isVisibleRow(r: DetailRow): boolean {
  return r.isApproved && (r.organizationId === null || r.org_isApproved === true);
}
