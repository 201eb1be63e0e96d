import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { ShareImageController } from './share.controller';
import { EmbedController } from './embed.controller';
import { EmbedEventsService } from './embed-events.service';
import { ShareEventsService } from './share-events.service';
import { ShareTextController } from './share-text.controller';
import { ShareEventsRepository } from './share-events.repository';
import { ShareImageRenderer } from './share-image-renderer';
import { ShareImageService } from './share-image.service';

/** Sharing: event share cards, WhatsApp texts, QR posters, and the embeddable widget (docs/sharing.md). */
@Module({
  imports: [EventsModule],
  controllers: [ShareImageController, ShareTextController, EmbedController],
  providers: [
    ShareImageService,
    ShareEventsRepository,
    ShareEventsService,
    EmbedEventsService,
    { provide: ShareImageRenderer, useFactory: () => new ShareImageRenderer() },
  ],
  exports: [EmbedEventsService],
})
export class ShareModule {}
