import type { CheerioAPI } from 'cheerio';
import { isUsCountry, usStateCode } from '../address';
import { parseDateTimeLoose } from '../dates';
import { cleanLine, htmlToText } from '../html-text';
import { absoluteHttpUrl, Extraction, ScrapedEvent } from '../scraped-event';
import { blankEvent, Obj, isObj, jsonScriptBlocks, str } from './embedded-json';

/** Events read from one page's Apollo cache. */
const MAX_EVENTS = 1000;

/**
 * A Meetup group page as Meetup serves it (Next.js): its Apollo cache in `<script id="__NEXT_DATA__">`
 * (`props.pageProps.__APOLLO_STATE__`) holds `Event:<id>` objects — `title`, `description`, `dateTime` and
 * `endTime` (with offsets), `eventUrl`, `eventType` (PHYSICAL / ONLINE / HYBRID), `status` (ACTIVE / CANCELLED),
 * `venue` (a `__ref` to `Venue:<id>`: `name`, `address`, `city`, `state`, `postalCode`, `country`),
 * `featuredEventPhoto` (a `__ref` to `PhotoInfo:<id>` with `highResUrl`) and `feeSettings` (`amount`, `currency`).
 */
export function extractMeetupEvents($: CheerioAPI, pageUrl: string): Extraction {
  const [data] = jsonScriptBlocks($, 'script#__NEXT_DATA__');
  const props = isObj(data) && isObj(data.props) ? data.props : null;
  const pageProps = props && isObj(props.pageProps) ? props.pageProps : null;
  const state = pageProps && isObj(pageProps.__APOLLO_STATE__) ? pageProps.__APOLLO_STATE__ : null;
  if (!state) return { events: [], structured: false };
  const ref = (v: unknown): Obj | null => {
    const target = isObj(v) && typeof v.__ref === 'string' ? state[v.__ref] : v;
    return isObj(target) ? target : null;
  };
  const events: ScrapedEvent[] = [];
  let structured = false;
  for (const [key, value] of Object.entries(state)) {
    if (events.length >= MAX_EVENTS) break;
    if (!key.startsWith('Event:') || !isObj(value) || value.__typename !== 'Event') continue;
    structured = true;
    const title = cleanLine(str(value.title));
    const start = parseDateTimeLoose(str(value.dateTime));
    if (!title || !start) continue;
    const ev = blankEvent('meetup', title, start, absoluteHttpUrl(str(value.eventUrl), pageUrl));
    ev.key = `meetup:${str(value.id) ?? key.slice('Event:'.length)}`;
    ev.end = parseDateTimeLoose(str(value.endTime));
    ev.description = htmlToText(str(value.description)) || null;
    const type = (str(value.eventType) ?? '').toUpperCase();
    ev.online = type === 'ONLINE';
    const venue = type === 'ONLINE' ? null : ref(value.venue);
    if (venue && !/^online event$/i.test(str(venue.name) ?? '')) {
      const country = str(venue.country);
      ev.venue = cleanLine(str(venue.name)) || null;
      ev.address = {
        street: str(venue.address),
        city: str(venue.city),
        state: usStateCode(str(venue.state)) ?? str(venue.state),
        postalCode: str(venue.postalCode),
        country: country && isUsCountry(country) ? 'US' : country ? country.toUpperCase() : null,
      };
    }
    const fee = ref(value.feeSettings);
    const amount = fee ? Number(fee.amount) : NaN;
    if (fee && Number.isFinite(amount) && (str(fee.currency) ?? 'USD').toUpperCase() === 'USD') {
      ev.isFree = amount === 0;
      ev.price = amount > 0 ? amount : null;
    }
    const photo = ref(value.featuredEventPhoto);
    ev.imageUrl = photo ? absoluteHttpUrl(str(photo.highResUrl) ?? str(photo.baseUrl), pageUrl) : null;
    ev.cancelled = /^cancel/i.test(str(value.status) ?? '');
    events.push(ev);
  }
  return { events, structured };
}
