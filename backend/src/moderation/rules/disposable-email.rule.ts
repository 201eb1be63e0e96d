import { readFileSync } from 'node:fs';
import { lazy } from '../../common/lazy';
import { MODERATION_CONFIG } from '../moderation.config';
import { emailDomain } from './domains';
import { Finding } from './finding';

/** The maintained list of the disposable-email-domains package (exact and wildcard domains), read on first use and kept. */
const disposableDomains = lazy(() => {
  const read = (file: string) => JSON.parse(readFileSync(require.resolve(`disposable-email-domains/${file}`), 'utf8')) as string[];
  return new Set([...read('index.json'), ...read('wildcard.json')].map((d) => d.toLowerCase()));
});

/** The listed disposable domain that `domain` is, or is a subdomain of; null when it is not disposable. */
export function disposableDomainOf(domain: string): string | null {
  const labels = domain.toLowerCase().replace(/\.$/, '').split('.');
  // The domain itself, then each parent down to the last two labels.
  const candidates = labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
  return candidates.find((c) => disposableDomains().has(c)) ?? null;
}

/** A contact email on a throw-away mail service (mailinator.com, yopmail.com, 10minutemail.com …). */
export function disposableEmailRule(email: string | null | undefined): Finding[] {
  const domain = emailDomain(email);
  if (!domain) return [];
  const hit = disposableDomainOf(domain);
  return hit ? [{ weight: MODERATION_CONFIG.weights.disposableEmail, flag: `Contact email uses a disposable email domain (${hit})` }] : [];
}
