/** The API's shapes as the console uses them (see backend entities and the admin controllers). */

export interface OrganizationSummary {
  id: string;
  name: string;
  contactEmail?: string | null;
}

export interface Organization {
  id: string;
  name: string;
  description: string | null;
  website: string | null;
  eventsPageUrl: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  city: string;
  state: string;
  isApproved: boolean;
  submittedBy: string | null;
  rejectionReason: string | null;
  isRegistered: boolean;
  moderationScore: number;
  moderationFlags: string[];
  createdAt: string;
  updatedAt?: string;
}

export interface AdminEvent {
  id: string;
  title: string;
  description: string | null;
  organizationId: string | null;
  organization?: OrganizationSummary | null;
  category: string;
  date: string;
  startTime: string;
  endTime: string | null;
  venue: string;
  city: string;
  state: string;
  price: number | null;
  priceText?: string | null;
  isFree: boolean;
  ticketUrl: string | null;
  imageUrl?: string | null;
  isApproved: boolean;
  moderationScore: number;
  moderationFlags: string[];
  duplicateOfId: string | null;
  createdAt: string;
}

export interface AdminSummary {
  pendingOrganizations: number;
  pendingEvents: number;
  unhandledMessages: number;
  scrapingSources: number;
}

/** Body of POST /api/events (admin: creates an approved event). */
export interface NewEvent {
  title: string;
  description?: string;
  category: string;
  date: string;
  startTime: string;
  endTime?: string;
  venue: string;
  city: string;
  state: string;
  price?: string;
  isFree: boolean;
  ticketUrl?: string;
  organizationId: string;
}

/** Body of POST /api/organizations (admin: creates an approved organization). */
export interface NewOrganization {
  name: string;
  description?: string;
  website?: string;
  eventsPageUrl?: string;
  contactEmail?: string;
  contactPhone?: string;
  city: string;
  state: string;
}
