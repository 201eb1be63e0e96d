import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { APP_CONFIG, AppConfig } from '../config/env';
import { DomainError } from '../common/api-error';
import { ScrapeRunner } from './scrape-runner.service';

export const SCRAPING_JOB = 'scraping';

/**
 * Runs every active source on SCRAPING_CRON when ENABLE_SCHEDULER is true. Every instance may fire:
 * the run lock lets one of them work, and a tick already served by another instance is skipped.
 */
@Injectable()
export class ScrapingScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Scraping');
  private job: CronJob | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: SchedulerRegistry,
    private readonly runner: ScrapeRunner,
  ) {}

  get enabled(): boolean {
    return this.config.ENABLE_SCHEDULER;
  }

  onApplicationBootstrap(): void {
    if (!this.config.ENABLE_SCHEDULER) return;
    this.job = CronJob.from({ cronTime: this.config.SCRAPING_CRON, onTick: () => this.tick(), start: false, waitForCompletion: true });
    this.registry.addCronJob(SCRAPING_JOB, this.job);
    this.job.start();
    this.logger.log(`scheduled scraping: "${this.config.SCRAPING_CRON}", next run ${this.nextRun() ?? 'never'}`);
  }

  onModuleDestroy(): void {
    this.job?.stop();
  }

  nextRun(): string | null {
    if (!this.job) return null;
    try {
      return this.job.nextDate().toUTC().toISO();
    } catch {
      return null;
    }
  }

  /**
   * One cron tick. Every instance fires for it at (nearly) the same time; a scheduled run started since
   * shortly before this tick (half the interval, at most 30 s) means another instance already served it.
   */
  async tick(): Promise<void> {
    const slot = Math.floor(Date.now() / 1000) * 1000;
    const next = this.nextRun();
    const period = next ? Math.max(1000, Date.parse(next) - slot) : 60_000;
    const servedSince = new Date(slot - Math.min(30_000, period / 2));
    try {
      const result = await this.runner.run({ trigger: 'scheduled', scheduledSlot: servedSince });
      if (!result) this.logger.log('scheduled run skipped: another instance already ran it');
    } catch (e) {
      if (e instanceof DomainError && e.code === 'scrape_already_running')
        this.logger.log('scheduled run skipped: a run is already in progress');
      else this.logger.error({ err: e }, `scheduled scraping run failed: ${(e as Error).message}`);
    }
  }
}
