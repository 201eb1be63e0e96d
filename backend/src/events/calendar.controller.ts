import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrorBody, DomainError } from '../common/api-error';
import { CalendarService, fileSlug } from './calendar.service';
import { CityCalendarQuery } from './dto/city-calendar.query';
import { EventsQueryService } from './events-query.service';

export const CITY_FEED_LIMIT = 500;
const CITY_PARAM = /^[\p{L}\p{N}][\p{L}\p{N} .'-]{0,99}$/u;

/** Subscribable calendar feeds. */
@ApiTags('calendar')
@Controller('calendar')
export class CalendarController {
  constructor(
    private readonly events: EventsQueryService,
    private readonly calendar: CalendarService,
  ) {}

  @Get(':city.ics')
  @ApiOperation({
    summary: "A city's upcoming events as a subscribable iCalendar feed",
    description: `City name or slug, case-insensitive: /api/calendar/dallas.ics, /api/calendar/san-francisco.ics, /api/calendar/San%20Francisco.ics. At most ${CITY_FEED_LIMIT} events. An unknown city gives an empty calendar.`,
  })
  @ApiParam({ name: 'city', example: 'dallas' })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'text/calendar', schema: { type: 'string' } })
  @ApiBadRequestResponse({ type: ApiErrorBody })
  @Header('Cache-Control', 'public, max-age=900')
  async city(@Param('city') city: string, @Query() query: CityCalendarQuery, @Res({ passthrough: true }) res: Response): Promise<string> {
    const name = city.trim();
    if (!CITY_PARAM.test(name)) throw new DomainError(400, 'Invalid city');
    const variants = [...new Set([name, name.replace(/-/g, ' ')])];
    const events = await this.events.upcomingInCity(variants, query.state, CITY_FEED_LIMIT);
    const label = events[0]?.city ?? name.replace(/-/g, ' ').replace(/\b\p{L}/gu, (c) => c.toUpperCase());
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', `inline; filename="${fileSlug(name)}.ics"`);
    return this.calendar.cityCalendar(query.state ? `${label}, ${query.state}` : label, events);
  }
}
