import { Body, Controller, Get, HttpCode, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, Roles } from '../auth/auth.decorators';
import type { Principal } from '../auth/principal';
import { ApiErrorBody } from '../common/api-error';
import { IdParam } from '../common/id-param';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import {
  ChangeImportSourceDto,
  ImportOutcomeDto,
  ImportOutcomesQuery,
  ImportPreviewDto,
  ImportRulesDto,
  ImportSourceDto,
  OrganizationImportsDto,
} from './dto/organization-imports.dto';
import { PreviewResultDto } from './dto/preview.dto';
import { OrganizationImportsService } from './organization-imports.service';
import { OwnOrganizationGuard } from './own-organization.guard';

/** An organization's own imports: its organizer, or an admin (another organization's organizer: 403). */
@ApiTags('scraping')
@ApiBearerAuth('organizer')
@ApiBearerAuth('admin')
@ApiResponse({ status: 401, type: ApiErrorBody, description: 'No or invalid token' })
@ApiResponse({ status: 403, type: ApiErrorBody, description: "Another organization's organizer" })
@ApiResponse({
  status: 404,
  type: ApiErrorBody,
  description: "'Organization not found', 'Scraping source not found' (also another organization's source)",
})
@Roles('organizer', 'admin')
@UseGuards(OwnOrganizationGuard)
@Controller('organizations/:id')
export class OrganizationImportsController {
  constructor(private readonly imports: OrganizationImportsService) {}

  @Get('imports')
  @ApiOperation({
    summary: "The organization's sources, each with its last run (found, new, updated, skipped and why, notice), and its import rules",
  })
  @ApiOkResponse({ type: OrganizationImportsDto })
  overview(@IdParam() id: string): Promise<OrganizationImportsDto> {
    return this.imports.overview(id);
  }

  @Put('import-rules')
  @ApiOperation({
    summary: 'Set what the importer skips (title words, categories) and the default category and venue; applied from the next run',
  })
  @ApiOkResponse({ type: ImportRulesDto })
  @ApiResponse({ status: 400, type: ApiErrorBody })
  setRules(@IdParam() id: string, @Body() dto: ImportRulesDto): Promise<ImportRulesDto> {
    return this.imports.setRules(id, dto);
  }

  @Get('imports/:sourceId/outcomes')
  @ApiOperation({
    summary: "Why is my event missing? The source's last run, per event: saved, held, updated, unchanged, removed, skipped and why",
  })
  @ApiOkResponse({ type: [ImportOutcomeDto] })
  outcomes(@IdParam() id: string, @IdParam('sourceId') sourceId: string, @Query() q: ImportOutcomesQuery): Promise<ImportOutcomeDto[]> {
    return this.imports.lastRunOutcomes(id, sourceId, q.q);
  }

  @Post('imports/:sourceId/preview')
  @HttpCode(200)
  @RateLimit('import-preview')
  @ApiOperation({ summary: 'What a run would import from the source now, with a new address or rules not saved yet; writes nothing' })
  @ApiOkResponse({ type: PreviewResultDto })
  preview(@IdParam() id: string, @IdParam('sourceId') sourceId: string, @Body() dto: ImportPreviewDto): Promise<PreviewResultDto> {
    return this.imports.preview(id, sourceId, dto);
  }

  @Put('imports/:sourceId')
  @ApiOperation({ summary: "Give one of the organization's own pages a new address (an administrator's source: admins only)" })
  @ApiOkResponse({ type: ImportSourceDto })
  @ApiResponse({ status: 409, type: ApiErrorBody, description: 'A scraping source with this URL already exists: <name>' })
  changeAddress(
    @CurrentPrincipal() p: Principal,
    @IdParam() id: string,
    @IdParam('sourceId') sourceId: string,
    @Body() dto: ChangeImportSourceDto,
  ): Promise<ImportSourceDto> {
    return this.imports.changeAddress(p, id, sourceId, dto.url);
  }
}
