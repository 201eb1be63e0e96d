import { IgnoresRestOf } from '../../common/dto-rules';
import { BooleanField, EventFormFields } from './event-fields';
import { ManagedEventResponse } from './managed-event.dto';

/** PUT /api/events/:id — any subset of the event form's fields; absent fields stay as they are. */
export class UpdateEventDto extends EventFormFields({ partial: true, allowDc: true }) {}

/**
 * PUT /api/admin/events/:id (react-admin edit). Besides the form's fields an admin may set
 * isApproved. React-admin sends the whole record back, so the record's read-only fields
 * (id, timestamps, moderation results, embedded organization, source, series) are accepted and ignored.
 */
@IgnoresRestOf(ManagedEventResponse)
export class AdminUpdateEventDto extends UpdateEventDto {
  @BooleanField(
    'isApproved',
    'Publish (true) or take down (false); a take-down sticks through organizer edits until an admin publishes again',
  )
  isApproved?: boolean;
}
