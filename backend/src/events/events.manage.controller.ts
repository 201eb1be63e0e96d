import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, Roles } from '../auth/auth.decorators';
import type { Principal } from '../auth/principal';
import { ApiErrorBody } from '../common/api-error';
import { IdParam } from '../common/id-param';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { CreateEventDto } from './dto/create-event.dto';
import { RejectedEventResponse } from './dto/event-series.dto';
import { ManagedEventResponse } from './dto/managed-event.dto';
import { UpdateEventDto } from './dto/update-event.dto';
import { EventsService } from './events.service';
import { RateLimit } from '../rate-limit/rate-limit.decorator';

/** Organizers manage their own events; admins any. (Reading events: events.controller.ts.) */
@ApiTags('events')
@ApiBearerAuth('organizer')
@ApiBearerAuth('admin')
@Roles('organizer', 'admin')
@ApiResponse({ status: 401, type: ApiErrorBody })
@Controller()
export class EventsManageController {
  constructor(private readonly events: EventsService) {}

  @Post('events')
  @RateLimit('event-create')
  @Idempotent()
  @ApiOperation({
    summary: 'Create an event',
    description:
      "Organizer token: the event belongs to the token's organization (organizationId in the body → 400); it is approved at once only when the organization is approved and moderation finds nothing, otherwise 'Pending Approval'. Admin token: organizationId is required and the event is approved.",
  })
  @ApiResponse({ status: 201, type: ManagedEventResponse })
  @ApiResponse({
    status: 400,
    type: ApiErrorBody,
    description: "Validation, e.g. 'Title is required', 'Date is required', 'Organization is required'",
  })
  create(@CurrentPrincipal() p: Principal, @Body() dto: CreateEventDto): Promise<ManagedEventResponse> {
    return this.events.create(p, dto);
  }

  @Put('events/:id')
  @ApiOperation({ summary: 'Update an event (its organizer, or an admin); an organizer edit re-runs moderation and approval' })
  @ApiResponse({ status: 200, type: ManagedEventResponse })
  @ApiResponse({ status: 400, type: ApiErrorBody })
  @ApiResponse({ status: 404, type: ApiErrorBody, description: "'Event not found' (also for another organizer's event)" })
  update(@CurrentPrincipal() p: Principal, @IdParam() id: string, @Body() dto: UpdateEventDto): Promise<ManagedEventResponse> {
    return this.events.update(p, id, dto);
  }

  @Delete('events/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an event (its organizer — not past events — or an admin)' })
  @ApiResponse({ status: 204, description: 'Deleted' })
  @ApiResponse({ status: 400, type: ApiErrorBody, description: "'Cannot delete past events'" })
  @ApiResponse({ status: 404, type: ApiErrorBody, description: "'Event not found' (also for another organizer's event)" })
  async remove(@CurrentPrincipal() p: Principal, @IdParam() id: string): Promise<void> {
    await this.events.remove(p, id);
  }

  @Get('organizations/:id/events')
  @ApiOperation({ summary: "An organization's events, every status, newest date first (its organizer, or an admin)" })
  @ApiResponse({ status: 200, type: [ManagedEventResponse] })
  @ApiResponse({ status: 403, type: ApiErrorBody, description: "Another organization's organizer" })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  listForOrganization(@CurrentPrincipal() p: Principal, @IdParam() id: string): Promise<ManagedEventResponse[]> {
    return this.events.listForOrganization(p, id);
  }

  @Get('organizations/:id/rejected-events')
  @ApiOperation({
    summary: 'Events of the organization an admin rejected, with the reason, newest first (its organizer, or an admin)',
    description: 'A rejected event is deleted; this record stays (a rejected series is one record). At most 50.',
  })
  @ApiResponse({ status: 200, type: [RejectedEventResponse] })
  @ApiResponse({ status: 403, type: ApiErrorBody, description: "Another organization's organizer" })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  rejectedForOrganization(@CurrentPrincipal() p: Principal, @IdParam() id: string): Promise<RejectedEventResponse[]> {
    return this.events.rejectedForOrganization(p, id);
  }
}
