import type { CheerioAPI } from 'cheerio';
import { timeInputValue } from '@sangam/shared';
import { parseDateTimeLoose } from '../dates';
import { cleanLine } from '../html-text';
import { placeFromText } from '../location';
import { absoluteHttpUrl, Extraction, ScrapedEvent } from '../scraped-event';
import { blankEvent } from './embedded-json';

/** Meetings read from one listing (BoardDocs lists a board's whole history: years of meetings). */
const MAX_MEETINGS = 3000;

/** A clock time at the end of a meeting's name: "… - 6:30 PM", "… 6:30 P.M", "…, 7 p.m.". */
const TIME_IN_NAME = /[\s,–-]*\(?\b(\d{1,2}(?::\d{2})?\s*[ap]\.?\s*m\b\.?)\)?\s*$/i;
/** The numbering BoardDocs puts before category and item names ("1.", "1.01"). */
const NUMBERING = /^\s*\d+(?:\.\d+)*\.?\s+/;

/**
 * A BoardDocs meeting listing (`…/Board.nsf/XML-ActiveMeetings`): `<meetings>` of `<meeting id>` with `name` (the
 * time often at its end: "Regular Board Meeting - 6:30 PM"), `start/date` (yyyy-mm-dd), `description`, `link`, and
 * agenda `category`s; the item of a category named "Location…" (or "Meeting Location") is the place. Meetings that
 * ended before `from` are counted, not read. The listing is often not well-formed XML; the parser tolerates it.
 */
export function extractBoardDocsMeetings($: CheerioAPI, feedUrl: string, from?: Date): Extraction {
  const meetings = $('meeting').slice(0, MAX_MEETINGS);
  const events: ScrapedEvent[] = [];
  const fromDay = from ? from.toISOString().slice(0, 10) : null;
  let past = 0;
  meetings.each((_, node) => {
    const m = $(node);
    const name = cleanLine(m.children('name').first().text());
    const day = cleanLine(m.children('start').first().children('date').first().text());
    const date = parseDateTimeLoose(day);
    if (!name || !date || date.kind !== 'local') return;
    if (fromDay && date.date < fromDay) return void past++;
    const at = TIME_IN_NAME.exec(name);
    const time = (at && timeInputValue(at[1].replace(/\s+/g, ''))) || null;
    const title = (at && time ? name.slice(0, at.index) : name).replace(/[\s,–-]+$/, '') || name;
    const url = absoluteHttpUrl(cleanLine(m.children('link').first().text()), feedUrl);
    const ev = blankEvent('boarddocs', title, { kind: 'local', date: date.date, time }, url);
    ev.key = `boarddocs:${m.attr('id') ?? `${date.date}|${title}`}`;
    ev.description = cleanLine(m.children('description').first().text()) || null;
    const where = m
      .children('category')
      .filter((_, c) => /location/i.test($(c).children('name').first().text()))
      .first()
      .find('item > name')
      .first()
      .text();
    Object.assign(ev, placeFromText(cleanLine(where).replace(NUMBERING, '')));
    events.push(ev);
  });
  const structured = meetings.length > 0;
  return past ? { events, structured, outside: { past, laterRecurring: 0, laterOneOff: 0 } } : { events, structured };
}
