import { escapeMarkup } from '../common/markup';

/** An RSS 2.0 channel's own elements. */
export interface RssChannel {
  title: string;
  description: string;
  link: string;
  language: string;
  copyright: string;
  /** Minutes a reader may keep the feed before asking again. */
  ttl: number;
}

/** One item; `description` and `content` are HTML (readers render them), the rest plain text. */
export interface RssItem {
  title: string;
  link: string;
  guid: string;
  pubDate: Date;
  description: string;
  content?: string;
  categories: string[];
}

const element = (name: string, text: string) => `<${name}>${escapeMarkup(text)}</${name}>`;

/**
 * An RSS 2.0 document. Every text goes through escapeMarkup, the one escape of the product's
 * markup: entities for `& < > " '` (so `]]>` or `</title><link>` in a title stays text) and
 * characters XML cannot hold dropped, so the document is always well-formed XML.
 */
export function rssDocument(channel: RssChannel, items: RssItem[], builtAt = new Date()): string {
  const out = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.language),
    element('copyright', channel.copyright),
    element('lastBuildDate', builtAt.toUTCString()),
    element('ttl', String(channel.ttl)),
  ];
  for (const item of items) {
    out.push(
      '<item>',
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${escapeMarkup(item.guid)}</guid>`,
      element('pubDate', item.pubDate.toUTCString()),
      element('description', item.description),
      ...(item.content ? [element('content:encoded', item.content)] : []),
      ...item.categories.map((c) => element('category', c)),
      '</item>',
    );
  }
  out.push('</channel>', '</rss>');
  return out.join('\n');
}
