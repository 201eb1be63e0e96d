import { createIsbotFromList, list as isbotList } from 'isbot';

/**
 * The one list of user agents that are not people, for insights: isbot's maintained list (crawlers,
 * link previews, monitors, HTTP libraries, headless browsers; updated with the package) and the
 * patterns below, which it misses. Add a pattern here, with a test in bots.spec.ts.
 */
const EXTRA_BOT_PATTERNS = [
  // Dart's and Flutter's HTTP client
  'dart:io',
  // WordPress pingbacks and embeds that dress up as an old browser
  'trident/[\\d.]+; wordpress',
];

const matches = createIsbotFromList([...isbotList, ...EXTRA_BOT_PATTERNS]);

/** True for crawlers and other software; a request without a User-Agent is not a browser either. */
export function isBot(userAgent: string | undefined | null): boolean {
  const ua = (userAgent ?? '').trim();
  return !ua || matches(ua);
}
