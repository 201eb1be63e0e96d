import { urlSafetyRule } from './url-safety.rule';

const flags = (url: string | null) => urlSafetyRule(url, 'Ticket link').map((f) => f.flag);

describe('urlSafetyRule', () => {
  it('accepts ordinary ticket links and empty fields', () => {
    expect(flags('https://www.eventbrite.com/e/diwali-mela-tickets-123')).toEqual([]);
    expect(flags('http://www.sankara.org/register')).toEqual([]);
    expect(flags(null)).toEqual([]);
    expect(flags('')).toEqual([]);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'ftp://files.example.org/x',
    'mailto:a@b.org',
    'not a url',
    'www.example.org',
  ])('flags %p as not a web address', (url) => {
    expect(flags(url)).toEqual(['Ticket link is not a web address (http or https)']);
  });

  it('flags blocklisted domains and spam-abused top-level domains', () => {
    expect(flags('https://abc123.ngrok-free.app/tickets')).toEqual(['Ticket link points to a blocklisted domain (ngrok-free.app)']);
    expect(flags('https://cheap-tickets.top/diwali')).toEqual([
      'Ticket link points to a blocklisted domain (cheap-tickets.top: .top is widely used for spam)',
    ]);
  });

  it('flags raw IP addresses and private hosts', () => {
    expect(flags('http://185.23.1.4/tickets')).toEqual([
      'Ticket link points to a raw IP address or private host (185.23.1.4) instead of a website',
    ]);
    expect(flags('http://localhost:8080/x')[0]).toContain('private host (localhost)');
  });

  it('flags look-alike international names (a Cyrillic е in eventbrite)', () => {
    expect(flags('https://\u0435ventbrite.com/e/1')).toEqual([
      'Ticket link uses a look-alike international domain name (xn--ventbrite-f0h.com)',
    ]);
  });

  it('flags credentials that hide the real destination', () => {
    expect(flags('https://www.eventbrite.com@evil.example/x')).toEqual([
      'Ticket link hides its real destination behind a user name (evil.example)',
    ]);
  });

  it('names the field in the flag', () => {
    expect(urlSafetyRule('javascript:void(0)', 'Website')[0].flag).toBe('Website is not a web address (http or https)');
  });
});
