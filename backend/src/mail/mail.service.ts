import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { formatDay } from '@sangam/shared';
import { APP_CONFIG, AppConfig } from '../config/env';
import { BounceListener, MailDeliveryService } from './mail-delivery.service';
import { ComposedMail, FollowLinks, MailContext, MailKind, mailTemplates } from './mail-templates';
import { hideSecrets, linkToken } from './one-time-secrets';
import { OutgoingMailRepository } from './outgoing-mail.repository';

/** What a template of mail-templates.ts takes besides the context. */
type TemplateInput<K extends keyof typeof mailTemplates> = Parameters<(typeof mailTemplates)[K]>[1];

/** What the mails need of an organization: its name, address, and whether someone asked to hear from us. */
export interface MailOrganization {
  name: string;
  contactEmail: string | null;
  /** An organizer account (signed up with this email). */
  isRegistered: boolean;
  /** Who submitted it: a visitor's session id, 'organizer-signup', 'admin:…', 'discovery…' or 'demo-seed'. */
  submittedBy?: string | null;
}

/** What the mails need of an event. */
export interface MailEvent {
  id: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** Set for scraped events: nobody submitted those, so nobody is told about them. */
  sourceId?: string | null;
}

/**
 * The product's outgoing mail: one method per occasion, called where the thing happens. Each
 * composes its message (mail-templates.ts) and writes it to the outbox, queued for delivery when
 * SMTP_URL is set. Given the caller's transaction (`m`), the message is written in it (inside a
 * savepoint), so it exists exactly when the change commits. A failure to write a message is
 * logged and never fails the caller's request.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly ctx: MailContext;

  constructor(
    private readonly ds: DataSource,
    private readonly outbox: OutgoingMailRepository,
    private readonly delivery: MailDeliveryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.ctx = { product: config.PRODUCT_NAME, publicUrl: config.publicUrl };
  }

  /** An organizer signed up. */
  welcome(org: MailOrganization, m?: EntityManager): Promise<void> {
    return this.send('welcome', org.contactEmail, mailTemplates.welcome(this.ctx, { organizationName: org.name }), m);
  }

  organizationApproved(org: MailOrganization, m?: EntityManager): Promise<void> {
    if (!asksForDecision(org)) return Promise.resolve();
    return this.send(
      'organization-approved',
      org.contactEmail,
      mailTemplates.organizationApproved(this.ctx, { organizationName: org.name }),
      m,
    );
  }

  organizationRejected(org: MailOrganization, reason: string, m?: EntityManager): Promise<void> {
    if (!asksForDecision(org)) return Promise.resolve();
    const mail = mailTemplates.organizationRejected(this.ctx, { organizationName: org.name, reason });
    return this.send('organization-rejected', org.contactEmail, mail, m);
  }

  /** An organizer's event waits for review (moderation flagged it, or the organization is not approved yet). */
  eventHeldForReview(event: MailEvent, org: MailOrganization & { isApproved: boolean }, m?: EntityManager): Promise<void> {
    if (!submittedByOrganizer(event, org)) return Promise.resolve();
    const mail = mailTemplates.eventHeldForReview(this.ctx, {
      organizationName: org.name,
      eventTitle: event.title,
      eventDate: formatDay(event.date, 'medium'),
      organizationApproved: org.isApproved,
    });
    return this.send('event-held-for-review', org.contactEmail, mail, m);
  }

  eventApproved(event: MailEvent, org: MailOrganization | null, m?: EntityManager): Promise<void> {
    if (!org || !submittedByOrganizer(event, org)) return Promise.resolve();
    const mail = mailTemplates.eventApproved(this.ctx, { organizationName: org.name, eventTitle: event.title, eventId: event.id });
    return this.send('event-approved', org.contactEmail, mail, m);
  }

  eventRejected(event: MailEvent, org: MailOrganization | null, reason: string, m?: EntityManager): Promise<void> {
    if (!org || !submittedByOrganizer(event, org)) return Promise.resolve();
    const mail = mailTemplates.eventRejected(this.ctx, {
      organizationName: org.name,
      eventTitle: event.title,
      eventDate: formatDay(event.date, 'medium'),
      reason,
    });
    return this.send('event-rejected', org.contactEmail, mail, m);
  }

  passwordReset(org: { name: string; contactEmail: string }, token: string, m?: EntityManager): Promise<void> {
    const mail = mailTemplates.passwordReset(this.ctx, { organizationName: org.name, token });
    return this.send('password-reset', org.contactEmail, mail, m, [token, encodeURIComponent(token)]);
  }

  /**
   * One of an organization's event sources stopped working (found nothing or failed several runs in a row, where it
   * used to find events): told to organizer accounts, who can fix the address on their dashboard.
   */
  sourceStoppedWorking(
    org: MailOrganization,
    { name: sourceName, ...source }: { name: string; url: string; runs: number; reason: string },
    m?: EntityManager,
  ): Promise<void> {
    if (!org.isRegistered) return Promise.resolve();
    const mail = mailTemplates.sourceStoppedWorking(this.ctx, { organizationName: org.name, sourceName, ...source });
    return this.send('source-stopped-working', org.contactEmail, mail, m);
  }

  /** A visitor used the contact form: tell ADMIN_EMAIL, when set. */
  contactMessage(msg: TemplateInput<'contactMessage'>, m?: EntityManager): Promise<void> {
    return this.send('contact-message', this.config.ADMIN_EMAIL ?? null, mailTemplates.contactMessage(this.ctx, msg), m);
  }

  /** Double opt-in for a follow (nothing else is sent to a follower before they confirm). */
  followConfirmation(to: string, m: TemplateInput<'followConfirmation'>, tx?: EntityManager): Promise<void> {
    return this.send('follow-confirmation', to, mailTemplates.followConfirmation(this.ctx, m), tx, [linkToken(m.confirmUrl)]);
  }

  /** A confirmed follow's weekly digest, with one-click unsubscribe headers (RFC 8058). */
  followDigest(to: string, m: TemplateInput<'followDigest'>, tx?: EntityManager): Promise<void> {
    return this.followMail('follow-digest', to, mailTemplates.followDigest(this.ctx, m), m, tx);
  }

  /** A follow's monthly "nothing this weekend; here is what is coming up", with one-click unsubscribe headers. */
  followUpcoming(to: string, m: TemplateInput<'followUpcoming'>, tx?: EntityManager): Promise<void> {
    return this.followMail('follow-upcoming', to, mailTemplates.followUpcoming(this.ctx, m), m, tx);
  }

  /** New events of a followed organization, with one-click unsubscribe headers. */
  followNotice(to: string, m: TemplateInput<'followNotice'>, tx?: EntityManager): Promise<void> {
    return this.followMail('follow-notice', to, mailTemplates.followNotice(this.ctx, m), m, tx);
  }

  /** Registers who is told when an address refuses a message for good. */
  whenBounced(listener: BounceListener): void {
    this.delivery.whenBounced(listener);
  }

  /**
   * A digest or notice: with List-Unsubscribe (the one-click https link, and a mailto to MAIL_FROM's address) and
   * List-Unsubscribe-Post, its links' one-time tokens (unsubscribe, manage) hidden in the outbox.
   */
  private followMail(kind: MailKind, to: string, mail: ComposedMail, links: FollowLinks, tx?: EntityManager): Promise<void> {
    const token = linkToken(links.unsubscribeUrl);
    const from = /<([^>]+)>/.exec(this.config.mailFrom)?.[1] ?? this.config.mailFrom;
    const mailto = `mailto:${from}?subject=${encodeURIComponent(`unsubscribe ${token ?? ''}`)}`;
    const headers = { 'List-Unsubscribe': `<${links.unsubscribeUrl}>, <${mailto}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    return this.send(kind, to, { ...mail, headers }, tx, [token, linkToken(links.manageUrl)]);
  }

  /**
   * Writes a composed message to the outbox: queued for delivery when SMTP_URL is set, otherwise stored; the
   * one-time tokens of its links (`tokens`) hidden from what the row shows (one-time-secrets.ts).
   */
  private async send(
    kind: MailKind,
    to: string | null | undefined,
    composed: ComposedMail,
    m?: EntityManager,
    tokens: Array<string | null> = [],
  ): Promise<void> {
    if (!to) return;
    const write = async (tx: EntityManager) => {
      const { mail, secrets } = hideSecrets(composed, tokens);
      const status = this.delivery.enabled ? 'queued' : 'stored';
      const id = await this.outbox.insert(tx, { kind, to, ...mail, headers: mail.headers ?? null, secrets, status });
      if (this.delivery.enabled) await this.delivery.enqueue(tx, id);
    };
    try {
      // Inside the caller's transaction this is a savepoint: a failure here leaves the caller's change intact.
      await (m ?? this.ds.manager).transaction(write);
    } catch (e) {
      this.logger.error(`could not write the ${kind} mail to ${to}: ${(e as Error)?.message ?? String(e)}`);
    }
  }
}

/** Organizations hear about the review they asked for: organizer accounts and visitors' submissions, not admin-made or discovered ones. */
function asksForDecision(org: MailOrganization): boolean {
  if (org.isRegistered) return true;
  const by = org.submittedBy ?? '';
  return by !== '' && !/^(admin:|discovery|demo-seed)/.test(by);
}

/** Event mails go to organizer accounts about events they entered (not scraped ones). */
function submittedByOrganizer(event: Pick<MailEvent, 'sourceId'>, org: MailOrganization): boolean {
  return org.isRegistered && !event.sourceId;
}
