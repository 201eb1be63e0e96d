import { reportEventActivity } from './insights';
import { safeEmail, safeHttpUrl } from './safe-url';
import type { ToastOptions } from './toast';

export interface Registerable {
  id: string;
  title: string;
  ticketUrl?: string | null;
  organization?: { name: string; website?: string | null; contactEmail?: string | null } | null;
}

/** What Register would open (spec section 9's order), or null when the event offers no way to register. */
export function registerTarget(e: Registerable): 'ticket' | 'website' | 'email' | null {
  if (safeHttpUrl(e.ticketUrl)) return 'ticket';
  if (safeHttpUrl(e.organization?.website)) return 'website';
  if (safeEmail(e.organization?.contactEmail)) return 'email';
  return null;
}

/** The register button's label: card 'Book Now' / 'Register', detail 'Get Tickets' / 'Register Now'. */
export function registerLabel(e: Registerable, where: 'card' | 'detail'): string {
  const tickets = !!safeHttpUrl(e.ticketUrl);
  if (where === 'card') return tickets ? 'Book Now' : 'Register';
  return tickets ? 'Get Tickets' : 'Register Now';
}

/**
 * What the register button does (spec section 9), in order: (1) the ticket link in a new tab
 * without opener or referrer; (2) the organization's website in a new tab, with a toast;
 * (3) a mail draft to the organization with subject 'Registration for {title}'; (4) a toast.
 * Each of the first three counts as a ticket click in the event's insights.
 */
export function register(e: Registerable, toast: (t: ToastOptions) => void): void {
  if (registerTarget(e) !== null) reportEventActivity('ticket', e.id);
  const ticket = safeHttpUrl(e.ticketUrl);
  if (ticket) {
    window.open(ticket, '_blank', 'noopener,noreferrer');
    return;
  }
  const website = safeHttpUrl(e.organization?.website);
  if (website) {
    window.open(website, '_blank', 'noopener,noreferrer');
    toast({ title: 'Opening organization website', description: `Visit ${e.organization!.name} for registration details` });
    return;
  }
  const email = safeEmail(e.organization?.contactEmail);
  if (email) {
    window.open(`mailto:${email}?subject=${encodeURIComponent(`Registration for ${e.title}`)}`, '_self');
    return;
  }
  toast({ title: 'Registration information', description: 'Please contact the event organizer for registration details' });
}
