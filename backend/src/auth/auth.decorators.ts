import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { Principal } from './principal';

export type Role = 'organizer' | 'admin';
export const ROLES_KEY = 'sangam:roles';
export const OPEN_TO_REJECTED_KEY = 'sangam:open-to-rejected';

/**
 * Restricts a route (or controller) to the given roles: no token → 401, a valid token of
 * another role → 403. Routes without @Roles are public; a valid token still identifies the caller.
 */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/**
 * An organizer write a rejected organization may still make (sign out, re-apply). Every other
 * write of a rejected organization's token answers 403 with the reason (auth.guard.ts).
 */
export const OpenToRejectedOrganizer = () => SetMetadata(OPEN_TO_REJECTED_KEY, true);

/** The caller (Principal), or null for anonymous visitors on public routes. */
export const CurrentPrincipal = createParamDecorator((_: unknown, ctx: ExecutionContext): Principal | null => {
  const req = ctx.switchToHttp().getRequest<{ user?: Principal }>();
  return req.user ?? null;
});
