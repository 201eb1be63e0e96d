import { linksRule } from './links.rule';

const flags = (title: string, body: string, urls: string[] = []) => linksRule({ title, body, urls }).map((f) => f.flag);

describe('linksRule', () => {
  it('accepts a few links', () => {
    expect(
      flags('Diwali Mela', 'Tickets at https://www.eventbrite.com/e/123 and details on www.dfwhindutemple.org', [
        'https://www.eventbrite.com/e/123',
      ]),
    ).toEqual([]);
  });

  it('flags more than three links in the text', () => {
    const body = ['https://a.example/1', 'https://b.example/2', 'www.c.com', 'd.net/x'].join(' ');
    expect(flags('Event', body)).toEqual(['Contains too many links (4; more than 3 is unusual)']);
  });

  it('flags a link in the title', () => {
    expect(flags('Cheap tickets at www.tix-deals.com', '')).toEqual(['Title contains a link']);
  });

  it('flags URL shorteners in text and in URL fields', () => {
    expect(flags('Event', 'register: bit.ly/3xYz')).toEqual(['Uses a URL shortener that hides the destination (bit.ly)']);
    expect(flags('Event', '', ['https://tinyurl.com/abc'])).toEqual(['Uses a URL shortener that hides the destination (tinyurl.com)']);
  });

  it('ignores empty URL fields', () => {
    expect(linksRule({ title: 'Event', body: '', urls: [null as unknown as string, undefined as unknown as string, ''] })).toEqual([]);
  });
});
