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

const CREATE = { partial: false };

/**
 * POST /api/events. An organizer's event belongs to the organization of the token; an admin names
 * the organization. isApproved, moderation fields, id and timestamps are never accepted (400).
 */
export class CreateEventDto {
  @TitleField(CREATE)
  title: string;

  @DescriptionField()
  description?: string | null;

  @CategoryField(CREATE)
  category: string;

  @DateField(CREATE)
  date: string;

  @EndDateField()
  endDate?: string | null;

  @StartTimeField(CREATE)
  startTime: string;

  @EndTimeField()
  endTime?: string | null;

  @EndsAfterMidnightField()
  endsAfterMidnight?: boolean;

  @VenueField(CREATE)
  venue: string;

  @AddressField()
  address?: string | null;

  @CityField(CREATE)
  city: string;

  @StateField(CREATE)
  state: string;

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
