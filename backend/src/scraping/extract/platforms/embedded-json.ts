import type { CheerioAPI } from 'cheerio';
import { DateTime } from 'luxon';
import { EventTime, parseDateTimeLoose } from '../dates';
import { parseJsonLoose, scanValue } from '../json-loose';
import type { ScrapedEvent } from '../scraped-event';

/** A JSON object (not an array). */
export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A value that may be one item or a list of them, as a list. */
export const asArray = <T>(v: T | T[] | null | undefined): T[] => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]);
export const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Bounds on reading a page's embedded JSON: each block's size and the nodes visited in all. */
export const EMBEDDED_JSON_LIMITS = { maxBlockChars: 3_000_000, maxNodes: 300_000 };

/** The parsed `<script type="application/json">` blocks of a page (those matching `selector` when given). */
export function jsonScriptBlocks($: CheerioAPI, selector = 'script[type="application/json"]'): unknown[] {
  const out: unknown[] = [];
  $(selector).each((_, el) => {
    const raw = $(el).text();
    if (!raw || raw.length > EMBEDDED_JSON_LIMITS.maxBlockChars) return;
    try {
      out.push(JSON.parse(raw));
    } catch {
      // Not JSON: another script's data.
    }
  });
  return out;
}

/** Where a Facebook page's ServerJS is handed its payload: `….handle({`, `handlePayload({`, `handleWithCustomApplyEach(X, {`. */
const SERVER_JS_CALL = /(?:\.handle(?:Payload)?|handleWithCustomApplyEach\s*\(\s*[\w.$]{1,60}\s*,)\s*\(?\s*(?=\{)/g;
/** Payloads read per script. */
const MAX_PAYLOADS_PER_SCRIPT = 50;

/**
 * The payloads a page hands Facebook's ServerJS in plain scripts (`requireLazy([…], function(…) { s.handle({…}) })`,
 * `new (require("ServerJS"))().handleWithCustomApplyEach(ScheduledApplyEach, {"require": …})`), as a saved or
 * server-rendered Facebook page carries its data instead of `<script type="application/json">` blocks.
 */
export function serverJsPayloads($: CheerioAPI): unknown[] {
  const out: unknown[] = [];
  $('script:not([src])').each((_, el) => {
    const type = ($(el).attr('type') ?? '').trim().toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'application/javascript') return;
    const text = $(el).text();
    if (text.length > EMBEDDED_JSON_LIMITS.maxBlockChars || !/requireLazy|ServerJS|handleWithCustomApplyEach/.test(text)) return;
    let n = 0;
    for (const m of text.matchAll(SERVER_JS_CALL)) {
      if (n++ >= MAX_PAYLOADS_PER_SCRIPT) break;
      // The object written from the call's '{' to its matching brace, within the block's bound.
      const open = m.index + m[0].length;
      const value = scanValue(text, open, EMBEDDED_JSON_LIMITS.maxBlockChars);
      if (value.end > 0) out.push(...parseJsonLoose(text.slice(open, value.end)).slice(0, 1)); // strict JSON first, else repaired
    }
  });
  return out;
}

/**
 * Visits every object in the values (depth first, iteratively so deep nesting cannot overflow the stack),
 * with the key it was found under; stops after EMBEDDED_JSON_LIMITS.maxNodes nodes.
 */
export function walkObjects(roots: unknown[], visit: (o: Obj, key: string | null) => void): void {
  const stack: Array<[unknown, string | null]> = roots.map((r) => [r, null]);
  let seen = 0;
  while (stack.length && seen++ < EMBEDDED_JSON_LIMITS.maxNodes) {
    const [v, key] = stack.pop()!;
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], key]);
    } else if (isObj(v)) {
      visit(v, key);
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) {
        const child = v[keys[i]];
        if (typeof child === 'object' && child !== null) stack.push([child, keys[i]]);
      }
    }
  }
}

/** A wall-clock date-time written in a named IANA zone ("2026-11-08 18:00:00", "America/New_York") as an instant in that zone. */
export function zonedTime(raw: unknown, zone: string | null): EventTime | null {
  const t = parseDateTimeLoose(raw);
  if (!t || t.kind === 'instant' || !t.time || !zone) return t;
  const dt = DateTime.fromISO(`${t.date}T${t.time}`, { zone });
  return dt.isValid ? { kind: 'instant', instant: dt.toJSDate(), zone } : t;
}

/**
 * A ScrapedEvent with nothing stated but its origin, title, start and its page, which is also where its tickets are
 * (readers fill in what else their source says).
 */
export function blankEvent(origin: ScrapedEvent['origin'], title: string, start: EventTime, url: string | null = null): ScrapedEvent {
  return {
    origin,
    key: null,
    title,
    description: null,
    start,
    end: null,
    venue: null,
    address: null,
    locationText: null,
    online: false,
    price: null,
    priceText: null,
    isFree: null,
    ticketUrl: url,
    url,
    imageUrl: null,
    categoryHints: [],
    cancelled: false,
  };
}
