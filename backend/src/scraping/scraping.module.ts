import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { DiscoveryController } from './discovery.controller';
import { DiscoveryService } from './discovery/discovery.service';
import { ImportRulesRepository } from './import-rules.repository';
import { OrganizationImportsController } from './organization-imports.controller';
import { OrganizationImportsService } from './organization-imports.service';
import { ScrapePreviewService } from './scrape-preview.service';
import { ScrapeRunEventsRepository } from './scrape-run-events.repository';
import { ScrapeRunner } from './scrape-runner.service';
import { parserPoolProvider, scraperHttpProvider, SCRAPER_HTTP } from './scraper-http.provider';
import { ScrapingController } from './scraping.controller';
import { ScrapingScheduler } from './scraping.scheduler';
import { ScrapingSourcesRepository } from './scraping-sources.repository';
import { ScrapingSourcesService } from './scraping-sources.service';

/**
 * Scraping: sources (admin's and approved organizations' pages), runs (one at a time across
 * instances, scheduled on SCRAPING_CRON), extractors (JSON-LD, h-event, iCalendar) run in worker
 * threads, the guarded HTTP client every outbound request uses, and organization discovery. See docs/scraping.md.
 */
@Module({
  imports: [EventsModule, OrganizationsModule],
  controllers: [ScrapingController, DiscoveryController, OrganizationImportsController],
  providers: [
    scraperHttpProvider,
    parserPoolProvider,
    ScrapingSourcesRepository,
    ScrapingSourcesService,
    ScrapeRunner,
    ScrapeRunEventsRepository,
    ScrapePreviewService,
    ImportRulesRepository,
    OrganizationImportsService,
    ScrapingScheduler,
    DiscoveryService,
  ],
  exports: [ScrapingSourcesService, ScrapeRunner, SCRAPER_HTTP],
})
export class ScrapingModule {}
