import { EVENT_CATEGORIES } from '@sangam/shared';

/** The share card's size: what link previews (Open Graph, WhatsApp) show best. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** One colour per category, used by the share image and the widget (WCAG AA contrast with white text). */
const CATEGORY_COLOURS: Record<(typeof EVENT_CATEGORIES)[number], string> = {
  'Cultural Events': '#b4431a',
  'Religious Festivals': '#9a3412',
  'Community Meetups': '#1d4ed8',
  Educational: '#0f766e',
  Entertainment: '#a21caf',
  Sports: '#15803d',
  Workshop: '#6d28d9',
  'Exhibitions & Shopping': '#be123c',
};
const DEFAULT_COLOUR = '#b4431a';

export function categoryColour(category: string): string {
  return Object.hasOwn(CATEGORY_COLOURS, category) ? CATEGORY_COLOURS[category as keyof typeof CATEGORY_COLOURS] : DEFAULT_COLOUR;
}

/** Cuts text to `max` characters at a word boundary when one is near, with an ellipsis; its runs of whitespace made one space. */
export function cut(text: string, max: number): string {
  return cutAtWord(text.replace(/\s+/g, ' ').trim(), max);
}

/** Cuts text to `max` characters at a word boundary when one is near, with an ellipsis (its spaces as they are). */
export function cutAtWord(s: string, max: number): string {
  if (s.length <= max) return s;
  const head = s.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.6 ? head.slice(0, space) : head).trimEnd()}…`;
}
