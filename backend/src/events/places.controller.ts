import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrorBody } from '../common/api-error';
import { ZipPlace, zipPlaceOrThrow } from '../places';
import { MetroCountResponse, MetroRefResponse } from './dto/public-event.dto';
import { EventsQueryService } from './events-query.service';

class ZipPlaceResponse implements ZipPlace {
  @ApiProperty({ example: '08817' })
  zip: string;

  @ApiProperty({ example: 'Edison' })
  city: string;

  @ApiProperty({ example: 'NJ' })
  state: string;

  @ApiProperty({ example: 40.5164 })
  latitude: number;

  @ApiProperty({ example: -74.3919 })
  longitude: number;

  @ApiProperty({ type: MetroRefResponse, nullable: true })
  metro: MetroRefResponse | null;
}

/** Places for the public site's "Where" control: metros with upcoming events, and ZIP codes. */
@ApiTags('places')
@Controller()
export class PlacesController {
  constructor(private readonly events: EventsQueryService) {}

  @Get('metros')
  @ApiOperation({
    summary: 'Metro areas with upcoming events',
    description:
      'Only areas with upcoming publicly visible events, most events first. The Bay Area is one entry (its San Francisco and San Jose metros).',
  })
  @ApiOkResponse({ type: [MetroCountResponse] })
  async metros(@Res({ passthrough: true }) res: Response): Promise<MetroCountResponse[]> {
    res.setHeader('Cache-Control', 'public, max-age=300');
    return this.events.metros();
  }

  @Get('places/zip/:zip')
  @ApiOperation({ summary: "A ZIP code's city, state, centre and metro area" })
  @ApiOkResponse({ type: ZipPlaceResponse })
  @ApiBadRequestResponse({ type: ApiErrorBody, description: 'zip must be a 5-digit US ZIP code' })
  @ApiNotFoundResponse({ type: ApiErrorBody, description: 'Unknown ZIP code 00000' })
  zip(@Param('zip') zip: string, @Res({ passthrough: true }) res: Response): ZipPlace {
    const place = zipPlaceOrThrow(zip);
    res.setHeader('Cache-Control', 'public, max-age=86400');
    return place;
  }
}
