import { Body, Controller, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrorBody } from '../common/api-error';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { CurrentPrincipal, Roles } from '../auth/auth.decorators';
import { Principal } from '../auth/principal';
import {
  ListOrganizationsQuery,
  OrganizationLanguagesDto,
  OrganizationLanguagesResponse,
  OrganizationResponse,
  PublicOrganizationResponse,
} from './dto/organization-response.dto';
import { IdParam } from '../common/id-param';
import { SubmitOrganizationDto } from './dto/submit-organization.dto';
import { OrganizationsService } from './organizations.service';
import { RateLimit } from '../rate-limit/rate-limit.decorator';

@ApiTags('organizations')
@Controller('organizations')
export class OrganizationsController {
  constructor(private readonly organizations: OrganizationsService) {}

  @Post()
  @RateLimit('organization-submission')
  @HttpCode(201)
  @Idempotent()
  @ApiBearerAuth('admin')
  @ApiOperation({
    summary: 'Submit an organization',
    description:
      'Public submission: stored pending (isApproved false) until an admin approves it. With an admin token the organization is created approved.',
  })
  @ApiCreatedResponse({ type: OrganizationResponse })
  @ApiBadRequestResponse({ type: ApiErrorBody, description: 'A missing or invalid field (message names it)' })
  submit(@Body() dto: SubmitOrganizationDto, @CurrentPrincipal() by: Principal | null): Promise<OrganizationResponse> {
    return this.organizations.submit(dto, by);
  }

  @Get()
  @ApiBearerAuth('admin')
  @ApiOperation({
    summary: 'Organizations for pickers',
    description: 'Approved organizations by name; admins see every organization. Total in X-Total-Count.',
  })
  @ApiOkResponse({
    type: [OrganizationResponse],
    headers: { 'X-Total-Count': { description: 'Number of matching organizations', schema: { type: 'integer' } } },
  })
  async list(
    @Query() query: ListOrganizationsQuery,
    @CurrentPrincipal() viewer: Principal | null,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OrganizationResponse[]> {
    const { items, total } = await this.organizations.list(query, viewer);
    res.setHeader('X-Total-Count', String(total));
    return items;
  }

  @Get(':id/public')
  @ApiOperation({
    summary: "An approved organization's public page",
    description: 'Its events: GET /api/events?organizationId=…&fields=card. Anything but an approved organization is 404.',
  })
  @ApiOkResponse({ type: PublicOrganizationResponse })
  @ApiNotFoundResponse({ type: ApiErrorBody, description: 'Organization not found' })
  async publicPage(@IdParam() id: string, @Res({ passthrough: true }) res: Response): Promise<PublicOrganizationResponse> {
    const org = await this.organizations.findPublic(id);
    res.setHeader('Cache-Control', 'public, max-age=300');
    return org;
  }

  @Put(':id/languages')
  @Roles('organizer', 'admin')
  @ApiBearerAuth('organizer')
  @ApiBearerAuth('admin')
  @ApiOperation({
    summary: 'Set the communities an organization serves (the organization itself, or an admin)',
    description:
      "languages: 1–3 codes or ['all']; null gives them back to inference from the name. Its events that name no community inherit them.",
  })
  @ApiOkResponse({ type: OrganizationLanguagesResponse })
  @ApiBadRequestResponse({ type: ApiErrorBody, description: "Unknown language 'x'. Known languages: te, ta, …, all" })
  @ApiForbiddenResponse({ type: ApiErrorBody, description: "Another organization's" })
  @ApiNotFoundResponse({ type: ApiErrorBody, description: 'Organization not found' })
  setLanguages(
    @CurrentPrincipal() p: Principal,
    @IdParam() id: string,
    @Body() dto: OrganizationLanguagesDto,
  ): Promise<OrganizationLanguagesResponse> {
    return this.organizations.setLanguages(p, id, dto.languages ?? null);
  }
}
