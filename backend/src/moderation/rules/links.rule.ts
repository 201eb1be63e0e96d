import { MODERATION_CONFIG } from '../moderation.config';
import { findLinks, hostInList, hostOf } from './domains';
import { Finding } from './finding';

export interface LinksInput {
  /** Normalised title (or organization name). */
  title: string;
  /** Normalised free text: description, venue, price text. */
  body: string;
  /** URL fields (ticket, image, website, events page). */
  urls: (string | null | undefined)[];
}

/** Too many links in the text, a link in the title, and links through URL shorteners (anywhere). */
export function linksRule({ title, body, urls }: LinksInput): Finding[] {
  const { weights, links, urls: urlConfig } = MODERATION_CONFIG;
  const findings: Finding[] = [];
  const titleLinks = findLinks(title, 5);
  const bodyLinks = findLinks(body, 50);
  if (titleLinks.length) findings.push({ weight: weights.linkInTitle, flag: 'Title contains a link' });
  const textLinkCount = titleLinks.length + bodyLinks.length;
  if (textLinkCount > links.maxLinksInText) {
    findings.push({
      weight: weights.tooManyLinks,
      flag: `Contains too many links (${textLinkCount >= 50 ? '50 or more' : textLinkCount}; more than ${links.maxLinksInText} is unusual)`,
    });
  }
  const shorteners = new Set<string>();
  for (const link of [...titleLinks, ...bodyLinks, ...urls.filter((u): u is string => !!u)]) {
    const host = hostOf(link.trim());
    const hit = host && hostInList(host, urlConfig.shorteners);
    if (hit) shorteners.add(hit);
  }
  if (shorteners.size) {
    findings.push({
      weight: weights.urlShortener,
      flag: `Uses a URL shortener that hides the destination (${[...shorteners].slice(0, 3).join(', ')})`,
    });
  }
  return findings;
}
