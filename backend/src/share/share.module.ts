import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { ShareImageController } from './share.controller';
import { EmbedController } from './embed.controller';
import { EmbedEventsService } from './embed-events.service';
import { ShareEventsService } from './share-events.service';
import { ShareTextController } from './share-text.controller';
import { ShareImageRenderer } from './share-image-renderer';
import { ShareImageService } from './share-image.service';

/** Sharing: event share cards, WhatsApp texts, QR posters, and the embeddable widget (docs/sharing.md). */
@Module({
  imports: [EventsModule, OrganizationsModule],
  controllers: [ShareImageController, ShareTextController, EmbedController],
  providers: [
    ShareImageService,
    ShareEventsService,
    EmbedEventsService,
    { provide: ShareImageRenderer, useFactory: () => new ShareImageRenderer() },
  ],
  exports: [EmbedEventsService],
})
export class ShareModule {}
