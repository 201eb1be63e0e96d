import { disposableDomainOf, disposableEmailRule } from './disposable-email.rule';

describe('disposableEmailRule', () => {
  it.each(['events@mailinator.com', 'x@yopmail.com', 'promo@guerrillamail.com', 'A@SUB.MAILINATOR.COM'])('flags %p', (email) => {
    const [f] = disposableEmailRule(email);
    expect(f.flag).toMatch(/^Contact email uses a disposable email domain \((mailinator|yopmail|guerrillamail)\.com\)$/);
    expect(f.weight).toBeGreaterThan(0);
  });

  it.each(['office@dfwhindutemple.org', 'isa.utexas@gmail.com', 'info@kknc.org', null, '', 'not-an-email'])('accepts %p', (email) => {
    expect(disposableEmailRule(email)).toEqual([]);
  });

  it('looks up parent domains', () => {
    expect(disposableDomainOf('inbox.mailinator.com')).toBe('mailinator.com');
    expect(disposableDomainOf('gmail.com')).toBeNull();
  });
});
