import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, Roles } from '../auth/auth.decorators';
import type { Principal } from '../auth/principal';
import { ApiErrorBody } from '../common/api-error';
import { IdParam } from '../common/id-param';
import { EventInsightsResponse, OrganizationInsightsResponse } from './dto/insights.dto';
import { InsightsService } from './insights.service';

const COUNTED =
  'Views, saves, calendar adds, ticket/register clicks and shares of the last 30 days (UTC), day by day: each visitor session counted once a day per event and kind, bots left out.';

@ApiTags('insights')
@ApiBearerAuth('organizer')
@ApiBearerAuth('admin')
@Controller()
export class InsightsController {
  constructor(private readonly insights: InsightsService) {}

  @Get('events/:id/insights')
  @Roles('organizer', 'admin')
  @ApiOperation({ summary: "An event's insights (its organizer, or an admin)", description: COUNTED })
  @ApiResponse({ status: 200, type: EventInsightsResponse })
  @ApiResponse({ status: 401, type: ApiErrorBody })
  @ApiResponse({ status: 404, type: ApiErrorBody, description: "'Event not found' (also for another organizer's event)" })
  forEvent(@CurrentPrincipal() p: Principal, @IdParam() id: string): Promise<EventInsightsResponse> {
    return this.insights.forEvent(p, id);
  }

  @Get('organizations/:id/insights')
  @Roles('organizer', 'admin')
  @ApiOperation({ summary: "Insights of an organization's events (its organizer, or an admin)", description: COUNTED })
  @ApiResponse({ status: 200, type: OrganizationInsightsResponse })
  @ApiResponse({ status: 401, type: ApiErrorBody })
  @ApiResponse({ status: 403, type: ApiErrorBody, description: "Another organization's organizer" })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  forOrganization(@CurrentPrincipal() p: Principal, @IdParam() id: string): Promise<OrganizationInsightsResponse> {
    return this.insights.forOrganization(p, id);
  }
}
