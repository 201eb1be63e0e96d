/** Shapes of the organizer API (see /api/docs). */
export interface OrgProfile {
  id: string;
  name: string;
  email: string;
  isApproved: boolean;
  eventsThisMonth: number;
  city?: string | null;
  state?: string | null;
  description?: string | null;
  website?: string | null;
  contactPhone?: string | null;
  rejectionReason?: string | null;
}

export interface OrgEvent {
  id: string;
  title: string;
  description?: string | null;
  organizationId?: string | null;
  category: string;
  date: string;
  startTime: string;
  endTime?: string | null;
  venue: string;
  city: string;
  state: string;
  price?: number | string | null;
  priceText?: string | null;
  isFree: boolean;
  isApproved: boolean;
  unpublishedByAdmin?: boolean;
  ticketUrl?: string | null;
  imageUrl?: string | null;
}

export interface TokenAnswer {
  token: string;
}
