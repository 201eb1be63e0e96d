import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { AdminApi } from '../auth/admin-api.decorator';
import { ApiErrorBody } from '../common/api-error';
import { IdParam } from '../common/id-param';
import { ApiRaList, RaList, RaPage, RaResourceSpec } from '../common/ra-dialect';
import { CommunityAdminService } from './community-admin.service';
import { COMMUNITY_STATS_FILTERS, COMMUNITY_STATS_SORT_FIELDS, CommunityStatsList } from './community-stats.repository';
import { CommunityStats } from './community-stats.entity';
import { AdminSummaryResponse, CommunityStatsResponse, UpdateCommunityStatsDto } from './dto/community-admin.dto';
import { LiveStatisticsResponse } from './dto/live-statistics.dto';

const COMMUNITY_STATS_SPEC: RaResourceSpec<typeof COMMUNITY_STATS_FILTERS> = {
  resource: 'community-stats',
  sortFields: COMMUNITY_STATS_SORT_FIELDS,
  defaultSort: { field: 'region', order: 'ASC' },
  filters: COMMUNITY_STATS_FILTERS,
};

/** Admin: the statistics shown on the home page (react-admin `community-stats` resource), the dashboard counts and the measured figures. */
@AdminApi('admin: community')
@Controller('admin')
export class CommunityStatsAdminController {
  constructor(private readonly community: CommunityAdminService) {}

  @Get('community-stats')
  @ApiOperation({ summary: "CommunityStats rows (the 'national' one feeds the home page panel)" })
  @ApiRaList(COMMUNITY_STATS_SPEC, CommunityStatsResponse)
  list(@RaList(COMMUNITY_STATS_SPEC) params: CommunityStatsList): Promise<RaPage<CommunityStats>> {
    return this.community.listStats(params);
  }

  @Get('community-stats/:id')
  @ApiOperation({ summary: 'One CommunityStats row' })
  @ApiResponse({ status: 200, type: CommunityStatsResponse })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  get(@IdParam() id: string): Promise<CommunityStats> {
    return this.community.getStats(id);
  }

  @Put('community-stats/:id')
  @ApiOperation({ summary: 'Update the figures (lastUpdated is set to now; region, id, timestamps ignored)' })
  @ApiResponse({ status: 200, type: CommunityStatsResponse })
  @ApiResponse({ status: 400, type: ApiErrorBody })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  update(@IdParam() id: string, @Body() dto: UpdateCommunityStatsDto): Promise<CommunityStats> {
    return this.community.updateStats(id, dto);
  }

  @Get('summary')
  @ApiOperation({ summary: 'Counts for the dashboard tiles' })
  @ApiResponse({ status: 200, type: AdminSummaryResponse })
  summary(): Promise<AdminSummaryResponse> {
    return this.community.summary();
  }

  @Get('statistics')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Live figures: events, organizations, page views, saves, subscribers, and the last 90 days day by day',
    description:
      'Page views and event activity are counted once per visitor session a day, without bots; days are UTC. The editable public figures are the community-stats resource.',
  })
  @ApiResponse({ status: 200, type: LiveStatisticsResponse })
  @ApiResponse({ status: 401, type: ApiErrorBody })
  @ApiResponse({ status: 403, type: ApiErrorBody })
  live(): Promise<LiveStatisticsResponse> {
    return this.community.liveStatistics();
  }
}
