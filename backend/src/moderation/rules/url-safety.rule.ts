import { MODERATION_CONFIG } from '../moderation.config';
import { hostInList, isIpHost } from './domains';
import { Finding } from './finding';

/**
 * A URL field (ticket link, website, events page, image): must be an http(s) web address on a
 * domain that is not blocklisted (tunnels, throw-away hosting, spam-abused top-level domains), not a
 * raw IP address and not a disguised international (punycode) name. `label` names the field in the flag.
 */
export function urlSafetyRule(url: string | null | undefined, label: string): Finding[] {
  const value = (url ?? '').trim();
  if (!value) return [];
  const { weights, urls } = MODERATION_CONFIG;
  const parsed = URL.canParse(value) ? new URL(value) : null;
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname) {
    return [{ weight: weights.urlNotHttp, flag: `${label} is not a web address (http or https)` }];
  }
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  const findings: Finding[] = [];
  const blocked = hostInList(host, urls.blockedDomains);
  const tld = host.split('.').pop() ?? '';
  if (blocked) {
    findings.push({ weight: weights.urlBlockedDomain, flag: `${label} points to a blocklisted domain (${blocked})` });
  } else if (!isIpHost(host) && urls.blockedTlds.includes(tld)) {
    findings.push({
      weight: weights.urlBlockedDomain,
      flag: `${label} points to a blocklisted domain (${host}: .${tld} is widely used for spam)`,
    });
  }
  if (isIpHost(host) || host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) {
    findings.push({ weight: weights.urlRawIp, flag: `${label} points to a raw IP address or private host (${host}) instead of a website` });
  }
  if (host.split('.').some((l) => l.startsWith('xn--'))) {
    findings.push({ weight: weights.urlPunycode, flag: `${label} uses a look-alike international domain name (${host})` });
  }
  if (parsed.username || parsed.password) {
    findings.push({ weight: weights.urlBlockedDomain, flag: `${label} hides its real destination behind a user name (${host})` });
  }
  return findings;
}
