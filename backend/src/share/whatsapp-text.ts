import { dayRange, eventWhen } from '@sangam/shared';
import type { SharedEventRow as SharedEvent } from '../events/event-listing.sql';
import { cut } from './event-labels';

/** Events listed in one message; the rest are counted and linked. */
export const WHATSAPP_MAX_EVENTS = 20;

/** Text inside WhatsApp's *bold*: its formatting characters removed, so a title cannot end the bold or start another style. */
function plain(text: string, max: number): string {
  return cut(text.replace(/[*_~`]/g, ''), max);
}

export interface WhatsAppDigest {
  heading: string;
  /** Days covered, both included. */
  from: string;
  to: string;
  events: SharedEvent[];
  eventUrl: (id: string) => string;
  moreUrl: string;
  productName: string;
}

/**
 * A message to paste into WhatsApp: a bold heading with the days, then per event its bold title, when,
 * where and a link to its page; "No events yet" when there are none.
 */
export function whatsappText(d: WhatsAppDigest): string {
  const range = dayRange({ date: d.from, endDate: d.to }, 'short');
  const lines = [`*${plain(d.heading, 120)}* (${range})`, ''];
  if (!d.events.length) lines.push('No events listed yet.', '');
  for (const e of d.events.slice(0, WHATSAPP_MAX_EVENTS)) {
    lines.push(`*${plain(e.title, 100)}*`, eventWhen(e, 'short'), `${plain(e.venue, 80)}, ${plain(e.city, 40)}`, d.eventUrl(e.id), '');
  }
  const more = d.events.length - WHATSAPP_MAX_EVENTS;
  lines.push(more > 0 ? `${more} more on ${d.productName}: ${d.moreUrl}` : `More on ${d.productName}: ${d.moreUrl}`);
  return lines.join('\n');
}
