import { ApiHideProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { BooleanField, EventFormFields } from './event-fields';

/** PUT /api/events/:id — any subset of the event form's fields; absent fields stay as they are. */
export class UpdateEventDto extends EventFormFields({ partial: true, allowDc: true }) {}

/**
 * PUT /api/admin/events/:id (react-admin edit). Besides the form's fields an admin may set
 * isApproved. React-admin sends the whole record back, so the record's read-only fields
 * (id, timestamps, moderation results, embedded organization, source, series) are accepted and ignored.
 */
export class AdminUpdateEventDto extends UpdateEventDto {
  @BooleanField(
    'isApproved',
    'Publish (true) or take down (false); a take-down sticks through organizer edits until an admin publishes again',
  )
  isApproved?: boolean;

  @ApiHideProperty() @Allow() id?: unknown;
  @ApiHideProperty() @Allow() createdAt?: unknown;
  @ApiHideProperty() @Allow() updatedAt?: unknown;
  @ApiHideProperty() @Allow() organization?: unknown;
  @ApiHideProperty() @Allow() moderationScore?: unknown;
  @ApiHideProperty() @Allow() moderationFlags?: unknown;
  @ApiHideProperty() @Allow() riskLevel?: unknown;
  @ApiHideProperty() @Allow() duplicateOfId?: unknown;
  @ApiHideProperty() @Allow() sourceId?: unknown;
  @ApiHideProperty() @Allow() sourceEventKey?: unknown;
  @ApiHideProperty() @Allow() unpublishedByAdmin?: unknown;
  @ApiHideProperty() @Allow() seriesId?: unknown;
  @ApiHideProperty() @Allow() recurrence?: unknown;
  @ApiHideProperty() @Allow() chosen?: unknown;
}
