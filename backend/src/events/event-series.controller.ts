import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, Roles } from '../auth/auth.decorators';
import type { Principal } from '../auth/principal';
import { ApiErrorBody } from '../common/api-error';
import { IdParam } from '../common/id-param';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { CreateEventSeriesDto, EventSeriesResponse, UpdateEventSeriesDto } from './dto/event-series.dto';
import { BAD_FREQUENCY, BAD_UNTIL, PENDING_SERIES_TOO_LONG, SERIES_DATE_CHANGE, SERIES_NOT_FOUND } from './event-series.service';
import { EventSeriesService } from './event-series.service';
import { SERIES_TOO_LONG, UNTIL_BEFORE_FIRST } from './recurrence';

const NOT_FOUND = `'${SERIES_NOT_FOUND}' (also for another organizer's series)`;

/** Recurring events (its organizer, or an admin). One occurrence: PUT/DELETE /api/events/{id}. */
@ApiTags('events')
@ApiBearerAuth('organizer')
@ApiBearerAuth('admin')
@Roles('organizer', 'admin')
@ApiResponse({ status: 401, type: ApiErrorBody })
@Controller('event-series')
export class EventSeriesController {
  constructor(private readonly series: EventSeriesService) {}

  @Post()
  @RateLimit('event-create')
  @Idempotent()
  @ApiOperation({
    summary: 'Create a recurring event',
    description:
      "The first occurrence's fields (as POST /api/events; `date` is its day) and `recurrence`: weekly, every other week or monthly (the nth weekday of `date`) until a date at most one year later. Every occurrence is an event of its own, and each counts against the organization's creation limit (event-create); an organization waiting for approval may add at most 8 dates. Moderation assesses the series once and an admin approves or rejects it once.",
  })
  @ApiResponse({ status: 201, type: EventSeriesResponse })
  @ApiResponse({
    status: 400,
    type: ApiErrorBody,
    description: `'${SERIES_TOO_LONG}', '${UNTIL_BEFORE_FIRST}', '${BAD_FREQUENCY}', '${BAD_UNTIL}', '${PENDING_SERIES_TOO_LONG}', or an event field's message`,
  })
  create(@CurrentPrincipal() p: Principal, @Body() dto: CreateEventSeriesDto): Promise<EventSeriesResponse> {
    return this.series.create(p, dto);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A recurring event and its occurrences' })
  @ApiResponse({ status: 200, type: EventSeriesResponse })
  @ApiResponse({ status: 404, type: ApiErrorBody, description: NOT_FOUND })
  get(@CurrentPrincipal() p: Principal, @IdParam() id: string): Promise<EventSeriesResponse> {
    return this.series.get(p, id);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Edit every occurrence from today on',
    description: 'Any field of PUT /api/events but date; past occurrences stay as they were. An organizer edit re-runs moderation once.',
  })
  @ApiResponse({ status: 200, type: EventSeriesResponse })
  @ApiResponse({ status: 400, type: ApiErrorBody, description: `'${SERIES_DATE_CHANGE}', or an event field's message` })
  @ApiResponse({ status: 404, type: ApiErrorBody, description: NOT_FOUND })
  update(@CurrentPrincipal() p: Principal, @IdParam() id: string, @Body() dto: UpdateEventSeriesDto): Promise<EventSeriesResponse> {
    return this.series.update(p, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Cancel the whole series: its occurrences from today on are deleted (past ones stay)' })
  @ApiResponse({ status: 204, description: 'Cancelled' })
  @ApiResponse({ status: 404, type: ApiErrorBody, description: NOT_FOUND })
  async remove(@CurrentPrincipal() p: Principal, @IdParam() id: string): Promise<void> {
    await this.series.remove(p, id);
  }
}
