import { Controller, Get, Header } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../auth/auth.decorators';
import { ApiErrorBody } from '../common/api-error';
import { LiveStatisticsResponse } from './dto/live-statistics.dto';
import { LiveStatisticsService } from './live-statistics.service';

/** Admin: the Statistics page's measured figures. */
@ApiTags('admin: community')
@ApiBearerAuth('admin')
@Roles('admin')
@Controller('admin')
export class StatisticsAdminController {
  constructor(private readonly statistics: LiveStatisticsService) {}

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
    return this.statistics.live();
  }
}
