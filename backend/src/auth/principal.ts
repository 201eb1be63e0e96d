/** Who is calling, resolved from a valid bearer token (or absent for anonymous visitors). */
export type Principal = { kind: 'organizer'; organizationId: string; email: string } | { kind: 'admin'; adminId: string; username: string };

export const ORGANIZER_AUDIENCE = 'sangam-organizer';
export const ADMIN_AUDIENCE = 'sangam-admin';
export const TOKEN_ISSUER = 'sangam';
export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;

export interface TokenPayload {
  sub: string;
  aud: string;
  iss: string;
  iat: number;
  exp: number;
  nbf?: number;
  /** email (organizer) or username (admin), for logs and UIs only */
  name?: string;
}

export function isAdmin(p: Principal | null | undefined): p is Extract<Principal, { kind: 'admin' }> {
  return p?.kind === 'admin';
}

export function isOrganizer(p: Principal | null | undefined): p is Extract<Principal, { kind: 'organizer' }> {
  return p?.kind === 'organizer';
}
