import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { DiscoveryController } from './discovery.controller';
import { DiscoveryService } from './discovery/discovery.service';
import { EventImporter } from './event-importer.service';
import { ScrapeRunner } from './scrape-runner.service';
import { parserPoolProvider, scraperHttpProvider, SCRAPER_HTTP } from './scraper-http.provider';
import { ScrapingController } from './scraping.controller';
import { ScrapingScheduler } from './scraping.scheduler';
import { ScrapingSourcesService } from './scraping-sources.service';

/**
 * Scraping: sources (admin's and approved organizations' pages), runs (one at a time across
 * instances, scheduled on SCRAPING_CRON), extractors (JSON-LD, h-event, iCalendar) run in worker
 * threads, the guarded HTTP client every outbound request uses, and organization discovery. See docs/scraping.md.
 */
@Module({
  imports: [ScheduleModule.forRoot()],
  controllers: [ScrapingController, DiscoveryController],
  providers: [
    scraperHttpProvider,
    parserPoolProvider,
    ScrapingSourcesService,
    EventImporter,
    ScrapeRunner,
    ScrapingScheduler,
    DiscoveryService,
  ],
  exports: [ScrapingSourcesService, ScrapeRunner, SCRAPER_HTTP],
})
export class ScrapingModule {}
