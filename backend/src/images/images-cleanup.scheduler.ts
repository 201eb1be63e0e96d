import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { APP_CONFIG, AppConfig } from '../config/env';
import { ImagesService } from './images.service';

export const IMAGES_CLEANUP_JOB = 'images-cleanup';
/** Every hour, at minute 17 (away from the scraping runs on the hour). */
export const IMAGES_CLEANUP_CRON = '0 17 * * * *';

/**
 * Deletes unused uploads (ImagesService.deleteUnused) every hour when ENABLE_SCHEDULER is true. Every
 * instance may fire: the sweep's advisory lock lets one of them work, and the sweep is idempotent.
 */
@Injectable()
export class ImagesCleanupScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Images');
  private job: CronJob | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: SchedulerRegistry,
    private readonly images: ImagesService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.ENABLE_SCHEDULER) return;
    this.job = CronJob.from({ cronTime: IMAGES_CLEANUP_CRON, onTick: () => this.tick(), start: false, waitForCompletion: true });
    this.registry.addCronJob(IMAGES_CLEANUP_JOB, this.job);
    this.job.start();
  }

  onModuleDestroy(): void {
    this.job?.stop();
  }

  async tick(): Promise<void> {
    try {
      await this.images.deleteUnused();
    } catch (e) {
      this.logger.error({ err: e }, `unused images cleanup failed: ${(e as Error).message}`);
    }
  }
}
