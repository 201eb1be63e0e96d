import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { AdminApi } from '../auth/admin-api.decorator';
import { CurrentPrincipal } from '../auth/auth.decorators';
import type { Principal } from '../auth/principal';
import { ApiErrorBody } from '../common/api-error';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { IdParam } from '../common/id-param';
import { ApiRaList, RaList, RaListParams, RaPage, RaResourceSpec } from '../common/ra-dialect';
import { RejectDto } from '../common/reject.dto';
import { REVIEW_QUEUE_PAGING, reviewQueueSpec } from '../moderation/risk-level';
import { AdminCreateOrganizationDto, AdminOrganizationResponse, AdminUpdateOrganizationDto } from './dto/admin-organization.dto';
import { OrganizationsAdminService } from './organizations-admin.service';
import { ADMIN_ORGANIZATION_FILTERS, ADMIN_ORGANIZATION_SORT_FIELDS, AdminOrganizationList } from './organizations.repository';

const ADMIN_ORGANIZATIONS_SPEC: RaResourceSpec<typeof ADMIN_ORGANIZATION_FILTERS> = {
  resource: 'organizations',
  sortFields: ADMIN_ORGANIZATION_SORT_FIELDS,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: ADMIN_ORGANIZATION_FILTERS,
};

/** The approval queue. */
const PENDING_ORGANIZATIONS_SPEC = reviewQueueSpec('organizations');

/** Admin: the organization approval queue and the react-admin `organizations` resource. */
@AdminApi('admin: organizations')
@Controller('admin/organizations')
export class OrganizationsAdminController {
  constructor(private readonly orgs: OrganizationsAdminService) {}

  @Get('pending')
  @ApiOperation({
    summary: 'Organizations awaiting review (not approved, not rejected), highest risk first',
    description: REVIEW_QUEUE_PAGING,
  })
  @ApiRaList(PENDING_ORGANIZATIONS_SPEC, AdminOrganizationResponse)
  pending(@RaList(PENDING_ORGANIZATIONS_SPEC) params: RaListParams): Promise<RaPage<AdminOrganizationResponse>> {
    return this.orgs.pending(params);
  }

  @Put(':id/approve')
  @ApiOperation({ summary: 'Approve (no body): visible in the directory; its clean pending events become visible too' })
  @ApiResponse({ status: 200, type: AdminOrganizationResponse })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  approve(@IdParam() id: string): Promise<AdminOrganizationResponse> {
    return this.orgs.approve(id);
  }

  @Put(':id/reject')
  @ApiOperation({ summary: "Reject with an optional reason: the row is kept with rejectionReason ('No reason given' when empty)" })
  @ApiResponse({ status: 200, type: AdminOrganizationResponse })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  reject(@IdParam() id: string, @Body() dto: RejectDto): Promise<AdminOrganizationResponse> {
    return this.orgs.reject(id, dto.reason);
  }

  @Get()
  @ApiOperation({
    summary:
      'All organizations (react-admin list): filters q, status (pending|approved|rejected), isApproved, city, state, isRegistered, id, flagged',
  })
  @ApiRaList(ADMIN_ORGANIZATIONS_SPEC, AdminOrganizationResponse)
  list(@RaList(ADMIN_ORGANIZATIONS_SPEC) params: AdminOrganizationList): Promise<RaPage<AdminOrganizationResponse>> {
    return this.orgs.list(params);
  }

  @Post()
  @Idempotent()
  @ApiOperation({ summary: "Add an organization (the admin's 'Add Organization'): approved at once" })
  @ApiResponse({ status: 201, type: AdminOrganizationResponse })
  @ApiResponse({
    status: 400,
    type: ApiErrorBody,
    description: "'Organization name is required', 'City is required', 'State is required', ...",
  })
  create(@Body() dto: AdminCreateOrganizationDto, @CurrentPrincipal() p: Principal): Promise<AdminOrganizationResponse> {
    return this.orgs.create(dto, p.kind === 'admin' ? p.username : 'admin');
  }

  @Get(':id')
  @ApiOperation({ summary: 'One organization' })
  @ApiResponse({ status: 200, type: AdminOrganizationResponse })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  get(@IdParam() id: string): Promise<AdminOrganizationResponse> {
    return this.orgs.get(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Update an organization (read-only fields of the record may be sent back and are ignored)' })
  @ApiResponse({ status: 200, type: AdminOrganizationResponse })
  @ApiResponse({ status: 400, type: ApiErrorBody })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  @ApiResponse({ status: 409, type: ApiErrorBody, description: 'Another organizer account has this email' })
  update(@IdParam() id: string, @Body() dto: AdminUpdateOrganizationDto): Promise<AdminOrganizationResponse> {
    return this.orgs.update(id, dto);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete an organization and its events; answers the deleted record' })
  @ApiResponse({ status: 200, type: AdminOrganizationResponse })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  remove(@IdParam() id: string): Promise<AdminOrganizationResponse> {
    return this.orgs.remove(id);
  }
}
