import { AdminUser } from '../auth/admin-user.entity';
import { CommunityStats } from '../community/community-stats.entity';
import { ContactMessage } from '../community/contact-message.entity';
import { PageView } from '../community/page-view.entity';
import { SavedEvent } from '../community/saved-event.entity';
import { Event } from '../events/event.entity';
import { EventSeries } from '../events/event-series.entity';
import { OutgoingMail } from '../mail/outgoing-mail.entity';
import { Organization } from '../organizations/organization.entity';
import { ScrapeRun } from '../scraping/scrape-run.entity';
import { ScrapingSource } from '../scraping/scraping-source.entity';

export const ENTITIES = [
  Organization,
  Event,
  EventSeries,
  SavedEvent,
  AdminUser,
  CommunityStats,
  PageView,
  ScrapingSource,
  ScrapeRun,
  ContactMessage,
  OutgoingMail,
];
