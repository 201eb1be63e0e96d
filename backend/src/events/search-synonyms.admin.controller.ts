import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { AdminApi } from '../auth/admin-api.decorator';
import { ApiErrorBody } from '../common/api-error';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { IdParam } from '../common/id-param';
import { ApiRaList, filterText, RaList, RaListParams, RaPage, RaResourceSpec } from '../common/ra-dialect';
import { CreateSynonymGroupDto, SynonymGroupResponse, UpdateSynonymGroupDto } from './dto/search-synonym.dto';
import { SYNONYM_SORT_FIELDS, SynonymGroupRow } from './search-synonyms.repository';
import { SearchSynonymsService } from './search-synonyms.service';

const SEARCH_SYNONYMS_SPEC = {
  resource: 'search-synonyms',
  sortFields: SYNONYM_SORT_FIELDS,
  defaultSort: { field: 'name', order: 'ASC' },
  filters: { q: filterText(80) },
} satisfies RaResourceSpec;

/** Admin: the search's synonym groups (react-admin `search-synonyms` resource); edits apply to searches at once. */
@AdminApi('admin: search synonyms')
@Controller('admin/search-synonyms')
export class SearchSynonymsAdminController {
  constructor(private readonly synonyms: SearchSynonymsService) {}

  @Get()
  @ApiOperation({ summary: 'Synonym groups by name: filter q (a name part or a term)' })
  @ApiRaList(SEARCH_SYNONYMS_SPEC, SynonymGroupResponse)
  list(@RaList(SEARCH_SYNONYMS_SPEC) params: RaListParams<typeof SEARCH_SYNONYMS_SPEC.filters>): Promise<RaPage<SynonymGroupRow>> {
    return this.synonyms.list(params, params.filter.q);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One synonym group' })
  @ApiResponse({ status: 200, type: SynonymGroupResponse })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  get(@IdParam() id: string): Promise<SynonymGroupRow> {
    return this.synonyms.get(id);
  }

  @Post()
  @Idempotent()
  @ApiOperation({ summary: 'Add a synonym group' })
  @ApiResponse({ status: 201, type: SynonymGroupResponse })
  @ApiResponse({ status: 400, type: ApiErrorBody })
  create(@Body() dto: CreateSynonymGroupDto): Promise<SynonymGroupRow> {
    return this.synonyms.create(dto.name, dto.terms);
  }

  @Put(':id')
  @ApiOperation({ summary: "Change a group's name or terms" })
  @ApiResponse({ status: 200, type: SynonymGroupResponse })
  @ApiResponse({ status: 400, type: ApiErrorBody })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  update(@IdParam() id: string, @Body() dto: UpdateSynonymGroupDto): Promise<SynonymGroupRow> {
    return this.synonyms.update(id, { name: dto.name, terms: dto.terms });
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove a synonym group (answers it)' })
  @ApiResponse({ status: 200, type: SynonymGroupResponse })
  @ApiResponse({ status: 404, type: ApiErrorBody })
  remove(@IdParam() id: string): Promise<SynonymGroupRow> {
    return this.synonyms.remove(id);
  }
}
