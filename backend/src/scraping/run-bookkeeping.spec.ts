import type { ScrapedEvent } from './extract/scraped-event';
import { toEventDraft } from './extract/to-event';
import { addCounts, distinctDrafts, draftsOf, INTERRUPTED, nothingFoundNotice, sourceError, summarizeRun } from './run-bookkeeping';
import { scrapeWindow } from './source-scraper';
import { SourceRunResult } from './scrape-run.entity';

const NOW = new Date('2030-10-01T12:00:00Z');
const event = (over: Partial<ScrapedEvent>): ScrapedEvent => ({
  origin: 'ical',
  key: 'k',
  title: 'Diwali Mela',
  description: null,
  start: { kind: 'local', date: '2030-10-25', time: '18:00' },
  end: null,
  venue: 'Plano Event Center',
  address: { street: null, city: 'Plano', state: 'TX', postalCode: null, country: 'US' },
  locationText: null,
  online: false,
  price: null,
  priceText: null,
  isFree: true,
  ticketUrl: null,
  url: null,
  imageUrl: null,
  categoryHints: [],
  cancelled: false,
  ...over,
});

const result = (over: Partial<SourceRunResult>): SourceRunResult => ({
  sourceId: 's',
  name: 'Source',
  eventsFound: 0,
  eventsSaved: 0,
  eventsUpdated: 0,
  error: null,
  ...over,
});

describe("a source's events", () => {
  it('become drafts; left-out ones are counted by reason, and cancelled ones give their keys for removal', () => {
    const { drafts, cancelled, skipped } = draftsOf(
      [
        event({ key: 'a' }),
        event({ key: 'b', title: 'Holi' }),
        event({ key: 'c', cancelled: true }),
        event({ key: 'd', start: { kind: 'local', date: '2030-09-01', time: '18:00' } }),
        event({ key: 'e', start: { kind: 'local', date: '2030-09-02', time: '18:00' } }),
        event({ key: 'f', address: { street: null, city: 'Toronto', state: 'ON', postalCode: null, country: 'CA' } }),
      ].map((e) => toEventDraft(e, null, NOW)),
    );
    expect(drafts.map((d) => d.title)).toEqual(['Diwali Mela', 'Holi']);
    expect(cancelled).toHaveLength(1);
    expect(skipped).toEqual({ 'cancelled or postponed': 1, 'already over': 2, 'outside the US (CA)': 1 });
  });

  it('found: the same event twice in one feed counts once', () => {
    expect(distinctDrafts([{ sourceEventKey: 'a' }, { sourceEventKey: 'b' }, { sourceEventKey: 'a' }])).toHaveLength(2);
  });

  it("the importer's reasons are added to the mapping's", () => {
    expect(addCounts({ 'already over': 2 }, { 'already over': 1, 'already listed (same title, date and city)': 3 })).toEqual({
      'already over': 3,
      'already listed (same title, date and city)': 3,
    });
  });
});

describe("a source's failure", () => {
  const err = new Error('Page not found (404)');
  it.each([
    ['the run was stopped', { runStopped: true, timedOut: true, scraperError: true }, INTERRUPTED],
    ["the source's time ran out", { runStopped: false, timedOut: true, scraperError: false }, 'Took longer than 120 s'],
    ["the scraper's own message", { runStopped: false, timedOut: false, scraperError: true }, 'Page not found (404)'],
    ['anything else', { runStopped: false, timedOut: false, scraperError: false }, 'Unexpected error: Page not found (404)'],
  ])('%s', (_name, how, expected) => {
    expect(sourceError(err, how, 120_000)).toBe(expected);
  });
});

describe('a run', () => {
  const sources = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('lists results in source order, adds up the events and names each error by its source', () => {
    const s = summarizeRun(
      sources,
      [
        result({ sourceId: 'c', name: 'C', eventsFound: 1, eventsSaved: 1 }),
        result({ sourceId: 'a', name: 'A', eventsFound: 5, eventsSaved: 2, eventsUpdated: 1 }),
        result({ sourceId: 'b', name: 'B', error: 'Page not found (404)' }),
      ],
      false,
    );
    expect(s.results.map((r) => r.sourceId)).toEqual(['a', 'b', 'c']);
    expect([s.eventsFound, s.eventsSaved, s.eventsUpdated]).toEqual([6, 3, 1]);
    expect(s.errors).toEqual(['B: Page not found (404)']);
    expect(s.status).toBe('succeeded');
    const quiet = summarizeRun(
      sources.slice(0, 1),
      [result({ sourceId: 'a', name: 'A', notice: 'The feed has 2 events, all before today.' })],
      false,
    );
    expect(quiet).toMatchObject({ status: 'succeeded', errors: [], notices: ['A: The feed has 2 events, all before today.'] });
  });

  it('fails when every source failed, or when it was stopped (sources not reached are left out)', () => {
    expect(summarizeRun(sources.slice(0, 1), [result({ sourceId: 'a', name: 'A', error: 'x' })], false).status).toBe('failed');
    const stopped = summarizeRun(sources, [result({ sourceId: 'a', name: 'A', eventsFound: 2 })], true);
    expect(stopped).toMatchObject({ status: 'failed', errors: [INTERRUPTED], eventsFound: 2 });
    expect(stopped.results).toHaveLength(1);
  });

  it('with no sources succeeds with nothing found', () => {
    expect(summarizeRun([], [], false)).toEqual({
      results: [],
      errors: [],
      notices: [],
      eventsFound: 0,
      eventsSaved: 0,
      eventsUpdated: 0,
      status: 'succeeded',
    });
  });
});

describe('why a source found nothing', () => {
  const window = scrapeWindow(NOW); // recurring events to 2031-03-30, one-off events to 2032-09-30
  const none = { past: 0, laterRecurring: 0, laterOneOff: 0 };
  const over = { reason: 'already over' };
  const abroad = { reason: 'outside the US (CA)' };

  it('says when every event is before today or after the dates read, in plain words', () => {
    expect(nothingFoundNotice({ readFrom: 'feed', outside: { ...none, past: 12 } }, 0, [], window)).toBe(
      'The feed has 12 events, all before today.',
    );
    // A page's events already over count as before today too.
    expect(nothingFoundNotice({ readFrom: 'page' }, 0, [over, over, over], window)).toBe('The page has 3 events, all before today.');
    expect(nothingFoundNotice({ readFrom: 'feed', outside: { ...none, past: 10 } }, 0, [over, over], window)).toBe(
      'The feed has 12 events, all before today.',
    );
    expect(nothingFoundNotice({ readFrom: 'feed', outside: { ...none, laterRecurring: 4 } }, 0, [], window)).toBe(
      'The feed has 4 events, all start after Mar 30, 2031 (we read recurring events 180 days ahead).',
    );
    expect(nothingFoundNotice({ readFrom: 'linked feeds', outside: { ...none, laterOneOff: 1 } }, 0, [], window)).toBe(
      'The calendar feeds the page links to have 1 event: it starts after Sep 30, 2032 (we read one-off events 730 days ahead).',
    );
    expect(nothingFoundNotice({ readFrom: 'feed', outside: { ...none, past: 1 } }, 0, [], window)).toBe(
      'The feed has 1 event: it is before today.',
    );
  });

  it('names each group when the dates differ, and the events left out for other reasons', () => {
    expect(nothingFoundNotice({ readFrom: 'feed', outside: { past: 8, laterRecurring: 3, laterOneOff: 1 } }, 0, [abroad], window)).toBe(
      'The feed has 13 events and none to list: 8 before today, 3 start after Mar 30, 2031 (we read recurring events 180 days ahead), ' +
        '1 starts after Sep 30, 2032 (we read one-off events 730 days ahead), 1 left out for another reason.',
    );
  });

  it('says nothing when something was found, when nothing was stated, or when no event was left out for its dates', () => {
    expect(nothingFoundNotice({ readFrom: 'feed', outside: { ...none, past: 12 } }, 1, [], window)).toBeNull();
    expect(nothingFoundNotice({ readFrom: 'feed', outside: none }, 0, [], window)).toBeNull();
    expect(nothingFoundNotice({ readFrom: 'page' }, 0, [abroad, abroad], window)).toBeNull();
  });
});
