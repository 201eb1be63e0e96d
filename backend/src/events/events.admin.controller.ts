import { Body, Controller, Delete, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { AdminApi } from '../auth/admin-api.decorator';
import { ApiErrorBody } from '../common/api-error';
import { IdParam } from '../common/id-param';
import { ApiRaList, RaList, RaListParams, RaPage, RaResourceSpec } from '../common/ra-dialect';
import { ManagedEventResponse, PendingEventResponse, RejectResponse } from './dto/managed-event.dto';
import { RejectDto } from '../common/reject.dto';
import { REVIEW_QUEUE_PAGING, reviewQueueSpec } from '../moderation/risk-level';
import { AdminUpdateEventDto } from './dto/update-event.dto';
import { ADMIN_EVENT_FILTERS, ADMIN_EVENT_SORT_FIELDS, AdminEventList } from './events.repository';
import { EventsService } from './events.service';

const ADMIN_EVENTS_SPEC = {
  resource: 'events',
  sortFields: ADMIN_EVENT_SORT_FIELDS,
  defaultSort: { field: 'date', order: 'DESC' },
  filters: ADMIN_EVENT_FILTERS,
} satisfies RaResourceSpec;

/** The approval queue. */
const PENDING_EVENTS_SPEC = reviewQueueSpec('events');

/** Admin: the event approval queue and the react-admin `events` resource. */
@AdminApi('admin: events')
@Controller('admin/events')
export class EventsAdminController {
  constructor(private readonly events: EventsService) {}

  @Get('pending')
  @ApiOperation({
    summary:
      'Pending events, highest risk first, with organization (id, name, contactEmail), moderationScore, riskLevel and moderationFlags',
    description: REVIEW_QUEUE_PAGING,
  })
  @ApiRaList(PENDING_EVENTS_SPEC, PendingEventResponse)
  pending(@RaList(PENDING_EVENTS_SPEC) params: RaListParams): Promise<RaPage<ManagedEventResponse>> {
    return this.events.pending(params);
  }

  @Put(':id/approve')
  @ApiOperation({ summary: 'Approve an event (no body): it becomes visible to users' })
  @ApiResponse({ status: 200, type: ManagedEventResponse })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  approve(@IdParam() id: string): Promise<ManagedEventResponse> {
    return this.events.approve(id);
  }

  @Put(':id/reject')
  @ApiOperation({ summary: 'Reject an event: it is removed from the system' })
  @ApiResponse({ status: 200, type: RejectResponse })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  reject(@IdParam() id: string, @Body() dto: RejectDto): Promise<RejectResponse> {
    return this.events.reject(id, dto.reason);
  }

  @Get()
  @ApiOperation({
    summary:
      'All events (react-admin list): filters q/search, status (pending|approved), city, state, category, from/to (or date_gte/date_lte), organizationId, id, flagged',
  })
  @ApiRaList(ADMIN_EVENTS_SPEC, ManagedEventResponse)
  list(@RaList(ADMIN_EVENTS_SPEC) params: AdminEventList): Promise<RaPage<ManagedEventResponse>> {
    return this.events.adminList(params);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One event, any status (for editing)' })
  @ApiResponse({ status: 200, type: ManagedEventResponse })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  get(@IdParam() id: string): Promise<ManagedEventResponse> {
    return this.events.getManaged(id);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Update any event',
    description:
      "Same fields and messages as the event form, plus isApproved. The record's read-only fields (id, timestamps, moderation, organization) may be sent back and are ignored.",
  })
  @ApiResponse({ status: 200, type: ManagedEventResponse })
  @ApiResponse({ status: 400, type: ApiErrorBody })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  update(@IdParam() id: string, @Body() dto: AdminUpdateEventDto): Promise<ManagedEventResponse> {
    return this.events.adminUpdate(id, dto);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete any event (past ones too); answers the deleted record' })
  @ApiResponse({ status: 200, type: ManagedEventResponse })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  remove(@IdParam() id: string): Promise<ManagedEventResponse> {
    return this.events.adminRemove(id);
  }
}
