import { HOST_TRICKS } from '../../test/fixtures/host-tricks';
import { isSourceUrl } from '../scraping/dto/source.dto';
import { browserAddress, isHttpUrl } from './dto-rules';

describe('web addresses: what a browser opens is what is written', () => {
  it.each(HOST_TRICKS)('%j is refused (%s)', (url) => {
    expect(browserAddress(url)).toBeNull();
    expect(isHttpUrl(url)).toBe(false);
    expect(isSourceUrl(url)).toBe(false);
  });

  it.each([
    ['https://good.org/events', 'good.org'],
    ['HTTPS://Good.ORG:8443/a/b?c=d&e=%20f#g', 'good.org'],
    ['http://127.0.0.1:9/events', '127.0.0.1'],
    ['http://[::1]:3000/', '[::1]'],
    ['https://bücher.de/veranstaltungen', 'xn--bcher-kva.de'],
    ['https://xn--bcher-kva.de/', 'xn--bcher-kva.de'],
    ['https://mandir.org./calendar?month=11', 'mandir.org.'],
    ['https://example.org/path/with/@sign?q=a@b', 'example.org'],
  ])('%j is accepted and opens %s', (url, host) => {
    expect(browserAddress(url)?.hostname).toBe(host);
  });

  it('webcal:// is checked as the https:// address it stands for, where webcal is allowed', () => {
    expect(isSourceUrl('webcal://calendar.example.org/feed.ics')).toBe(true);
    expect(isSourceUrl('webcal://evil.test\\@calendar.example.org/feed.ics')).toBe(false);
    expect(isHttpUrl('webcal://calendar.example.org/feed.ics')).toBe(false);
  });

  it('keeps refusing what it refused before: other schemes, no host, no top-level domain where one is required', () => {
    for (const url of ['javascript:alert(1)', 'file:///etc/passwd', 'ftp://example.org/x', 'https://', 'not a url', '//good.org/'])
      expect([url, browserAddress(url)]).toEqual([url, null]);
    expect(isHttpUrl('https://localhost/')).toBe(false);
    expect(browserAddress(' https://good.org/')).toBeNull(); // request fields are trimmed before this check
    expect(isHttpUrl(`https://example.org/${'x'.repeat(1000)}`)).toBe(false);
  });
});
