/**
 * Shapes of the public events API, mirroring the OpenAPI schemas EventResponse and
 * EventDetailResponse (see /api/docs-json).
 */
export interface EventOrganization {
  id: string;
  name: string;
  website: string | null;
  contactEmail: string | null;
}

export interface EventOrganizationDetail extends EventOrganization {
  description: string | null;
  contactPhone: string | null;
}

export interface EventSummary {
  id: string;
  title: string;
  description: string | null;
  organizationId: string | null;
  category: string;
  /** YYYY-MM-DD, the event's local day */
  date: string;
  startTime: string;
  endTime: string | null;
  venue: string;
  city: string;
  state: string;
  price: number | null;
  priceText: string | null;
  isFree: boolean;
  ticketUrl: string | null;
  imageUrl: string | null;
  isApproved: boolean;
  /** IANA zone of the event's state */
  timeZone: string;
  createdAt: string;
  updatedAt: string;
  organization: EventOrganization | null;
}

export interface EventDetail extends EventSummary {
  organization: EventOrganizationDetail | null;
}

export interface Stats {
  totalEvents: number;
  totalFamilies: number;
  totalOrganizations: number;
  monthlyViews: number;
  lastUpdated: string | null;
}

export interface EventListParams {
  search?: string;
  sortBy?: 'date' | 'title';
  sortOrder?: 'asc' | 'desc';
  city?: string;
  state?: string;
  category?: string;
}
