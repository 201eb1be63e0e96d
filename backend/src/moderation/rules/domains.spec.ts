import { emailDomain, findLinks, hostInList, hostOf, isIpHost, registrableDomain } from './domains';

describe('domain helpers', () => {
  it('reads hosts of web addresses only', () => {
    expect(hostOf('https://WWW.Example.org/x')).toBe('www.example.org');
    expect(hostOf('www.example.org/events')).toBe('www.example.org');
    expect(hostOf('javascript:alert(1)')).toBeNull();
    expect(hostOf('not a url')).toBeNull();
  });

  it('finds registrable domains', () => {
    expect(registrableDomain('events.dfwhindutemple.org')).toBe('dfwhindutemple.org');
    expect(registrableDomain('shop.example.co.uk')).toBe('example.co.uk');
    expect(registrableDomain('www.temple.org.in')).toBe('temple.org.in');
    expect(registrableDomain('example.com')).toBe('example.com');
  });

  it('matches domains and their subdomains only', () => {
    expect(hostInList('www.bit.ly', ['bit.ly'])).toBe('bit.ly');
    expect(hostInList('notbit.ly', ['bit.ly'])).toBeNull();
  });

  it('reads email domains and IP hosts', () => {
    expect(emailDomain('Office@DFWHinduTemple.org')).toBe('dfwhindutemple.org');
    expect(emailDomain('nobody')).toBeNull();
    expect(isIpHost('185.23.1.4')).toBe(true);
    expect(isIpHost('[::1]')).toBe(true);
    expect(isIpHost('example.org')).toBe(false);
  });

  it('finds links in text but not email addresses', () => {
    expect(findLinks('see https://a.org/x, www.b.com and c.net/path; mail info@kknc.org')).toEqual([
      'https://a.org/x',
      'www.b.com',
      'c.net/path',
    ]);
    expect(findLinks('short bit.ly/abc')).toEqual(['bit.ly/abc']);
  });
});
