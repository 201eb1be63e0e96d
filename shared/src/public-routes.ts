/**
 * The public site's pages by name, as react-router paths. public-web routes them; the backend
 * answers 404 for every other path and adds each page's preload hints.
 */
export const PUBLIC_ROUTES = {
  home: '/',
  event: '/event/:id',
  organization: '/organizations/:id',
  festivals: '/festivals',
  festival: '/festivals/:slug',
  submitOrganization: '/submit-organization',
  orgLogin: '/org/login',
  orgSignup: '/org/signup',
  orgForgotPassword: '/org/forgot-password',
  orgResetPassword: '/org/reset-password',
  orgDashboard: '/org/dashboard',
  addEvent: '/add-event',
  editEvent: '/edit-event/:id',
  promotion: '/promotion',
  contact: '/contact',
  followConfirm: '/follows/confirm',
  followUnsubscribe: '/follows/unsubscribe',
  followManage: '/follows/manage',
} as const;

export type PublicRouteName = keyof typeof PUBLIC_ROUTES;

/** A route's path as a regular expression: `:param` matches one segment, a trailing slash is allowed. */
export function routePattern(path: string, flags = ''): RegExp {
  if (path === '/') return new RegExp('^\\/$', flags);
  const segments = path
    .split('/')
    .slice(1)
    .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')));
  return new RegExp(`^\\/${segments.join('\\/')}\\/?$`, flags);
}

const EXACT = Object.values(PUBLIC_ROUTES).map((p) => routePattern(p));

/** Whether a path (exactly as written, case-sensitive) is one of the public site's pages. */
export function isKnownPublicRoute(pathname: string): boolean {
  return EXACT.some((r) => r.test(pathname));
}
