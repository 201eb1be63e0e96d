import { ApiProperty, PickType } from '@nestjs/swagger';
import { IsObject } from 'class-validator';
import { FREQUENCIES, Frequency } from '../recurrence';
import { CreateEventDto } from './create-event.dto';
import { ManagedEventResponse } from './managed-event.dto';
import { EventFieldsResponse } from './public-event.dto';
import { UpdateEventDto } from './update-event.dto';

export const RECURRENCE_REQUIRED = 'recurrence is required: { frequency, until }';

/** The rule of a series (checked by EventSeriesService with recurrence.ts's messages). */
export class RecurrenceDto {
  @ApiProperty({
    enum: FREQUENCIES,
    description: "'weekly', 'biweekly' (every other week) or 'monthly' (the nth weekday of the first date; a 5th weekday → the last)",
  })
  frequency: Frequency;

  @ApiProperty({ example: '2027-01-31', description: 'Last possible day (YYYY-MM-DD), at most one year after the first date' })
  until: string;
}

/** POST /api/event-series: the first occurrence's fields (its date is `date`) and the rule. */
export class CreateEventSeriesDto extends CreateEventDto {
  @ApiProperty({ type: RecurrenceDto })
  @IsObject({ message: RECURRENCE_REQUIRED })
  recurrence: RecurrenceDto;
}

/** PUT /api/event-series/:id: fields applied to every occurrence from today on (not `date`). */
export class UpdateEventSeriesDto extends UpdateEventDto {}

/** A series: its rule (frequency, until) and its occurrences. */
export class EventSeriesResponse extends RecurrenceDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '2026-12-06', description: 'The first occurrence of the rule' })
  firstDate: string;

  @ApiProperty({ example: 'Every Sunday' })
  recurrence: string;

  @ApiProperty({ type: [ManagedEventResponse], description: 'The occurrences left (cancelled ones are gone), oldest first' })
  occurrences: ManagedEventResponse[];
}

/** An event an admin rejected: the event is deleted, this record stays for its organizer. */
export class RejectedEventResponse extends PickType(EventFieldsResponse, ['id', 'seriesId', 'title', 'date'] as const) {
  @ApiProperty({ format: 'uuid', description: 'The deleted event (for a series, its first rejected occurrence)' })
  eventId: string;

  @ApiProperty({ example: 1, description: 'Events removed by this rejection (a series: its pending occurrences)' })
  occurrences: number;

  @ApiProperty({ nullable: true, type: String, example: 'Please add the venue address', description: "The admin's reason" })
  reason: string | null;

  @ApiProperty()
  rejectedAt: Date;
}
