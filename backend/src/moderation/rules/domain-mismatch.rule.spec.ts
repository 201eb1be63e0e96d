import { WEIGHT } from '../moderation.config';
import { domainMismatchRule } from './domain-mismatch.rule';

describe('domainMismatchRule', () => {
  it('accepts matching domains, subdomains and other TLDs of the same name', () => {
    expect(domainMismatchRule('https://www.kknc.org', 'info@kknc.org')).toEqual([]);
    expect(domainMismatchRule('https://events.dfwhindutemple.org/x', 'office@mail.dfwhindutemple.org')).toEqual([]);
    expect(domainMismatchRule('https://www.dfwhindutemple.com', 'office@dfwhindutemple.org')).toEqual([]);
  });

  it('ignores free mail providers and shared website hosts', () => {
    expect(domainMismatchRule('https://www.bagcchicago.org', 'bagc.chicago@gmail.com')).toEqual([]);
    expect(domainMismatchRule('https://www.facebook.com/odiabayarea', 'team@odiabayarea.org')).toEqual([]);
    expect(domainMismatchRule('https://sites.google.com/view/frisco-balvikas', 'team@balvikas.org')).toEqual([]);
  });

  it('flags unrelated domains as a weak signal', () => {
    expect(domainMismatchRule('https://www.sangamcharity.org', 'payments@quick-cash-now.com')).toEqual([
      { weight: WEIGHT.hint, flag: 'Website (sangamcharity.org) and contact email (quick-cash-now.com) are on different domains' },
    ]);
  });

  it('needs both a website and an email', () => {
    expect(domainMismatchRule(null, 'a@b.com')).toEqual([]);
    expect(domainMismatchRule('https://a.org', null)).toEqual([]);
  });
});
