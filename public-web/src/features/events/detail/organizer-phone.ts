import type { EventDetailResponse } from '@sangam/shared';

/** The organizer's phone as listed and as a tel: link (its digits and +), or nulls when none is listed. */
export function organizerPhone(event: EventDetailResponse): { phone: string | null; tel: string | null } {
  const phone = event.organization?.contactPhone?.trim() || null;
  return { phone, tel: phone ? `tel:${phone.replace(/[^\d+]/g, '')}` : null };
}
