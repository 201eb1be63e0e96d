import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminApi } from '../auth/admin-api.decorator';
import { ApiErrorBody, DomainError } from '../common/api-error';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { IdParam } from '../common/id-param';
import { FailingSourceDto } from './dto/organization-imports.dto';
import { PreviewResultDto, PreviewSourceDto, RunEventOutcomeDto } from './dto/preview.dto';
import { ListRunsQuery, RunEventsQuery, RunResultDto, RunScrapingDto, RunSummaryDto, ScrapingStatusDto } from './dto/run.dto';
import { CreateSourceDto, SourceResponseDto, UpdateSourceDto } from './dto/source.dto';
import { ScrapePreviewService } from './scrape-preview.service';
import { ScrapeRunEventsRepository } from './scrape-run-events.repository';
import { ScrapeRunner, toRunSummary } from './scrape-runner.service';
import { ScrapingScheduler, SCRAPING_JOB } from './scraping.scheduler';
import { ScrapingSourcesRepository } from './scraping-sources.repository';
import { ScrapingSourcesService } from './scraping-sources.service';

@AdminApi('scraping')
@Controller('scraping')
export class ScrapingController {
  constructor(
    private readonly sources: ScrapingSourcesService,
    private readonly runner: ScrapeRunner,
    private readonly scheduler: ScrapingScheduler,
    private readonly previews: ScrapePreviewService,
    private readonly outcomes: ScrapeRunEventsRepository,
    private readonly sourceRows: ScrapingSourcesRepository,
  ) {}

  @Get('sources')
  @ApiOperation({ summary: 'Scraping sources with their last run counts and error' })
  @ApiOkResponse({ type: [SourceResponseDto] })
  list(): Promise<SourceResponseDto[]> {
    return this.sources.list();
  }

  @Post('sources')
  @Idempotent()
  @ApiOperation({ summary: 'Add a scraping source' })
  @ApiOkResponse({ type: SourceResponseDto })
  @ApiConflictResponse({ type: ApiErrorBody, description: 'A source with this URL exists' })
  create(@Body() dto: CreateSourceDto): Promise<SourceResponseDto> {
    return this.sources.create(dto);
  }

  @Put('sources/:id')
  @ApiOperation({ summary: 'Update a scraping source (e.g. {active: false})' })
  @ApiOkResponse({ type: SourceResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorBody })
  update(@IdParam() id: string, @Body() dto: UpdateSourceDto): Promise<SourceResponseDto> {
    return this.sources.update(id, dto);
  }

  @Delete('sources/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a scraping source (its events stay)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ApiErrorBody })
  async remove(@IdParam() id: string): Promise<void> {
    await this.sources.remove(id);
  }

  @Get('status')
  @ApiOperation({ summary: 'Whether a run is in progress (on any instance), its progress, and the scheduled job' })
  @ApiOkResponse({ type: ScrapingStatusDto })
  async status(): Promise<ScrapingStatusDto> {
    const [current, last] = await Promise.all([this.runner.currentRun(), this.runner.lastFinishedRun()]);
    return {
      isRunning: !!current,
      scheduledJobs: this.scheduler.enabled
        ? [{ name: SCRAPING_JOB, nextRun: this.scheduler.nextRun(), running: current?.trigger === 'scheduled' }]
        : [],
      progress: current ? { sourcesDone: current.sourcesDone, sourcesTotal: current.sourcesTotal } : null,
      currentRunId: current?.id ?? null,
      lastRun: last ? toRunSummary(last) : null,
    };
  }

  @Post('run')
  @HttpCode(200)
  @ApiOperation({ summary: 'Run every active source, or one ({sourceId}); answers when the run is over' })
  @ApiOkResponse({ type: RunResultDto })
  @ApiConflictResponse({ type: ApiErrorBody, description: "'Already Running': a run is in progress on some instance" })
  @ApiNotFoundResponse({ type: ApiErrorBody, description: 'No such source' })
  async run(@Body() dto: RunScrapingDto): Promise<RunResultDto> {
    return (await this.runner.run({ trigger: 'manual', sourceId: dto.sourceId }))!;
  }

  @Get('runs')
  @ApiOperation({ summary: 'Run history, newest first' })
  @ApiOkResponse({ type: [RunSummaryDto] })
  async runs(@Query() q: ListRunsQuery): Promise<RunSummaryDto[]> {
    return (await this.runner.history(q.limit ?? 20)).map(toRunSummary);
  }

  @Get('runs/:id/events')
  @ApiOperation({
    summary: 'What a run did with each event it read (kept for the last 10 runs): saved, held, updated, unchanged, skipped and why',
  })
  @ApiOkResponse({ type: [RunEventOutcomeDto] })
  @ApiNotFoundResponse({ type: ApiErrorBody, description: 'No such run' })
  async runEvents(@IdParam() id: string, @Query() q: RunEventsQuery): Promise<RunEventOutcomeDto[]> {
    if (!(await this.runner.exists(id))) throw new DomainError('scraping_run_not_found');
    return this.outcomes.list(id, { sourceId: q.sourceId });
  }

  @Get('health')
  @ApiOperation({
    summary: 'Failing sources across all organizations: runs in a row that failed or found nothing, what the last one saw, the owner',
  })
  @ApiOkResponse({ type: [FailingSourceDto] })
  async health(): Promise<FailingSourceDto[]> {
    return (await this.sourceRows.failing(200)).map(({ lastNotice, ...s }) => ({
      ...s,
      lastError: s.lastError ?? lastNotice ?? 'The page listed no events.',
    }));
  }

  @Post('preview')
  @HttpCode(200)
  @ApiOperation({ summary: 'Dry run of a source (listed, or being added or edited): what a run would do with each event, writing nothing' })
  @ApiOkResponse({ type: PreviewResultDto })
  @ApiNotFoundResponse({ type: ApiErrorBody, description: 'No such source' })
  preview(@Body() dto: PreviewSourceDto): Promise<PreviewResultDto> {
    return this.previews.preview(dto);
  }
}
