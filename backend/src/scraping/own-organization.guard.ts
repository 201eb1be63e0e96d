import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { DomainError } from '../common/api-error';
import { isOrganizer, Principal } from '../auth/principal';

/**
 * An organizer reaches only its own organization's `/organizations/:id/…` routes (admins any): checked before the
 * body is validated, so another organization's organizer learns nothing from a validation error.
 */
@Injectable()
export class OwnOrganizationGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest<{ user?: Principal; params: Record<string, string> }>();
    if (isOrganizer(req.user) && req.user.organizationId !== req.params.id)
      throw new DomainError('not_own_organization', { params: { what: 'imports' } });
    return true;
  }
}
