import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { EventTime, parseDateTimeLoose } from '../dates';
import { cleanLine, htmlToText } from '../html-text';
import { placeFromText } from '../location';
import { absoluteHttpUrl, Extraction, ScrapedEvent } from '../scraped-event';
import { blankEvent } from './embedded-json';

/** Items read from one feed. */
const MAX_ITEMS = 2000;

/**
 * Where event feeds put an item's start, end and place, by element name without its prefix: the RSS event module
 * (`ev:startdate`, `ev:enddate`, `ev:location`), xCal / iCal-in-RSS (`xCal:dtstart`, `ical:dtstart`), calendar
 * plugins' own names (`startdate`, `event:start`, `start_date`), Google's Atom (`gd:when startTime`, `gd:where`).
 * A blog's `pubDate` is when it was posted, never when anything happens: it is not read.
 */
const START = new Set(['startdate', 'start', 'dtstart', 'start_date', 'startdatetime', 'eventstart', 'event_start', 'eventdate', 'begin']);
const END = new Set(['enddate', 'end', 'dtend', 'end_date', 'enddatetime', 'eventend', 'event_end']);
const PLACE = new Set(['location', 'where', 'venue', 'eventlocation', 'event_location']);

const localName = (el: Element) => el.name.toLowerCase().replace(/^.*:/, '');

/**
 * An RSS or Atom feed of events: each `item` / `entry` with an event start (see START) is an event — its title,
 * link (`link` text or `href`), `guid`/`id`, description (`content:encoded`, `description`, `content`, `summary`;
 * HTML) and place (PLACE elements or `gd:where valueString`). Items with no event date are not read. `items` counts the
 * feed's items, dated or not: a feed with items and no dated one is a news feed. Reads RSS 2.0, RSS 1.0 (RDF) and Atom.
 */
export function extractRssEvents($: CheerioAPI, feedUrl: string): Extraction & { items: number } {
  const items = $('item, entry').slice(0, MAX_ITEMS);
  const events: ScrapedEvent[] = [];
  items.each((_, node) => {
    const item = $(node);
    let start: EventTime | null = null;
    let end: EventTime | null = null;
    let place: string | null = null;
    for (const child of item.children().toArray()) {
      const name = localName(child);
      const c = $(child);
      if (name === 'when') {
        start ??= parseDateTimeLoose(c.attr('starttime') ?? c.attr('startTime'));
        end ??= parseDateTimeLoose(c.attr('endtime') ?? c.attr('endTime'));
      } else if (START.has(name)) start ??= parseDateTimeLoose(cleanLine(c.text()));
      else if (END.has(name)) end ??= parseDateTimeLoose(cleanLine(c.text()));
      else if (PLACE.has(name)) place ??= cleanLine(c.attr('valueString') ?? c.attr('valuestring') ?? c.text()) || null;
    }
    const title = cleanLine(item.children('title').first().text());
    if (!start || !title) return;
    const link = item.children('link').first();
    const url = absoluteHttpUrl(link.attr('href') ?? link.text(), feedUrl);
    const ev = blankEvent('rss', title, start, url);
    ev.end = end;
    ev.key = cleanLine(item.children('guid, id').first().text()) || url;
    const body = item.children('content\\:encoded, description, content, summary').first();
    ev.description = htmlToText(body.text()) || null;
    Object.assign(ev, placeFromText(place));
    ev.categoryHints = item
      .children('category')
      .map((_, c) => cleanLine($(c).attr('term') ?? $(c).text()))
      .get()
      .filter(Boolean);
    events.push(ev);
  });
  return { events, structured: events.length > 0, items: items.length };
}
