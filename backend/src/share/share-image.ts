import * as fs from 'node:fs';
import * as path from 'node:path';
import type satoriLayout from 'satori';
import { lazy, resvg, satori } from '../common/lazy';
import type { EventDetailResponse } from '../events/dto/public-event.dto';
import { assetPath } from './assets';
import { eventWhen } from '@sangam/shared';
import { categoryColour, cut, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from './event-labels';

/** Bounds on the text drawn, so every card lays out in about the same (small) time. */
const MAX_TITLE_CHARS = 90;
const MAX_LINE_CHARS = 70;

/** What a share card shows: an event's days, times, place and category, its organization's name and the product's. */
export type ShareCard = Pick<EventDetailResponse, 'title' | 'date' | 'venue' | 'city' | 'state' | 'category'> &
  Partial<Pick<EventDetailResponse, 'endDate' | 'startTime' | 'endTime'>> & { organization: string | null; productName: string };

/** What an event's card shows, from its detail answer. */
export function eventShareCard(e: EventDetailResponse, productName: string): ShareCard {
  return {
    title: e.title,
    date: e.date,
    endDate: e.endDate,
    startTime: e.startTime,
    endTime: e.endTime,
    venue: e.venue,
    city: e.city,
    state: e.state,
    category: e.category,
    organization: e.organization?.name ?? null,
    productName,
  };
}

/**
 * The card shown instead of an event's own when its drawing cannot wait (the renderer is busy, or the
 * client asked for more cards than its limit): the product's name, no event details (share-image.service.ts).
 */
export function genericCard(productName: string): ShareCard {
  return {
    title: 'Indian-diaspora community events near you',
    date: '',
    venue: '',
    city: '',
    state: '',
    category: 'Community Events',
    organization: null,
    productName,
  };
}

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };

/** A font's two weights, read from its files (about 30–200 KB each). */
function weights(name: string, file: (weight: 400 | 700) => string): Font[] {
  return ([400, 700] as const).map((weight) => ({ name, data: fs.readFileSync(file(weight)), weight, style: 'normal' }));
}

/** Inter (SIL Open Font License 1.1, backend/assets/fonts/OFL-Inter.txt), shipped with the repository; read once. */
const latinFonts = lazy(() => weights('Inter', (w) => path.join(assetPath('fonts'), `inter-latin-${w}-normal.woff`)));

/**
 * Indian scripts (and Arabic, for Urdu and Sindhi): the Unicode script that says a text needs the font, and
 * the Noto Sans font drawing it (@fontsource packages, SIL Open Font License 1.1; satori reads their .woff).
 */
const SCRIPT_FONTS = ['Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Arabic'].map(
  (name) => ({ script: name.toLowerCase(), block: new RegExp(`\\p{Script=${name}}`, 'u') }),
);

const scriptFonts = new Map<string, Font[]>();
/** A script's two weights, read once per process. */
function fontsOf(script: string): Font[] {
  let f = scriptFonts.get(script);
  if (!f) {
    f = weights(`Noto Sans ${script}`, (w) =>
      require.resolve(`@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-${w}-normal.woff`),
    );
    scriptFonts.set(script, f);
  }
  return f;
}

/** The fonts a card's texts need: Inter, plus each Indian (or Arabic) script's font only when some text is written in it. */
export function fontsFor(texts: Array<string | null | undefined>): Font[] {
  const all = texts.filter(Boolean).join('\n');
  return [...latinFonts(), ...SCRIPT_FONTS.filter((s) => s.block.test(all)).flatMap((s) => fontsOf(s.script))];
}

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({ type, props: { style, children } });

/** The card as satori's element tree: a category-coloured band, the title, when, where and who. */
export function shareCardTree(c: ShareCard): Node {
  const colour = categoryColour(c.category);
  const title = cut(c.title, MAX_TITLE_CHARS);
  const titleSize = title.length > 60 ? 56 : title.length > 35 ? 68 : 80;
  const line = (text: string, size: number, weight: 400 | 700, color = '#1f2937') =>
    el('div', { display: 'flex', fontSize: size, fontWeight: weight, color, marginTop: 14 }, cut(text, MAX_LINE_CHARS));
  return el(
    'div',
    { width: '100%', height: '100%', display: 'flex', flexDirection: 'column', background: '#fffaf3', fontFamily: 'Inter' },
    [
      el('div', { display: 'flex', height: 24, background: colour }),
      el('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '44px 64px 40px' }, [
        el(
          'div',
          {
            display: 'flex',
            alignSelf: 'flex-start',
            background: colour,
            color: '#fff',
            fontSize: 26,
            fontWeight: 700,
            padding: '8px 20px',
            borderRadius: 999,
          },
          c.category,
        ),
        el('div', { display: 'flex', fontSize: titleSize, fontWeight: 700, color: '#111827', marginTop: 28, lineHeight: 1.1 }, title),
        el('div', { display: 'flex', flexDirection: 'column', marginTop: 'auto' }, [
          ...(c.date
            ? [
                line(eventWhen({ ...c, startTime: c.startTime ?? null }, 'medium'), 34, 700, colour),
                line(`${c.venue}, ${c.city}, ${c.state}`, 30, 400),
              ]
            : []),
          ...(c.organization ? [line(c.organization, 28, 400, '#4b5563')] : []),
        ]),
      ]),
      el(
        'div',
        { display: 'flex', justifyContent: 'flex-end', padding: '0 64px 28px', fontSize: 24, fontWeight: 700, color: '#6b7280' },
        cut(c.productName, 40),
      ),
    ],
  );
}

/** The card as SVG (satori: layout on this thread, a few tens of milliseconds for these bounded texts). */
async function shareCardSvg(c: ShareCard): Promise<string> {
  return satori()(shareCardTree(c) as unknown as Parameters<typeof satoriLayout>[0], {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: fontsFor([c.title, c.venue, c.city, c.organization, c.category, c.productName]),
  });
}

/** The card as a 1200×630 PNG; resvg rasterizes on libuv's thread pool (renderAsync), off the event loop. */
export async function renderShareCard(c: ShareCard): Promise<Buffer> {
  const svg = await shareCardSvg(c);
  const image = await resvg().renderAsync(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE_WIDTH }, font: { loadSystemFonts: false } });
  return image.asPng();
}
