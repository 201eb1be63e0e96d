import type { DiscoveredOrganizationResultDto } from '../dto/discovery.dto';
import { isCalendarFeedUrl } from '../extract/feeds';
import { FetchError, GuardedHttpClient } from '../http/guarded-http-client';
import { ParseError, parseFailureMessage, ParserPool } from '../parsing/parser-pool';
import { PageFacts, siteKey, unique } from './page-facts';

const MAX_PAGES = 20;
const MAX_DEPTH = 2;
const PARALLEL_FETCHES = 4;

/** A site that could not be crawled; `cause` is the FetchError of its first page, when that was the reason. */
export class CrawlError extends Error {}

/**
 * A typed-in address: scheme added when missing ('example.org' → https://example.org/, 'localhost:8080' too).
 * Text that starts with a scheme is left as typed, so a malformed one ('https:/x') is refused, not completed.
 */
export function normalizeInputUrl(raw: string): string {
  const t = raw.trim();
  return /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(t) ? t : `https://${t.replace(/^\/+/, '')}`;
}

/**
 * Crawls one site (same host, `www.` or not; at most 20 HTML pages, depth 2, contact/about/events pages
 * first) through the guarded client, robots.txt honoured, and sums up what the pages say about the
 * organization behind it.
 */
export class SiteCrawler {
  constructor(
    private readonly http: GuardedHttpClient,
    private readonly parser: ParserPool,
  ) {}

  async crawl(startUrl: string, signal?: AbortSignal): Promise<DiscoveredOrganizationResultDto> {
    const first = await this.http.getOk(startUrl, { signal }).catch((e: unknown) => {
      throw new CrawlError(e instanceof FetchError ? e.message : `Could not fetch ${startUrl}`, { cause: e });
    });
    if (!/html/i.test(first.contentType) && !/^\s*(<!doctype|<html)/i.test(first.text().slice(0, 256))) {
      throw new CrawlError(`${first.url} is not a web page (it is ${describeContentType(first.contentType)})`);
    }
    const root = new URL(first.url);
    const site = siteKey(root.hostname);
    const visited = new Set<string>([canonical(startUrl), canonical(first.url)]);
    const facts: Array<PageFacts & { depth: number }> = [];
    const queue: Array<{ url: string; depth: number; priority: number }> = [];

    const absorb = (f: PageFacts, depth: number) => {
      facts.push({ ...f, depth });
      if (depth >= MAX_DEPTH) return;
      for (const l of f.links) {
        const key = canonical(l.url);
        if (visited.has(key) || queue.some((q) => canonical(q.url) === key)) continue;
        queue.push({ url: l.url, depth: depth + 1, priority: l.priority });
      }
      // Best first; breadth before depth among equals.
      queue.sort((a, b) => a.depth - b.depth || b.priority - a.priority);
    };

    try {
      absorb(await this.parser.run('pageFacts', [first.text(), first.url], signal), 0);
    } catch (e) {
      if (e instanceof ParseError) throw new CrawlError(parseFailureMessage(e, 'page', first.url, this.parser.timeLimitMs));
      throw e;
    }
    let pages = 1;
    while (queue.length && pages < MAX_PAGES && !signal?.aborted) {
      const batch = queue.splice(0, Math.min(PARALLEL_FETCHES, MAX_PAGES - pages));
      batch.forEach((b) => visited.add(canonical(b.url)));
      const results = await Promise.all(
        batch.map(async (b) => {
          let r;
          try {
            r = await this.http.getOk(b.url, { signal, retries: 0 });
          } catch (e) {
            // A page robots.txt keeps us out of was not fetched and does not count; a broken link does.
            if (!(e instanceof FetchError && (e.code === 'robots' || e.code === 'refused'))) pages++;
            return null; // either way it does not spoil the crawl
          }
          pages++;
          if (siteKey(new URL(r.url).hostname) !== site) return null; // redirected off the site
          if (!/html/i.test(r.contentType)) return null;
          visited.add(canonical(r.url));
          try {
            return { facts: await this.parser.run('pageFacts', [r.text(), r.url], signal), depth: b.depth };
          } catch (e) {
            if (e instanceof ParseError) return null; // a page that cannot be read does not spoil the crawl either
            throw e;
          }
        }),
      );
      for (const r of results) if (r) absorb(r.facts, r.depth);
    }
    return summarize(facts, root);
  }
}

/** A content type in words ('application/pdf' → 'a PDF file'). */
function describeContentType(type: string): string {
  const t = type.split(';')[0].trim().toLowerCase();
  if (!t) return 'a file of unknown type';
  if (t === 'application/pdf') return 'a PDF file';
  if (t.startsWith('image/')) return 'an image';
  if (t === 'text/calendar') return 'a calendar file';
  if (t.includes('json')) return 'data (JSON)';
  if (t.startsWith('text/plain')) return 'plain text';
  return `a file of type ${t.slice(0, 60)}`;
}

/** The form two addresses of one page share (no fragment, no www., https, no trailing slash); every address here was fetched or parsed. */
function canonical(url: string): string {
  const u = new URL(url);
  u.hash = '';
  u.hostname = siteKey(u.hostname);
  u.protocol = 'https:';
  return u.href.replace(/\/$/, '');
}

function summarize(facts: Array<PageFacts & { depth: number }>, root: URL): DiscoveredOrganizationResultDto {
  const home = facts[0];
  const site = siteKey(root.hostname);
  const name =
    // A page's names come JSON-LD first, then og:site_name, then its title.
    home.names.find((n) => n.from !== 'title')?.name ??
    mostCommon(facts.flatMap((f) => f.names.filter((n) => n.from !== 'title').map((n) => n.name))) ??
    home.names[0]?.name ??
    mostCommon(facts.flatMap((f) => f.names.map((n) => n.name))) ??
    site;

  const emails = unique(facts.flatMap((f) => f.emails));
  // Addresses at the organization's own domain first.
  emails.sort((a, b) => Number(!a.endsWith(`@${site}`)) - Number(!b.endsWith(`@${site}`)));
  const phones = unique(facts.flatMap((f) => f.phones));

  const placeCounts = new Map<string, { city: string; state: string; n: number }>();
  for (const f of facts) {
    for (const p of f.places) {
      const k = `${p.city.toLowerCase()}|${p.state}`;
      const e = placeCounts.get(k) ?? { city: p.city, state: p.state, n: 0 };
      e.n += f.depth === 0 ? 2 : 1;
      placeCounts.set(k, e);
    }
  }
  const place = [...placeCounts.values()].sort((a, b) => b.n - a.n)[0] ?? null;

  const sitePages = unique(facts.flatMap((f) => f.eventPages).filter((u) => siteKey(new URL(u).hostname) === site));
  sitePages.sort((a, b) => new URL(a).pathname.length - new URL(b).pathname.length);
  const external = unique(facts.flatMap((f) => f.eventPages).filter((u) => siteKey(new URL(u).hostname) !== site));
  const feeds = unique(facts.flatMap((f) => f.feeds)).filter((u) => isCalendarFeedUrl(u) || /\.ics\b|ical/i.test(u));

  const source_pages = facts
    .filter((f) => f.emails.length || f.phones.length || f.places.length || f.eventPages.length || f.feeds.length)
    .map((f) => f.url);

  return {
    name: name.slice(0, 200),
    website: `${root.protocol}//${root.host}/`,
    city: place?.city ?? null,
    state: place?.state ?? null,
    description: home.description,
    emails: emails.slice(0, 10),
    phones: phones.slice(0, 10),
    event_pages: unique([...sitePages, ...external, ...feeds]).slice(0, 30),
    source_pages: unique(source_pages),
    last_crawled: new Date().toISOString(),
  };
}

function mostCommon(xs: string[]): string | null {
  const counts = new Map<string, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  // The first seen among the most frequent.
  return [...counts].reduce<[string | null, number]>((best, c) => (c[1] > best[1] ? c : best), [null, 0])[0];
}
