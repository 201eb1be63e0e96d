// Generated from the backend's OpenAPI document by `npm run api:types` (openapi-typescript): do not edit.
// Each schema is exported by name (EventResponse, OrgProfileResponse, …); paths and operations describe every route.
export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Liveness: restart the process only when this fails
     * @description Asks nothing outside the process.
     */
    get: operations['HealthController_live'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Readiness: send traffic only while this answers 200
     * @description The database must take a committed write.
     */
    get: operations['HealthController_ready'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/outgoing-mail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Outgoing mail, newest first: filters q (recipient or subject), status, kind, id */
    get: operations['OutgoingMailAdminController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/outgoing-mail/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One message, with its text and HTML bodies */
    get: operations['OutgoingMailAdminController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/org/signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an organizer account (a registered organization awaiting admin approval) */
    post: operations['OrgAuthController_signup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/org/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Organizer sign-in (rate-limited per client address and per account and address; see docs/security.md)
     * @description Sets an HttpOnly known-device cookie for this account: a later sign-in from this browser is not slowed down by failures from elsewhere. A rejected organization signs in too; its token only reads (writes answer 403 with the reason) until it re-applies.
     */
    post: operations['OrgAuthController_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/org/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in organizer's organization */
    get: operations['OrgAuthController_me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/org/reapply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Re-apply after a rejection: the organization goes back to the pending queue (reason cleared, moderation runs again) */
    post: operations['OrgAuthController_reapply'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/org/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out everywhere: every token issued so far stops working */
    post: operations['OrgAuthController_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Admin sign-in (rate-limited per client address and per account and address; see docs/security.md)
     * @description Sets an HttpOnly known-device cookie for this account (sign-ins from this browser are not slowed down by failures from elsewhere).
     */
    post: operations['AdminAuthController_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in admin's profile */
    get: operations['AdminAuthController_me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out everywhere: every admin token issued so far stops working */
    post: operations['AdminAuthController_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/org/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Email a single-use link (30 minutes) to choose a new password; the same answer whether or not the account exists */
    post: operations['PasswordResetController_forgot'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/org/reset-password/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Whether a reset link can still be used */
    post: operations['PasswordResetController_check'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/org/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a reset link's token; every existing session of the account is signed out */
    post: operations['PasswordResetController_resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Organizations for pickers
     * @description Approved organizations by name; admins see every organization. Total in X-Total-Count.
     */
    get: operations['OrganizationsController_list'];
    put?: never;
    /**
     * Submit an organization
     * @description Public submission: stored pending (isApproved false) until an admin approves it. With an admin token the organization is created approved.
     */
    post: operations['OrganizationsController_submit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/{id}/public': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An approved organization's public page
     * @description Its events: GET /api/events?organizationId=…&fields=card. Anything but an approved organization is 404.
     */
    get: operations['OrganizationsController_publicPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/org/languages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set the communities the signed-in organizer's organization serves (admins: PUT /api/admin/organizations/:id)
     * @description languages: 1–3 codes or ['all']; null gives them back to inference from the name. Its events that name no community inherit them.
     */
    put: operations['OrgProfileController_setLanguages'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/organizations/pending': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Organizations awaiting review (not approved, not rejected), highest risk first
     * @description Paged like every admin list: range=[0,49] by default (at most 200 rows). sort=["risk","DESC"] (the default) lists high risk first, then medium, then low, each oldest first (riskLevel: moderation.config.ts); sort=["createdAt","ASC"|"DESC"] by age alone. The total is in X-Total-Count and Content-Range.
     */
    get: operations['OrganizationsAdminController_pending'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/organizations/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Approve (no body): visible in the directory; its clean pending events become visible too */
    put: operations['OrganizationsAdminController_approve'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/organizations/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Reject with an optional reason: the row is kept with rejectionReason ('No reason given' when empty) */
    put: operations['OrganizationsAdminController_reject'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/organizations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All organizations (react-admin list): filters q, status (pending|approved|rejected), isApproved, city, state, isRegistered, id, flagged */
    get: operations['OrganizationsAdminController_list'];
    put?: never;
    /** Add an organization (the admin's 'Add Organization'): approved at once */
    post: operations['OrganizationsAdminController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/organizations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One organization */
    get: operations['OrganizationsAdminController_get'];
    /** Update an organization (read-only fields of the record may be sent back and are ignored) */
    put: operations['OrganizationsAdminController_update'];
    post?: never;
    /** Delete an organization and its events; answers the deleted record */
    delete: operations['OrganizationsAdminController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List and search publicly visible events
     * @description Approved events of approved organizations (or of none), upcoming by default (today or later in the event's time zone). Sorted by date (then start time) ascending unless asked otherwise; a search without sortBy by day, then relevance within a day. The total number of matching events is in the X-Total-Count header.
     */
    get: operations['EventsController_list'];
    put?: never;
    /**
     * Create an event
     * @description Organizer token: the event belongs to the token's organization (organizationId in the body → 400); it is approved at once only when the organization is approved and moderation finds nothing, otherwise 'Pending Approval'. Admin token: organizationId is required and the event is approved.
     */
    post: operations['EventsManageController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/suggestions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * For a listing that finds nothing: the filter that emptied it and the nearest answers with events
     * @description Takes GET /api/events's query. With events: {total} and nothing else. Empty: message ('No Telugu events in Dallas–Fort Worth'), emptiedBy (each filter that alone emptied it: search, language, festival, tag, category, free, dates) and up to four suggestions — the listing without each such filter, the same filters in the two nearest metros with events (busiest without a place), the place alone — each with its words, count and listing query ('3 Telugu events in Chicago').
     */
    get: operations['EventsController_suggestions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One event with its organization
     * @description Not publicly visible events are found only by their organizer and by admins.
     */
    get: operations['EventsController_detail'];
    /** Update an event (its organizer, or an admin); an organizer edit re-runs moderation and approval */
    put: operations['EventsManageController_update'];
    post?: never;
    /** Delete an event (its organizer — not past events — or an admin) */
    delete: operations['EventsManageController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/calendar.ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The event as an iCalendar (RFC 5545) file
     * @description Times in the event's state time zone; links back to the event page.
     */
    get: operations['EventsController_ics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/calendar/{city}.ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A city's upcoming events as a subscribable iCalendar feed
     * @description City name or slug, case-insensitive: /api/calendar/dallas.ics, /api/calendar/san-francisco.ics, /api/calendar/San%20Francisco.ics. At most 500 events (descriptions cut at 2,000 characters). An unknown city gives an empty calendar. ETag and Cache-Control for polling.
     */
    get: operations['CalendarController_city'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/{id}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An organization's events, every status, newest date first (its organizer, or an admin) */
    get: operations['EventsManageController_listForOrganization'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/{id}/rejected-events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Events of the organization an admin rejected, with the reason, newest first (its organizer, or an admin)
     * @description A rejected event is deleted; this record stays (a rejected series is one record). At most 50.
     */
    get: operations['EventsManageController_rejectedForOrganization'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/event-series': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a recurring event
     * @description The first occurrence's fields (as POST /api/events; `date` is its day) and `recurrence`: weekly, every other week or monthly (the nth weekday of `date`) until a date at most one year later. Every occurrence is an event of its own, and each counts against the organization's creation limit (event-create); an organization waiting for approval may add at most 8 dates. Moderation assesses the series once and an admin approves or rejects it once.
     */
    post: operations['EventSeriesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/event-series/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A recurring event and its occurrences */
    get: operations['EventSeriesController_get'];
    /**
     * Edit every occurrence from today on
     * @description Any field of PUT /api/events but date; past occurrences stay as they were. An organizer edit re-runs moderation once.
     */
    put: operations['EventSeriesController_update'];
    post?: never;
    /** Cancel the whole series: its occurrences from today on are deleted (past ones stay) */
    delete: operations['EventSeriesController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/events/pending': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Pending events, highest risk first, with organization (id, name, contactEmail), moderationScore, riskLevel and moderationFlags
     * @description Paged like every admin list: range=[0,49] by default (at most 200 rows). sort=["risk","DESC"] (the default) lists high risk first, then medium, then low, each oldest first (riskLevel: moderation.config.ts); sort=["createdAt","ASC"|"DESC"] by age alone. The total is in X-Total-Count and Content-Range.
     */
    get: operations['EventsAdminController_pending'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/events/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Approve an event (no body): it becomes visible to users */
    put: operations['EventsAdminController_approve'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/events/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Reject an event: it is removed from the system */
    put: operations['EventsAdminController_reject'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All events (react-admin list): filters q/search, status (pending|approved), city, state, category, from/to (or date_gte/date_lte), organizationId, id, flagged */
    get: operations['EventsAdminController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/events/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One event, any status (for editing) */
    get: operations['EventsAdminController_get'];
    /**
     * Update any event
     * @description Same fields and messages as the event form, plus isApproved. The record's read-only fields (id, timestamps, moderation, organization) may be sent back and are ignored.
     */
    put: operations['EventsAdminController_update'];
    post?: never;
    /** Delete any event (past ones too); answers the deleted record */
    delete: operations['EventsAdminController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/metros': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Metro areas with upcoming events
     * @description Only areas with upcoming publicly visible events, most events first. The Bay Area is one entry (its San Francisco and San Jose metros).
     */
    get: operations['PlacesController_metros'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/places/zip/{zip}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A ZIP code's city, state, centre and metro area */
    get: operations['PlacesController_zip'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/search-synonyms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Synonym groups by name: filter q (a name part or a term) */
    get: operations['SearchSynonymsAdminController_list'];
    put?: never;
    /** Add a synonym group */
    post: operations['SearchSynonymsAdminController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/search-synonyms/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One synonym group */
    get: operations['SearchSynonymsAdminController_get'];
    /** Change a group's name or terms */
    put: operations['SearchSynonymsAdminController_update'];
    post?: never;
    /** Remove a synonym group (answers it) */
    delete: operations['SearchSynonymsAdminController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/feeds/events.ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A listing view's upcoming events as a subscribable iCalendar feed
     * @description The listing's parameters (metro, zip or near with radius, category, free, organizationId, search …); at most 200 upcoming events (descriptions cut at 2,000 characters). Multi-day events span their days; cancelled ones have STATUS:CANCELLED. ETag and Cache-Control for polling.
     */
    get: operations['FeedsController_ics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/feeds/events.rss': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A listing view's upcoming events as an RSS 2.0 feed
     * @description Same parameters and bounds as events.ics; each item links to the event's page.
     */
    get: operations['FeedsController_rss'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/moderation/events/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Re-run moderation on an event
     * @description Re-assesses the stored event and saves moderationScore, moderationFlags and duplicateOfId. Approval is not changed.
     */
    post: operations['ReviewAdminController_reassessEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/moderation/organizations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Re-run moderation on an organization
     * @description Re-assesses the stored organization and saves moderationScore and moderationFlags. Approval is not changed.
     */
    post: operations['ReviewAdminController_reassessOrganization'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/scraping/sources': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Scraping sources with their last run counts and error */
    get: operations['ScrapingController_list'];
    put?: never;
    /** Add a scraping source */
    post: operations['ScrapingController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/scraping/sources/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a scraping source (e.g. {active: false}) */
    put: operations['ScrapingController_update'];
    post?: never;
    /** Delete a scraping source (its events stay) */
    delete: operations['ScrapingController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/scraping/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether a run is in progress (on any instance), its progress, and the scheduled job */
    get: operations['ScrapingController_status'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/scraping/run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Run every active source, or one ({sourceId}); answers when the run is over */
    post: operations['ScrapingController_run'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/scraping/runs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Run history, newest first */
    get: operations['ScrapingController_runs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/scraping/runs/{id}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What a run did with each event it read (kept for the last 10 runs): saved, held, updated, unchanged, skipped and why */
    get: operations['ScrapingController_runEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/scraping/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Failing sources across all organizations: runs in a row that failed or found nothing, what the last one saw, the owner */
    get: operations['ScrapingController_health'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/scraping/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Dry run of a source (listed, or being added or edited): what a run would do with each event, writing nothing */
    post: operations['ScrapingController_preview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/discover-organizations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Crawl websites (same host, up to 20 pages, depth 2) and describe the organizations behind them */
    post: operations['DiscoveryController_discover'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/save-discovered-org': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Save a discovered organization into the approvals queue (pending, moderated) */
    post: operations['DiscoveryController_save'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/{id}/imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organization's sources, each with its last run (found, new, updated, skipped and why, notice), and its import rules */
    get: operations['OrganizationImportsController_overview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/{id}/import-rules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set what the importer skips (title words, categories) and the default category and venue; applied from the next run */
    put: operations['OrganizationImportsController_setRules'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/{id}/imports/{sourceId}/outcomes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Why is my event missing? The source's last run, per event: saved, held, updated, unchanged, removed, skipped and why */
    get: operations['OrganizationImportsController_outcomes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/{id}/imports/{sourceId}/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What a run would import from the source now, with a new address or rules not saved yet; writes nothing */
    post: operations['OrganizationImportsController_preview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/{id}/imports/{sourceId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Give one of the organization's own pages a new address (an administrator's source: admins only) */
    put: operations['OrganizationImportsController_changeAddress'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The statistics panel's figures
     * @description totalEvents is live (upcoming public events); the others are the CommunityStats figures admins maintain.
     */
    get: operations['CommunityController_stats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/saved-events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A browser session's saved events
     * @description Publicly visible events only (past ones included), by date.
     */
    get: operations['CommunityController_listSaved'];
    put?: never;
    /**
     * Save (bookmark) an event
     * @description Idempotent: saving again answers 200 with the same record. Counted in the event's insights only for a request that carries the visitor session cookie the page-view beacon issues.
     */
    post: operations['CommunityController_save'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/saved-events/{eventId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a saved event
     * @description Idempotent: removing an event that is not saved answers 204 too.
     */
    delete: operations['CommunityController_unsave'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a message to the team
     * @description Stored for admins to read.
     */
    post: operations['CommunityController_sendContact'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/page-views': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record a page view, or a calendar add, ticket click or share on an event page
     * @description The public site's beacon, for the site's page views and events' insights. Counted by the visitor session the server issues: an HttpOnly cookie `sangam_visitor` (path /api, SameSite=Lax, a year), set on the answer when the request has none; a request that brings none counts only as a page view. Counted once per session a day (per page for views, per event and kind for the rest); per client address at most 60 new sessions and actions an hour are counted. Queued and written in batches within about a second; answers at once. Requests from bots (insights/bots.ts) are answered but not counted.
     */
    post: operations['CommunityController_recordPageView'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/contact-messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Contact messages, newest first: filters q, handled, id */
    get: operations['ContactMessagesAdminController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/contact-messages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One message */
    get: operations['ContactMessagesAdminController_get'];
    /** Mark a message handled (or not); the rest of the record is ignored */
    put: operations['ContactMessagesAdminController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/community-stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** CommunityStats rows (the 'national' one feeds the home page panel) */
    get: operations['CommunityStatsAdminController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/community-stats/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One CommunityStats row */
    get: operations['CommunityStatsAdminController_get'];
    /** Update the figures (lastUpdated is set to now; region, id, timestamps ignored) */
    put: operations['CommunityStatsAdminController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Counts for the dashboard tiles */
    get: operations['CommunityStatsAdminController_summary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/statistics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Live figures: events, organizations, page views, saves, subscribers, and the last 90 days day by day
     * @description Page views and event activity are counted once per visitor session a day, without bots; days are UTC. The editable public figures are the community-stats resource.
     */
    get: operations['CommunityStatsAdminController_live'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/images': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload an image for an event
     * @description Multipart field `image`: JPEG, PNG or WebP, at most 5 MB and 40 megapixels. Stored as renditions 320, 640, 960 and 1280 px wide (never enlarged) in WebP and JPEG, without metadata; put the answer's url in an event's imageUrl. The same file again answers 200 with the same image.
     */
    post: operations['ImagesController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/images/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An uploaded image (its largest JPEG, 1280 px wide at most): what an event's imageUrl points to */
    get: operations['ImagesController_original'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/images/{id}/{variant}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One rendition of an uploaded image
     * @description {width}.webp or {width}.jpg; card.* and detail.* (the names of images stored before the four widths) are 640.* and 1280.*. An image stored before a width existed answers its next larger rendition.
     */
    get: operations['ImagesController_rendition'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/insights': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An event's insights (its organizer, or an admin)
     * @description Views, saves, calendar adds, ticket/register clicks and shares of the last 30 days (UTC), day by day: each visitor session counted once a day per event and kind, bots left out.
     */
    get: operations['InsightsController_forEvent'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/{id}/insights': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Insights of an organization's events (its organizer, or an admin)
     * @description Views, saves, calendar adds, ticket/register clicks and shares of the last 30 days (UTC), day by day: each visitor session counted once a day per event and kind, bots left out.
     */
    get: operations['InsightsController_forOrganization'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/festivals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A year's festivals with their US dates and event counts, upcoming first */
    get: operations['FestivalsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/festivals/upcoming': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The next festival (within 60 days) and its events near the visitor ("Coming up: Diwali in 12 days") */
    get: operations['FestivalsController_upcoming'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/festivals/next': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The next occurrence of the festival a search names ('navratri', 'deepavali', 'garba nights'): its dates and page */
    get: operations['FestivalsController_next'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/festivals/{pageSlug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A festival's page: diwali-2026 — what it is, its dates in each zone, its metros with events; a name without a year (navratri) is its next occurrence */
    get: operations['FestivalsController_page'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/languages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The communities events can serve, with their number of upcoming events */
    get: operations['FestivalsController_languages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tags': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The practical tags events can carry, in display order */
    get: operations['FestivalsController_tags'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/festival-dates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A year's rows, one per festival and time zone: filter year, q (festival name), timeZone */
    get: operations['FestivalDatesAdminController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/festival-dates/disagreements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Where the table and the astronomical computation disagree in a year, per time zone, with the row’s note
     * @description The first call for a year computes it (about half a second).
     */
    get: operations['FestivalDatesAdminController_disagreements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/festival-dates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One row (id festivalSlug:year:timeZone) */
    get: operations['FestivalDatesAdminController_get'];
    /** Change a row's days and note (start ≤ main ≤ end, main in the row's year, at most 31 days) */
    put: operations['FestivalDatesAdminController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/share.png': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The event's share card (1200×630 PNG): title, date, venue, organization, category colour
     * @description Publicly visible events only. The page /event/:id names it as og:image. ETag follows the event’s last change. A card not drawn yet counts against the client’s share-image limit; past it, or while the renderer is busy, the answer is a generic card of the site (ETag "share-generic-…", cached 5 minutes) instead of an error.
     */
    get: operations['ShareImageController_image'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/share/whatsapp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A "Copy for WhatsApp" message: a metro’s weekend or an organization’s month
     * @description Plain text with *bold* titles (WhatsApp formatting), dates, places and links to the event pages. `?metro=dfw&weekend`: this weekend in the metro; `?organizationId=…`: the organization’s next 30 days.
     */
    get: operations['ShareTextController_whatsapp'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/share/poster': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A printable poster with a QR code to an organization’s or a metro’s page on Sangam
     * @description HTML with print styles: the QR code (SVG), the address spelled out, and the next events.
     */
    get: operations['ShareTextController_poster'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/embed/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The embeddable widget's events (/embed.js), readable from any website
     * @description Upcoming public events of an organization and/or metro, optionally of a language or festival. CORS: any origin, no credentials.
     */
    get: operations['EmbedController_events'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/follows': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Follow a metro (optionally a category, language or festival) or an organization
     * @description Mails a confirmation link (double opt-in); nothing else is sent before it is opened. The answer is the same whether or not the address already follows this.
     */
    post: operations['FollowsController_follow'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/follows/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Confirm a follow (the link of the confirmation mail) */
    get: operations['FollowsController_confirmGet'];
    put?: never;
    /** Confirm a follow (what the confirmation page sends) */
    post: operations['FollowsController_confirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/follows/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What an unsubscribe link is about (changes nothing; the page's question) */
    get: operations['FollowsController_describeUnsubscribe'];
    put?: never;
    /**
     * Unsubscribe with one click (RFC 8058: the List-Unsubscribe URL of every digest and notice)
     * @description Mail clients POST `List-Unsubscribe=One-Click` (the body is not needed); doing it again is harmless.
     */
    post: operations['FollowsController_unsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/follows/manage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The address's follows (the preferences page; token of the mails' Manage link) */
    get: operations['FollowsController_manage'];
    put?: never;
    post?: never;
    /** Unsubscribe every follow of the address */
    delete: operations['FollowsController_unsubscribeAll'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/follows/manage/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a metro follow's filters (category, language, festival; null: all) */
    put: operations['FollowsController_setFilters'];
    post?: never;
    /** Unsubscribe one follow of the address */
    delete: operations['FollowsController_unsubscribeOne'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/follows/run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send this weekend's digests and the pending new-event notices now
     * @description A follow gets one digest per weekend however often this runs; each notice is sent once. `at` runs the digests as of another instant (that instant's weekend).
     */
    post: operations['FollowsAdminController_run'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/backups/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The last verified backup, and a newer attempt (running or failed) if any */
    get: operations['BackupsAdminController_status'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/robots.txt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** robots.txt: the public site may be crawled, the console and the API not; where the sitemap is */
    get: operations['SitemapController_robots'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sitemap.xml': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** sitemap.xml: the home page, metro pages, festival pages, upcoming events and approved organizations */
    get: operations['SitemapController_sitemap'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    HealthStatusDto: {
      /** @description True while the server drains connections before stopping (it is still alive) */
      shuttingDown: boolean;
      /** @description Seconds since the process started */
      uptime: number;
      /** @enum {string} */
      status: 'ok' | 'unavailable';
      /**
       * @description 'up': it answered a query
       * @enum {string}
       */
      database: 'up' | 'down';
    };
    HealthLiveDto: {
      /** @description True while the server drains connections before stopping (it is still alive) */
      shuttingDown: boolean;
      /** @description Seconds since the process started */
      uptime: number;
      /** @enum {string} */
      status: 'ok';
    };
    HealthReadyDto: {
      /** @description True while the server drains connections before stopping (it is still alive) */
      shuttingDown: boolean;
      /** @description Seconds since the process started */
      uptime: number;
      /** @enum {string} */
      status: 'ok' | 'unavailable';
      /**
       * @description 'up': it took a committed write
       * @enum {string}
       */
      database: 'up' | 'refusing writes' | 'down';
    };
    /**
     * @description What went wrong, for programs: clients switch on it, never on the text (shared/src/error-codes.ts)
     * @enum {string}
     */
    ApiErrorCode:
      | 'validation_failed'
      | 'bad_request'
      | 'malformed_json'
      | 'body_too_deep'
      | 'invalid_text_body'
      | 'invalid_text_url'
      | 'body_too_large'
      | 'unsupported_media_type'
      | 'invalid_id'
      | 'route_not_found'
      | 'not_found'
      | 'from_after_to'
      | 'year_out_of_range'
      | 'authentication_required'
      | 'invalid_token'
      | 'admin_required'
      | 'forbidden'
      | 'not_own_organization'
      | 'organization_not_approved'
      | 'organization_reapplied'
      | 'import_source_admin_owned'
      | 'invalid_login'
      | 'invalid_admin_login'
      | 'email_taken'
      | 'signup_rejected'
      | 'reapply_not_rejected'
      | 'reapply_too_soon'
      | 'reset_link_invalid'
      | 'rate_limited'
      | 'too_many_login_attempts'
      | 'too_many_reset_requests'
      | 'server_busy'
      | 'keyed_requests_busy'
      | 'image_store_unavailable'
      | 'share_images_busy'
      | 'shutting_down'
      | 'database_unavailable'
      | 'database_busy'
      | 'internal_error'
      | 'invalid_idempotency_key'
      | 'idempotency_key_in_flight'
      | 'idempotency_key_reused'
      | 'event_not_found'
      | 'organization_not_found'
      | 'unknown_organization'
      | 'series_not_found'
      | 'image_not_found'
      | 'festival_not_found'
      | 'festival_date_not_found'
      | 'synonym_group_not_found'
      | 'follow_not_found'
      | 'message_not_found'
      | 'statistics_not_found'
      | 'admin_not_found'
      | 'scraping_source_not_found'
      | 'scraping_run_not_found'
      | 'zip_not_found'
      | 'organization_required'
      | 'organization_id_not_allowed'
      | 'invalid_organization_id'
      | 'cannot_delete_past'
      | 'cannot_move_past'
      | 'state_not_allowed'
      | 'end_before_start'
      | 'series_date_change'
      | 'pending_series_too_long'
      | 'bad_frequency'
      | 'bad_until'
      | 'invalid_city'
      | 'saved_events_full'
      | 'submitted_by_required'
      | 'contact_email_required'
      | 'image_rejected'
      | 'image_too_many_pixels'
      | 'follow_link_invalid'
      | 'follow_scope'
      | 'follow_filters_need_metro'
      | 'already_following'
      | 'share_scope'
      | 'scrape_already_running'
      | 'source_url_taken'
      | 'no_urls'
      | 'discovered_website_taken'
      | 'discovered_email_taken';
    ApiErrorBody: {
      /** @example 400 */
      statusCode: number;
      /**
       * @description What went wrong, for programs: clients switch on it, never on the text (shared/src/error-codes.ts)
       * @example validation_failed
       */
      code: components['schemas']['ApiErrorCode'];
      /**
       * @description Human-readable message (the specification's text where it gives one)
       * @example Title is required
       */
      error: string;
      /**
       * @description Same text as error (kept for clients that read message)
       * @example Title is required
       */
      message: string;
      /**
       * @description Validation messages by field
       * @example {
       *       "title": "Title is required"
       *     }
       */
      fields?: {
        [key: string]: string;
      };
      /**
       * @description Correlation id of a server error, also in the log
       * @example f3b1…
       */
      correlationId?: string;
    };
    OutgoingMailResponse: {
      /** Format: uuid */
      id: string;
      /**
       * @description The template that composed it
       * @example password-reset
       */
      kind: string;
      /** @example events@dallastamilsangam.org */
      to: string;
      /** @example Reset your Sangam password */
      subject: string;
      /** @description Plain-text body */
      text: string;
      /** @description HTML body */
      html: string;
      /** @description Extra headers (List-Unsubscribe on follow digests and notices) */
      headers: {
        [key: string]: string;
      } | null;
      /**
       * @description stored: kept only (no SMTP_URL); queued: waiting for a delivery attempt; sent: accepted by the SMTP server; failed: every attempt failed (the relay's error, in lastError); bounced: the recipient's address was refused for good (a 5xx to RCPT TO)
       * @enum {string}
       */
      status: 'stored' | 'queued' | 'sent' | 'failed' | 'bounced';
      /** @description Delivery attempts so far */
      attempts: number;
      /** @description Why the last attempt failed */
      lastError: string | null;
      /** @description The SMTP server's Message-ID */
      messageId: string | null;
      /** Format: date-time */
      sentAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    OrgSignupDto: {
      /** @example Dallas Tamil Sangam */
      name: string;
      /** @example Tamil cultural programs and festivals in DFW. */
      description?: string | null;
      /**
       * @description Sign-in email; unique among organizers (case-insensitive)
       * @example events@dallastamilsangam.org
       */
      contactEmail: string;
      /** @example a-long-secret */
      password: string;
      /**
       * @description A US phone number
       * @example (214) 555-0100
       */
      contactPhone?: string | null;
      /** @example https://dallastamilsangam.org */
      website?: string | null;
      /** @example https://dallastamilsangam.org/events */
      eventsPageUrl?: string | null;
      /** @example Dallas */
      city: string;
      /**
       * @example TX
       * @enum {string}
       */
      state:
        | 'AL'
        | 'AK'
        | 'AZ'
        | 'AR'
        | 'CA'
        | 'CO'
        | 'CT'
        | 'DE'
        | 'FL'
        | 'GA'
        | 'HI'
        | 'ID'
        | 'IL'
        | 'IN'
        | 'IA'
        | 'KS'
        | 'KY'
        | 'LA'
        | 'ME'
        | 'MD'
        | 'MA'
        | 'MI'
        | 'MN'
        | 'MS'
        | 'MO'
        | 'MT'
        | 'NE'
        | 'NV'
        | 'NH'
        | 'NJ'
        | 'NM'
        | 'NY'
        | 'NC'
        | 'ND'
        | 'OH'
        | 'OK'
        | 'OR'
        | 'PA'
        | 'RI'
        | 'SC'
        | 'SD'
        | 'TN'
        | 'TX'
        | 'UT'
        | 'VT'
        | 'VA'
        | 'WA'
        | 'WV'
        | 'WI'
        | 'WY';
    };
    TokenResponse: {
      /**
       * @description Bearer token (JWT, HS256, 7 days); keep it as orgToken
       * @example eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9…
       */
      token: string;
    };
    OrgLoginDto: {
      /** @example events@dallastamilsangam.org */
      email: string;
      /** @example a-long-secret */
      password: string;
    };
    OrgProfileResponse: {
      /** Format: uuid */
      id: string;
      /** @example Dallas Gujarati Samaj */
      name: string;
      description: string | null;
      website: string | null;
      eventsPageUrl: string | null;
      /** @example (214) 555-0100 */
      contactPhone: string | null;
      /** @example Dallas */
      city: string;
      /** @example TX */
      state: string;
      /** @description false until an admin approves the organization */
      isApproved: boolean;
      /** Format: date-time */
      createdAt: string;
      /** @example events@dallastamilsangam.org */
      email: string;
      /** @description Set when an admin rejected the organization */
      rejectionReason: string | null;
      /**
       * Format: date-time
       * @description When it last re-applied after a rejection: until an admin approves it, its events cannot be added or changed
       */
      reappliedAt: string | null;
      /**
       * @description The communities it serves: chosen (PUT /api/org/languages), else inferred from the name
       * @example [
       *       "ta"
       *     ]
       */
      languages: string[];
      /** @description languages were chosen, not inferred */
      languagesChosen: boolean;
      /**
       * @description Events this organization created this calendar month (in the organization's time zone)
       * @example 3
       */
      eventsThisMonth: number;
    };
    AdminLoginDto: {
      /** @example admin */
      username: string;
      /** @example your-password */
      password: string;
    };
    AdminProfile: {
      /** Format: uuid */
      id: string;
      /** @example admin */
      username: string;
      /** @example admin@sangam.local */
      email: string;
    };
    AdminLoginResponse: {
      /** @description Bearer token (JWT, HS256, 7 days); keep it as adminToken */
      token: string;
      admin: components['schemas']['AdminProfile'];
    };
    AdminMeResponse: {
      /** Format: uuid */
      id: string;
      /** @example admin */
      username: string;
      /** @example admin@sangam.local */
      email: string;
      /** Format: date-time */
      createdAt: string;
    };
    ForgotPasswordDto: {
      /** @example events@dallastamilsangam.org */
      email: string;
    };
    MessageResponse: {
      /** @example Your password has been changed. Please log in with your new password. */
      message: string;
    };
    ResetTokenDto: {
      /**
       * @description The token from the emailed link
       * @example hV3q…
       */
      token: string;
    };
    ResetPasswordDto: {
      /** @example a-long-secret */
      password: string;
      /**
       * @description The token from the emailed link
       * @example hV3q…
       */
      token: string;
    };
    SubmitOrganizationDto: {
      /** @example Dallas Gujarati Samaj */
      name: string;
      description?: string | null;
      /** @example https://dgs.example.org */
      website?: string | null;
      /** @example https://dgs.example.org/events */
      eventsPageUrl?: string | null;
      /** @example events@dgs.example.org */
      contactEmail?: string | null;
      /**
       * @description A US phone number
       * @example (214) 555-0100
       */
      contactPhone?: string | null;
      /** @example Dallas */
      city: string;
      /**
       * @example TX
       * @enum {string}
       */
      state:
        | 'AL'
        | 'AK'
        | 'AZ'
        | 'AR'
        | 'CA'
        | 'CO'
        | 'CT'
        | 'DE'
        | 'FL'
        | 'GA'
        | 'HI'
        | 'ID'
        | 'IL'
        | 'IN'
        | 'IA'
        | 'KS'
        | 'KY'
        | 'LA'
        | 'ME'
        | 'MD'
        | 'MA'
        | 'MI'
        | 'MN'
        | 'MS'
        | 'MO'
        | 'MT'
        | 'NE'
        | 'NV'
        | 'NH'
        | 'NJ'
        | 'NM'
        | 'NY'
        | 'NC'
        | 'ND'
        | 'OH'
        | 'OK'
        | 'OR'
        | 'PA'
        | 'RI'
        | 'SC'
        | 'SD'
        | 'TN'
        | 'TX'
        | 'UT'
        | 'VT'
        | 'VA'
        | 'WA'
        | 'WV'
        | 'WI'
        | 'WY';
      /**
       * @description Session-style identifier generated by the submitting browser. Required for public submissions; optional with an admin token.
       * @example visitor-3f9c2a71-5b1e-4c1d-9a0e-2b7f7c1d8e4a
       */
      submittedBy?: string;
    };
    OrganizationResponse: {
      /** Format: uuid */
      id: string;
      /** @example Dallas Gujarati Samaj */
      name: string;
      description: string | null;
      website: string | null;
      eventsPageUrl: string | null;
      contactEmail: string | null;
      /** @example (214) 555-0100 */
      contactPhone: string | null;
      /** @example Dallas */
      city: string;
      /** @example TX */
      state: string;
      /** @description false until an admin approves the organization */
      isApproved: boolean;
      /**
       * @description The communities it serves (GET /api/languages codes, or ['all']): chosen, else inferred from the name
       * @example [
       *       "te"
       *     ]
       */
      languages: string[];
      /** Format: date-time */
      createdAt: string;
    };
    OrganizationMetro: {
      /** @example dallas-fort-worth */
      slug: string;
      /** @example Dallas–Fort Worth */
      name: string;
    };
    PublicOrganizationResponse: {
      /** Format: uuid */
      id: string;
      /** @example Dallas Gujarati Samaj */
      name: string;
      description: string | null;
      website: string | null;
      contactEmail: string | null;
      /** @example (214) 555-0100 */
      contactPhone: string | null;
      /** @example Dallas */
      city: string;
      /** @example TX */
      state: string;
      /**
       * @description The communities it serves (GET /api/languages codes, or ['all']): chosen, else inferred from the name
       * @example [
       *       "te"
       *     ]
       */
      languages: string[];
      /**
       * @description From the name, for readable links (the id finds the organization)
       * @example dallas-gujarati-samaj
       */
      slug: string;
      metro: components['schemas']['OrganizationMetro'] | null;
    };
    OrganizationLanguagesDto: {
      /**
       * @description The communities the organization serves (GET /api/languages codes), 1–3 of them or ["all"]. Sending it marks it chosen; null = inferred again
       * @example [
       *       "te"
       *     ]
       */
      languages?: string[] | null;
    };
    OrganizationLanguagesResponse: {
      /**
       * @example [
       *       "te"
       *     ]
       */
      languages: string[];
      /** @description false: inferred from the name */
      languagesChosen: boolean;
    };
    /**
     * @description The level of moderationScore: high from 70, medium from 30, low below (0 included)
     * @enum {string}
     */
    RiskLevel: 'low' | 'medium' | 'high';
    AdminOrganizationResponse: {
      /** Format: uuid */
      id: string;
      /** @example Dallas Gujarati Samaj */
      name: string;
      description: string | null;
      website: string | null;
      eventsPageUrl: string | null;
      contactEmail: string | null;
      /** @example (214) 555-0100 */
      contactPhone: string | null;
      /** @example Dallas */
      city: string;
      /** @example TX */
      state: string;
      /** @description false until an admin approves the organization */
      isApproved: boolean;
      /**
       * @description The communities it serves (GET /api/languages codes, or ['all']): chosen, else inferred from the name
       * @example [
       *       "te"
       *     ]
       */
      languages: string[];
      /** Format: date-time */
      createdAt: string;
      eventSources: string[];
      /** @description languages were chosen (by the organization or an admin), not inferred */
      languagesChosen: boolean;
      /**
       * @description approved: isApproved; rejected: rejectionReason set; else pending
       * @enum {string}
       */
      status: 'pending' | 'approved' | 'rejected';
      submittedBy: string | null;
      rejectionReason: string | null;
      /** @description An organizer account (signs in with contactEmail) */
      isRegistered: boolean;
      eventsThisMonth: number;
      moderationScore: number;
      /**
       * @description The level of moderationScore: high from 70, medium from 30, low below (0 included)
       * @example low
       */
      riskLevel: components['schemas']['RiskLevel'];
      moderationFlags: string[];
      /** Format: date-time */
      updatedAt: string;
    };
    RejectDto: {
      /** @example Not a community event */
      reason?: string | null;
    };
    AdminCreateOrganizationDto: {
      /**
       * @description The communities the organization serves (GET /api/languages codes), 1–3 of them or ["all"]. Sending it marks it chosen; null = inferred again
       * @example [
       *       "te"
       *     ]
       */
      languages?: string[] | null;
      description?: string | null;
      /** @example https://dgs.example.org */
      website?: string | null;
      /** @example https://dgs.example.org/events */
      eventsPageUrl?: string | null;
      /** @description Other pages or calendar feeds with its events (http(s) URLs) */
      eventSources?: string[];
      /** @example events@dgs.example.org */
      contactEmail?: string | null;
      /** @example (214) 555-0100 */
      contactPhone?: string | null;
      /** @example Dallas Gujarati Samaj */
      name: string;
      /** @example Dallas */
      city: string;
      /**
       * @example TX
       * @enum {string}
       */
      state:
        | 'AL'
        | 'AK'
        | 'AZ'
        | 'AR'
        | 'CA'
        | 'CO'
        | 'CT'
        | 'DE'
        | 'FL'
        | 'GA'
        | 'HI'
        | 'ID'
        | 'IL'
        | 'IN'
        | 'IA'
        | 'KS'
        | 'KY'
        | 'LA'
        | 'ME'
        | 'MD'
        | 'MA'
        | 'MI'
        | 'MN'
        | 'MS'
        | 'MO'
        | 'MT'
        | 'NE'
        | 'NV'
        | 'NH'
        | 'NJ'
        | 'NM'
        | 'NY'
        | 'NC'
        | 'ND'
        | 'OH'
        | 'OK'
        | 'OR'
        | 'PA'
        | 'RI'
        | 'SC'
        | 'SD'
        | 'TN'
        | 'TX'
        | 'UT'
        | 'VT'
        | 'VA'
        | 'WA'
        | 'WV'
        | 'WI'
        | 'WY';
      /**
       * @description Approved unless false
       * @default true
       */
      isApproved: boolean;
    };
    AdminUpdateOrganizationDto: {
      /**
       * @description The communities the organization serves (GET /api/languages codes), 1–3 of them or ["all"]. Sending it marks it chosen; null = inferred again
       * @example [
       *       "te"
       *     ]
       */
      languages?: string[] | null;
      description?: string | null;
      /** @example https://dgs.example.org */
      website?: string | null;
      /** @example https://dgs.example.org/events */
      eventsPageUrl?: string | null;
      /** @description Other pages or calendar feeds with its events (http(s) URLs) */
      eventSources?: string[];
      /** @example events@dgs.example.org */
      contactEmail?: string | null;
      /** @example (214) 555-0100 */
      contactPhone?: string | null;
      name?: string;
      city?: string;
      /**
       * @description One of the 50 states ('DC' is kept on organizations that already have it)
       * @enum {string}
       */
      state?:
        | 'AL'
        | 'AK'
        | 'AZ'
        | 'AR'
        | 'CA'
        | 'CO'
        | 'CT'
        | 'DE'
        | 'FL'
        | 'GA'
        | 'HI'
        | 'ID'
        | 'IL'
        | 'IN'
        | 'IA'
        | 'KS'
        | 'KY'
        | 'LA'
        | 'ME'
        | 'MD'
        | 'MA'
        | 'MI'
        | 'MN'
        | 'MS'
        | 'MO'
        | 'MT'
        | 'NE'
        | 'NV'
        | 'NH'
        | 'NJ'
        | 'NM'
        | 'NY'
        | 'NC'
        | 'ND'
        | 'OH'
        | 'OK'
        | 'OR'
        | 'PA'
        | 'RI'
        | 'SC'
        | 'SD'
        | 'TN'
        | 'TX'
        | 'UT'
        | 'VT'
        | 'VA'
        | 'WA'
        | 'WV'
        | 'WI'
        | 'WY';
      isApproved?: boolean;
      /** @description Set = rejected (out of the pending queue) */
      rejectionReason?: string | null;
    };
    EventOrganizationSummary: {
      /** Format: uuid */
      id: string;
      /** @example Dallas Gujarati Samaj */
      name: string;
      website: string | null;
      contactEmail: string | null;
    };
    EventCardResponse: {
      /** Format: uuid */
      id: string;
      /** @example Navaratri Garba Night */
      title: string;
      /** @example Cultural Events */
      category: string;
      /**
       * @description The event's day (YYYY-MM-DD) in its state's time zone
       * @example 2026-10-10
       */
      date: string;
      /**
       * @description Last day of a multi-day event (YYYY-MM-DD, at most 60 days after date); null for a one-day event
       * @example 2026-10-18
       */
      endDate: string | null;
      /**
       * @description Cancelled and postponed events stay listed (with a banner)
       * @enum {string}
       */
      status: 'scheduled' | 'cancelled' | 'postponed';
      /** @example 7:00 PM */
      startTime: string;
      /** @example 11:00 PM */
      endTime: string | null;
      /** @example Curtis Culwell Center */
      venue: string;
      /** @example Garland */
      city: string;
      /** @example TX */
      state: string;
      /**
       * @description Price in dollars (decimal 10,2)
       * @example 25
       */
      price: number | null;
      /**
       * @description The organizer's price text when it is more than a number
       * @example $10-15
       */
      priceText: string | null;
      isFree: boolean;
      /** @example https://tickets.example.org/garba */
      ticketUrl: string | null;
      imageUrl: string | null;
      /**
       * @description The series' rule in words; null for a one-off event
       * @example Every Sunday
       */
      recurrence: string | null;
      /**
       * @description The festival it celebrates (GET /api/festivals slugs)
       * @example diwali
       */
      festival: string | null;
      /**
       * @description The communities it serves (GET /api/languages codes), or ['all'] for everyone; [] when unknown
       * @example [
       *       "te"
       *     ]
       */
      languages: string[];
      /**
       * @description Width in pixels of the uploaded image's largest rendition (its aspect ratio is the image's); null without an uploaded image
       * @example 1280
       */
      imageWidth: number | null;
      /**
       * @description Height in pixels of the uploaded image's largest rendition
       * @example 1600
       */
      imageHeight: number | null;
      /**
       * @description Miles from zip/near (one decimal), only when one was given
       * @example 4.7
       */
      distanceMiles?: number;
      /** @description Its contact as Register uses it (ticket link, else website, else e-mail): website is null when the event has a ticket link, contactEmail when it has a ticket link or the organization a website (the full shape has both) */
      organization: components['schemas']['EventOrganizationSummary'] | null;
    };
    SuggestionResponse: {
      /** @example 3 Telugu events in Chicago */
      text: string;
      /** @example 3 */
      count: number;
      /**
       * @description The listing query of GET /api/events that finds them
       * @example {
       *       "metro": "chicago",
       *       "language": "te"
       *     }
       */
      query: {
        [key: string]: string;
      };
    };
    EmptyAnswerResponse: {
      /** @example 0 */
      total: number;
      /** @example No Telugu events in Dallas–Fort Worth */
      message: string | null;
      /**
       * @example [
       *       "language"
       *     ]
       */
      emptiedBy: string[];
      suggestions: components['schemas']['SuggestionResponse'][];
    };
    EventOrganizationDetail: {
      /** Format: uuid */
      id: string;
      /** @example Dallas Gujarati Samaj */
      name: string;
      website: string | null;
      contactEmail: string | null;
      description: string | null;
      /** @example (214) 555-0100 */
      contactPhone: string | null;
    };
    MetroRefResponse: {
      /** @example dallas-fort-worth */
      slug: string;
      /** @example Dallas–Fort Worth */
      name: string;
    };
    EventDetailResponse: {
      /** Format: uuid */
      id: string;
      /** @example Navaratri Garba Night */
      title: string;
      description: string | null;
      /** Format: uuid */
      organizationId: string | null;
      /** @example Cultural Events */
      category: string;
      /**
       * @description The event's day (YYYY-MM-DD) in its state's time zone
       * @example 2026-10-10
       */
      date: string;
      /**
       * @description Last day of a multi-day event (YYYY-MM-DD, at most 60 days after date); null for a one-day event
       * @example 2026-10-18
       */
      endDate: string | null;
      /**
       * @description Cancelled and postponed events stay listed (with a banner)
       * @enum {string}
       */
      status: 'scheduled' | 'cancelled' | 'postponed';
      /** @example 7:00 PM */
      startTime: string;
      /** @example 11:00 PM */
      endTime: string | null;
      /** @example Curtis Culwell Center */
      venue: string;
      /**
       * @description Street address, when known
       * @example 5005 Lakeview Pkwy
       */
      address: string | null;
      /** @example Garland */
      city: string;
      /** @example TX */
      state: string;
      /** @example 75044 */
      postalCode: string | null;
      /**
       * @description Price in dollars (decimal 10,2)
       * @example 25
       */
      price: number | null;
      /**
       * @description The organizer's price text when it is more than a number
       * @example $10-15
       */
      priceText: string | null;
      isFree: boolean;
      /** @example https://tickets.example.org/garba */
      ticketUrl: string | null;
      imageUrl: string | null;
      /** @description false = 'Pending Approval' */
      isApproved: boolean;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /**
       * Format: uuid
       * @description The recurring series this event is an occurrence of
       */
      seriesId: string | null;
      /**
       * @description The series' rule in words; null for a one-off event
       * @example Every Sunday
       */
      recurrence: string | null;
      /**
       * @description The festival it celebrates (GET /api/festivals slugs)
       * @example diwali
       */
      festival: string | null;
      /**
       * @description The communities it serves (GET /api/languages codes), or ['all'] for everyone; [] when unknown
       * @example [
       *       "te"
       *     ]
       */
      languages: string[];
      /**
       * @description Practical tags (GET /api/tags keys)
       * @example [
       *       "kids-family"
       *     ]
       */
      tags: string[];
      /**
       * @description Width in pixels of the uploaded image's largest rendition (its aspect ratio is the image's); null without an uploaded image
       * @example 1280
       */
      imageWidth: number | null;
      /**
       * @description Height in pixels of the uploaded image's largest rendition
       * @example 1600
       */
      imageHeight: number | null;
      /**
       * @description IANA time zone of the event's state
       * @example America/Chicago
       */
      timeZone: string;
      organization: components['schemas']['EventOrganizationDetail'] | null;
      /** @description The metro area of the event's city or ZIP code */
      metro: components['schemas']['MetroRefResponse'] | null;
      /**
       * @description Miles from zip/near (one decimal), only when one was given
       * @example 4.7
       */
      distanceMiles?: number;
      /**
       * @description Derived from the address (ZIP code, else city and state)
       * @example 40.5187
       */
      latitude: number | null;
      /** @example -74.4121 */
      longitude: number | null;
      /** @description Owner and admins only */
      moderationScore?: number;
      /** @description Owner and admins only */
      moderationFlags?: string[];
    };
    CreateEventDto: {
      /** @example Diwali Mela 2025 */
      title: string;
      /** @example Lights, food stalls and a cultural program for the whole family. */
      description?: string | null;
      /**
       * @example Cultural Events
       * @enum {string}
       */
      category:
        | 'Cultural Events'
        | 'Religious Festivals'
        | 'Community Meetups'
        | 'Educational'
        | 'Entertainment'
        | 'Sports'
        | 'Workshop'
        | 'Exhibitions & Shopping';
      /**
       * @description The event's day, YYYY-MM-DD (an ISO date-time is accepted; its day is kept)
       * @example 2025-11-01
       */
      date: string;
      /**
       * @description Last day of a multi-day event (YYYY-MM-DD): on or after date, at most 60 days after it; null for a one-day event
       * @example 2026-10-20
       */
      endDate?: string | null;
      /**
       * @description Local start time; '18:00' and '6 pm' are stored as '6:00 PM'
       * @example 6:00 PM
       */
      startTime: string;
      /** @example 10:00 PM */
      endTime?: string | null;
      /** @description The event runs past midnight: an end time before the start time is then the next day (not stored; without it that is a 400) */
      endsAfterMidnight?: boolean;
      /** @example Fair Park, Dallas */
      venue: string;
      /**
       * @description Street address
       * @example 1651 Oak Tree Rd
       */
      address?: string | null;
      /** @example Dallas */
      city: string;
      /**
       * @description One of the 50 US states
       * @example TX
       * @enum {string}
       */
      state:
        | 'AL'
        | 'AK'
        | 'AZ'
        | 'AR'
        | 'CA'
        | 'CO'
        | 'CT'
        | 'DE'
        | 'FL'
        | 'GA'
        | 'HI'
        | 'ID'
        | 'IL'
        | 'IN'
        | 'IA'
        | 'KS'
        | 'KY'
        | 'LA'
        | 'ME'
        | 'MD'
        | 'MA'
        | 'MI'
        | 'MN'
        | 'MS'
        | 'MO'
        | 'MT'
        | 'NE'
        | 'NV'
        | 'NH'
        | 'NJ'
        | 'NM'
        | 'NY'
        | 'NC'
        | 'ND'
        | 'OH'
        | 'OK'
        | 'OR'
        | 'PA'
        | 'RI'
        | 'SC'
        | 'SD'
        | 'TN'
        | 'TX'
        | 'UT'
        | 'VT'
        | 'VA'
        | 'WA'
        | 'WV'
        | 'WI'
        | 'WY';
      /**
       * @description 5-digit US ZIP code (places the event on the map)
       * @example 08820
       */
      postalCode?: string | null;
      /**
       * @description scheduled (default); cancelled or postponed events stay listed with a banner instead of being deleted
       * @enum {string}
       */
      status?: 'scheduled' | 'cancelled' | 'postponed';
      /**
       * @description A number, or text such as '$25', '$10-15', 'Contact for pricing': the first number is stored as price, the text as priceText when it says more than a number. Ignored when isFree.
       * @example $10-15
       */
      price?: (number | string) | null;
      /** @description Explicit price text (normally derived from price) */
      priceText?: string | null;
      /** @description A free event: price and priceText are cleared */
      isFree?: boolean;
      /**
       * @description http(s) URL; 'example.org/x' is taken as https://example.org/x
       * @example https://www.eventbrite.com/e/diwali-mela-tickets-1234
       */
      ticketUrl?: string | null;
      /**
       * @description http(s) URL ('example.org/x.jpg' is taken as https://), or the url of an image uploaded with POST /api/images (/api/images/<id>)
       * @example https://example.org/diwali.jpg
       */
      imageUrl?: string | null;
      /**
       * Format: uuid
       * @description Admins only (required for them: 'Organization is required'). An organizer sending it gets 400.
       */
      organizationId?: string | null;
      /**
       * @description The festival the event celebrates (GET /api/festivals: diwali, navratri, chaitra-navratri, …). Sending it marks it chosen (kept when the text changes); null = no festival; 'auto' = inferred from the text again
       * @example diwali
       */
      festival?: string | null;
      /**
       * @description The communities the event serves (GET /api/languages codes), 1–3 of them or ["all"]. Sending it marks it chosen; null = inferred again
       * @example [
       *       "te"
       *     ]
       */
      languages?: string[] | null;
      /**
       * @description Practical tags (GET /api/tags keys). Sending them marks them chosen; null = inferred from the text again
       * @example [
       *       "kids-family",
       *       "vegetarian"
       *     ]
       */
      tags?: string[] | null;
    };
    ManagedEventOrganization: {
      /** Format: uuid */
      id: string;
      /** @example Dallas Gujarati Samaj */
      name: string;
      description: string | null;
      website: string | null;
      contactEmail: string | null;
      /** @example (214) 555-0100 */
      contactPhone: string | null;
      /** @example Dallas */
      city: string;
      /** @example TX */
      state: string;
      /** @description false until an admin approves the organization */
      isApproved: boolean;
    };
    ManagedEventResponse: {
      /** Format: uuid */
      id: string;
      /** @example Navaratri Garba Night */
      title: string;
      description: string | null;
      /** Format: uuid */
      organizationId: string | null;
      /**
       * @example Cultural Events
       * @enum {string}
       */
      category:
        | 'Cultural Events'
        | 'Religious Festivals'
        | 'Community Meetups'
        | 'Educational'
        | 'Entertainment'
        | 'Sports'
        | 'Workshop'
        | 'Exhibitions & Shopping';
      /**
       * @description The event's day (YYYY-MM-DD) in its state's time zone
       * @example 2026-10-10
       */
      date: string;
      /**
       * @description Last day of a multi-day event (YYYY-MM-DD, at most 60 days after date); null for a one-day event
       * @example 2026-10-18
       */
      endDate: string | null;
      /**
       * @description Cancelled and postponed events stay listed (with a banner)
       * @enum {string}
       */
      status: 'scheduled' | 'cancelled' | 'postponed';
      /** @example 7:00 PM */
      startTime: string;
      /** @example 11:00 PM */
      endTime: string | null;
      /** @example Curtis Culwell Center */
      venue: string;
      /**
       * @description Street address, when known
       * @example 5005 Lakeview Pkwy
       */
      address: string | null;
      /** @example Garland */
      city: string;
      /** @example TX */
      state: string;
      /** @example 75044 */
      postalCode: string | null;
      /**
       * @description Price in dollars (decimal 10,2)
       * @example 25
       */
      price: number | null;
      /**
       * @description The organizer's price text when it is more than a number
       * @example $10-15
       */
      priceText: string | null;
      isFree: boolean;
      /** @example https://tickets.example.org/garba */
      ticketUrl: string | null;
      imageUrl: string | null;
      /** @description false = 'Pending Approval' */
      isApproved: boolean;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /**
       * Format: uuid
       * @description The recurring series this event is an occurrence of
       */
      seriesId: string | null;
      /**
       * @description The series' rule in words; null for a one-off event
       * @example Every Sunday
       */
      recurrence: string | null;
      /**
       * @description The festival it celebrates (GET /api/festivals slugs)
       * @example diwali
       */
      festival: string | null;
      /**
       * @description The communities it serves (GET /api/languages codes), or ['all'] for everyone; [] when unknown
       * @example [
       *       "te"
       *     ]
       */
      languages: string[];
      /**
       * @description Practical tags (GET /api/tags keys)
       * @example [
       *       "kids-family"
       *     ]
       */
      tags: string[];
      organization: components['schemas']['ManagedEventOrganization'] | null;
      /** @description An admin took the event down ('Unpublished by an administrator'): organizer edits do not publish it again */
      unpublishedByAdmin: boolean;
      /** @description 0 = moderation found nothing */
      moderationScore: number;
      /**
       * @description The level of moderationScore: high from 70, medium from 30, low below (0 included)
       * @example low
       */
      riskLevel: components['schemas']['RiskLevel'];
      moderationFlags: string[];
      /**
       * Format: uuid
       * @description An existing event this one looks like a duplicate of
       */
      duplicateOfId: string | null;
      /**
       * Format: uuid
       * @description Scraping source, for scraped events
       */
      sourceId: string | null;
      /** @description Which of festival, languages and tags the organizer or an admin chose; the others are inferred from the text at every change */
      chosen: ('festival' | 'languages' | 'tags')[];
    };
    UpdateEventDto: {
      /** @example Diwali Mela 2025 */
      title?: string;
      /** @example Lights, food stalls and a cultural program for the whole family. */
      description?: string | null;
      /**
       * @example Cultural Events
       * @enum {string}
       */
      category?:
        | 'Cultural Events'
        | 'Religious Festivals'
        | 'Community Meetups'
        | 'Educational'
        | 'Entertainment'
        | 'Sports'
        | 'Workshop'
        | 'Exhibitions & Shopping';
      /**
       * @description The event's day, YYYY-MM-DD (an ISO date-time is accepted; its day is kept)
       * @example 2025-11-01
       */
      date?: string;
      /**
       * @description Last day of a multi-day event (YYYY-MM-DD): on or after date, at most 60 days after it; null for a one-day event
       * @example 2026-10-20
       */
      endDate?: string | null;
      /**
       * @description Local start time; '18:00' and '6 pm' are stored as '6:00 PM'
       * @example 6:00 PM
       */
      startTime?: string;
      /** @example 10:00 PM */
      endTime?: string | null;
      /** @description The event runs past midnight: an end time before the start time is then the next day (not stored; without it that is a 400) */
      endsAfterMidnight?: boolean;
      /** @example Fair Park, Dallas */
      venue?: string;
      /**
       * @description Street address
       * @example 1651 Oak Tree Rd
       */
      address?: string | null;
      /** @example Dallas */
      city?: string;
      /**
       * @description One of the 50 states ('DC' is kept on events that already have it)
       * @example TX
       * @enum {string}
       */
      state?:
        | 'AL'
        | 'AK'
        | 'AZ'
        | 'AR'
        | 'CA'
        | 'CO'
        | 'CT'
        | 'DE'
        | 'FL'
        | 'GA'
        | 'HI'
        | 'ID'
        | 'IL'
        | 'IN'
        | 'IA'
        | 'KS'
        | 'KY'
        | 'LA'
        | 'ME'
        | 'MD'
        | 'MA'
        | 'MI'
        | 'MN'
        | 'MS'
        | 'MO'
        | 'MT'
        | 'NE'
        | 'NV'
        | 'NH'
        | 'NJ'
        | 'NM'
        | 'NY'
        | 'NC'
        | 'ND'
        | 'OH'
        | 'OK'
        | 'OR'
        | 'PA'
        | 'RI'
        | 'SC'
        | 'SD'
        | 'TN'
        | 'TX'
        | 'UT'
        | 'VT'
        | 'VA'
        | 'WA'
        | 'WV'
        | 'WI'
        | 'WY';
      /**
       * @description 5-digit US ZIP code (places the event on the map)
       * @example 08820
       */
      postalCode?: string | null;
      /**
       * @description scheduled (default); cancelled or postponed events stay listed with a banner instead of being deleted
       * @enum {string}
       */
      status?: 'scheduled' | 'cancelled' | 'postponed';
      /**
       * @description A number, or text such as '$25', '$10-15', 'Contact for pricing': the first number is stored as price, the text as priceText when it says more than a number. Ignored when isFree.
       * @example $10-15
       */
      price?: (number | string) | null;
      /** @description Explicit price text (normally derived from price) */
      priceText?: string | null;
      /** @description A free event: price and priceText are cleared */
      isFree?: boolean;
      /**
       * @description http(s) URL; 'example.org/x' is taken as https://example.org/x
       * @example https://www.eventbrite.com/e/diwali-mela-tickets-1234
       */
      ticketUrl?: string | null;
      /**
       * @description http(s) URL ('example.org/x.jpg' is taken as https://), or the url of an image uploaded with POST /api/images (/api/images/<id>)
       * @example https://example.org/diwali.jpg
       */
      imageUrl?: string | null;
      /**
       * Format: uuid
       * @description Admins only (required for them: 'Organization is required'). An organizer sending it gets 400.
       */
      organizationId?: string | null;
      /**
       * @description The festival the event celebrates (GET /api/festivals: diwali, navratri, chaitra-navratri, …). Sending it marks it chosen (kept when the text changes); null = no festival; 'auto' = inferred from the text again
       * @example diwali
       */
      festival?: string | null;
      /**
       * @description The communities the event serves (GET /api/languages codes), 1–3 of them or ["all"]. Sending it marks it chosen; null = inferred again
       * @example [
       *       "te"
       *     ]
       */
      languages?: string[] | null;
      /**
       * @description Practical tags (GET /api/tags keys). Sending them marks them chosen; null = inferred from the text again
       * @example [
       *       "kids-family",
       *       "vegetarian"
       *     ]
       */
      tags?: string[] | null;
    };
    RejectedEventResponse: {
      /** Format: uuid */
      id: string;
      /** @example Navaratri Garba Night */
      title: string;
      /**
       * @description The event's day (YYYY-MM-DD) in its state's time zone
       * @example 2026-10-10
       */
      date: string;
      /**
       * Format: uuid
       * @description The recurring series this event is an occurrence of
       */
      seriesId: string | null;
      /**
       * Format: uuid
       * @description The deleted event (for a series, its first rejected occurrence)
       */
      eventId: string;
      /**
       * @description Events removed by this rejection (a series: its pending occurrences)
       * @example 1
       */
      occurrences: number;
      /**
       * @description The admin's reason
       * @example Please add the venue address
       */
      reason: string | null;
      /** Format: date-time */
      rejectedAt: string;
    };
    RecurrenceDto: {
      /**
       * @description 'weekly', 'biweekly' (every other week) or 'monthly' (the nth weekday of the first date; a 5th weekday → the last)
       * @enum {string}
       */
      frequency: 'weekly' | 'biweekly' | 'monthly';
      /**
       * @description Last possible day (YYYY-MM-DD), at most one year after the first date
       * @example 2027-01-31
       */
      until: string;
    };
    CreateEventSeriesDto: {
      /** @example Diwali Mela 2025 */
      title: string;
      /** @example Lights, food stalls and a cultural program for the whole family. */
      description?: string | null;
      /**
       * @example Cultural Events
       * @enum {string}
       */
      category:
        | 'Cultural Events'
        | 'Religious Festivals'
        | 'Community Meetups'
        | 'Educational'
        | 'Entertainment'
        | 'Sports'
        | 'Workshop'
        | 'Exhibitions & Shopping';
      /**
       * @description The event's day, YYYY-MM-DD (an ISO date-time is accepted; its day is kept)
       * @example 2025-11-01
       */
      date: string;
      /**
       * @description Last day of a multi-day event (YYYY-MM-DD): on or after date, at most 60 days after it; null for a one-day event
       * @example 2026-10-20
       */
      endDate?: string | null;
      /**
       * @description Local start time; '18:00' and '6 pm' are stored as '6:00 PM'
       * @example 6:00 PM
       */
      startTime: string;
      /** @example 10:00 PM */
      endTime?: string | null;
      /** @description The event runs past midnight: an end time before the start time is then the next day (not stored; without it that is a 400) */
      endsAfterMidnight?: boolean;
      /** @example Fair Park, Dallas */
      venue: string;
      /**
       * @description Street address
       * @example 1651 Oak Tree Rd
       */
      address?: string | null;
      /** @example Dallas */
      city: string;
      /**
       * @description One of the 50 US states
       * @example TX
       * @enum {string}
       */
      state:
        | 'AL'
        | 'AK'
        | 'AZ'
        | 'AR'
        | 'CA'
        | 'CO'
        | 'CT'
        | 'DE'
        | 'FL'
        | 'GA'
        | 'HI'
        | 'ID'
        | 'IL'
        | 'IN'
        | 'IA'
        | 'KS'
        | 'KY'
        | 'LA'
        | 'ME'
        | 'MD'
        | 'MA'
        | 'MI'
        | 'MN'
        | 'MS'
        | 'MO'
        | 'MT'
        | 'NE'
        | 'NV'
        | 'NH'
        | 'NJ'
        | 'NM'
        | 'NY'
        | 'NC'
        | 'ND'
        | 'OH'
        | 'OK'
        | 'OR'
        | 'PA'
        | 'RI'
        | 'SC'
        | 'SD'
        | 'TN'
        | 'TX'
        | 'UT'
        | 'VT'
        | 'VA'
        | 'WA'
        | 'WV'
        | 'WI'
        | 'WY';
      /**
       * @description 5-digit US ZIP code (places the event on the map)
       * @example 08820
       */
      postalCode?: string | null;
      /**
       * @description scheduled (default); cancelled or postponed events stay listed with a banner instead of being deleted
       * @enum {string}
       */
      status?: 'scheduled' | 'cancelled' | 'postponed';
      /**
       * @description A number, or text such as '$25', '$10-15', 'Contact for pricing': the first number is stored as price, the text as priceText when it says more than a number. Ignored when isFree.
       * @example $10-15
       */
      price?: (number | string) | null;
      /** @description Explicit price text (normally derived from price) */
      priceText?: string | null;
      /** @description A free event: price and priceText are cleared */
      isFree?: boolean;
      /**
       * @description http(s) URL; 'example.org/x' is taken as https://example.org/x
       * @example https://www.eventbrite.com/e/diwali-mela-tickets-1234
       */
      ticketUrl?: string | null;
      /**
       * @description http(s) URL ('example.org/x.jpg' is taken as https://), or the url of an image uploaded with POST /api/images (/api/images/<id>)
       * @example https://example.org/diwali.jpg
       */
      imageUrl?: string | null;
      /**
       * Format: uuid
       * @description Admins only (required for them: 'Organization is required'). An organizer sending it gets 400.
       */
      organizationId?: string | null;
      /**
       * @description The festival the event celebrates (GET /api/festivals: diwali, navratri, chaitra-navratri, …). Sending it marks it chosen (kept when the text changes); null = no festival; 'auto' = inferred from the text again
       * @example diwali
       */
      festival?: string | null;
      /**
       * @description The communities the event serves (GET /api/languages codes), 1–3 of them or ["all"]. Sending it marks it chosen; null = inferred again
       * @example [
       *       "te"
       *     ]
       */
      languages?: string[] | null;
      /**
       * @description Practical tags (GET /api/tags keys). Sending them marks them chosen; null = inferred from the text again
       * @example [
       *       "kids-family",
       *       "vegetarian"
       *     ]
       */
      tags?: string[] | null;
      recurrence: components['schemas']['RecurrenceDto'];
    };
    EventSeriesResponse: {
      /**
       * @description 'weekly', 'biweekly' (every other week) or 'monthly' (the nth weekday of the first date; a 5th weekday → the last)
       * @enum {string}
       */
      frequency: 'weekly' | 'biweekly' | 'monthly';
      /**
       * @description Last possible day (YYYY-MM-DD), at most one year after the first date
       * @example 2027-01-31
       */
      until: string;
      /** Format: uuid */
      id: string;
      /**
       * @description The first occurrence of the rule
       * @example 2026-12-06
       */
      firstDate: string;
      /** @example Every Sunday */
      recurrence: string;
      /** @description The occurrences left (cancelled ones are gone), oldest first */
      occurrences: components['schemas']['ManagedEventResponse'][];
    };
    UpdateEventSeriesDto: {
      /** @example Diwali Mela 2025 */
      title?: string;
      /** @example Lights, food stalls and a cultural program for the whole family. */
      description?: string | null;
      /**
       * @example Cultural Events
       * @enum {string}
       */
      category?:
        | 'Cultural Events'
        | 'Religious Festivals'
        | 'Community Meetups'
        | 'Educational'
        | 'Entertainment'
        | 'Sports'
        | 'Workshop'
        | 'Exhibitions & Shopping';
      /**
       * @description The event's day, YYYY-MM-DD (an ISO date-time is accepted; its day is kept)
       * @example 2025-11-01
       */
      date?: string;
      /**
       * @description Last day of a multi-day event (YYYY-MM-DD): on or after date, at most 60 days after it; null for a one-day event
       * @example 2026-10-20
       */
      endDate?: string | null;
      /**
       * @description Local start time; '18:00' and '6 pm' are stored as '6:00 PM'
       * @example 6:00 PM
       */
      startTime?: string;
      /** @example 10:00 PM */
      endTime?: string | null;
      /** @description The event runs past midnight: an end time before the start time is then the next day (not stored; without it that is a 400) */
      endsAfterMidnight?: boolean;
      /** @example Fair Park, Dallas */
      venue?: string;
      /**
       * @description Street address
       * @example 1651 Oak Tree Rd
       */
      address?: string | null;
      /** @example Dallas */
      city?: string;
      /**
       * @description One of the 50 states ('DC' is kept on events that already have it)
       * @example TX
       * @enum {string}
       */
      state?:
        | 'AL'
        | 'AK'
        | 'AZ'
        | 'AR'
        | 'CA'
        | 'CO'
        | 'CT'
        | 'DE'
        | 'FL'
        | 'GA'
        | 'HI'
        | 'ID'
        | 'IL'
        | 'IN'
        | 'IA'
        | 'KS'
        | 'KY'
        | 'LA'
        | 'ME'
        | 'MD'
        | 'MA'
        | 'MI'
        | 'MN'
        | 'MS'
        | 'MO'
        | 'MT'
        | 'NE'
        | 'NV'
        | 'NH'
        | 'NJ'
        | 'NM'
        | 'NY'
        | 'NC'
        | 'ND'
        | 'OH'
        | 'OK'
        | 'OR'
        | 'PA'
        | 'RI'
        | 'SC'
        | 'SD'
        | 'TN'
        | 'TX'
        | 'UT'
        | 'VT'
        | 'VA'
        | 'WA'
        | 'WV'
        | 'WI'
        | 'WY';
      /**
       * @description 5-digit US ZIP code (places the event on the map)
       * @example 08820
       */
      postalCode?: string | null;
      /**
       * @description scheduled (default); cancelled or postponed events stay listed with a banner instead of being deleted
       * @enum {string}
       */
      status?: 'scheduled' | 'cancelled' | 'postponed';
      /**
       * @description A number, or text such as '$25', '$10-15', 'Contact for pricing': the first number is stored as price, the text as priceText when it says more than a number. Ignored when isFree.
       * @example $10-15
       */
      price?: (number | string) | null;
      /** @description Explicit price text (normally derived from price) */
      priceText?: string | null;
      /** @description A free event: price and priceText are cleared */
      isFree?: boolean;
      /**
       * @description http(s) URL; 'example.org/x' is taken as https://example.org/x
       * @example https://www.eventbrite.com/e/diwali-mela-tickets-1234
       */
      ticketUrl?: string | null;
      /**
       * @description http(s) URL ('example.org/x.jpg' is taken as https://), or the url of an image uploaded with POST /api/images (/api/images/<id>)
       * @example https://example.org/diwali.jpg
       */
      imageUrl?: string | null;
      /**
       * Format: uuid
       * @description Admins only (required for them: 'Organization is required'). An organizer sending it gets 400.
       */
      organizationId?: string | null;
      /**
       * @description The festival the event celebrates (GET /api/festivals: diwali, navratri, chaitra-navratri, …). Sending it marks it chosen (kept when the text changes); null = no festival; 'auto' = inferred from the text again
       * @example diwali
       */
      festival?: string | null;
      /**
       * @description The communities the event serves (GET /api/languages codes), 1–3 of them or ["all"]. Sending it marks it chosen; null = inferred again
       * @example [
       *       "te"
       *     ]
       */
      languages?: string[] | null;
      /**
       * @description Practical tags (GET /api/tags keys). Sending them marks them chosen; null = inferred from the text again
       * @example [
       *       "kids-family",
       *       "vegetarian"
       *     ]
       */
      tags?: string[] | null;
    };
    PendingEventOrganization: {
      /** Format: uuid */
      id: string;
      /** @example Dallas Gujarati Samaj */
      name: string;
      contactEmail: string | null;
    };
    PendingEventResponse: {
      /** Format: uuid */
      id: string;
      /** @example Navaratri Garba Night */
      title: string;
      description: string | null;
      /** Format: uuid */
      organizationId: string | null;
      /**
       * @example Cultural Events
       * @enum {string}
       */
      category:
        | 'Cultural Events'
        | 'Religious Festivals'
        | 'Community Meetups'
        | 'Educational'
        | 'Entertainment'
        | 'Sports'
        | 'Workshop'
        | 'Exhibitions & Shopping';
      /**
       * @description The event's day (YYYY-MM-DD) in its state's time zone
       * @example 2026-10-10
       */
      date: string;
      /**
       * @description Last day of a multi-day event (YYYY-MM-DD, at most 60 days after date); null for a one-day event
       * @example 2026-10-18
       */
      endDate: string | null;
      /**
       * @description Cancelled and postponed events stay listed (with a banner)
       * @enum {string}
       */
      status: 'scheduled' | 'cancelled' | 'postponed';
      /** @example 7:00 PM */
      startTime: string;
      /** @example 11:00 PM */
      endTime: string | null;
      /** @example Curtis Culwell Center */
      venue: string;
      /**
       * @description Street address, when known
       * @example 5005 Lakeview Pkwy
       */
      address: string | null;
      /** @example Garland */
      city: string;
      /** @example TX */
      state: string;
      /** @example 75044 */
      postalCode: string | null;
      /**
       * @description Price in dollars (decimal 10,2)
       * @example 25
       */
      price: number | null;
      /**
       * @description The organizer's price text when it is more than a number
       * @example $10-15
       */
      priceText: string | null;
      isFree: boolean;
      /** @example https://tickets.example.org/garba */
      ticketUrl: string | null;
      imageUrl: string | null;
      /** @description false = 'Pending Approval' */
      isApproved: boolean;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /**
       * Format: uuid
       * @description The recurring series this event is an occurrence of
       */
      seriesId: string | null;
      /**
       * @description The series' rule in words; null for a one-off event
       * @example Every Sunday
       */
      recurrence: string | null;
      /**
       * @description The festival it celebrates (GET /api/festivals slugs)
       * @example diwali
       */
      festival: string | null;
      /**
       * @description The communities it serves (GET /api/languages codes), or ['all'] for everyone; [] when unknown
       * @example [
       *       "te"
       *     ]
       */
      languages: string[];
      /**
       * @description Practical tags (GET /api/tags keys)
       * @example [
       *       "kids-family"
       *     ]
       */
      tags: string[];
      organization: components['schemas']['PendingEventOrganization'] | null;
      /** @description An admin took the event down ('Unpublished by an administrator'): organizer edits do not publish it again */
      unpublishedByAdmin: boolean;
      /** @description 0 = moderation found nothing */
      moderationScore: number;
      /**
       * @description The level of moderationScore: high from 70, medium from 30, low below (0 included)
       * @example low
       */
      riskLevel: components['schemas']['RiskLevel'];
      moderationFlags: string[];
      /**
       * Format: uuid
       * @description An existing event this one looks like a duplicate of
       */
      duplicateOfId: string | null;
      /**
       * Format: uuid
       * @description Scraping source, for scraped events
       */
      sourceId: string | null;
      /** @description Which of festival, languages and tags the organizer or an admin chose; the others are inferred from the text at every change */
      chosen: ('festival' | 'languages' | 'tags')[];
    };
    RejectResponse: {
      /** Format: uuid */
      id: string;
      /** @example rejected */
      status: string;
      reason: string | null;
    };
    AdminUpdateEventDto: {
      /** @example Diwali Mela 2025 */
      title?: string;
      /** @example Lights, food stalls and a cultural program for the whole family. */
      description?: string | null;
      /**
       * @example Cultural Events
       * @enum {string}
       */
      category?:
        | 'Cultural Events'
        | 'Religious Festivals'
        | 'Community Meetups'
        | 'Educational'
        | 'Entertainment'
        | 'Sports'
        | 'Workshop'
        | 'Exhibitions & Shopping';
      /**
       * @description The event's day, YYYY-MM-DD (an ISO date-time is accepted; its day is kept)
       * @example 2025-11-01
       */
      date?: string;
      /**
       * @description Last day of a multi-day event (YYYY-MM-DD): on or after date, at most 60 days after it; null for a one-day event
       * @example 2026-10-20
       */
      endDate?: string | null;
      /**
       * @description Local start time; '18:00' and '6 pm' are stored as '6:00 PM'
       * @example 6:00 PM
       */
      startTime?: string;
      /** @example 10:00 PM */
      endTime?: string | null;
      /** @description The event runs past midnight: an end time before the start time is then the next day (not stored; without it that is a 400) */
      endsAfterMidnight?: boolean;
      /** @example Fair Park, Dallas */
      venue?: string;
      /**
       * @description Street address
       * @example 1651 Oak Tree Rd
       */
      address?: string | null;
      /** @example Dallas */
      city?: string;
      /**
       * @description One of the 50 states ('DC' is kept on events that already have it)
       * @example TX
       * @enum {string}
       */
      state?:
        | 'AL'
        | 'AK'
        | 'AZ'
        | 'AR'
        | 'CA'
        | 'CO'
        | 'CT'
        | 'DE'
        | 'FL'
        | 'GA'
        | 'HI'
        | 'ID'
        | 'IL'
        | 'IN'
        | 'IA'
        | 'KS'
        | 'KY'
        | 'LA'
        | 'ME'
        | 'MD'
        | 'MA'
        | 'MI'
        | 'MN'
        | 'MS'
        | 'MO'
        | 'MT'
        | 'NE'
        | 'NV'
        | 'NH'
        | 'NJ'
        | 'NM'
        | 'NY'
        | 'NC'
        | 'ND'
        | 'OH'
        | 'OK'
        | 'OR'
        | 'PA'
        | 'RI'
        | 'SC'
        | 'SD'
        | 'TN'
        | 'TX'
        | 'UT'
        | 'VT'
        | 'VA'
        | 'WA'
        | 'WV'
        | 'WI'
        | 'WY';
      /**
       * @description 5-digit US ZIP code (places the event on the map)
       * @example 08820
       */
      postalCode?: string | null;
      /**
       * @description scheduled (default); cancelled or postponed events stay listed with a banner instead of being deleted
       * @enum {string}
       */
      status?: 'scheduled' | 'cancelled' | 'postponed';
      /**
       * @description A number, or text such as '$25', '$10-15', 'Contact for pricing': the first number is stored as price, the text as priceText when it says more than a number. Ignored when isFree.
       * @example $10-15
       */
      price?: (number | string) | null;
      /** @description Explicit price text (normally derived from price) */
      priceText?: string | null;
      /** @description A free event: price and priceText are cleared */
      isFree?: boolean;
      /**
       * @description http(s) URL; 'example.org/x' is taken as https://example.org/x
       * @example https://www.eventbrite.com/e/diwali-mela-tickets-1234
       */
      ticketUrl?: string | null;
      /**
       * @description http(s) URL ('example.org/x.jpg' is taken as https://), or the url of an image uploaded with POST /api/images (/api/images/<id>)
       * @example https://example.org/diwali.jpg
       */
      imageUrl?: string | null;
      /**
       * Format: uuid
       * @description Admins only (required for them: 'Organization is required'). An organizer sending it gets 400.
       */
      organizationId?: string | null;
      /**
       * @description The festival the event celebrates (GET /api/festivals: diwali, navratri, chaitra-navratri, …). Sending it marks it chosen (kept when the text changes); null = no festival; 'auto' = inferred from the text again
       * @example diwali
       */
      festival?: string | null;
      /**
       * @description The communities the event serves (GET /api/languages codes), 1–3 of them or ["all"]. Sending it marks it chosen; null = inferred again
       * @example [
       *       "te"
       *     ]
       */
      languages?: string[] | null;
      /**
       * @description Practical tags (GET /api/tags keys). Sending them marks them chosen; null = inferred from the text again
       * @example [
       *       "kids-family",
       *       "vegetarian"
       *     ]
       */
      tags?: string[] | null;
      /** @description Publish (true) or take down (false); a take-down sticks through organizer edits until an admin publishes again */
      isApproved?: boolean;
    };
    MetroCountResponse: {
      /** @example dallas-fort-worth */
      slug: string;
      /** @example Dallas–Fort Worth */
      name: string;
      /**
       * @example [
       *       "TX"
       *     ]
       */
      states: string[];
      /**
       * @description Upcoming publicly visible events
       * @example 13
       */
      upcomingEvents: number;
    };
    ZipPlaceResponse: {
      /** @example 08817 */
      zip: string;
      /** @example Edison */
      city: string;
      /** @example NJ */
      state: string;
      /** @example 40.5164 */
      latitude: number;
      /** @example -74.3919 */
      longitude: number;
      metro: components['schemas']['MetroRefResponse'] | null;
    };
    SynonymGroupResponse: {
      /** Format: uuid */
      id: string;
      /** @example Diwali */
      name: string;
      /**
       * @example [
       *       "diwali",
       *       "deepavali",
       *       "deepawali"
       *     ]
       */
      terms: string[];
      /** Format: date-time */
      updatedAt: string;
    };
    CreateSynonymGroupDto: {
      /** @example Diwali */
      name: string;
      /**
       * @description Single words, matched as each other
       * @example [
       *       "diwali",
       *       "deepavali",
       *       "deepawali"
       *     ]
       */
      terms: string[];
    };
    UpdateSynonymGroupDto: {
      /** @example Diwali */
      name?: string;
      terms?: string[];
      /** @description Ignored */
      id?: Record<string, never>;
      /** @description Ignored */
      updatedAt?: Record<string, never>;
    };
    ModeratedEventDto: {
      /** Format: uuid */
      id: string;
      /** @example Navaratri Garba Night */
      title: string;
      description: string | null;
      /** Format: uuid */
      organizationId: string | null;
      /**
       * @example Cultural Events
       * @enum {string}
       */
      category:
        | 'Cultural Events'
        | 'Religious Festivals'
        | 'Community Meetups'
        | 'Educational'
        | 'Entertainment'
        | 'Sports'
        | 'Workshop'
        | 'Exhibitions & Shopping';
      /**
       * @description The event's day (YYYY-MM-DD) in its state's time zone
       * @example 2026-10-10
       */
      date: string;
      /**
       * @description Last day of a multi-day event (YYYY-MM-DD, at most 60 days after date); null for a one-day event
       * @example 2026-10-18
       */
      endDate: string | null;
      /**
       * @description Cancelled and postponed events stay listed (with a banner)
       * @enum {string}
       */
      status: 'scheduled' | 'cancelled' | 'postponed';
      /** @example 7:00 PM */
      startTime: string;
      /** @example 11:00 PM */
      endTime: string | null;
      /** @example Curtis Culwell Center */
      venue: string;
      /**
       * @description Street address, when known
       * @example 5005 Lakeview Pkwy
       */
      address: string | null;
      /** @example Garland */
      city: string;
      /** @example TX */
      state: string;
      /** @example 75044 */
      postalCode: string | null;
      /**
       * @description Price in dollars (decimal 10,2)
       * @example 25
       */
      price: number | null;
      /**
       * @description The organizer's price text when it is more than a number
       * @example $10-15
       */
      priceText: string | null;
      isFree: boolean;
      /** @example https://tickets.example.org/garba */
      ticketUrl: string | null;
      imageUrl: string | null;
      /** @description false = 'Pending Approval' */
      isApproved: boolean;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /**
       * Format: uuid
       * @description The recurring series this event is an occurrence of
       */
      seriesId: string | null;
      /**
       * @description The series' rule in words; null for a one-off event
       * @example Every Sunday
       */
      recurrence: string | null;
      /**
       * @description The festival it celebrates (GET /api/festivals slugs)
       * @example diwali
       */
      festival: string | null;
      /**
       * @description The communities it serves (GET /api/languages codes), or ['all'] for everyone; [] when unknown
       * @example [
       *       "te"
       *     ]
       */
      languages: string[];
      /**
       * @description Practical tags (GET /api/tags keys)
       * @example [
       *       "kids-family"
       *     ]
       */
      tags: string[];
      organization: components['schemas']['PendingEventOrganization'] | null;
      /** @description An admin took the event down ('Unpublished by an administrator'): organizer edits do not publish it again */
      unpublishedByAdmin: boolean;
      /** @description 0 = moderation found nothing */
      moderationScore: number;
      /**
       * @description The level of moderationScore: high from 70, medium from 30, low below (0 included)
       * @example low
       */
      riskLevel: components['schemas']['RiskLevel'];
      moderationFlags: string[];
      /**
       * Format: uuid
       * @description An existing event this one looks like a duplicate of
       */
      duplicateOfId: string | null;
      /**
       * Format: uuid
       * @description Scraping source, for scraped events
       */
      sourceId: string | null;
      /** @description Which of festival, languages and tags the organizer or an admin chose; the others are inferred from the text at every change */
      chosen: ('festival' | 'languages' | 'tags')[];
    };
    ModeratedOrganizationDto: {
      /** Format: uuid */
      id: string;
      /** @example Dallas Gujarati Samaj */
      name: string;
      description: string | null;
      website: string | null;
      eventsPageUrl: string | null;
      contactEmail: string | null;
      /** @example (214) 555-0100 */
      contactPhone: string | null;
      /** @example Dallas */
      city: string;
      /** @example TX */
      state: string;
      /** @description false until an admin approves the organization */
      isApproved: boolean;
      /**
       * @description The communities it serves (GET /api/languages codes, or ['all']): chosen, else inferred from the name
       * @example [
       *       "te"
       *     ]
       */
      languages: string[];
      /** Format: date-time */
      createdAt: string;
      eventSources: string[];
      /** @description languages were chosen (by the organization or an admin), not inferred */
      languagesChosen: boolean;
      submittedBy: string | null;
      rejectionReason: string | null;
      /** @description An organizer account (signs in with contactEmail) */
      isRegistered: boolean;
      eventsThisMonth: number;
      moderationScore: number;
      /**
       * @description The level of moderationScore: high from 70, medium from 30, low below (0 included)
       * @example low
       */
      riskLevel: components['schemas']['RiskLevel'];
      moderationFlags: string[];
      /** Format: date-time */
      updatedAt: string;
    };
    SourceLastRunDto: {
      /** @description Upcoming US events found (in its sources, for a run) */
      eventsFound: number;
      /** @description New events added to the directory */
      eventsSaved: number;
      /** @description Existing events updated because they changed at the source */
      eventsUpdated: number;
      /** @description Why the source could not be read */
      error: string | null;
      /**
       * @description Why nothing was found, when the events' dates are why
       * @example The feed has 12 events, all before today.
       */
      notice: string | null;
      /**
       * @description Set when only part of what the source lists could be read, saying what was missed and why
       * @example Only 24 of the 123 events the site's event listing holds were read: page 2 of 6 could not be read (the site answered 500).
       */
      partial: string | null;
      /** @description Runs in a row that failed or found nothing (0 after a run that found events) */
      failingRuns: number;
    };
    SourceResponseDto: {
      /** Format: uuid */
      id: string;
      name: string;
      /** @enum {string} */
      type: 'eventbrite' | 'facebook' | 'calendar' | 'other';
      url: string;
      active: boolean;
      /** Format: date-time */
      lastScraped: string | null;
      organizationId: string | null;
      organizationName: string | null;
      /**
       * @description 'organization' = made from an approved organization's events page or event sources
       * @enum {string}
       */
      origin: 'manual' | 'organization';
      /** @description Last run's events found (null before the first run) */
      eventsFound: number | null;
      /** @description Last run's new events */
      eventsSaved: number | null;
      /** @description Last run's updated events */
      eventsUpdated: number | null;
      /** @description Last run's error for this source */
      error: string | null;
      /** @description Last run's notice for this source (why it found nothing) */
      notice: string | null;
      /** @description The same counts grouped (null before the first run) */
      lastRun: components['schemas']['SourceLastRunDto'] | null;
    };
    CreateSourceDto: {
      /** @example DFW Hindu Temple calendar */
      name: string;
      /** @enum {string} */
      type: 'eventbrite' | 'facebook' | 'calendar' | 'other';
      /** @example https://calendar.google.com/calendar/ical/abc%40group.calendar.google.com/public/basic.ics */
      url: string;
      /** @default true */
      active: boolean;
      /**
       * Format: uuid
       * @description Organization the events are attributed to
       */
      organizationId?: string | null;
    };
    UpdateSourceDto: {
      /** @example DFW Hindu Temple calendar */
      name?: string;
      /** @enum {string} */
      type?: 'eventbrite' | 'facebook' | 'calendar' | 'other';
      /** @example https://calendar.google.com/calendar/ical/abc%40group.calendar.google.com/public/basic.ics */
      url?: string;
      active?: boolean;
      /**
       * Format: uuid
       * @description Organization the events are attributed to
       */
      organizationId?: string | null;
    };
    ScheduledJobDto: {
      /** @example scraping */
      name: string;
      /** Format: date-time */
      nextRun: string | null;
      /** @description A scheduled run of this job is in progress (on any instance) */
      running: boolean;
    };
    RunProgressDto: {
      sourcesDone: number;
      sourcesTotal: number;
    };
    SourceRunResultDto: {
      /** @description Upcoming US events found (in its sources, for a run) */
      eventsFound: number;
      /** @description New events added to the directory */
      eventsSaved: number;
      /** @description Existing events updated because they changed at the source */
      eventsUpdated: number;
      sourceId: string;
      name: string;
      /** @description Events left out, by reason */
      skipped?: {
        [key: string]: number;
      };
      /** @description How events were read: 'json-ld', 'h-event', 'ical feed …' */
      via?: string[];
      /** @description What was filled in for events, by note (e.g. a location that named no place: venue 'See event page') */
      notes?: {
        [key: string]: number;
      };
      /**
       * @description Why the source found nothing, when its events' dates are why
       * @example The feed has 12 events, all before today.
       */
      notice?: string;
      /** @description Set when only part of what the source lists could be read, saying what was missed and why */
      partial?: string;
      error: string | null;
    };
    RunSummaryDto: {
      sourcesDone: number;
      sourcesTotal: number;
      /** @description Upcoming US events found (in its sources, for a run) */
      eventsFound: number;
      /** @description New events added to the directory */
      eventsSaved: number;
      /** @description One line per failed source: '<source name>: <reason>' */
      errors: string[];
      /**
       * @description One line per source that found nothing because of its events' dates: '<source name>: <why>'
       * @example [
       *       "Temple calendar: The feed has 12 events, all before today."
       *     ]
       */
      notices: string[];
      id: string;
      /** Format: date-time */
      startedAt: string;
      /** Format: date-time */
      finishedAt: string | null;
      /** @enum {string} */
      status: 'running' | 'succeeded' | 'failed';
      /** @enum {string} */
      trigger: 'manual' | 'scheduled';
      /** @description Set when the run was for one source */
      sourceId: string | null;
      results: components['schemas']['SourceRunResultDto'][];
    };
    ScrapingStatusDto: {
      isRunning: boolean;
      scheduledJobs: components['schemas']['ScheduledJobDto'][];
      progress: components['schemas']['RunProgressDto'] | null;
      currentRunId: string | null;
      /** @description The most recent finished run */
      lastRun: components['schemas']['RunSummaryDto'] | null;
    };
    RunScrapingDto: {
      /** @description Run only this source (otherwise every active source) */
      sourceId?: string;
    };
    RunResultDto: {
      /** @description Upcoming US events found (in its sources, for a run) */
      eventsFound: number;
      /** @description New events added to the directory */
      eventsSaved: number;
      /** @description Existing events updated because they changed at the source */
      eventsUpdated: number;
      /** @description True when every source was read without error */
      success: boolean;
      /** @description One line per failed source: '<source name>: <reason>' */
      errors: string[];
      /**
       * @description One line per source that found nothing because of its events' dates: '<source name>: <why>'
       * @example [
       *       "Temple calendar: The feed has 12 events, all before today."
       *     ]
       */
      notices: string[];
      runId: string;
    };
    RunEventOutcomeDto: {
      title: string;
      /** @example 2026-11-08 */
      date: string | null;
      /** @enum {string} */
      outcome: 'saved' | 'held' | 'updated' | 'unchanged' | 'removed' | 'skipped';
      /** @description Why it was skipped or held, in plain words */
      reason: string | null;
      /**
       * Format: uuid
       * @description The event, when it is in the directory
       */
      eventId: string | null;
      /** Format: uuid */
      sourceId: string;
    };
    FailingSourceDto: {
      /** Format: uuid */
      id: string;
      name: string;
      /** @enum {string} */
      type: 'eventbrite' | 'facebook' | 'calendar' | 'other';
      url: string;
      /** Format: date-time */
      lastScraped: string | null;
      organizationName: string | null;
      /**
       * @description 'organization' = made from an approved organization's events page or event sources
       * @enum {string}
       */
      origin: 'manual' | 'organization';
      /** @description Runs in a row that failed or found nothing */
      failingRuns: number;
      /** @description It used to find events and has found none for several runs (the organization was emailed) */
      stoppedWorking: boolean;
      /** @description What the last run saw: its error, else why it found nothing */
      lastError: string | null;
      /**
       * Format: date-time
       * @description When a run last found events here (null: never)
       */
      lastFoundAt: string | null;
      /** Format: date-time */
      stoppedNotifiedAt: string | null;
      /** Format: uuid */
      organizationId: string | null;
      organizationEmail: string | null;
    };
    PreviewSourceDto: {
      /**
       * Format: uuid
       * @description Organization the events are attributed to
       */
      organizationId?: string | null;
      /**
       * Format: uuid
       * @description A listed source; otherwise give type and url
       */
      sourceId?: string;
      /** @enum {string} */
      type?: 'eventbrite' | 'facebook' | 'calendar' | 'other';
      /** @example https://www.example-temple.org/events */
      url?: string;
    };
    PreviewEventDto: {
      title: string;
      /** @example 2026-11-08 */
      date: string | null;
      /** @example 6:00 PM */
      startTime: string | null;
      venue: string | null;
      city: string | null;
      state: string | null;
      /**
       * @description new: published at once; held: saved, waiting for an admin; update: a listed event changes; skipped: not saved
       * @enum {string}
       */
      outcome: 'new' | 'held' | 'update' | 'unchanged' | 'skipped';
      /** @description Why it is held or skipped */
      reason: string | null;
      /** @description What was filled in (a location that named no place, an ongoing event) */
      notes: string[];
    };
    PreviewResultDto: {
      /** @description Why the source could not be read */
      error: string | null;
      /**
       * @description Why nothing was found, when the events' dates are why
       * @example The feed has 12 events, all before today.
       */
      notice: string | null;
      /**
       * @description Set when only part of what the source lists could be read, saying what was missed and why
       * @example Only 24 of the 123 events the site's event listing holds were read: page 2 of 6 could not be read (the site answered 500).
       */
      partial: string | null;
      /** @description How the events were read ('json-ld', 'ical feed …') */
      via: string[];
      events: components['schemas']['PreviewEventDto'][];
      /**
       * @description Events by what a run would do with them
       * @example {
       *       "new": 3,
       *       "held": 1,
       *       "update": 0,
       *       "unchanged": 0,
       *       "skipped": 2
       *     }
       */
      counts: {
        [key: string]: number;
      };
      /** @description Events found, counted as a run counts them (new, held, update, unchanged, and skipped as listed already) */
      eventsFound: number;
      /**
       * @description Events a run would leave out, by reason, as a run records them
       * @example {
       *       "already over": 2
       *     }
       */
      skipped: {
        [key: string]: number;
      };
    };
    DiscoverOrganizationsDto: {
      /**
       * @description Websites to crawl, one per line as typed (a missing https:// is added; blank lines are ignored; at most 10)
       * @example [
       *       "https://www.dfwhindutemple.org"
       *     ]
       */
      urls: string[];
    };
    DiscoveredOrganizationResultDto: {
      name: string;
      website: string;
      city: string | null;
      state: string | null;
      description: string | null;
      emails: string[];
      phones: string[];
      /** @description Events/calendar pages, event platform pages and calendar feeds */
      event_pages: string[];
      /** @description Crawled pages where contact details, addresses or event links were found */
      source_pages: string[];
      /** Format: date-time */
      last_crawled: string;
    };
    DiscoveryErrorDto: {
      /**
       * @description The address as typed
       * @example ganeshmandir.org
       */
      url: string;
      /**
       * @description Why it could not be read, in plain words (a line that is not a website address fails alone)
       * @example We couldn't reach ganeshmandir.org (no such site)
       */
      error: string;
    };
    DiscoverOrganizationsResultDto: {
      organizations: components['schemas']['DiscoveredOrganizationResultDto'][];
      /** @description The URLs that were crawled (normalised) */
      processed_urls: string[];
      /** @description Typed addresses that gave no organization, in the order typed, each with the reason */
      errors: components['schemas']['DiscoveryErrorDto'][];
    };
    DiscoveredOrganizationDto: {
      name: string;
      /** @example https://www.dfwhindutemple.org/ */
      website?: string | null;
      city: string | null;
      /** @example TX */
      state: string | null;
      description?: string | null;
      emails?: string[];
      /**
       * @description US phone numbers, checked as at signup
       * @example [
       *       "(214) 555-0100"
       *     ]
       */
      phones?: string[];
      event_pages?: string[];
      source_pages?: string[];
      /** Format: date-time */
      last_crawled?: string | null;
    };
    SavedOrganizationDto: {
      id: string;
      name: string;
      website: string | null;
      eventsPageUrl: string | null;
      eventSources: string[];
      contactEmail: string | null;
      contactPhone: string | null;
      city: string;
      state: string;
      /** @description Always false: a discovered organization waits in the approvals queue */
      isApproved: boolean;
      moderationScore: number;
      /**
       * @description The level of moderationScore: high from 70, medium from 30, low below (0 included)
       * @example low
       */
      riskLevel: components['schemas']['RiskLevel'];
      moderationFlags: string[];
    };
    ImportRulesDto: {
      /**
       * @description Words or phrases: an event whose title holds one (whole words, any case) is not imported
       * @example [
       *       "Board meeting",
       *       "Closed"
       *     ]
       */
      skipTitles: string[];
      /** @description Categories not imported */
      skipCategories: (
        | 'Cultural Events'
        | 'Religious Festivals'
        | 'Community Meetups'
        | 'Educational'
        | 'Entertainment'
        | 'Sports'
        | 'Workshop'
        | 'Exhibitions & Shopping'
      )[];
      /**
       * @description The category of an event whose words name none
       * @enum {string|null}
       */
      defaultCategory:
        | 'Cultural Events'
        | 'Religious Festivals'
        | 'Community Meetups'
        | 'Educational'
        | 'Entertainment'
        | 'Sports'
        | 'Workshop'
        | 'Exhibitions & Shopping'
        | null;
      /** @description The venue of an event whose source names no place */
      defaultVenue: string | null;
    };
    ImportRunDto: {
      /** @description Why the source could not be read */
      error: string | null;
      /**
       * @description Why nothing was found, when the events' dates are why
       * @example The feed has 12 events, all before today.
       */
      notice: string | null;
      /**
       * @description Set when only part of what the source lists could be read, saying what was missed and why
       * @example Only 24 of the 123 events the site's event listing holds were read: page 2 of 6 could not be read (the site answered 500).
       */
      partial: string | null;
      /** Format: uuid */
      runId: string;
      /** Format: date-time */
      at: string;
      /** @description Events found */
      found: number;
      /** @description New events added */
      new: number;
      /** @description Events updated because they changed at the source */
      updated: number;
      /**
       * @description Events left out, by reason in plain words
       * @example {
       *       "already over": 2,
       *       "skipped by your rule: titles with \"Board meeting\"": 1
       *     }
       */
      skipped: {
        [key: string]: number;
      };
    };
    ImportSourceDto: {
      /** Format: uuid */
      id: string;
      name: string;
      /** @enum {string} */
      type: 'eventbrite' | 'facebook' | 'calendar' | 'other';
      url: string;
      active: boolean;
      /**
       * @description 'organization' = made from an approved organization's events page or event sources
       * @enum {string}
       */
      origin: 'manual' | 'organization';
      /** @description The last run that read it (null before its first) */
      lastRun: components['schemas']['ImportRunDto'] | null;
      /** @description Runs in a row that failed or found nothing */
      failingRuns: number;
      /** @description It used to find events and has found none for several runs (the organization was emailed) */
      stoppedWorking: boolean;
    };
    OrganizationImportsDto: {
      rules: components['schemas']['ImportRulesDto'];
      sources: components['schemas']['ImportSourceDto'][];
    };
    ImportOutcomeDto: {
      title: string;
      /** @example 2026-11-08 */
      date: string | null;
      /** @enum {string} */
      outcome: 'saved' | 'held' | 'updated' | 'unchanged' | 'removed' | 'skipped';
      /** @description Why it was skipped or held, in plain words */
      reason: string | null;
      /**
       * Format: uuid
       * @description The event, when it is in the directory
       */
      eventId: string | null;
    };
    ImportPreviewDto: {
      /**
       * @description A new address for the page, previewed before it is saved
       * @example https://www.example-temple.org/events/
       */
      url?: string;
      /** @description Rules previewed before they are saved (otherwise the saved rules apply) */
      rules?: components['schemas']['ImportRulesDto'];
    };
    ChangeImportSourceDto: {
      /**
       * @description The page's new address
       * @example https://www.example-temple.org/events/
       */
      url: string;
    };
    StatsResponse: {
      /**
       * @description Organizations
       * @example 19
       */
      totalOrganizations: number;
      /**
       * @description NRI families reached
       * @example 12600
       */
      totalFamilies: number;
      /**
       * @description Monthly page views
       * @example 185000
       */
      monthlyViews: number;
      /**
       * @description Live number of publicly visible upcoming events
       * @example 72
       */
      totalEvents: number;
      /**
       * Format: date-time
       * @description When an admin last updated the figures
       */
      lastUpdated: string | null;
    };
    EventResponse: {
      /** Format: uuid */
      id: string;
      /** @example Navaratri Garba Night */
      title: string;
      description: string | null;
      /** Format: uuid */
      organizationId: string | null;
      /** @example Cultural Events */
      category: string;
      /**
       * @description The event's day (YYYY-MM-DD) in its state's time zone
       * @example 2026-10-10
       */
      date: string;
      /**
       * @description Last day of a multi-day event (YYYY-MM-DD, at most 60 days after date); null for a one-day event
       * @example 2026-10-18
       */
      endDate: string | null;
      /**
       * @description Cancelled and postponed events stay listed (with a banner)
       * @enum {string}
       */
      status: 'scheduled' | 'cancelled' | 'postponed';
      /** @example 7:00 PM */
      startTime: string;
      /** @example 11:00 PM */
      endTime: string | null;
      /** @example Curtis Culwell Center */
      venue: string;
      /**
       * @description Street address, when known
       * @example 5005 Lakeview Pkwy
       */
      address: string | null;
      /** @example Garland */
      city: string;
      /** @example TX */
      state: string;
      /** @example 75044 */
      postalCode: string | null;
      /**
       * @description Price in dollars (decimal 10,2)
       * @example 25
       */
      price: number | null;
      /**
       * @description The organizer's price text when it is more than a number
       * @example $10-15
       */
      priceText: string | null;
      isFree: boolean;
      /** @example https://tickets.example.org/garba */
      ticketUrl: string | null;
      imageUrl: string | null;
      /** @description false = 'Pending Approval' */
      isApproved: boolean;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /**
       * Format: uuid
       * @description The recurring series this event is an occurrence of
       */
      seriesId: string | null;
      /**
       * @description The series' rule in words; null for a one-off event
       * @example Every Sunday
       */
      recurrence: string | null;
      /**
       * @description The festival it celebrates (GET /api/festivals slugs)
       * @example diwali
       */
      festival: string | null;
      /**
       * @description The communities it serves (GET /api/languages codes), or ['all'] for everyone; [] when unknown
       * @example [
       *       "te"
       *     ]
       */
      languages: string[];
      /**
       * @description Practical tags (GET /api/tags keys)
       * @example [
       *       "kids-family"
       *     ]
       */
      tags: string[];
      /**
       * @description Width in pixels of the uploaded image's largest rendition (its aspect ratio is the image's); null without an uploaded image
       * @example 1280
       */
      imageWidth: number | null;
      /**
       * @description Height in pixels of the uploaded image's largest rendition
       * @example 1600
       */
      imageHeight: number | null;
      /**
       * @description IANA time zone of the event's state
       * @example America/Chicago
       */
      timeZone: string;
      organization: components['schemas']['EventOrganizationSummary'] | null;
      /** @description The metro area of the event's city or ZIP code */
      metro: components['schemas']['MetroRefResponse'] | null;
      /**
       * @description Miles from zip/near (one decimal), only when one was given
       * @example 4.7
       */
      distanceMiles?: number;
    };
    SaveEventDto: {
      /** Format: uuid */
      eventId: string;
      /**
       * @description The browser's anonymous session id
       * @example anon-3f9c2a71-5b1e-4c1d-9a0e-2b7f7c1d8e4a
       */
      userSession: string;
    };
    SavedEventResponse: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      eventId: string;
      userSession: string;
      /** Format: date-time */
      createdAt: string;
    };
    ContactDto: {
      /** @example Priya Sharma */
      name: string;
      /** @example priya@example.com */
      email: string;
      /** @example Listing our temple events */
      subject: string;
      message: string;
    };
    ContactResponse: {
      /** Format: uuid */
      id: string;
      /** Format: date-time */
      createdAt: string;
    };
    PageViewDto: {
      /**
       * @description What happened (default 'view'): 'view' (a page was shown; with eventId, the event's page) or, on an event's page (eventId required), 'calendar' (added to a calendar), 'ticket' (ticket or registration link followed), 'share'
       * @enum {string}
       */
      kind?: 'view' | 'calendar' | 'ticket' | 'share';
      /**
       * @description Path of the page viewed
       * @example /event/0b7e…
       */
      page: string;
      /** Format: uuid */
      eventId?: string | null;
      city?: string | null;
      /** @example TX */
      state?: string | null;
    };
    ContactMessageResponse: {
      /** Format: uuid */
      id: string;
      name: string;
      email: string;
      subject: string;
      message: string;
      /** @description An admin has dealt with it */
      handled: boolean;
      /** Format: date-time */
      handledAt: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    UpdateContactMessageDto: {
      /** @example true */
      handled: boolean;
    };
    CommunityStatsResponse: {
      /** Format: uuid */
      id: string;
      /** @example national */
      region: string;
      city: string | null;
      state: string | null;
      totalEvents: number;
      /**
       * @description Organizations
       * @example 19
       */
      totalOrganizations: number;
      /**
       * @description NRI families reached
       * @example 12600
       */
      totalFamilies: number;
      /**
       * @description Monthly page views
       * @example 185000
       */
      monthlyViews: number;
      eventsSavedThisMonth: number;
      activeOrganizationsThisMonth: number;
      /** Format: date-time */
      lastUpdated: string;
      /** Format: date-time */
      createdAt: string;
    };
    UpdateCommunityStatsDto: {
      city?: string | null;
      /** @example TX */
      state?: string | null;
      /** @description Total events */
      totalEvents?: number;
      /** @description Organizations */
      totalOrganizations?: number;
      /** @description NRI families */
      totalFamilies?: number;
      /** @description Monthly views */
      monthlyViews?: number;
      /** @description Events saved this month */
      eventsSavedThisMonth?: number;
      /** @description Active organizations this month */
      activeOrganizationsThisMonth?: number;
    };
    AdminSummaryResponse: {
      /** @description Organizations awaiting review */
      pendingOrganizations: number;
      /** @description Events awaiting approval */
      pendingEvents: number;
      /** @description Contact messages not yet handled */
      unhandledMessages: number;
      /** @description Scraping sources (all) */
      scrapingSources: number;
      /** @description Active scraping sources */
      activeScrapingSources: number;
    };
    SiteDailyStatistics: {
      /**
       * @description Visits of the event page
       * @example 120
       */
      views: number;
      /**
       * @description Saves (bookmarks)
       * @example 14
       */
      saves: number;
      /**
       * @description Calendar adds (.ics download or Google Calendar)
       * @example 9
       */
      calendarAdds: number;
      /**
       * @description Clicks on the ticket or registration link
       * @example 6
       */
      ticketClicks: number;
      /**
       * @description Shares (share button or copied link)
       * @example 3
       */
      shares: number;
      /**
       * @description Day (UTC)
       * @example 2026-11-02
       */
      date: string;
      /**
       * @description Page views that day (each session once per page)
       * @example 4210
       */
      pageViews: number;
    };
    LiveStatisticsResponse: {
      /**
       * @description First day of the period (UTC)
       * @example 2026-10-27
       */
      from: string;
      /**
       * @description Last day of the period (UTC): today
       * @example 2026-11-25
       */
      to: string;
      /**
       * @description Upcoming public events (the home page panel shows the same live total)
       * @example 72
       */
      events: number;
      /**
       * @description Approved organizations
       * @example 23
       */
      organizations: number;
      /**
       * @description Page views in the last 30 days (each session once per page a day)
       * @example 121000
       */
      pageViews: number;
      /**
       * @description Events saved by visitors (bookmarks kept now)
       * @example 940
       */
      saves: number;
      /**
       * @description Addresses with a confirmed follow (a metro or an organization)
       * @example 310
       */
      subscribers: number;
      /** @description The last 90 days, oldest first */
      daily: components['schemas']['SiteDailyStatistics'][];
    };
    UploadImageBody: {
      /**
       * Format: binary
       * @description A JPEG, PNG or WebP file of at most 5 MB
       */
      image: string;
    };
    ImageRenditionResponse: {
      /**
       * @description card.* and detail.* only for images stored before the four widths
       * @example 640.webp
       * @enum {string}
       */
      variant:
        | '320.webp'
        | '320.jpg'
        | '640.webp'
        | '640.jpg'
        | '960.webp'
        | '960.jpg'
        | '1280.webp'
        | '1280.jpg'
        | 'card.webp'
        | 'card.jpg'
        | 'detail.webp'
        | 'detail.jpg';
      /** @example /api/images/3f…9a/640.webp */
      url: string;
      /** @example image/webp */
      contentType: string;
      /** @example 640 */
      width: number;
      /** @example 360 */
      height: number;
      /**
       * @description Bytes
       * @example 48213
       */
      size: number;
    };
    ImageResponse: {
      /**
       * @description SHA-256 of the uploaded file
       * @example 3f9c…
       */
      id: string;
      /**
       * @description The image's address, to put in an event's imageUrl (serves the largest JPEG; renditions at <url>/320.webp, <url>/640.jpg… up to 1280)
       * @example /api/images/3f9c…
       */
      url: string;
      /**
       * @description Width of the largest rendition (the original, if narrower than 1280 px)
       * @example 1280
       */
      width: number;
      /**
       * @description Height of the largest rendition
       * @example 720
       */
      height: number;
      renditions: components['schemas']['ImageRenditionResponse'][];
    };
    InsightCounts: {
      /**
       * @description Visits of the event page
       * @example 120
       */
      views: number;
      /**
       * @description Saves (bookmarks)
       * @example 14
       */
      saves: number;
      /**
       * @description Calendar adds (.ics download or Google Calendar)
       * @example 9
       */
      calendarAdds: number;
      /**
       * @description Clicks on the ticket or registration link
       * @example 6
       */
      ticketClicks: number;
      /**
       * @description Shares (share button or copied link)
       * @example 3
       */
      shares: number;
    };
    DailyInsightCounts: {
      /**
       * @description Visits of the event page
       * @example 120
       */
      views: number;
      /**
       * @description Saves (bookmarks)
       * @example 14
       */
      saves: number;
      /**
       * @description Calendar adds (.ics download or Google Calendar)
       * @example 9
       */
      calendarAdds: number;
      /**
       * @description Clicks on the ticket or registration link
       * @example 6
       */
      ticketClicks: number;
      /**
       * @description Shares (share button or copied link)
       * @example 3
       */
      shares: number;
      /**
       * @description Day (UTC)
       * @example 2026-11-02
       */
      date: string;
    };
    EventInsightsResponse: {
      /**
       * @description First day of the period (UTC)
       * @example 2026-10-27
       */
      from: string;
      /**
       * @description Last day of the period (UTC): today
       * @example 2026-11-25
       */
      to: string;
      /** Format: uuid */
      eventId: string;
      /** @description Totals over the period */
      totals: components['schemas']['InsightCounts'];
      /** @description One entry per day of the period, oldest first */
      daily: components['schemas']['DailyInsightCounts'][];
    };
    OrganizationInsightsResponse: {
      /**
       * @description First day of the period (UTC)
       * @example 2026-10-27
       */
      from: string;
      /**
       * @description Last day of the period (UTC): today
       * @example 2026-11-25
       */
      to: string;
      /** Format: uuid */
      organizationId: string;
      /** @description Totals over the period, all the organization's events */
      totals: components['schemas']['InsightCounts'];
      /** @description Events with any activity in the period (others had none) */
      events: components['schemas']['EventInsightsResponse'][];
    };
    SeasonResponse: {
      /** @example 2026-09-22 */
      from: string;
      /** @example 2026-12-25 */
      to: string;
    };
    FestivalSummaryResponse: {
      /** @example 2026-11-06 */
      startDate: string;
      /** @example 2026-11-08 */
      mainDate: string;
      /** @example 2026-11-10 */
      endDate: string;
      /** @example diwali */
      slug: string;
      /** @example Diwali */
      name: string;
      /** @example 2026 */
      year: number;
      /**
       * @description The public page: /festivals/diwali-2026
       * @example diwali-2026
       */
      pageSlug: string;
      /**
       * @description Days from today to the main day (negative once past)
       * @example 12
       */
      daysUntil: number;
      /**
       * @description Upcoming public events of the festival in its season (in the metro / near the place when given)
       * @example 23
       */
      eventCount: number;
      /** @description One paragraph */
      summary: string;
      /** @description The days whose events belong to its page (45 days before its start to 45 after its end) */
      season: components['schemas']['SeasonResponse'];
    };
    UpcomingFestivalResponse: {
      festival: components['schemas']['FestivalSummaryResponse'] | null;
    };
    RegionalNameResponse: {
      /** @example Deepavali */
      name: string;
      /**
       * @example [
       *       "ta",
       *       "te"
       *     ]
       */
      languages: string[];
    };
    FestivalDatesResponse: {
      /** @example 2026-11-06 */
      startDate: string;
      /** @example 2026-11-08 */
      mainDate: string;
      /** @example 2026-11-10 */
      endDate: string;
      /** @description Why these days (a documented exception) */
      note: string | null;
      /** @example America/New_York */
      timeZone: string;
    };
    FestivalMetroResponse: {
      /** @example dallas-fort-worth */
      slug: string;
      /** @example Dallas–Fort Worth */
      name: string;
      /**
       * @description Public events of the festival in its season, past included
       * @example 4
       */
      eventCount: number;
    };
    FestivalPageResponse: {
      /** @example 2026-11-06 */
      startDate: string;
      /** @example 2026-11-08 */
      mainDate: string;
      /** @example 2026-11-10 */
      endDate: string;
      /** @example diwali */
      slug: string;
      /** @example Diwali */
      name: string;
      /** @example 2026 */
      year: number;
      /**
       * @description The public page: /festivals/diwali-2026
       * @example diwali-2026
       */
      pageSlug: string;
      /**
       * @description Days from today to the main day (negative once past)
       * @example 12
       */
      daysUntil: number;
      /**
       * @description Upcoming public events of the festival in its season (in the metro / near the place when given)
       * @example 23
       */
      eventCount: number;
      /** @description One paragraph */
      summary: string;
      /** @description The days whose events belong to its page (45 days before its start to 45 after its end) */
      season: components['schemas']['SeasonResponse'];
      regionalNames: components['schemas']['RegionalNameResponse'][];
      /** @description Codes of the communities that keep it as their own; [] = everyone's */
      communities: string[];
      /** @description Its days in each US time zone */
      dates: components['schemas']['FestivalDatesResponse'][];
      metros: components['schemas']['FestivalMetroResponse'][];
    };
    LanguageResponse: {
      /** @example te */
      code: string;
      /** @example Telugu */
      name: string;
      /** @example తెలుగు */
      nativeName: string;
      /**
       * @description Upcoming public events serving the community
       * @example 7
       */
      eventCount: number;
    };
    TagResponse: {
      /** @example kids-family */
      key: string;
      /** @example Kids & family */
      label: string;
    };
    FestivalDateResponse: {
      /** @example 2026-11-06 */
      startDate: string;
      /** @example 2026-11-08 */
      mainDate: string;
      /** @example 2026-11-10 */
      endDate: string;
      /**
       * @description festivalSlug:year:timeZone
       * @example diwali:2026:America/New_York
       */
      id: string;
      /** @example diwali */
      festivalSlug: string;
      /**
       * @description The festival’s display name
       * @example Diwali
       */
      festival: string;
      /** @example 2026 */
      year: number;
      /**
       * @example America/New_York
       * @enum {string}
       */
      timeZone: 'America/New_York' | 'America/Chicago' | 'America/Denver' | 'America/Los_Angeles';
      /** @description Why these days (a documented exception) */
      note: string | null;
      /** @description The admin who last edited the row; null for shipped dates */
      updatedBy: string | null;
      /** Format: date-time */
      updatedAt: string;
    };
    FestivalDays: {
      /** @example 2026-11-06 */
      startDate: string;
      /** @example 2026-11-08 */
      mainDate: string;
      /** @example 2026-11-10 */
      endDate: string;
    };
    FestivalDateDisagreementResponse: {
      /**
       * @description festivalSlug:year:timeZone
       * @example diwali:2026:America/New_York
       */
      id: string;
      /** @example diwali */
      festivalSlug: string;
      /**
       * @description The festival’s display name
       * @example Diwali
       */
      festival: string;
      /** @example 2026 */
      year: number;
      /**
       * @example America/New_York
       * @enum {string}
       */
      timeZone: 'America/New_York' | 'America/Chicago' | 'America/Denver' | 'America/Los_Angeles';
      /** @description Why these days (a documented exception) */
      note: string | null;
      /** @description What the table says; null when it has no row */
      table: components['schemas']['FestivalDays'] | null;
      /** @description What the computation says; null when it knows no such day */
      computed: components['schemas']['FestivalDays'] | null;
    };
    UpdateFestivalDateDto: {
      /**
       * @description First day (YYYY-MM-DD)
       * @example 2026-11-06
       */
      startDate: string;
      /**
       * @description Main day (YYYY-MM-DD), in the row’s year
       * @example 2026-11-08
       */
      mainDate: string;
      /**
       * @description Last day (YYYY-MM-DD), at most 31 days after the first
       * @example 2026-11-10
       */
      endDate: string;
      /** @description Why these days (a documented exception); blank clears it */
      note?: string | null;
    };
    FollowDto: {
      /** @example Cultural Events */
      category?: string | null;
      /** @example te */
      language?: string | null;
      /** @example diwali */
      festival?: string | null;
      /** @example priya@example.com */
      email: string;
      /**
       * @description A metro slug (GET /api/metros); give metro, zip or organizationId
       * @example dallas-fort-worth
       */
      metro?: string;
      /**
       * @description A 5-digit US ZIP code: events within `radius` miles of it; give metro, zip or organizationId
       * @example 08817
       */
      zip?: string;
      /**
       * @description Miles around zip, 1–500 (default 25); only with zip
       * @example 25
       */
      radius?: number | string;
      /**
       * Format: uuid
       * @description An approved organization; give metro, zip or organizationId
       */
      organizationId?: string;
    };
    FollowAcceptedResponse: {
      /** @example Check your email to confirm */
      message: string;
    };
    FollowScopeRef: {
      /**
       * @description Metro slug or organization id
       * @example dallas-fort-worth
       */
      id: string;
      /** @example Dallas–Fort Worth */
      name: string;
    };
    FollowResponse: {
      /** Format: uuid */
      id: string;
      /**
       * @description What is followed, in words
       * @example Telugu events in Dallas–Fort Worth
       */
      name: string;
      /** @description The metro followed */
      metro: components['schemas']['FollowScopeRef'] | null;
      /** @description The organization followed */
      organization: components['schemas']['FollowScopeRef'] | null;
      /**
       * @description The ZIP code followed (with radius)
       * @example 08817
       */
      zip: string | null;
      /**
       * @description Miles around zip
       * @example 25
       */
      radius: number | null;
      category: string | null;
      language: string | null;
      festival: string | null;
      /** @enum {string} */
      status: 'pending' | 'active' | 'unsubscribed' | 'bounced';
    };
    FollowConfirmedResponse: {
      /** @example You are following events in Dallas–Fort Worth */
      message: string;
      follow: components['schemas']['FollowResponse'];
      /** @description Token for /follows/manage (all follows of this email) */
      manageToken: string;
    };
    FollowUnsubscribedResponse: {
      /** @example You will not receive emails about events in Dallas–Fort Worth any more */
      message: string;
      /** @description The follow (null when every follow of the address was stopped) */
      follow: components['schemas']['FollowResponse'] | null;
      /** @description Token for /follows/manage */
      manageToken: string;
    };
    LanguageChoice: {
      /** @example te */
      code: string;
      /** @example Telugu */
      name: string;
    };
    FestivalChoice: {
      /** @example diwali */
      slug: string;
      /** @example Diwali */
      name: string;
    };
    FollowChoices: {
      categories: string[];
      languages: components['schemas']['LanguageChoice'][];
      festivals: components['schemas']['FestivalChoice'][];
    };
    FollowManageResponse: {
      /** @example priya@example.com */
      email: string;
      /** @description Pending and active follows, oldest first */
      follows: components['schemas']['FollowResponse'][];
      /** @description The values the filters take */
      choices: components['schemas']['FollowChoices'];
    };
    FollowFiltersDto: {
      /** @example Cultural Events */
      category?: string | null;
      /** @example te */
      language?: string | null;
      /** @example diwali */
      festival?: string | null;
    };
    DigestRunResponse: {
      /** @description Digests written to the outbox */
      digests: number;
      /** @description New-event notices written to the outbox */
      notices: number;
    };
    BackupRecordResponse: {
      /** @description The file, in the backup directory */
      file: string;
      /** Format: date-time */
      takenAt: string;
      sizeBytes?: number | null;
      /** @description Rows in the backup */
      rows?: number | null;
      /**
       * Format: date-time
       * @description When a restore into a scratch database verified it
       */
      verifiedAt?: string | null;
      /** @description Why it failed */
      error?: string | null;
    };
    BackupStatusResponse: {
      /** @description Where scheduled backups are written (BACKUP_DIR, or DATA_DIR/backups) */
      directory: string;
      /** @description When they run (BACKUP_CRON, UTC), or 'off'; they run only where ENABLE_SCHEDULER is on */
      schedule: string;
      /** @description The newest verified backup */
      lastGood?: components['schemas']['BackupRecordResponse'] | null;
      /** @description A newer attempt than the last good one: running or failed */
      lastAttempt?: components['schemas']['BackupRecordResponse'] | null;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type HealthStatusDto = components['schemas']['HealthStatusDto'];
export type HealthLiveDto = components['schemas']['HealthLiveDto'];
export type HealthReadyDto = components['schemas']['HealthReadyDto'];
export type ApiErrorCode = components['schemas']['ApiErrorCode'];
export type ApiErrorBody = components['schemas']['ApiErrorBody'];
export type OutgoingMailResponse = components['schemas']['OutgoingMailResponse'];
export type OrgSignupDto = components['schemas']['OrgSignupDto'];
export type TokenResponse = components['schemas']['TokenResponse'];
export type OrgLoginDto = components['schemas']['OrgLoginDto'];
export type OrgProfileResponse = components['schemas']['OrgProfileResponse'];
export type AdminLoginDto = components['schemas']['AdminLoginDto'];
export type AdminProfile = components['schemas']['AdminProfile'];
export type AdminLoginResponse = components['schemas']['AdminLoginResponse'];
export type AdminMeResponse = components['schemas']['AdminMeResponse'];
export type ForgotPasswordDto = components['schemas']['ForgotPasswordDto'];
export type MessageResponse = components['schemas']['MessageResponse'];
export type ResetTokenDto = components['schemas']['ResetTokenDto'];
export type ResetPasswordDto = components['schemas']['ResetPasswordDto'];
export type SubmitOrganizationDto = components['schemas']['SubmitOrganizationDto'];
export type OrganizationResponse = components['schemas']['OrganizationResponse'];
export type OrganizationMetro = components['schemas']['OrganizationMetro'];
export type PublicOrganizationResponse = components['schemas']['PublicOrganizationResponse'];
export type OrganizationLanguagesDto = components['schemas']['OrganizationLanguagesDto'];
export type OrganizationLanguagesResponse = components['schemas']['OrganizationLanguagesResponse'];
export type RiskLevel = components['schemas']['RiskLevel'];
export type AdminOrganizationResponse = components['schemas']['AdminOrganizationResponse'];
export type RejectDto = components['schemas']['RejectDto'];
export type AdminCreateOrganizationDto = components['schemas']['AdminCreateOrganizationDto'];
export type AdminUpdateOrganizationDto = components['schemas']['AdminUpdateOrganizationDto'];
export type EventOrganizationSummary = components['schemas']['EventOrganizationSummary'];
export type EventCardResponse = components['schemas']['EventCardResponse'];
export type SuggestionResponse = components['schemas']['SuggestionResponse'];
export type EmptyAnswerResponse = components['schemas']['EmptyAnswerResponse'];
export type EventOrganizationDetail = components['schemas']['EventOrganizationDetail'];
export type MetroRefResponse = components['schemas']['MetroRefResponse'];
export type EventDetailResponse = components['schemas']['EventDetailResponse'];
export type CreateEventDto = components['schemas']['CreateEventDto'];
export type ManagedEventOrganization = components['schemas']['ManagedEventOrganization'];
export type ManagedEventResponse = components['schemas']['ManagedEventResponse'];
export type UpdateEventDto = components['schemas']['UpdateEventDto'];
export type RejectedEventResponse = components['schemas']['RejectedEventResponse'];
export type RecurrenceDto = components['schemas']['RecurrenceDto'];
export type CreateEventSeriesDto = components['schemas']['CreateEventSeriesDto'];
export type EventSeriesResponse = components['schemas']['EventSeriesResponse'];
export type UpdateEventSeriesDto = components['schemas']['UpdateEventSeriesDto'];
export type PendingEventOrganization = components['schemas']['PendingEventOrganization'];
export type PendingEventResponse = components['schemas']['PendingEventResponse'];
export type RejectResponse = components['schemas']['RejectResponse'];
export type AdminUpdateEventDto = components['schemas']['AdminUpdateEventDto'];
export type MetroCountResponse = components['schemas']['MetroCountResponse'];
export type ZipPlaceResponse = components['schemas']['ZipPlaceResponse'];
export type SynonymGroupResponse = components['schemas']['SynonymGroupResponse'];
export type CreateSynonymGroupDto = components['schemas']['CreateSynonymGroupDto'];
export type UpdateSynonymGroupDto = components['schemas']['UpdateSynonymGroupDto'];
export type ModeratedEventDto = components['schemas']['ModeratedEventDto'];
export type ModeratedOrganizationDto = components['schemas']['ModeratedOrganizationDto'];
export type SourceLastRunDto = components['schemas']['SourceLastRunDto'];
export type SourceResponseDto = components['schemas']['SourceResponseDto'];
export type CreateSourceDto = components['schemas']['CreateSourceDto'];
export type UpdateSourceDto = components['schemas']['UpdateSourceDto'];
export type ScheduledJobDto = components['schemas']['ScheduledJobDto'];
export type RunProgressDto = components['schemas']['RunProgressDto'];
export type SourceRunResultDto = components['schemas']['SourceRunResultDto'];
export type RunSummaryDto = components['schemas']['RunSummaryDto'];
export type ScrapingStatusDto = components['schemas']['ScrapingStatusDto'];
export type RunScrapingDto = components['schemas']['RunScrapingDto'];
export type RunResultDto = components['schemas']['RunResultDto'];
export type RunEventOutcomeDto = components['schemas']['RunEventOutcomeDto'];
export type FailingSourceDto = components['schemas']['FailingSourceDto'];
export type PreviewSourceDto = components['schemas']['PreviewSourceDto'];
export type PreviewEventDto = components['schemas']['PreviewEventDto'];
export type PreviewResultDto = components['schemas']['PreviewResultDto'];
export type DiscoverOrganizationsDto = components['schemas']['DiscoverOrganizationsDto'];
export type DiscoveredOrganizationResultDto = components['schemas']['DiscoveredOrganizationResultDto'];
export type DiscoveryErrorDto = components['schemas']['DiscoveryErrorDto'];
export type DiscoverOrganizationsResultDto = components['schemas']['DiscoverOrganizationsResultDto'];
export type DiscoveredOrganizationDto = components['schemas']['DiscoveredOrganizationDto'];
export type SavedOrganizationDto = components['schemas']['SavedOrganizationDto'];
export type ImportRulesDto = components['schemas']['ImportRulesDto'];
export type ImportRunDto = components['schemas']['ImportRunDto'];
export type ImportSourceDto = components['schemas']['ImportSourceDto'];
export type OrganizationImportsDto = components['schemas']['OrganizationImportsDto'];
export type ImportOutcomeDto = components['schemas']['ImportOutcomeDto'];
export type ImportPreviewDto = components['schemas']['ImportPreviewDto'];
export type ChangeImportSourceDto = components['schemas']['ChangeImportSourceDto'];
export type StatsResponse = components['schemas']['StatsResponse'];
export type EventResponse = components['schemas']['EventResponse'];
export type SaveEventDto = components['schemas']['SaveEventDto'];
export type SavedEventResponse = components['schemas']['SavedEventResponse'];
export type ContactDto = components['schemas']['ContactDto'];
export type ContactResponse = components['schemas']['ContactResponse'];
export type PageViewDto = components['schemas']['PageViewDto'];
export type ContactMessageResponse = components['schemas']['ContactMessageResponse'];
export type UpdateContactMessageDto = components['schemas']['UpdateContactMessageDto'];
export type CommunityStatsResponse = components['schemas']['CommunityStatsResponse'];
export type UpdateCommunityStatsDto = components['schemas']['UpdateCommunityStatsDto'];
export type AdminSummaryResponse = components['schemas']['AdminSummaryResponse'];
export type SiteDailyStatistics = components['schemas']['SiteDailyStatistics'];
export type LiveStatisticsResponse = components['schemas']['LiveStatisticsResponse'];
export type UploadImageBody = components['schemas']['UploadImageBody'];
export type ImageRenditionResponse = components['schemas']['ImageRenditionResponse'];
export type ImageResponse = components['schemas']['ImageResponse'];
export type InsightCounts = components['schemas']['InsightCounts'];
export type DailyInsightCounts = components['schemas']['DailyInsightCounts'];
export type EventInsightsResponse = components['schemas']['EventInsightsResponse'];
export type OrganizationInsightsResponse = components['schemas']['OrganizationInsightsResponse'];
export type SeasonResponse = components['schemas']['SeasonResponse'];
export type FestivalSummaryResponse = components['schemas']['FestivalSummaryResponse'];
export type UpcomingFestivalResponse = components['schemas']['UpcomingFestivalResponse'];
export type RegionalNameResponse = components['schemas']['RegionalNameResponse'];
export type FestivalDatesResponse = components['schemas']['FestivalDatesResponse'];
export type FestivalMetroResponse = components['schemas']['FestivalMetroResponse'];
export type FestivalPageResponse = components['schemas']['FestivalPageResponse'];
export type LanguageResponse = components['schemas']['LanguageResponse'];
export type TagResponse = components['schemas']['TagResponse'];
export type FestivalDateResponse = components['schemas']['FestivalDateResponse'];
export type FestivalDays = components['schemas']['FestivalDays'];
export type FestivalDateDisagreementResponse = components['schemas']['FestivalDateDisagreementResponse'];
export type UpdateFestivalDateDto = components['schemas']['UpdateFestivalDateDto'];
export type FollowDto = components['schemas']['FollowDto'];
export type FollowAcceptedResponse = components['schemas']['FollowAcceptedResponse'];
export type FollowScopeRef = components['schemas']['FollowScopeRef'];
export type FollowResponse = components['schemas']['FollowResponse'];
export type FollowConfirmedResponse = components['schemas']['FollowConfirmedResponse'];
export type FollowUnsubscribedResponse = components['schemas']['FollowUnsubscribedResponse'];
export type LanguageChoice = components['schemas']['LanguageChoice'];
export type FestivalChoice = components['schemas']['FestivalChoice'];
export type FollowChoices = components['schemas']['FollowChoices'];
export type FollowManageResponse = components['schemas']['FollowManageResponse'];
export type FollowFiltersDto = components['schemas']['FollowFiltersDto'];
export type DigestRunResponse = components['schemas']['DigestRunResponse'];
export type BackupRecordResponse = components['schemas']['BackupRecordResponse'];
export type BackupStatusResponse = components['schemas']['BackupStatusResponse'];
export type $defs = Record<string, never>;
export interface operations {
  HealthController_check: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The service and its database are up */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthStatusDto'];
        };
      };
      /** @description The database is unreachable, or the server is shutting down */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthStatusDto'];
        };
      };
    };
  };
  HealthController_live: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The process runs and answers (also while draining and while the database is away) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthLiveDto'];
        };
      };
    };
  };
  HealthController_ready: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The database takes writes and the server is not stopping */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthReadyDto'];
        };
      };
      /** @description The database is down or refuses writes (disk full, read-only), or the server is stopping */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthReadyDto'];
        };
      };
    };
  };
  OutgoingMailAdminController_list: {
    parameters: {
      query?: {
        /** @description JSON ["field","ASC"|"DESC"]; fields: id, createdAt, to, subject, kind, status, attempts, sentAt */
        sort?: unknown;
        /** @description JSON [start,end], inclusive, 0-based */
        range?: unknown;
        /** @description JSON object; keys: q, status, kind, id */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of outgoing-mail; header Content-Range: outgoing-mail start-end/total */
      200: {
        headers: {
          /** @description outgoing-mail start-end/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutgoingMailResponse'][];
        };
      };
      /** @description Bad sort, range or filter */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OutgoingMailAdminController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutgoingMailResponse'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrgAuthController_signup: {
    parameters: {
      query?: never;
      header?: {
        /** @description A unique key per submission (e.g. a UUID), the same on every retry of it. Within 24 hours, a repeat with the same key and body answers the first request's status and body (header Idempotent-Replayed: true) without writing again; the same key with another body is 422; while the first request is still running, a repeat waits for it (up to 5 s, then 409). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrgSignupDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenResponse'];
        };
      };
      /** @description Validation, e.g. 'Organizer name is required' */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'Organization with this email already exists' */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'This Idempotency-Key was already used for a different request' */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description More than 5 in 60 minute(s) per client address: 'Too many sign-ups from this network. Please try again in …'; header Retry-After (seconds) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrgAuthController_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrgLoginDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenResponse'];
        };
      };
      /** @description 'Invalid email or password' (unknown email and wrong password alike) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'Too many login attempts. Please wait a minute and try again.'; header Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrgAuthController_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrgProfileResponse'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an organizer token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrgAuthController_reapply: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrgProfileResponse'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an organizer token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'Only an organization that was not approved can re-apply' */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrgAuthController_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  AdminAuthController_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminLoginDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminLoginResponse'];
        };
      };
      /** @description 'Username is required' / 'Password is required' */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'Invalid username or password' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'Too many login attempts. Please wait a minute and try again.'; header Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  AdminAuthController_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminMeResponse'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  AdminAuthController_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  PasswordResetController_forgot: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ForgotPasswordDto'];
      };
    };
    responses: {
      /** @description 'If an organizer account uses that email, we have sent it a link to choose a new password. The link works once, for 30 minutes.' */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description 'Please enter a valid email' */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'Too many password reset requests. Please wait a few minutes and try again.' (per email and per IP); header Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  PasswordResetController_check: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetTokenDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description 'This password reset link has expired or has already been used. Please request a new link.' */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  PasswordResetController_resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetPasswordDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description 'This password reset link has expired or has already been used. Please request a new link.' / 'Password must be at least 6 characters' */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrganizationsController_list: {
    parameters: {
      query?: {
        /** @description Part of the name (case-insensitive) */
        q?: string;
        limit?: number;
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description Number of matching organizations */
          'X-Total-Count'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganizationResponse'][];
        };
      };
    };
  };
  OrganizationsController_submit: {
    parameters: {
      query?: never;
      header?: {
        /** @description A unique key per submission (e.g. a UUID), the same on every retry of it. Within 24 hours, a repeat with the same key and body answers the first request's status and body (header Idempotent-Replayed: true) without writing again; the same key with another body is 422; while the first request is still running, a repeat waits for it (up to 5 s, then 409). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubmitOrganizationDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganizationResponse'];
        };
      };
      /** @description A missing or invalid field (message names it) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'This Idempotency-Key was already used for a different request' */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description More than 5 in 60 minute(s) per client address: 'Too many organization submissions from this network. Please try again in …'; header Retry-After (seconds) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrganizationsController_publicPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicOrganizationResponse'];
        };
      };
      /** @description Organization not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrgProfileController_setLanguages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrganizationLanguagesDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganizationLanguagesResponse'];
        };
      };
      /** @description Unknown language 'x'. Known languages: te, ta, …, all */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an organizer token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrganizationsAdminController_pending: {
    parameters: {
      query?: {
        /** @description JSON ["field","ASC"|"DESC"]; fields: risk, createdAt */
        sort?: unknown;
        /** @description JSON [start,end], inclusive, 0-based */
        range?: unknown;
        /** @description JSON object; keys: */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of organizations; header Content-Range: organizations start-end/total */
      200: {
        headers: {
          /** @description organizations start-end/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminOrganizationResponse'][];
        };
      };
      /** @description Bad sort, range or filter */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrganizationsAdminController_approve: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminOrganizationResponse'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrganizationsAdminController_reject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RejectDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminOrganizationResponse'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrganizationsAdminController_list: {
    parameters: {
      query?: {
        /** @description JSON ["field","ASC"|"DESC"]; fields: id, name, city, state, contactEmail, isApproved, isRegistered, eventsThisMonth, moderationScore, createdAt, updatedAt */
        sort?: unknown;
        /** @description JSON [start,end], inclusive, 0-based */
        range?: unknown;
        /** @description JSON object; keys: q, status, isApproved, city, state, isRegistered, id, flagged */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of organizations; header Content-Range: organizations start-end/total */
      200: {
        headers: {
          /** @description organizations start-end/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminOrganizationResponse'][];
        };
      };
      /** @description Bad sort, range or filter */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrganizationsAdminController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description A unique key per submission (e.g. a UUID), the same on every retry of it. Within 24 hours, a repeat with the same key and body answers the first request's status and body (header Idempotent-Replayed: true) without writing again; the same key with another body is 422; while the first request is still running, a repeat waits for it (up to 5 s, then 409). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminCreateOrganizationDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminOrganizationResponse'];
        };
      };
      /** @description 'Organization name is required', 'City is required', 'State is required', ... */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'This Idempotency-Key was already used for a different request' */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrganizationsAdminController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminOrganizationResponse'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrganizationsAdminController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminUpdateOrganizationDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminOrganizationResponse'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Another organizer account has this email */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrganizationsAdminController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminOrganizationResponse'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  EventsController_list: {
    parameters: {
      query?: {
        /** @description Search text (title, description, venue, city, organization name); prefix and typo tolerant. Empty = no search. A search answers at most the 1,000 soonest matching events (with includePast, the latest), ordered by day, relevance breaking ties within a day, unless sortBy is given; X-Total-Count is then at most 1000. */
        search?: string;
        /** @description Default: date, or relevance when searching. distance: nearest first (needs zip or near; sortOrder is ignored) */
        sortBy?: 'date' | 'title' | 'distance';
        sortOrder?: 'asc' | 'desc';
        /** @description City name (case-insensitive) */
        city?: string;
        /** @description Two-letter state code (DC included) */
        state?: string;
        /** @description Category (case-insensitive) */
        category?: string;
        /** @description Earliest event date (YYYY-MM-DD, inclusive) */
        from?: string;
        /** @description Latest event date (YYYY-MM-DD, inclusive) */
        to?: string;
        /** @description true: only free events; false: only paid events */
        free?: boolean;
        /** @description Include events before today (in the event's time zone) */
        includePast?: boolean;
        /** @description Metro area slug (GET /api/metros), e.g. 'dallas-fort-worth' (Irving, Plano, Frisco…) or a region such as 'bay-area' */
        metro?: string;
        /** @description Festival slug (GET /api/festivals), e.g. diwali: events linked to it */
        festival?: string;
        /** @description Language/community code (GET /api/languages), e.g. te: events whose languages include it ('all' = events for everyone); several separated by commas (te,ta): events serving any of them */
        language?: string;
        /** @description Practical tag key (GET /api/tags), e.g. kids-family */
        tag?: string;
        /** @description 5-digit US ZIP code: the centre of a radius search */
        zip?: string;
        /** @description latitude,longitude in decimal degrees: the centre of a radius search */
        near?: string;
        /** @description Miles around zip or near, 1–500 (default 25) */
        radius?: string;
        /** @description One organization's events */
        organizationId?: string;
        /** @description all (default): every date of a recurring event; next: only the first date of each series that the other filters match (the card says how it repeats) */
        series?: 'all' | 'next';
        /** @description The dates of one recurring event (an event's seriesId) */
        seriesId?: string;
        /** @description card: what an event card shows (no description, address, metro, time zone or timestamps; organization name and contact only; ≈ 550 bytes an event); full (default): every public field */
        fields?: 'card' | 'full';
        limit?: number;
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Full rows (EventResponse), or cards (EventCardResponse) with fields=card */
      200: {
        headers: {
          /** @description Number of matching events (all pages), at most 1000 */
          'X-Total-Count'?: number;
          /** @description 'true' when more than 1000 events match (X-Total-Count is then 1000) */
          'X-Total-Count-Capped'?: string;
          /** @description URI-encoded place a search's place words became a filter for ('New Jersey', 'Edison, NJ') */
          'X-Search-Place'?: string;
          /** @description With X-Search-Place: the URI-encoded words of the search left once the place words became the filter ('diwali' for 'diwali wyoming'; empty when the search was only a place) — the same search everywhere */
          'X-Search-Text'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': (components['schemas']['EventResponse'] | components['schemas']['EventCardResponse'])[];
        };
      };
      /** @description An invalid or unknown query parameter */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  EventsManageController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description A unique key per submission (e.g. a UUID), the same on every retry of it. Within 24 hours, a repeat with the same key and body answers the first request's status and body (header Idempotent-Replayed: true) without writing again; the same key with another body is 422; while the first request is still running, a repeat waits for it (up to 5 s, then 409). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateEventDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ManagedEventResponse'];
        };
      };
      /** @description Validation, e.g. 'Title is required', 'Date is required', 'Organization is required' */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'This Idempotency-Key was already used for a different request' */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description More than 60 in 60 minute(s) per organization: 'Too many new events from this organization. Please try again in …'; header Retry-After (seconds) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  EventsController_suggestions: {
    parameters: {
      query?: {
        /** @description Search text (title, description, venue, city, organization name); prefix and typo tolerant. Empty = no search. A search answers at most the 1,000 soonest matching events (with includePast, the latest), ordered by day, relevance breaking ties within a day, unless sortBy is given; X-Total-Count is then at most 1000. */
        search?: string;
        /** @description Default: date, or relevance when searching. distance: nearest first (needs zip or near; sortOrder is ignored) */
        sortBy?: 'date' | 'title' | 'distance';
        sortOrder?: 'asc' | 'desc';
        /** @description City name (case-insensitive) */
        city?: string;
        /** @description Two-letter state code (DC included) */
        state?: string;
        /** @description Category (case-insensitive) */
        category?: string;
        /** @description Earliest event date (YYYY-MM-DD, inclusive) */
        from?: string;
        /** @description Latest event date (YYYY-MM-DD, inclusive) */
        to?: string;
        /** @description true: only free events; false: only paid events */
        free?: boolean;
        /** @description Include events before today (in the event's time zone) */
        includePast?: boolean;
        /** @description Metro area slug (GET /api/metros), e.g. 'dallas-fort-worth' (Irving, Plano, Frisco…) or a region such as 'bay-area' */
        metro?: string;
        /** @description Festival slug (GET /api/festivals), e.g. diwali: events linked to it */
        festival?: string;
        /** @description Language/community code (GET /api/languages), e.g. te: events whose languages include it ('all' = events for everyone); several separated by commas (te,ta): events serving any of them */
        language?: string;
        /** @description Practical tag key (GET /api/tags), e.g. kids-family */
        tag?: string;
        /** @description 5-digit US ZIP code: the centre of a radius search */
        zip?: string;
        /** @description latitude,longitude in decimal degrees: the centre of a radius search */
        near?: string;
        /** @description Miles around zip or near, 1–500 (default 25) */
        radius?: string;
        /** @description One organization's events */
        organizationId?: string;
        /** @description all (default): every date of a recurring event; next: only the first date of each series that the other filters match (the card says how it repeats) */
        series?: 'all' | 'next';
        /** @description The dates of one recurring event (an event's seriesId) */
        seriesId?: string;
        /** @description card: what an event card shows (no description, address, metro, time zone or timestamps; organization name and contact only; ≈ 550 bytes an event); full (default): every public field */
        fields?: 'card' | 'full';
        limit?: number;
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyAnswerResponse'];
        };
      };
      /** @description An invalid or unknown query parameter */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  EventsController_detail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventDetailResponse'];
        };
      };
      /** @description Malformed id */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Event not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  EventsManageController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateEventDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ManagedEventResponse'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'Event not found' (also for another organizer's event) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  EventsManageController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Cannot delete past events' */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'Event not found' (also for another organizer's event) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  EventsController_ics: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/calendar attachment */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': string;
        };
      };
      /** @description Event not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  CalendarController_city: {
    parameters: {
      query?: {
        /** @description Two-letter state code (DC included) */
        state?: string;
      };
      header?: never;
      path: {
        city: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/calendar */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': string;
        };
      };
      /** @description If-None-Match named the current ETag */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Too many feeds built for this client: 'Too many … Please try again in …'; Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  EventsManageController_listForOrganization: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ManagedEventResponse'][];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Another organization's organizer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  EventsManageController_rejectedForOrganization: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RejectedEventResponse'][];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Another organization's organizer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  EventSeriesController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description A unique key per submission (e.g. a UUID), the same on every retry of it. Within 24 hours, a repeat with the same key and body answers the first request's status and body (header Idempotent-Replayed: true) without writing again; the same key with another body is 422; while the first request is still running, a repeat waits for it (up to 5 s, then 409). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateEventSeriesDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventSeriesResponse'];
        };
      };
      /** @description 'A series can last at most one year', 'Until must be on or after the first date', 'recurrence.frequency must be weekly, biweekly or monthly', 'recurrence.until must be a date (YYYY-MM-DD)', 'An organization waiting for approval can add a series of at most 8 dates; longer series once an administrator approves it', or an event field's message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'This Idempotency-Key was already used for a different request' */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description More than 60 in 60 minute(s) per organization: 'Too many new events from this organization. Please try again in …'; header Retry-After (seconds) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  EventSeriesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventSeriesResponse'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'Series not found' (also for another organizer's series) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  EventSeriesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateEventSeriesDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventSeriesResponse'];
        };
      };
      /** @description 'Change an occurrence's date on that occurrence', or an event field's message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'Series not found' (also for another organizer's series) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  EventSeriesController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'Series not found' (also for another organizer's series) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  EventsAdminController_pending: {
    parameters: {
      query?: {
        /** @description JSON ["field","ASC"|"DESC"]; fields: risk, createdAt */
        sort?: unknown;
        /** @description JSON [start,end], inclusive, 0-based */
        range?: unknown;
        /** @description JSON object; keys: */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of events; header Content-Range: events start-end/total */
      200: {
        headers: {
          /** @description events start-end/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PendingEventResponse'][];
        };
      };
      /** @description Bad sort, range or filter */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  EventsAdminController_approve: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ManagedEventResponse'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  EventsAdminController_reject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RejectDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RejectResponse'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  EventsAdminController_list: {
    parameters: {
      query?: {
        /** @description JSON ["field","ASC"|"DESC"]; fields: id, title, date, startTime, city, state, category, venue, price, isApproved, isFree, moderationScore, createdAt, updatedAt, upcoming */
        sort?: unknown;
        /** @description JSON [start,end], inclusive, 0-based */
        range?: unknown;
        /** @description JSON object; keys: q, search, status, isApproved, city, state, category, from, to, date_gte, date_lte, organizationId, id, flagged */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of events; header Content-Range: events start-end/total */
      200: {
        headers: {
          /** @description events start-end/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ManagedEventResponse'][];
        };
      };
      /** @description Bad sort, range or filter */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  EventsAdminController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ManagedEventResponse'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  EventsAdminController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminUpdateEventDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ManagedEventResponse'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  EventsAdminController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ManagedEventResponse'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  PlacesController_metros: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MetroCountResponse'][];
        };
      };
    };
  };
  PlacesController_zip: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        zip: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ZipPlaceResponse'];
        };
      };
      /** @description zip must be a 5-digit US ZIP code */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Unknown ZIP code 00000 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  SearchSynonymsAdminController_list: {
    parameters: {
      query?: {
        /** @description JSON ["field","ASC"|"DESC"]; fields: id, name, updatedAt */
        sort?: unknown;
        /** @description JSON [start,end], inclusive, 0-based */
        range?: unknown;
        /** @description JSON object; keys: q */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of search-synonyms; header Content-Range: search-synonyms start-end/total */
      200: {
        headers: {
          /** @description search-synonyms start-end/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SynonymGroupResponse'][];
        };
      };
      /** @description Bad sort, range or filter */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  SearchSynonymsAdminController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description A unique key per submission (e.g. a UUID), the same on every retry of it. Within 24 hours, a repeat with the same key and body answers the first request's status and body (header Idempotent-Replayed: true) without writing again; the same key with another body is 422; while the first request is still running, a repeat waits for it (up to 5 s, then 409). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateSynonymGroupDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SynonymGroupResponse'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'This Idempotency-Key was already used for a different request' */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  SearchSynonymsAdminController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SynonymGroupResponse'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  SearchSynonymsAdminController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateSynonymGroupDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SynonymGroupResponse'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  SearchSynonymsAdminController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SynonymGroupResponse'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  FeedsController_ics: {
    parameters: {
      query?: {
        /** @description Search text (title, description, venue, city, organization name); prefix and typo tolerant. Empty = no search. A search answers at most the 1,000 soonest matching events (with includePast, the latest), ordered by day, relevance breaking ties within a day, unless sortBy is given; X-Total-Count is then at most 1000. */
        search?: string;
        /** @description Default: date, or relevance when searching. distance: nearest first (needs zip or near; sortOrder is ignored) */
        sortBy?: 'date' | 'title' | 'distance';
        sortOrder?: 'asc' | 'desc';
        /** @description City name (case-insensitive) */
        city?: string;
        /** @description Two-letter state code (DC included) */
        state?: string;
        /** @description Category (case-insensitive) */
        category?: string;
        /** @description Earliest event date (YYYY-MM-DD, inclusive) */
        from?: string;
        /** @description Latest event date (YYYY-MM-DD, inclusive) */
        to?: string;
        /** @description true: only free events; false: only paid events */
        free?: boolean;
        /** @description Include events before today (in the event's time zone) */
        includePast?: boolean;
        /** @description Metro area slug (GET /api/metros), e.g. 'dallas-fort-worth' (Irving, Plano, Frisco…) or a region such as 'bay-area' */
        metro?: string;
        /** @description Festival slug (GET /api/festivals), e.g. diwali: events linked to it */
        festival?: string;
        /** @description Language/community code (GET /api/languages), e.g. te: events whose languages include it ('all' = events for everyone); several separated by commas (te,ta): events serving any of them */
        language?: string;
        /** @description Practical tag key (GET /api/tags), e.g. kids-family */
        tag?: string;
        /** @description 5-digit US ZIP code: the centre of a radius search */
        zip?: string;
        /** @description latitude,longitude in decimal degrees: the centre of a radius search */
        near?: string;
        /** @description Miles around zip or near, 1–500 (default 25) */
        radius?: string;
        /** @description One organization's events */
        organizationId?: string;
        /** @description all (default): every date of a recurring event; next: only the first date of each series that the other filters match (the card says how it repeats) */
        series?: 'all' | 'next';
        /** @description The dates of one recurring event (an event's seriesId) */
        seriesId?: string;
        /** @description card: what an event card shows (no description, address, metro, time zone or timestamps; organization name and contact only; ≈ 550 bytes an event); full (default): every public field */
        fields?: 'card' | 'full';
        limit?: number;
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/calendar */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': string;
        };
      };
      /** @description If-None-Match named the current ETag */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The listing's messages */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Too many feeds built for this client: 'Too many … Please try again in …'; Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  FeedsController_rss: {
    parameters: {
      query?: {
        /** @description Search text (title, description, venue, city, organization name); prefix and typo tolerant. Empty = no search. A search answers at most the 1,000 soonest matching events (with includePast, the latest), ordered by day, relevance breaking ties within a day, unless sortBy is given; X-Total-Count is then at most 1000. */
        search?: string;
        /** @description Default: date, or relevance when searching. distance: nearest first (needs zip or near; sortOrder is ignored) */
        sortBy?: 'date' | 'title' | 'distance';
        sortOrder?: 'asc' | 'desc';
        /** @description City name (case-insensitive) */
        city?: string;
        /** @description Two-letter state code (DC included) */
        state?: string;
        /** @description Category (case-insensitive) */
        category?: string;
        /** @description Earliest event date (YYYY-MM-DD, inclusive) */
        from?: string;
        /** @description Latest event date (YYYY-MM-DD, inclusive) */
        to?: string;
        /** @description true: only free events; false: only paid events */
        free?: boolean;
        /** @description Include events before today (in the event's time zone) */
        includePast?: boolean;
        /** @description Metro area slug (GET /api/metros), e.g. 'dallas-fort-worth' (Irving, Plano, Frisco…) or a region such as 'bay-area' */
        metro?: string;
        /** @description Festival slug (GET /api/festivals), e.g. diwali: events linked to it */
        festival?: string;
        /** @description Language/community code (GET /api/languages), e.g. te: events whose languages include it ('all' = events for everyone); several separated by commas (te,ta): events serving any of them */
        language?: string;
        /** @description Practical tag key (GET /api/tags), e.g. kids-family */
        tag?: string;
        /** @description 5-digit US ZIP code: the centre of a radius search */
        zip?: string;
        /** @description latitude,longitude in decimal degrees: the centre of a radius search */
        near?: string;
        /** @description Miles around zip or near, 1–500 (default 25) */
        radius?: string;
        /** @description One organization's events */
        organizationId?: string;
        /** @description all (default): every date of a recurring event; next: only the first date of each series that the other filters match (the card says how it repeats) */
        series?: 'all' | 'next';
        /** @description The dates of one recurring event (an event's seriesId) */
        seriesId?: string;
        /** @description card: what an event card shows (no description, address, metro, time zone or timestamps; organization name and contact only; ≈ 550 bytes an event); full (default): every public field */
        fields?: 'card' | 'full';
        limit?: number;
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description application/rss+xml */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/rss+xml': string;
        };
      };
      /** @description If-None-Match named the current ETag */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The listing's messages */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/rss+xml': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Too many feeds built for this client: 'Too many … Please try again in …'; Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/rss+xml': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ReviewAdminController_reassessEvent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The event with its new score and flags, and its organization (id, name, contactEmail) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ModeratedEventDto'];
        };
      };
      /** @description The id is not a UUID */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Event not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ReviewAdminController_reassessOrganization: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The organization with its new score and flags */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ModeratedOrganizationDto'];
        };
      };
      /** @description The id is not a UUID */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Organization not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ScrapingController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SourceResponseDto'][];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ScrapingController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description A unique key per submission (e.g. a UUID), the same on every retry of it. Within 24 hours, a repeat with the same key and body answers the first request's status and body (header Idempotent-Replayed: true) without writing again; the same key with another body is 422; while the first request is still running, a repeat waits for it (up to 5 s, then 409). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateSourceDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SourceResponseDto'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description A source with this URL exists */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'This Idempotency-Key was already used for a different request' */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ScrapingController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateSourceDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SourceResponseDto'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ScrapingController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ScrapingController_status: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScrapingStatusDto'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ScrapingController_run: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RunScrapingDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RunResultDto'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description No such source */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'Already Running': a run is in progress on some instance */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ScrapingController_runs: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RunSummaryDto'][];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ScrapingController_runEvents: {
    parameters: {
      query?: {
        /** @description One source's events only */
        sourceId?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RunEventOutcomeDto'][];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description No such run */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ScrapingController_health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailingSourceDto'][];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ScrapingController_preview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PreviewSourceDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreviewResultDto'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description No such source */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  DiscoveryController_discover: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DiscoverOrganizationsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DiscoverOrganizationsResultDto'];
        };
      };
      /** @description 'No URLs Provided' when every line is blank */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  DiscoveryController_save: {
    parameters: {
      query?: never;
      header?: {
        /** @description A unique key per submission (e.g. a UUID), the same on every retry of it. Within 24 hours, a repeat with the same key and body answers the first request's status and body (header Idempotent-Replayed: true) without writing again; the same key with another body is 422; while the first request is still running, a repeat waits for it (up to 5 s, then 409). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DiscoveredOrganizationDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedOrganizationDto'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description An organization with the same website domain or email exists */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'This Idempotency-Key was already used for a different request' */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrganizationImportsController_overview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganizationImportsDto'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Another organization's organizer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'Organization not found', 'Scraping source not found' (also another organization's source) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrganizationImportsController_setRules: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ImportRulesDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportRulesDto'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Another organization's organizer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'Organization not found', 'Scraping source not found' (also another organization's source) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrganizationImportsController_outcomes: {
    parameters: {
      query?: {
        /** @description Words of the title or the reason (any case) */
        q?: string;
      };
      header?: never;
      path: {
        id: string;
        sourceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportOutcomeDto'][];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Another organization's organizer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'Organization not found', 'Scraping source not found' (also another organization's source) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrganizationImportsController_preview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        sourceId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ImportPreviewDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreviewResultDto'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Another organization's organizer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'Organization not found', 'Scraping source not found' (also another organization's source) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description More than 30 in 60 minute(s) per organization: 'Too many import previews from this organization. Please try again in …'; header Retry-After (seconds) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  OrganizationImportsController_changeAddress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        sourceId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangeImportSourceDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportSourceDto'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Another organization's organizer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'Organization not found', 'Scraping source not found' (also another organization's source) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description A scraping source with this URL already exists: <name> */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  CommunityController_stats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatsResponse'];
        };
      };
    };
  };
  CommunityController_listSaved: {
    parameters: {
      query: {
        /** @description The browser's anonymous session id */
        userSession: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventResponse'][];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  CommunityController_save: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveEventDto'];
      };
    };
    responses: {
      /** @description Already saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedEventResponse'];
        };
      };
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedEventResponse'];
        };
      };
      /** @description Event not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description More than 60 in 1 minute(s) per client address: 'Too many changes to saved events from this network. Please try again in …'; header Retry-After (seconds) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  CommunityController_unsave: {
    parameters: {
      query: {
        /** @description The browser's anonymous session id */
        userSession: string;
      };
      header?: never;
      path: {
        eventId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description More than 60 in 1 minute(s) per client address: 'Too many changes to saved events from this network. Please try again in …'; header Retry-After (seconds) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  CommunityController_sendContact: {
    parameters: {
      query?: never;
      header?: {
        /** @description A unique key per submission (e.g. a UUID), the same on every retry of it. Within 24 hours, a repeat with the same key and body answers the first request's status and body (header Idempotent-Replayed: true) without writing again; the same key with another body is 422; while the first request is still running, a repeat waits for it (up to 5 s, then 409). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ContactDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactResponse'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'This Idempotency-Key was already used for a different request' */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description More than 5 in 10 minute(s) per client address: 'Too many messages from this network. Please try again in …'; header Retry-After (seconds) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  CommunityController_recordPageView: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PageViewDto'];
      };
    };
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description More than 120 in 1 minute(s) per client address: 'Too many page views from this network. Please try again in …'; header Retry-After (seconds) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ContactMessagesAdminController_list: {
    parameters: {
      query?: {
        /** @description JSON ["field","ASC"|"DESC"]; fields: id, createdAt, name, email, subject, handled, handledAt */
        sort?: unknown;
        /** @description JSON [start,end], inclusive, 0-based */
        range?: unknown;
        /** @description JSON object; keys: q, handled, id */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of contact-messages; header Content-Range: contact-messages start-end/total */
      200: {
        headers: {
          /** @description contact-messages start-end/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactMessageResponse'][];
        };
      };
      /** @description Bad sort, range or filter */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ContactMessagesAdminController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactMessageResponse'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ContactMessagesAdminController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateContactMessageDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactMessageResponse'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  CommunityStatsAdminController_list: {
    parameters: {
      query?: {
        /** @description JSON ["field","ASC"|"DESC"]; fields: id, region, city, state, lastUpdated, createdAt */
        sort?: unknown;
        /** @description JSON [start,end], inclusive, 0-based */
        range?: unknown;
        /** @description JSON object; keys: q, id */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of community-stats; header Content-Range: community-stats start-end/total */
      200: {
        headers: {
          /** @description community-stats start-end/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommunityStatsResponse'][];
        };
      };
      /** @description Bad sort, range or filter */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  CommunityStatsAdminController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommunityStatsResponse'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  CommunityStatsAdminController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCommunityStatsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommunityStatsResponse'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  CommunityStatsAdminController_summary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminSummaryResponse'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  CommunityStatsAdminController_live: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LiveStatisticsResponse'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ImagesController_upload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['UploadImageBody'];
      };
    };
    responses: {
      /** @description This file was uploaded before */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImageResponse'];
        };
      };
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImageResponse'];
        };
      };
      /** @description 'Images must be JPEG, PNG or WebP up to 5 MB', 'Images must be at most 40 megapixels' */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description More than 30 in 60 minute(s) per organization: 'Too many image uploads from this organization. Please try again in …'; header Retry-After (seconds) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Too many images being processed; Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ImagesController_original: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image; Cache-Control immutable, ETag */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not modified (If-None-Match) */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ImagesController_rendition: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        variant:
          | '320.webp'
          | '320.jpg'
          | '640.webp'
          | '640.jpg'
          | '960.webp'
          | '960.jpg'
          | '1280.webp'
          | '1280.jpg'
          | 'card.webp'
          | 'card.jpg'
          | 'detail.webp'
          | 'detail.jpg';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rendition; Cache-Control immutable, ETag */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not modified (If-None-Match) */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/webp': components['schemas']['ApiErrorBody'];
          'image/jpeg': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  InsightsController_forEvent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventInsightsResponse'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'Event not found' (also for another organizer's event) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  InsightsController_forOrganization: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganizationInsightsResponse'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Another organization's organizer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  FestivalsController_list: {
    parameters: {
      query?: {
        /** @description 5-digit US ZIP code: the centre of a radius search */
        zip?: string;
        /** @description latitude,longitude */
        near?: string;
        /** @description Miles around zip or near (default 25) */
        radius?: string;
        /** @description Metro area slug: its time zone's dates, its events counted */
        metro?: string;
        /** @description Year (default: this year) */
        year?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FestivalSummaryResponse'][];
        };
      };
      /** @description Unknown metro, bad zip/near/radius or year */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Festival not found (a year outside the table) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  FestivalsController_upcoming: {
    parameters: {
      query?: {
        /** @description 5-digit US ZIP code: the centre of a radius search */
        zip?: string;
        /** @description latitude,longitude */
        near?: string;
        /** @description Miles around zip or near (default 25) */
        radius?: string;
        /** @description Metro area slug: its time zone's dates, its events counted */
        metro?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpcomingFestivalResponse'];
        };
      };
      /** @description Unknown metro, bad zip/near/radius */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  FestivalsController_next: {
    parameters: {
      query: {
        /** @description 5-digit US ZIP code: the centre of a radius search */
        zip?: string;
        /** @description latitude,longitude */
        near?: string;
        /** @description Miles around zip or near (default 25) */
        radius?: string;
        /** @description Metro area slug: its time zone's dates, its events counted */
        metro?: string;
        /** @description Search words that may name a festival (any of its names or spellings) */
        q: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpcomingFestivalResponse'];
        };
      };
      /** @description Unknown metro, bad zip/near/radius, q missing or too long */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  FestivalsController_page: {
    parameters: {
      query?: {
        /** @description 5-digit US ZIP code: the centre of a radius search */
        zip?: string;
        /** @description latitude,longitude */
        near?: string;
        /** @description Miles around zip or near (default 25) */
        radius?: string;
        /** @description Metro area slug: its time zone's dates, its events counted */
        metro?: string;
      };
      header?: never;
      path: {
        pageSlug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FestivalPageResponse'];
        };
      };
      /** @description Festival not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  FestivalsController_languages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LanguageResponse'][];
        };
      };
    };
  };
  FestivalsController_tags: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TagResponse'][];
        };
      };
    };
  };
  FestivalDatesAdminController_list: {
    parameters: {
      query?: {
        /** @description JSON ["field","ASC"|"DESC"]; fields: mainDate, festival, timeZone, updatedAt */
        sort?: unknown;
        /** @description JSON [start,end], inclusive, 0-based */
        range?: unknown;
        /** @description JSON object; keys: year, q, timeZone */
        filter?: unknown;
        /** @description The table year (default: this year) */
        year?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of festival-dates; header Content-Range: festival-dates start-end/total */
      200: {
        headers: {
          /** @description festival-dates start-end/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FestivalDateResponse'][];
        };
      };
      /** @description Bad sort, range or filter */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  FestivalDatesAdminController_disagreements: {
    parameters: {
      query?: {
        /** @description The table year (default: this year) */
        year?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FestivalDateDisagreementResponse'][];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  FestivalDatesAdminController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FestivalDateResponse'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  FestivalDatesAdminController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateFestivalDateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FestivalDateResponse'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ShareImageController_image: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description image/png */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Malformed id */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Event not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ShareTextController_whatsapp: {
    parameters: {
      query?: {
        /** @description Metro area slug (GET /api/places/metros lists them) */
        metro?: string;
        /** @description An organization listed on Sangam */
        organizationId?: string;
        /** @description Only events of this festival (GET /api/festivals) */
        festival?: string;
        /** @description Only events whose languages include this code (GET /api/languages) */
        language?: string;
        /** @description Only events with this practical tag (GET /api/tags) */
        tag?: string;
        /** @description Present (`&weekend`): this weekend only (Friday to Sunday). Absent: a metro’s next 7 days, an organization’s next 30. */
        weekend?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/plain */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      /** @description Unknown metro, festival, language or tag (the message lists the known ones), malformed id, neither or both */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Organization not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  ShareTextController_poster: {
    parameters: {
      query?: {
        /** @description Metro area slug (GET /api/places/metros lists them) */
        metro?: string;
        /** @description An organization listed on Sangam */
        organizationId?: string;
        /** @description Only events of this festival (GET /api/festivals) */
        festival?: string;
        /** @description Only events whose languages include this code (GET /api/languages) */
        language?: string;
        /** @description Only events with this practical tag (GET /api/tags) */
        tag?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/html */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description Unknown metro, festival, language or tag (the message lists the known ones), malformed id, neither or both */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Organization not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  EmbedController_events: {
    parameters: {
      query?: {
        /** @description Organization id */
        organization?: string;
        /** @description Metro area slug */
        metro?: string;
        /** @description Community language code (te, ta, gu, … or all) */
        language?: string;
        /** @description Festival slug */
        festival?: string;
        /** @description Practical tag (GET /api/tags), e.g. kids-family */
        tag?: string;
        /** @description Events shown, 1 to 50 (default 10) */
        limit?: string;
        /** @description 'ignore': an unknown metro, language, festival or tag is left out and named in the answer's `ignored` (the widget's script asks so) */
        unknown?: 'ignore';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { title, events[], moreUrl } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unknown metro, language or festival (the message lists the known ones), malformed id or limit */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Organization not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  FollowsController_follow: {
    parameters: {
      query?: never;
      header?: {
        /** @description A unique key per submission (e.g. a UUID), the same on every retry of it. Within 24 hours, a repeat with the same key and body answers the first request's status and body (header Idempotent-Replayed: true) without writing again; the same key with another body is 422; while the first request is still running, a repeat waits for it (up to 5 s, then 409). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FollowDto'];
      };
    };
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FollowAcceptedResponse'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Organization not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description 'This Idempotency-Key was already used for a different request' */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description More than 10 in 60 minute(s) per client address: 'Too many follow requests from this network. Please try again in …'; header Retry-After (seconds) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  FollowsController_confirmGet: {
    parameters: {
      query: {
        /** @description The token of the link in the mail */
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FollowConfirmedResponse'];
        };
      };
      /** @description This link is invalid or has expired */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  FollowsController_confirm: {
    parameters: {
      query: {
        /** @description The token of the link in the mail */
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FollowConfirmedResponse'];
        };
      };
      /** @description This link is invalid or has expired */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  FollowsController_describeUnsubscribe: {
    parameters: {
      query: {
        /** @description The token of the link in the mail */
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FollowUnsubscribedResponse'];
        };
      };
      /** @description This link is invalid or has expired */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  FollowsController_unsubscribe: {
    parameters: {
      query: {
        /** @description The token of the link in the mail */
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FollowUnsubscribedResponse'];
        };
      };
      /** @description This link is invalid or has expired */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  FollowsController_manage: {
    parameters: {
      query: {
        /** @description The token of the link in the mail */
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FollowManageResponse'];
        };
      };
      /** @description This link is invalid or has expired */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  FollowsController_unsubscribeAll: {
    parameters: {
      query: {
        /** @description The token of the link in the mail */
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FollowAcceptedResponse'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  FollowsController_setFilters: {
    parameters: {
      query: {
        /** @description The token of the link in the mail */
        token: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FollowFiltersDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FollowResponse'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Follow not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  FollowsController_unsubscribeOne: {
    parameters: {
      query: {
        /** @description The token of the link in the mail */
        token: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FollowAcceptedResponse'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Follow not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  FollowsAdminController_run: {
    parameters: {
      query?: {
        /** @description Run as of this instant (ISO 8601, at most 7 days from now either way; default now): the digests are its weekend's */
        at?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DigestRunResponse'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  BackupsAdminController_status: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BackupStatusResponse'];
        };
      };
      /** @description No or invalid token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
      /** @description Not an admin token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorBody'];
        };
      };
    };
  };
  SitemapController_robots: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
    };
  };
  SitemapController_sitemap: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/xml': string;
        };
      };
    };
  };
}
