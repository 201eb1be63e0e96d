import { eventWhen } from '@sangam/shared';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DateTime } from 'luxon';
import { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../common/api-error';
import { UUID } from '../common/id-param';
import { APP_CONFIG, AppConfig } from '../config/env';
import { ListEventsQuery } from '../events/dto/list-events.query';
import { EventResponse } from '../events/dto/public-event.dto';
import { EventsQueryService } from '../events/events-query.service';
import { FollowLinks, MailEventLine } from '../mail/mail-templates';
import { MailService } from '../mail/mail.service';
import { OrganizationsService } from '../organizations/organizations.service';
import { lookupZip, metroBySlug } from '../places';
import { timeZoneForState } from '../common/us-states';
import { metroZone, thisWeekend } from '../share/share-scope';
import { FollowConfirmedResponse, FollowDto, FollowFiltersDto, FollowManageResponse, FollowResponse } from './dto/follow.dto';
import { FOLLOW_CHOICES, followName, parseFollowFilters, parseFollowScope, upcomingMailDue } from './follow-rules';
import { CONFIRM_DAYS, FollowTokens, LINK_DAYS } from './follow-tokens';
import { FollowFilters, FollowRow, FollowsRepository } from './follows.repository';
import { JobQueue } from '../jobs/job-queue.service';
import { isUniqueViolation } from '../database/sql-state';

const FOLLOW_ACCEPTED = 'Check your email to confirm';
const stoppedMessage = (name: string) => `You will not receive emails about ${name} any more`;

/** Events listed in a digest (the rest are one link away). */
const DIGEST_EVENTS = 20;
/** Events listed in the "nothing this weekend; here is what is coming up" mail. */
const UPCOMING_EVENTS = 5;
/** pg-boss schedules (UTC): the digest on Thursday 14:00 (morning across the US), notices every 5 minutes. */
const DIGEST_CRON = '0 14 * * 4';
const NOTICES_CRON = '*/5 * * * *';
const BATCH = 50;
const EASTERN = 'America/New_York';

/**
 * Visitors' follows: double opt-in, the weekly digest, new-event notices of followed organizations,
 * unsubscribe and preferences (docs/follows.md). Mail goes through MailService; digests and notices
 * run on the job queue's schedules (once per tick across replicas) when ENABLE_SCHEDULER is on; without SMTP_URL they fill the outbox.
 */
@Injectable()
export class FollowsService implements OnApplicationBootstrap {
  constructor(
    private readonly ds: DataSource,
    private readonly follows: FollowsRepository,
    private readonly tokens: FollowTokens,
    private readonly mail: MailService,
    private readonly events: EventsQueryService,
    private readonly organizations: OrganizationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobQueue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.mail.whenBounced((to) => this.follows.stop('email', to.toLowerCase(), 'bounced'));
    await this.jobs.every('follow-digest', DIGEST_CRON, () => this.runDigests());
    await this.jobs.every('follow-notices', NOTICES_CRON, () => this.runNotices());
  }

  /**
   * A follow request: the same answer whatever the address's state (new, waiting, following, stopped or
   * bounced); whether a confirmation is mailed is the address's limits' call (confirmationToSend).
   */
  async follow(dto: FollowDto): Promise<{ message: string }> {
    const scope = parseFollowScope(dto);
    const filters = parseFollowFilters(dto);
    let organizationName: string | null = null;
    if (scope.kind === 'organization') {
      if (filters.category || filters.language || filters.festival) throw new DomainError('follow_filters_need_metro');
      organizationName = (await this.organizations.findPublic(scope.organizationId)).name;
    }
    await this.ds.transaction(async (m) => {
      const asked = await this.follows.request(m, {
        email: dto.email,
        metro: scope.kind === 'metro' ? scope.metro.slug : null,
        organizationId: scope.kind === 'organization' ? scope.organizationId : null,
        zip: scope.kind === 'zip' ? scope.zip.zip : null,
        radius: scope.kind === 'zip' ? scope.radius : null,
        ...filters,
      });
      if (!asked) return;
      const { row, again } = asked;
      const confirmUrl = `${this.config.publicUrl}/follows/confirm?token=${this.tokens.sign('confirm', row.id, CONFIRM_DAYS)}`;
      await this.mail.followConfirmation(
        row.email,
        { followName: followName(row, organizationName), confirmUrl, validDays: CONFIRM_DAYS, again },
        m,
      );
    });
    return { message: FOLLOW_ACCEPTED };
  }

  async confirm(token: string): Promise<FollowConfirmedResponse> {
    const row = await this.follows.confirm(this.tokens.verify('confirm', token));
    if (!row) throw new DomainError('follow_link_invalid');
    return this.linkAnswer(row, (name) => `You are following ${name}`);
  }

  /** What an unsubscribe link is about, changing nothing (the page shows it before the click). */
  async describeUnsubscribe(token: string): Promise<FollowConfirmedResponse> {
    return this.linkAnswer(await this.followOfLink(token), (name) => `Unsubscribe from ${name}?`);
  }

  /** One-click unsubscribe (RFC 8058): stops the follow; again is harmless. */
  async unsubscribe(token: string): Promise<FollowConfirmedResponse> {
    const row = await this.followOfLink(token);
    await this.follows.stop('id', row.id);
    return this.linkAnswer({ ...row, status: row.status === 'bounced' ? 'bounced' : 'unsubscribed' }, stoppedMessage);
  }

  async manage(token: string): Promise<FollowManageResponse> {
    const email = this.tokens.verify('manage', token);
    const rows = await this.follows.listByEmail(email);
    return { email, follows: await this.presentMany(rows), choices: FOLLOW_CHOICES };
  }

  async setFilters(token: string, id: string, dto: FollowFiltersDto): Promise<FollowResponse> {
    const email = this.tokens.verify('manage', token);
    const filters = parseFollowFilters(dto);
    const current = await this.ownFollow(email, id);
    if (current.organizationId) throw new DomainError('follow_filters_need_metro');
    try {
      const row = await this.follows.setFilters(id, email, filters);
      if (!row) throw new DomainError('follow_not_found');
      return this.present(row);
    } catch (e) {
      if (isUniqueViolation(e)) throw new DomainError('already_following');
      throw e;
    }
  }

  async unsubscribeOne(token: string, id: string): Promise<{ message: string }> {
    const email = this.tokens.verify('manage', token);
    const row = await this.ownFollow(email, id);
    await this.follows.stop('id', row.id);
    return { message: stoppedMessage((await this.present(row)).name) };
  }

  async unsubscribeAll(token: string): Promise<{ message: string }> {
    const email = this.tokens.verify('manage', token);
    await this.follows.stop('email', email);
    return { message: 'You will not receive any more emails about what you followed' };
  }

  /** Addresses with a confirmed follow. */
  countSubscribers(): Promise<number> {
    return this.follows.countSubscribers();
  }

  /**
   * The weekly digest: each active follow that has not had this weekend's gets "This weekend in
   * DFW: 14 events"; one whose weekend is empty gets "here is what is coming up" at most once a month
   * (sendUpcoming). Claimed and written per batch in one
   * transaction, so a rerun or a second replica never sends one twice. Answers how many were written.
   */
  async runDigests(now = new Date()): Promise<number> {
    const weekend = thisWeekend(EASTERN, DateTime.fromJSDate(now));
    const listings = new Map<string, Promise<{ items: EventResponse[]; total: number }>>();
    let written = 0;
    for (;;) {
      const n = await this.ds.transaction(async (m) => {
        const batch = await this.follows.claimDigests(m, weekend.from, BATCH);
        const names = await this.organizations.names(batch.flatMap((f) => (f.organizationId ? [f.organizationId] : [])));
        for (const f of batch) {
          const zone = followZone(f);
          const range = zone ? thisWeekend(zone, DateTime.fromJSDate(now)) : weekend;
          const key = JSON.stringify([f.metro, f.organizationId, f.zip, f.radius, f.category, f.language, f.festival, range]);
          if (!listings.has(key)) listings.set(key, this.events.list(listingQuery(f, range)));
          const { items, total } = await listings.get(key)!;
          const orgName = f.organizationId ? (names.get(f.organizationId) ?? null) : null;
          if (!total) {
            if (await this.sendUpcoming(m, f, orgName, zone ?? EASTERN, now)) written++;
            continue;
          }
          await this.mail.followDigest(
            f.email,
            { heading: `This weekend: ${followName(f, orgName, total)}`, ...this.listMail(f, { items, total }, true) },
            m,
          );
          written++;
        }
        return batch.length;
      });
      if (n < BATCH) return written;
    }
  }

  /** New-event notices: one message per follow with the events of its organization that went live since the last run. */
  async runNotices(): Promise<number> {
    return this.ds.transaction(async (m) => {
      const claimed = await this.follows.claimNotices(m, 500);
      if (!claimed.length) return 0;
      const follows = new Map((await this.follows.findMany(m, [...new Set(claimed.map((c) => c.followId))])).map((f) => [f.id, f]));
      const events = new Map((await this.events.findPublicByIds([...new Set(claimed.map((c) => c.eventId))])).map((e) => [e.id, e]));
      const names = await this.organizations.names([...new Set([...follows.values()].map((f) => f.organizationId!))]);
      let written = 0;
      for (const [followId, f] of follows) {
        const list = claimed.filter((c) => c.followId === followId).flatMap((c) => (events.has(c.eventId) ? [events.get(c.eventId)!] : []));
        if (!list.length) continue;
        const organizationName = names.get(f.organizationId!) ?? 'An organization you follow';
        await this.mail.followNotice(f.email, { organizationName, events: list.map(eventLine), ...this.followLinks(f) }, m);
        written++;
      }
      return written;
    });
  }

  /**
   * A follow with nothing this weekend: "Nothing new near you this weekend; here is what is coming up" with its
   * next few events, when upcomingMailDue (at most once a month); the follow is claimed in `m`'s transaction.
   */
  private async sendUpcoming(m: EntityManager, f: FollowRow, orgName: string | null, zone: string, now: Date): Promise<boolean> {
    if (!upcomingMailDue(f.lastUpcomingSentAt, now)) return false;
    const from = DateTime.fromJSDate(now).setZone(zone).toISODate()!;
    const listing = await this.events.list(Object.assign(listingQuery(f, { from, to: undefined }), { limit: UPCOMING_EVENTS }));
    await this.mail.followUpcoming(f.email, { followName: followName(f, orgName), ...this.listMail(f, listing, false) }, m);
    await this.follows.markUpcomingSent(m, f.id, now);
    return true;
  }

  /** A digest's or "coming up" mail's events, how many more there are, the page listing them all and the follow's links. */
  private listMail(f: FollowRow, { items, total }: { items: EventResponse[]; total: number }, weekend: boolean) {
    return {
      events: items.map(eventLine),
      more: Math.max(0, total - items.length),
      listingUrl: this.listingUrl(f, weekend),
      ...this.followLinks(f),
    };
  }

  private followLinks(f: FollowRow): FollowLinks {
    const token = this.tokens.sign('unsubscribe', f.id, LINK_DAYS);
    return {
      unsubscribeUrl: `${this.config.publicUrl}/api/follows/unsubscribe?token=${token}`,
      unsubscribePageUrl: `${this.config.publicUrl}/follows/unsubscribe?token=${token}`,
      manageUrl: `${this.config.publicUrl}/follows/manage?token=${this.manageToken(f.email)}`,
    };
  }

  private listingUrl(f: FollowRow, weekend: boolean): string {
    if (f.organizationId) return `${this.config.publicUrl}/organizations/${f.organizationId}`;
    const q = new URLSearchParams(f.zip ? { zip: f.zip, radius: String(f.radius) } : { metro: f.metro! });
    if (weekend) q.set('when', 'weekend');
    if (f.category) q.set('category', f.category);
    return `${this.config.publicUrl}/?${q.toString()}`;
  }

  /** A link's answer: a message about the follow, the follow as its owner sees it, and the token that manages the address's follows. */
  private async linkAnswer(row: FollowRow, message: (name: string) => string): Promise<FollowConfirmedResponse> {
    const follow = await this.present(row);
    return { message: message(follow.name), follow, manageToken: this.manageToken(row.email) };
  }

  private manageToken(email: string): string {
    return this.tokens.sign('manage', email, LINK_DAYS);
  }

  private async followOfLink(token: string): Promise<FollowRow> {
    const row = await this.follows.find(this.tokens.verify('unsubscribe', token));
    if (!row) throw new DomainError('follow_link_invalid');
    return row;
  }

  private async ownFollow(email: string, id: string): Promise<FollowRow> {
    const row = UUID.test(id) ? await this.follows.find(id) : null;
    if (!row || row.email !== email || (row.status !== 'active' && row.status !== 'pending')) throw new DomainError('follow_not_found');
    return row;
  }

  private async present(row: FollowRow): Promise<FollowResponse> {
    return (await this.presentMany([row]))[0];
  }

  private async presentMany(rows: FollowRow[]): Promise<FollowResponse[]> {
    const names = await this.organizations.names(rows.flatMap((r) => (r.organizationId ? [r.organizationId] : [])));
    return rows.map((r) => {
      const metro = r.metro ? metroBySlug(r.metro) : null;
      const orgName = r.organizationId ? (names.get(r.organizationId) ?? 'Organization') : null;
      return {
        id: r.id,
        name: followName(r, orgName),
        metro: metro ? { id: metro.slug, name: metro.name } : null,
        organization: r.organizationId ? { id: r.organizationId, name: orgName! } : null,
        zip: r.zip,
        radius: r.radius,
        category: r.category,
        language: r.language,
        festival: r.festival,
        status: r.status,
      };
    });
  }
}

/** The time zone of a metro or ZIP follow's weekend (null for an organization: the service's Eastern weekend). */
function followZone(f: FollowRow): string | null {
  if (f.metro) return metroZone(metroBySlug(f.metro)!);
  if (f.zip) return timeZoneForState(lookupZip(f.zip)?.state);
  return null;
}

/** The public listing's query for a follow's dates (language and festival as contract B names them; a ZIP follow: the listing's radius filter). */
function listingQuery(f: FollowRow & FollowFilters, range: { from: string; to?: string }): ListEventsQuery {
  const q: Record<string, unknown> = { from: range.from, to: range.to, sortBy: 'date', sortOrder: 'asc', limit: DIGEST_EVENTS };
  if (f.metro) q.metro = f.metro;
  if (f.zip) Object.assign(q, { zip: f.zip, radius: String(f.radius) });
  if (f.organizationId) q.organizationId = f.organizationId;
  if (f.category) q.category = f.category;
  if (f.language) q.language = f.language;
  if (f.festival) q.festival = f.festival;
  return Object.assign(new ListEventsQuery(), q);
}

/** A digest or notice line: the event's days and times as every surface writes them (the shared time model). */
function eventLine(e: EventResponse): MailEventLine {
  return { id: e.id, title: e.title, when: eventWhen(e, 'short'), where: `${e.venue}, ${e.city}, ${e.state}` };
}
