/* eslint-disable @typescript-eslint/no-require-imports -- require() inside a getter is what makes these loads lazy */
/**
 * A value built on first use and kept from then on.
 */
export function lazy<T>(load: () => T): () => T {
  // Boxed, so that a value that is itself undefined is kept too; a load that throws is tried again next time.
  let loaded: { value: T } | undefined;
  return () => (loaded ??= { value: load() }).value;
}

/*
 * Libraries that public traffic never needs, required on first use instead of at start-up, so a
 * server that only serves the public site never holds them (cheerio alone brings parse5, htmlparser2
 * and undici; node-ical a Temporal polyfill). Each stays loaded once used. Files that use one import
 * only its types (`import type`) and call the getter, e.g. `cheerio().load(html)`; src/common/lazy.spec.ts
 * checks that the application loads none of them at start.
 */

/** HTML parsing for scraping and discovery (admin actions and scheduled scrapes). */
export const cheerio = lazy(() => require('cheerio') as typeof import('cheerio'));

/** iCalendar feeds (scraping). */
export const nodeIcal = lazy(() => require('node-ical') as typeof import('node-ical'));

/** h-event / hCalendar markup (scraping). */
export const microformats = lazy(() => require('microformats-parser') as typeof import('microformats-parser'));

/** robots.txt rules (the scraper's HTTP client). The package exports the function itself. */
export const robotsParser = lazy(() => require('robots-parser') as typeof import('robots-parser').default);

/** Phone numbers: the DTO rules (when a phone is given) and discovery. */
export const libphonenumber = lazy(() => require('libphonenumber-js') as typeof import('libphonenumber-js'));

/** The profanity word lists and matcher (moderation, on the first create or update). */
export const obscenity = lazy(() => require('obscenity') as typeof import('obscenity'));

/** Natural-language dates in page text (scraping's plain-page reader). */
export const chrono = lazy(() => require('chrono-node') as typeof import('chrono-node'));

/** Image decoding and resizing (organizers' uploads): sharp brings libvips, ~20 MB of resident memory. */
export const sharp = lazy(() => require('sharp') as typeof import('sharp').default);

/** Share cards: satori lays the card out (with its WebAssembly layout engine), resvg rasterizes it. */
export const satori = lazy(() => (require('satori') as typeof import('satori')).default);
export const resvg = lazy(() => require('@resvg/resvg-js') as typeof import('@resvg/resvg-js'));

/** The festival calendar's astronomy (sun, moon, tithis): ~1 MB of heap, used when festival dates are computed. */
export const astronomy = lazy(() => require('astronomy-engine') as typeof import('astronomy-engine'));

/** SMTP delivery: loaded only when SMTP_URL is set (the mail worker starts). */
export const nodemailer = lazy(() => require('nodemailer') as typeof import('nodemailer'));

/** QR codes on printable posters. */
export const qrcode = lazy(() => require('qrcode') as typeof import('qrcode'));
