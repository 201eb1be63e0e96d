import { isKnownPublicRoute, PUBLIC_ROUTES, routePattern } from './public-routes';

describe('public routes', () => {
  it('knows every page, with or without a trailing slash, and nothing else', () => {
    for (const p of [
      '/',
      '/event/abc',
      '/event/abc/',
      '/organizations/abc',
      '/festivals',
      '/festivals/diwali-2026',
      '/org/login',
      '/org/dashboard/',
      '/edit-event/1',
      '/promotion',
      '/contact',
    ]) {
      expect(isKnownPublicRoute(p)).toBe(true);
    }
    for (const p of [
      '/event',
      '/event/a/b',
      '/organizations',
      '/organizations/a/b',
      '/festivals/diwali/2026',
      '/org',
      '/org/other',
      '/Contact',
      '/contact-us',
      '//',
      '/admin',
    ]) {
      expect(isKnownPublicRoute(p)).toBe(false);
    }
  });

  it('matches case-insensitively when asked (as the router does)', () => {
    expect(routePattern(PUBLIC_ROUTES.orgLogin, 'i').test('/ORG/Login')).toBe(true);
    expect(routePattern(PUBLIC_ROUTES.submitOrganization).test('/submit-organization')).toBe(true);
    expect(routePattern(PUBLIC_ROUTES.submitOrganization).test('/submitXorganization')).toBe(false);
  });
});
