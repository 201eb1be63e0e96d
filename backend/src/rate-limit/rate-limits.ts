import type { ExecutionContext } from '@nestjs/common';

/**
 * Every per-route request limit, in one place (docs/security.md lists them). Counted per client
 * address unless `per` says otherwise; a limit that runs out answers 429 with Retry-After.
 */
export interface RateLimitSpec {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
  /** 'client': the caller's address (IPv6 by /56); 'organizer': the signed-in organization. */
  per: 'client' | 'organizer';
  /** Admins are trusted operators: their requests are not counted. */
  exemptAdmins: boolean;
  /** Names what ran out, for the 429 message: "Too many {what}. Please try again in …". */
  what: string;
}

export const RATE_LIMITS = {
  signup: { limit: 5, windowSeconds: 3600, per: 'client', exemptAdmins: false, what: 'sign-ups from this network' },
  contact: { limit: 5, windowSeconds: 600, per: 'client', exemptAdmins: false, what: 'messages from this network' },
  'organization-submission': {
    limit: 5,
    windowSeconds: 3600,
    per: 'client',
    exemptAdmins: true,
    what: 'organization submissions from this network',
  },
  'event-create': { limit: 60, windowSeconds: 3600, per: 'organizer', exemptAdmins: true, what: 'new events from this organization' },
  'page-view': { limit: 120, windowSeconds: 60, per: 'client', exemptAdmins: false, what: 'page views from this network' },
  'image-upload': { limit: 30, windowSeconds: 3600, per: 'organizer', exemptAdmins: true, what: 'image uploads from this organization' },
  // Each preview fetches the organization's page: bounded so an organizer cannot make Sangam hammer a site.
  'import-preview': {
    limit: 30,
    windowSeconds: 3600,
    per: 'organizer',
    exemptAdmins: true,
    what: 'import previews from this organization',
  },
  follow: { limit: 10, windowSeconds: 3600, per: 'client', exemptAdmins: false, what: 'follow requests from this network' },
  'saved-events': { limit: 60, windowSeconds: 60, per: 'client', exemptAdmins: false, what: 'changes to saved events from this network' },
  // Counted by RateLimiter when a feed's body has to be built (a cached feed or a 304 costs nothing).
  feed: { limit: 60, windowSeconds: 600, per: 'client', exemptAdmins: false, what: 'calendar and RSS feeds from this network' },
  // Counted by PageViewsService for each new visitor session and each calendar add, ticket click, share or save it would
  // count; over it, the beacon still answers 202 but counts nothing more from that network (never a 429).
  insight: { limit: 60, windowSeconds: 3600, per: 'client', exemptAdmins: false, what: 'counted visits and actions from this network' },
  // Counted by RateLimiter when a share card has to be drawn; over it, the client gets the generic card (never a 429).
  'share-image': { limit: 30, windowSeconds: 600, per: 'client', exemptAdmins: false, what: 'share images from this network' },
} as const satisfies Record<string, RateLimitSpec>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Route metadata: which limit a route is under (set by @RateLimit). */
export const RATE_LIMIT_KEY = 'sangam:rate-limit';

/** The limit a route is under (undefined: none). */
export const limitOf = (ctx: ExecutionContext): RateLimitName | undefined => Reflect.getMetadata(RATE_LIMIT_KEY, ctx.getHandler());

/** "42 seconds", "1 minute", "17 minutes". */
export function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
