import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { FestivalsModule } from '../festivals/festivals.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { SitemapController } from './sitemap.controller';
import { WebService } from './web.service';

/** The public site's and the console's HTML (WebService), and robots.txt and sitemap.xml for search engines. */
@Module({
  imports: [EventsModule, OrganizationsModule, FestivalsModule],
  controllers: [SitemapController],
  providers: [WebService],
  exports: [WebService],
})
export class WebModule {}
