import { MODERATION_CONFIG } from '../moderation.config';
import { emailDomain, hostInList, hostOf, isIpHost, registrableDomain } from './domains';
import { Finding } from './finding';

/** 'dfwhindutemple.org' → 'dfwhindutemple' (so .org and .com of one name agree). */
const nameOf = (domain: string) => domain.split('.')[0];

/**
 * Weak signal: the website and the contact email are on unrelated domains. Not raised for free mail
 * providers (a temple on gmail is normal) or shared website hosts (a Facebook or Wix page).
 */
export function domainMismatchRule(website: string | null | undefined, email: string | null | undefined): Finding[] {
  const { emails, weights } = MODERATION_CONFIG;
  const mailDomain = emailDomain(email);
  const host = website ? hostOf(website.trim()) : null;
  if (!mailDomain || !host || isIpHost(host) || !host.includes('.')) return [];
  if (hostInList(mailDomain, emails.freeMailProviders) || hostInList(host, emails.sharedWebsiteHosts)) return [];
  const a = registrableDomain(host);
  const b = registrableDomain(mailDomain);
  if (a === b || nameOf(a) === nameOf(b)) return [];
  return [{ weight: weights.domainMismatch, flag: `Website (${a}) and contact email (${b}) are on different domains` }];
}
