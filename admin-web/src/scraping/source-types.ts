import type { CreateSourceDto } from '@sangam/shared';

/** The source types as the form offers them. */
export const SOURCE_TYPES: Array<{ id: CreateSourceDto['type']; name: string }> = [
  { id: 'eventbrite', name: 'Eventbrite organizer page' },
  { id: 'calendar', name: 'Calendar feed (iCal / Google Calendar)' },
  { id: 'facebook', name: 'Facebook page' },
  { id: 'other', name: 'Other web page' },
];
