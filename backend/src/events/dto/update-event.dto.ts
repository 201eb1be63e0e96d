import { ApiHideProperty, ApiProperty } from '@nestjs/swagger';
import { Allow, IsBoolean, IsOptional } from 'class-validator';
import {
  CategoryField,
  CityField,
  DateField,
  EndDateField,
  StatusField,
  AddressField,
  PostalCodeField,
  DescriptionField,
  EndTimeField,
  EndsAfterMidnightField,
  ImageUrlField,
  IsFreeField,
  OrganizationIdField,
  PriceField,
  PriceTextField,
  StartTimeField,
  StateField,
  TicketUrlField,
  TitleField,
  VenueField,
  FestivalField,
  LanguagesField,
  TagsField,
} from './event-fields';

const UPDATE = { partial: true, allowDc: true };

/** PUT /api/events/:id — any subset of the event form's fields; absent fields stay as they are. */
export class UpdateEventDto {
  @TitleField(UPDATE)
  title?: string;

  @DescriptionField()
  description?: string | null;

  @CategoryField(UPDATE)
  category?: string;

  @DateField(UPDATE)
  date?: string;

  @EndDateField()
  endDate?: string | null;

  @StartTimeField(UPDATE)
  startTime?: string;

  @EndTimeField()
  endTime?: string | null;

  @EndsAfterMidnightField()
  endsAfterMidnight?: boolean;

  @VenueField(UPDATE)
  venue?: string;

  @AddressField()
  address?: string | null;

  @CityField(UPDATE)
  city?: string;

  @StateField(UPDATE)
  state?: string;

  @PostalCodeField()
  postalCode?: string | null;

  @StatusField()
  status?: 'scheduled' | 'cancelled' | 'postponed' | null;

  @PriceField()
  price?: number | string | null;

  @PriceTextField()
  priceText?: string | null;

  @IsFreeField()
  isFree?: boolean;

  @TicketUrlField()
  ticketUrl?: string | null;

  @ImageUrlField()
  imageUrl?: string | null;

  @OrganizationIdField()
  organizationId?: string | null;
  @FestivalField()
  festival?: string | null;

  @LanguagesField()
  languages?: string[] | null;

  @TagsField()
  tags?: string[] | null;
}

/**
 * PUT /api/admin/events/:id (react-admin edit). Besides the form's fields an admin may set
 * isApproved. React-admin sends the whole record back, so the record's read-only fields
 * (id, timestamps, moderation results, embedded organization, source, series) are accepted and ignored.
 */
export class AdminUpdateEventDto extends UpdateEventDto {
  @ApiProperty({
    required: false,
    type: Boolean,
    description: 'Publish (true) or take down (false); a take-down sticks through organizer edits until an admin publishes again',
  })
  @IsOptional()
  @IsBoolean({ message: 'isApproved must be true or false' })
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
