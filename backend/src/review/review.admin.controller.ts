import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { ApiErrorBody } from '../common/api-error';
import { IdParam } from '../common/id-param';
import { AdminApi } from '../auth/admin-api.decorator';
import { ModeratedEventDto } from '../events/dto/managed-event.dto';
import { EventsService } from '../events/events.service';
import { ModeratedOrganizationDto } from '../organizations/dto/admin-organization.dto';
import { OrganizationsAdminService } from '../organizations/organizations-admin.service';

/** Admins re-run moderation on a stored event or organization (after the rules changed, or to refresh a duplicate check). */
@AdminApi('admin: moderation')
@ApiBadRequestResponse({ type: ApiErrorBody, description: 'The id is not a UUID' })
@Controller('admin/moderation')
export class ReviewAdminController {
  constructor(
    private readonly events: EventsService,
    private readonly organizations: OrganizationsAdminService,
  ) {}

  @Post('events/:id')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Re-run moderation on an event',
    description: 'Re-assesses the stored event and saves moderationScore, moderationFlags and duplicateOfId. Approval is not changed.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({
    type: ModeratedEventDto,
    description: 'The event with its new score and flags, and its organization (id, name, contactEmail)',
  })
  @ApiNotFoundResponse({ type: ApiErrorBody, description: 'Event not found' })
  reassessEvent(@IdParam('id', 'event') id: string): Promise<ModeratedEventDto> {
    return this.events.reassess(id);
  }

  @Post('organizations/:id')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Re-run moderation on an organization',
    description: 'Re-assesses the stored organization and saves moderationScore and moderationFlags. Approval is not changed.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: ModeratedOrganizationDto, description: 'The organization with its new score and flags' })
  @ApiNotFoundResponse({ type: ApiErrorBody, description: 'Organization not found' })
  reassessOrganization(@IdParam('id', 'organization') id: string): Promise<ModeratedOrganizationDto> {
    return this.organizations.reassess(id);
  }
}
