import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { LoggerModule } from 'nestjs-pino';
import { AuthModule } from './auth/auth.module';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { DatabaseOutage } from './common/database-outage';
import { loggerParams } from './common/logging';
import { createValidationPipe } from './common/validation.pipe';
import { CommunityModule } from './community/community.module';
import { ConfigModule } from './config/config.module';
import { RuntimeContext } from './config/runtime';
import { DatabaseModule } from './database/database.module';
import { SeedModule } from './database/seed/seed.module';
import { EventsModule } from './events/events.module';
import { FestivalsModule } from './festivals/festivals.module';
import { FollowsModule } from './follows/follows.module';
import { HealthModule } from './health/health.module';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { ImagesModule } from './images/images.module';
import { InsightsModule } from './insights/insights.module';
import { JobsModule } from './jobs/jobs.module';
import { MailModule } from './mail/mail.module';
import { ModerationModule } from './moderation/moderation.module';
import { OrganizationsModule } from './organizations/organizations.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { ReviewModule } from './review/review.module';
import { ScrapingModule } from './scraping/scraping.module';
import { ShareModule } from './share/share.module';
import { WebModule } from './web/web.module';
import { BackupsModule } from './backups/backups.module';

@Module({})
export class AppModule {
  static forRoot(ctx: RuntimeContext): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(ctx),
        LoggerModule.forRoot(loggerParams(ctx.config)),
        // The cron registry of scraping's scheduler (other schedules are the job queue's).
        ScheduleModule.forRoot(),
        DatabaseModule,
        SeedModule,
        HealthModule,
        IdempotencyModule,
        JobsModule,
        MailModule,
        AuthModule,
        RateLimitModule,
        OrganizationsModule,
        EventsModule,
        ModerationModule,
        ReviewModule,
        ScrapingModule,
        CommunityModule,
        ImagesModule,
        InsightsModule,
        FestivalsModule,
        ShareModule,
        FollowsModule,
        BackupsModule,
        WebModule,
      ],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        DatabaseOutage,
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
