import { escapeMarkup as escapeHtml } from '../common/markup';

/**
 * Every message the product sends, in one place: each template returns the subject, a plain-text
 * body and a simple HTML body (the same words; user-supplied text is escaped in the HTML).
 */

export interface MailContext {
  /** PRODUCT_NAME */
  product: string;
  /** PUBLIC_URL without a trailing slash; every link is built from it. */
  publicUrl: string;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe on digests and notices). */
  headers?: Record<string, string>;
}

/** How long a password reset link is valid (also said in the message). */
export const PASSWORD_RESET_MINUTES = 30;

/** A paragraph of the message, or a link with its label (shown as a button in HTML). */
type Block = string | { link: string; label: string };

/** One line, at most 300 characters (a subject never carries a line break from user text). */
function subjectLine(s: string): string {
  const line = s.replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

function compose(ctx: MailContext, subject: string, greeting: string, blocks: Block[]): ComposedMail {
  const footer = `— ${ctx.product}, ${ctx.publicUrl}/`;
  const text = [greeting, ...blocks.map((b) => (typeof b === 'string' ? b : `${b.label}: ${b.link}`)), footer].join('\n\n') + '\n';
  const body = blocks
    .map((b) =>
      typeof b === 'string'
        ? `<p style="margin:0 0 16px">${escapeHtml(b).replace(/\n/g, '<br>')}</p>`
        : `<p style="margin:0 0 16px"><a href="${escapeHtml(b.link)}" style="display:inline-block;padding:10px 18px;background:#c2410c;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(b.label)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(subjectLine(subject))}</title></head>
<body style="margin:0;padding:24px;background:#f8f5f0;font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:18px;font-weight:bold;color:#c2410c">${escapeHtml(ctx.product)}</p>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${body}
<p style="margin:24px 0 0;font-size:13px;color:#6b7280">${escapeHtml(ctx.product)} · <a href="${escapeHtml(ctx.publicUrl)}/" style="color:#6b7280">${escapeHtml(ctx.publicUrl)}</a></p>
</div>
</body></html>
`;
  return { subject: subjectLine(subject), text, html };
}

/** One event line of a digest or notice: its title, when and where, and its page. */
export interface MailEventLine {
  id: string;
  title: string;
  /** 'Sat, Nov 28 · 6:00 PM - 9:00 PM' (eventWhen, @sangam/shared) */
  when: string;
  /** 'Irving, TX' */
  where: string;
}

const eventLine = (ctx: MailContext, e: MailEventLine): Block => ({
  link: `${ctx.publicUrl}/event/${e.id}`,
  label: `${e.title} — ${e.when} · ${e.where}`,
});

/** The links of every digest and notice: the unsubscribe page (the header's one-click URL is the API's), and the preferences. */
export interface FollowLinks {
  unsubscribeUrl: string;
  unsubscribePageUrl: string;
  manageUrl: string;
}

function followFooter(m: FollowLinks): Block[] {
  return [
    'You receive this because you follow it on this site and confirmed by email.',
    { link: m.manageUrl, label: 'Manage what you follow' },
    { link: m.unsubscribePageUrl, label: 'Unsubscribe' },
  ];
}

/** What a digest or "coming up" mail lists: its events, how many more there are, and the page listing them all. */
type FollowListing = { events: MailEventLine[]; more: number; listingUrl: string } & FollowLinks;

/** A listing's blocks (`empty` stands for no events), then the follow's footer. */
function followListing(ctx: MailContext, m: FollowListing, empty: Block[] = []): Block[] {
  return [
    ...(m.events.length ? m.events.map((e) => eventLine(ctx, e)) : empty),
    ...(m.more > 0 ? [`…and ${m.more} more.`] : []),
    { link: m.listingUrl, label: 'See them all' },
    ...followFooter(m),
  ];
}

const dashboard = (ctx: MailContext) => ({ link: `${ctx.publicUrl}/org/dashboard`, label: 'Open your dashboard' });

export const mailTemplates = {
  /** After an organizer signs up. */
  welcome(ctx: MailContext, m: { organizationName: string }): ComposedMail {
    return compose(ctx, `Welcome to ${ctx.product}`, `Hello ${m.organizationName},`, [
      `Your organizer account on ${ctx.product} is ready. Listing events is always free.`,
      'An admin reviews new organizations within 2-3 business days, and we will email you the decision. You can add events now: they go live once your organization is approved.',
      dashboard(ctx),
    ]);
  },

  organizationApproved(ctx: MailContext, m: { organizationName: string }): ComposedMail {
    return compose(ctx, `${m.organizationName} is approved on ${ctx.product}`, `Hello ${m.organizationName},`, [
      `Good news: your organization is approved and now visible in the ${ctx.product} directory. Your events go live as soon as you add them (unless one needs a moderator's look).`,
      { link: `${ctx.publicUrl}/add-event`, label: 'Add an event' },
    ]);
  },

  organizationRejected(ctx: MailContext, m: { organizationName: string; reason: string }): ComposedMail {
    return compose(ctx, `${m.organizationName} was not approved on ${ctx.product}`, `Hello ${m.organizationName},`, [
      `We reviewed your organization and could not approve it for ${ctx.product}.`,
      `Reason: ${m.reason}`,
      'If you can fix this or think it is a mistake, write to us and we will take another look.',
      { link: `${ctx.publicUrl}/contact`, label: 'Contact us' },
    ]);
  },

  /** An organizer's event that waits: for moderation, or for the organization's approval. */
  eventHeldForReview(
    ctx: MailContext,
    m: { organizationName: string; eventTitle: string; eventDate: string; organizationApproved: boolean },
  ): ComposedMail {
    return compose(ctx, `Your event "${m.eventTitle}" is waiting for review`, `Hello ${m.organizationName},`, [
      `We received your event "${m.eventTitle}" on ${m.eventDate}.`,
      m.organizationApproved
        ? 'A moderator will look at it shortly; it goes live once approved, and we will email you either way.'
        : 'It goes live once your organization is approved; we will email you the decision.',
      dashboard(ctx),
    ]);
  },

  eventApproved(ctx: MailContext, m: { organizationName: string; eventTitle: string; eventId: string }): ComposedMail {
    return compose(ctx, `Your event "${m.eventTitle}" is live on ${ctx.product}`, `Hello ${m.organizationName},`, [
      `Your event "${m.eventTitle}" is approved and visible to everyone.`,
      { link: `${ctx.publicUrl}/event/${m.eventId}`, label: 'View your event' },
    ]);
  },

  eventRejected(ctx: MailContext, m: { organizationName: string; eventTitle: string; eventDate: string; reason: string }): ComposedMail {
    return compose(ctx, `Your event "${m.eventTitle}" was not approved`, `Hello ${m.organizationName},`, [
      `We reviewed your event "${m.eventTitle}" on ${m.eventDate} and could not approve it, so it has been removed.`,
      `Reason: ${m.reason}`,
      'You are welcome to submit it again with the problem fixed.',
      dashboard(ctx),
    ]);
  },

  passwordReset(ctx: MailContext, m: { organizationName: string; token: string }): ComposedMail {
    return compose(ctx, `Reset your ${ctx.product} password`, `Hello ${m.organizationName},`, [
      `Someone (hopefully you) asked to reset the password of your ${ctx.product} organizer account. The link works once, for ${PASSWORD_RESET_MINUTES} minutes.`,
      { link: `${ctx.publicUrl}/org/reset-password?token=${encodeURIComponent(m.token)}`, label: 'Choose a new password' },
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ]);
  },

  /** Double opt-in: nothing else reaches a follower before they open this link. */
  followConfirmation(ctx: MailContext, m: { followName: string; confirmUrl: string; validDays: number; again?: boolean }): ComposedMail {
    // `again`: the address had unsubscribed; it hears from us once more only if someone asked, and only this once in a while.
    const subject = m.again
      ? `Did you ask to follow ${m.followName} on ${ctx.product} again?`
      : `Confirm: follow ${m.followName} on ${ctx.product}`;
    return compose(ctx, subject, 'Hello,', [
      m.again
        ? `Someone (hopefully you) asked to follow ${m.followName} on ${ctx.product} again. You unsubscribed earlier, so nothing will be sent unless you confirm.`
        : `Someone (hopefully you) asked to follow ${m.followName} on ${ctx.product}: a weekly email with the weekend's events, and a note when a followed organization lists a new event.`,
      { link: m.confirmUrl, label: 'Confirm and follow' },
      `The link works for ${m.validDays} days. If you did not ask for this, ignore this email: you will hear nothing more from us.`,
    ]);
  },

  /** The weekly digest of a confirmed follow. */
  followDigest(ctx: MailContext, m: { heading: string } & FollowListing): ComposedMail {
    return compose(ctx, m.heading, 'Hello,', followListing(ctx, m));
  },

  /** A follow whose weekend is empty (at most once a month): its next few events instead of silence. */
  followUpcoming(ctx: MailContext, m: { followName: string } & FollowListing): ComposedMail {
    return compose(ctx, 'Nothing new near you this weekend', 'Hello,', [
      `Nothing new near you this weekend; here is what is coming up: ${m.followName}.`,
      ...followListing(ctx, m, [
        `Nothing is listed yet. We will write when something is, and at most once a month when a weekend is empty.`,
      ]),
    ]);
  },

  /** A followed organization has a new event. */
  followNotice(ctx: MailContext, m: { organizationName: string; events: MailEventLine[] } & FollowLinks): ComposedMail {
    const subject =
      m.events.length === 1
        ? `New from ${m.organizationName}: ${m.events[0].title}`
        : `New from ${m.organizationName}: ${m.events.length} events`;
    return compose(ctx, subject, 'Hello,', [
      `${m.organizationName} listed ${m.events.length === 1 ? 'a new event' : 'new events'} on ${ctx.product}:`,
      ...m.events.map((e) => eventLine(ctx, e)),
      ...followFooter(m),
    ]);
  },

  /** One of the organization's event sources found nothing, or failed, several runs in a row where it used to find events. */
  sourceStoppedWorking(
    ctx: MailContext,
    m: { organizationName: string; sourceName: string; url: string; runs: number; reason: string },
  ): ComposedMail {
    return compose(ctx, `We could not import your events from ${m.sourceName}`, `Hello ${m.organizationName},`, [
      `${ctx.product} reads your events from ${m.url}. It used to find events there, but the last ${m.runs} times we looked it found none, so your new events may be missing from ${ctx.product}.`,
      `What we saw the last time: ${m.reason}`,
      'If the page moved, give us its new address on your dashboard (Your event imports); you can preview what we would import before saving. We will not email you again about this until the page works and stops again.',
      dashboard(ctx),
    ]);
  },

  /** To ADMIN_EMAIL when a visitor uses the contact form. */
  contactMessage(ctx: MailContext, m: { name: string; email: string; subject: string; message: string }): ComposedMail {
    return compose(ctx, `New contact message: ${m.subject}`, `A visitor wrote to ${ctx.product}:`, [
      `From: ${m.name} <${m.email}>\nSubject: ${m.subject}`,
      m.message,
      { link: `${ctx.publicUrl}/admin/contact-messages`, label: 'Open the contact messages' },
    ]);
  },
};

/** The outbox's `kind` of a message: its template's name in kebab case ('organizationApproved' → 'organization-approved'). */
export type MailKind = KebabCase<keyof typeof mailTemplates>;
type KebabCase<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `-${Lowercase<C>}`}${KebabCase<Rest>}`
  : S;
