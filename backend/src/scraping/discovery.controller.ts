import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminApi } from '../auth/admin-api.decorator';
import { CurrentPrincipal } from '../auth/auth.decorators';
import { Principal } from '../auth/principal';
import { ApiErrorBody } from '../common/api-error';
import { Idempotent } from '../idempotency/idempotent.decorator';
import {
  DiscoveredOrganizationDto,
  DiscoverOrganizationsDto,
  DiscoverOrganizationsResultDto,
  SavedOrganizationDto,
} from './dto/discovery.dto';
import { DiscoveryService } from './discovery/discovery.service';

@AdminApi('discovery')
@Controller('admin')
export class DiscoveryController {
  constructor(private readonly discovery: DiscoveryService) {}

  @Post('discover-organizations')
  @HttpCode(200)
  @ApiOperation({ summary: 'Crawl websites (same host, up to 20 pages, depth 2) and describe the organizations behind them' })
  @ApiOkResponse({ type: DiscoverOrganizationsResultDto })
  @ApiBadRequestResponse({ type: ApiErrorBody, description: "'No URLs Provided' when every line is blank" })
  discover(@Body() dto: DiscoverOrganizationsDto): Promise<DiscoverOrganizationsResultDto> {
    return this.discovery.discover(dto.urls);
  }

  @Post('save-discovered-org')
  @Idempotent()
  @ApiOperation({ summary: 'Save a discovered organization into the approvals queue (pending, moderated)' })
  @ApiCreatedResponse({ type: SavedOrganizationDto })
  @ApiConflictResponse({ type: ApiErrorBody, description: 'An organization with the same website domain or email exists' })
  save(@Body() dto: DiscoveredOrganizationDto, @CurrentPrincipal() by: Principal | null): Promise<SavedOrganizationDto> {
    return this.discovery.save(dto, by);
  }
}
