import { Module } from '@nestjs/common';

/** Scraping: sources, runs, schedule, extractors, organization discovery. */
@Module({})
export class ScrapingModule {}
