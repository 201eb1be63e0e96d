import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { AdminApi } from '../auth/admin-api.decorator';
import { CurrentPrincipal } from '../auth/auth.decorators';
import { Principal } from '../auth/principal';
import { ApiErrorBody } from '../common/api-error';
import { ApiRaList, filterText, RaList, RaListParams, RaPage, RaResourceSpec } from '../common/ra-dialect';
import { FestivalDateDisagreementResponse, FestivalDateResponse, UpdateFestivalDateDto } from './dto/festival-dates.admin.dto';
import { FESTIVAL_DATE_SORT_FIELDS, FestivalDatesAdminService, parseTableYear } from './festival-dates-admin.service';

const FESTIVAL_DATES_SPEC = {
  resource: 'festival-dates',
  sortFields: FESTIVAL_DATE_SORT_FIELDS,
  defaultSort: { field: 'mainDate', order: 'ASC' },
  // year: the table year as given (parseTableYear reads it, or the year query parameter).
  filters: { year: (f: Record<string, unknown>) => f.year, q: filterText(80), timeZone: filterText(40) },
  defaultPageSize: 200,
} satisfies RaResourceSpec;

const YEAR_QUERY = { name: 'year', required: false, description: 'The table year (default: this year)', example: 2026 };

/** Admin: the festival dates table (react-admin `festival-dates` resource) and its astronomical cross-check. */
@AdminApi('admin: festivals')
@Controller('admin/festival-dates')
export class FestivalDatesAdminController {
  constructor(private readonly festivalDates: FestivalDatesAdminService) {}

  @Get()
  @ApiOperation({ summary: "A year's rows, one per festival and time zone: filter year, q (festival name), timeZone" })
  @ApiQuery(YEAR_QUERY)
  @ApiRaList(FESTIVAL_DATES_SPEC, FestivalDateResponse)
  list(
    @RaList(FESTIVAL_DATES_SPEC) params: RaListParams<typeof FESTIVAL_DATES_SPEC.filters>,
    @Query('year') yearQuery: unknown,
  ): Promise<RaPage<FestivalDateResponse>> {
    return this.festivalDates.list(parseTableYear(params.filter.year ?? yearQuery), params.filter, params);
  }

  @Get('disagreements')
  @ApiOperation({
    summary: 'Where the table and the astronomical computation disagree in a year, per time zone, with the row’s note',
    description: 'The first call for a year computes it (about half a second).',
  })
  @ApiQuery(YEAR_QUERY)
  @ApiResponse({ status: 200, type: [FestivalDateDisagreementResponse] })
  @ApiResponse({ status: 400, type: ApiErrorBody })
  disagreements(@Query('year') year: unknown): Promise<FestivalDateDisagreementResponse[]> {
    return this.festivalDates.disagreements(parseTableYear(year));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One row (id festivalSlug:year:timeZone)' })
  @ApiResponse({ status: 200, type: FestivalDateResponse })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  get(@Param('id') id: string): Promise<FestivalDateResponse> {
    return this.festivalDates.get(id);
  }

  @Put(':id')
  @ApiOperation({ summary: "Change a row's days and note (start ≤ main ≤ end, main in the row's year, at most 31 days)" })
  @ApiResponse({ status: 200, type: FestivalDateResponse })
  @ApiResponse({ status: 400, type: ApiErrorBody })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  update(
    @Param('id') id: string,
    @Body() dto: UpdateFestivalDateDto,
    @CurrentPrincipal() who: Principal | null,
  ): Promise<FestivalDateResponse> {
    const editor = who?.kind === 'admin' ? who.username : 'admin';
    return this.festivalDates.update(id, dto, editor);
  }
}
