import { Body, Controller, Delete, Get, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../auth/auth.decorators';
import { ApiErrorBody } from '../common/api-error';
import { IdParam } from '../common/id-param';
import {
  ApiRaList,
  filterBoolean,
  filterDate,
  filterEnum,
  filterIds,
  filterString,
  RaList,
  RaListParams,
  RaResourceSpec,
  setContentRange,
} from '../common/ra-dialect';
import { ManagedEventResponse, PendingEventResponse, RejectResponse } from './dto/managed-event.dto';
import { RejectDto } from '../common/reject.dto';
import { REVIEW_QUEUE_SORT_FIELDS } from '../moderation/risk-level';
import { AdminUpdateEventDto } from './dto/update-event.dto';
import { ADMIN_EVENT_SORT_FIELDS, EventsService } from './events.service';

export const ADMIN_EVENTS_SPEC: RaResourceSpec = {
  resource: 'events',
  sortFields: ADMIN_EVENT_SORT_FIELDS,
  defaultSort: { field: 'date', order: 'DESC' },
  filterFields: [
    'q',
    'search',
    'status',
    'isApproved',
    'city',
    'state',
    'category',
    'from',
    'to',
    'date_gte',
    'date_lte',
    'organizationId',
    'id',
    'flagged',
  ],
};

/** The approval queue: a page of 50, highest risk first and oldest first within a level, unless the client sends range/sort. */
export const PENDING_EVENTS_SPEC: RaResourceSpec = {
  resource: 'events',
  sortFields: REVIEW_QUEUE_SORT_FIELDS,
  defaultSort: { field: 'risk', order: 'DESC' },
  filterFields: [],
  defaultPageSize: 50,
  maxPageSize: 200,
};

/** Admin: the event approval queue and the react-admin `events` resource. */
@ApiTags('admin: events')
@ApiBearerAuth('admin')
@Roles('admin')
@ApiResponse({ status: 401, type: ApiErrorBody, description: 'No or invalid token' })
@ApiResponse({ status: 403, type: ApiErrorBody, description: 'Not an admin token' })
@Controller('admin/events')
export class EventsAdminController {
  constructor(private readonly events: EventsService) {}

  @Get('pending')
  @ApiOperation({
    summary:
      'Pending events, highest risk first, with organization (id, name, contactEmail), moderationScore, riskLevel and moderationFlags',
    description:
      'Paged like every admin list: range=[0,49] by default (at most 200 rows). sort=["risk","DESC"] (the default) lists high risk first, then medium, then low, each oldest first (riskLevel: moderation.config.ts); sort=["createdAt","ASC"|"DESC"] by age alone. The total is in X-Total-Count and Content-Range.',
  })
  @ApiRaList(PENDING_EVENTS_SPEC, PendingEventResponse)
  async pending(
    @RaList(PENDING_EVENTS_SPEC) params: RaListParams,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ManagedEventResponse[]> {
    const { rows, total } = await this.events.pending(params);
    setContentRange(res, PENDING_EVENTS_SPEC, params, rows.length, total);
    return rows;
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
  async list(@RaList(ADMIN_EVENTS_SPEC) params: RaListParams, @Res({ passthrough: true }) res: Response): Promise<ManagedEventResponse[]> {
    const f = params.filter;
    const approved = filterBoolean(f, 'isApproved');
    const { rows, total } = await this.events.adminList(params, {
      q: filterString(f, 'q') ?? filterString(f, 'search'),
      status:
        filterEnum(f, 'status', ['pending', 'approved'] as const) ??
        (approved === undefined ? undefined : approved ? 'approved' : 'pending'),
      city: filterString(f, 'city', 100),
      state: filterString(f, 'state', 2),
      category: filterString(f, 'category', 50),
      from: filterDate(f, 'from') ?? filterDate(f, 'date_gte'),
      to: filterDate(f, 'to') ?? filterDate(f, 'date_lte'),
      organizationId: filterIds(f, 'organizationId'),
      ids: filterIds(f, 'id'),
      flagged: filterBoolean(f, 'flagged'),
    });
    setContentRange(res, ADMIN_EVENTS_SPEC, params, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One event, any status (for editing)' })
  @ApiResponse({ status: 200, type: ManagedEventResponse })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  get(@IdParam() id: string): Promise<ManagedEventResponse> {
    return this.events.adminGet(id);
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
