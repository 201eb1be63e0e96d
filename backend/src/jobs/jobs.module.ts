import { Global, Module } from '@nestjs/common';
import { JobQueue } from './job-queue.service';

/** The job queue (pg-boss on the app's PostgreSQL): mail delivery and every scheduled job but scraping's. */
@Global()
@Module({ providers: [JobQueue], exports: [JobQueue] })
export class JobsModule {}
