import { EventFormFields } from './event-fields';

/**
 * POST /api/events. An organizer's event belongs to the organization of the token; an admin names
 * the organization. isApproved, moderation fields, id and timestamps are never accepted (400).
 */
export class CreateEventDto extends EventFormFields({ partial: false }) {
  // Required here (the validators answer 'Title is required' etc. when one is missing).
  declare title: string;
  declare category: string;
  declare date: string;
  declare startTime: string;
  declare venue: string;
  declare city: string;
  declare state: string;
}
