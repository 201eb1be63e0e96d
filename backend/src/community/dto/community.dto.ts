import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateIf } from 'class-validator';
import { BEACON_KINDS, type BeaconKind } from '../../insights/activity-kinds';
import { EmailRule, RequiredText, TextRule, TrimToNull } from '../../common/dto-rules';
import { CommunityStatsResponse, ContactMessageResponse } from './community-admin.dto';

/** The anonymous id a browser keeps in local storage for its saved events (insights count server-issued sessions instead: insights/visitor-sessions.ts). */
const SESSION_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;
const SESSION_MESSAGE = 'userSession must be 8-100 letters, digits or . _ : -';

/** GET /api/stats: the editable figures of the national CommunityStats row, and the live count of events. */
export class StatsResponse extends PickType(CommunityStatsResponse, ['totalFamilies', 'totalOrganizations', 'monthlyViews'] as const) {
  @ApiProperty({ description: 'Live number of publicly visible upcoming events', example: 72 })
  totalEvents: number;

  @ApiProperty({ nullable: true, type: Date, description: 'When an admin last updated the figures' })
  lastUpdated: Date | null;
}

/** POST /api/saved-events */
export class SaveEventDto {
  @ApiProperty({ format: 'uuid' })
  @IsNotEmpty({ message: 'eventId is required' })
  @IsUUID('all', { message: 'eventId must be an event id' })
  eventId: string;

  @ApiProperty({ example: 'anon-3f9c2a71-5b1e-4c1d-9a0e-2b7f7c1d8e4a', description: "The browser's anonymous session id" })
  @IsNotEmpty({ message: 'userSession is required' })
  @IsString({ message: SESSION_MESSAGE })
  @Matches(SESSION_PATTERN, { message: SESSION_MESSAGE })
  userSession: string;
}

/** ?userSession= of GET and DELETE /api/saved-events */
export class SessionQuery extends PickType(SaveEventDto, ['userSession'] as const) {}

export class SavedEventResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  eventId: string;

  @ApiProperty()
  userSession: string;

  @ApiProperty()
  createdAt: Date;
}

/** POST /api/contact */
export class ContactDto {
  @ApiProperty({ maxLength: 200, example: 'Priya Sharma' })
  @RequiredText('Name', 200)
  name: string;

  @ApiProperty({ maxLength: 254, example: 'priya@example.com' })
  @IsNotEmpty({ message: 'Email is required' })
  @EmailRule()
  email: string;

  @ApiProperty({ maxLength: 300, example: 'Listing our temple events' })
  @RequiredText('Subject', 300)
  subject: string;

  @ApiProperty({ maxLength: 5000 })
  @RequiredText('Message', 5000)
  message: string;
}

export class ContactResponse extends PickType(ContactMessageResponse, ['id', 'createdAt'] as const) {}

/** POST /api/page-views */
export class PageViewDto {
  @ApiPropertyOptional({
    enum: BEACON_KINDS,
    description:
      "What happened (default 'view'): 'view' (a page was shown; with eventId, the event's page) or, on an event's page (eventId required), 'calendar' (added to a calendar), 'ticket' (ticket or registration link followed), 'share'",
  })
  @IsOptional()
  @IsIn(BEACON_KINDS, { message: `kind must be one of: ${BEACON_KINDS.join(', ')}` })
  kind?: BeaconKind;

  @ApiProperty({ example: '/event/0b7e…', maxLength: 500, description: 'Path of the page viewed' })
  @IsNotEmpty({ message: 'page is required' })
  @IsString({ message: 'page must be a path starting with /' })
  @MaxLength(500, { message: 'page must be at most 500 characters' })
  @Matches(/^\/[^\s]*$/, { message: 'page must be a path starting with /' })
  page: string;

  @ApiPropertyOptional({ format: 'uuid', nullable: true, type: String })
  @ValidateIf((o: PageViewDto) => (o.kind ?? 'view') !== 'view' || (o.eventId !== undefined && o.eventId !== null))
  @IsNotEmpty({ message: 'eventId is required for calendar, ticket and share' })
  @IsUUID('all', { message: 'eventId must be an event id' })
  @TrimToNull()
  eventId?: string | null;

  @ApiPropertyOptional({ maxLength: 100, nullable: true, type: String })
  @TextRule({ label: 'city', max: 100 })
  city?: string | null;

  @ApiPropertyOptional({ example: 'TX', nullable: true, type: String })
  @IsOptional()
  @Matches(/^[A-Z]{2}$/, { message: 'state must be a two-letter state code such as TX' })
  @TrimToNull()
  state?: string | null;
}
