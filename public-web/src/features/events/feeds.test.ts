import { describe, expect, it } from 'vitest';
import { cityFeedUrl, feedLinks } from './feeds';

describe('subscribe links', () => {
  it("give the view's feed as webcal, https .ics, Google Calendar's add-by-URL and RSS", () => {
    const links = feedLinks(
      { metro: 'dallas-fort-worth', category: 'Cultural Events', free: 'true', search: undefined },
      'https://sangam.example',
    );
    expect(links).toEqual({
      webcal: 'webcal://sangam.example/api/feeds/events.ics?metro=dallas-fort-worth&category=Cultural+Events&free=true',
      ics: 'https://sangam.example/api/feeds/events.ics?metro=dallas-fort-worth&category=Cultural+Events&free=true',
      google:
        'https://calendar.google.com/calendar/render?cid=' +
        encodeURIComponent('webcal://sangam.example/api/feeds/events.ics?metro=dallas-fort-worth&category=Cultural+Events&free=true'),
      rss: 'https://sangam.example/api/feeds/events.rss?metro=dallas-fort-worth&category=Cultural+Events&free=true',
    });
  });

  it('without filters, the feed of every upcoming event; over plain http too', () => {
    expect(feedLinks({}, 'http://localhost:3000').webcal).toBe('webcal://localhost:3000/api/feeds/events.ics');
  });

  it("a city's own calendar feed", () => {
    expect(cityFeedUrl('San Jose', 'CA', 'https://sangam.example')).toBe('webcal://sangam.example/api/calendar/san-jose.ics?state=CA');
  });
});
