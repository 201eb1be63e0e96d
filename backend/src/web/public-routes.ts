/**
 * The public site's routes (spec section 2). A path that matches none of them is answered
 * with the site's 404 page and HTTP status 404. Keep in sync with public-web/src/app/router.tsx.
 */
export const PUBLIC_ROUTES: RegExp[] = [
  /^\/$/,
  /^\/event\/[^/]+\/?$/,
  /^\/submit-organization\/?$/,
  /^\/org\/(login|signup|dashboard|forgot-password|reset-password)\/?$/,
  /^\/add-event\/?$/,
  /^\/edit-event\/[^/]+\/?$/,
  /^\/promotion\/?$/,
  /^\/contact\/?$/,
];

export function isKnownPublicRoute(path: string): boolean {
  return PUBLIC_ROUTES.some((r) => r.test(path));
}
