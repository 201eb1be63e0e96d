import { MigrationInterface, QueryRunner } from 'typeorm';
import { shippedSynonymGroups } from '../../events/search-synonyms.seed';
import { festivalDateSeedRows } from '../../festivals/festival-dates.seed';

/**
 * The migrations this baseline replaces, in the order they ran: a database made before it has run them all (the last
 * one tells), and a backup taken from such a database lists them.
 */
export const MIGRATIONS_BEFORE_BASELINE = [
  'InitialSchema1763800000000',
  'LoginAttempts1763900000000',
  'SearchVocabulary1764100000003',
  'ScrapingSourceStats1764200000007',
  'ModerationDuplicateIndex1764300000011',
  'PublicReadVersion1764400000013',
  'SearchMonthIndex1764500000017',
  'SearchMonthLexemes1764600000019',
  'SearchCandidateChecks1764700000021',
  'SearchVectorInline1764700000023',
  'SearchIndexesWithoutPendingList1764700000025',
  'EventStartMinutes1764700000027',
  'DuplicateOriginalsFirst1764700000029',
  'DropUnusedTitleTrigramIndex1764700000031',
  'EventUnpublishedByAdmin1764800000041',
  'OutgoingMailAndPasswordReset1764800000043',
  'AbuseLimits1764800000047',
  'IdempotencyKeys1764900000043',
  'ScrapingSourceOwnership1764900000053',
  'UploadedImages1765000000053',
  'EventActivity1765000000059',
  'FestivalDates1765000000059',
  'ModerationRiskScale1765000000061',
  'EventPlacesAndStatus1765100000061',
  'EventSeriesAndRejections1765100000061',
  'SearchSynonyms1765100000063',
  'ScrapeRunEvents1765200000067',
  'Follows1765300000071',
  'SourcePausesAndUnusedImages1765300000072',
  'EventCommunityColumns1765300000073',
  'ListingCoveringIndexes1765300000110',
  'StateDateIndex1765300000111',
  'EventOrganizationApproved1765300000140',
  'EventEarthIndex1765300000150',
  'RunningEventsRangeIndex1765300000160',
  'EventCards1765300000170',
  'ScrapingSourceNotice1765300000180',
];

/** Slots of public_data_version (each connection bumps its own: events/public-read-cache.ts). */
const PUBLIC_VERSION_SLOTS = 64;

/**
 * The schema of a new database as the migrations before this one left it (written by `npm run schema:dump` and copied
 * here). backend/src/database/schema.sql is the current schema; later migrations change it from here.
 */
const SCHEMA = String.raw`
-- Extensions

CREATE EXTENSION IF NOT EXISTS "uuid-ossp" WITH SCHEMA public;

CREATE EXTENSION IF NOT EXISTS cube WITH SCHEMA public;

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;

-- Sequences

CREATE SEQUENCE public.password_reset_requests_id_seq AS bigint START WITH 1 INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 CACHE 1;

CREATE SEQUENCE public.password_reset_tokens_id_seq AS bigint START WITH 1 INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 CACHE 1;

CREATE SEQUENCE public.scrape_run_events_id_seq AS bigint START WITH 1 INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 CACHE 1;

-- Functions

CREATE OR REPLACE FUNCTION public.events_live_since()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF NEW."isApproved" AND (TG_OP = 'INSERT' OR NOT OLD."isApproved") THEN
          NEW."liveSince" := now();
        END IF;
        RETURN NEW;
      END $function$;

CREATE OR REPLACE FUNCTION public.sangam_bump_public_version()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF current_setting('sangam.public_version_bumped', true) IS DISTINCT FROM 'on' THEN
          PERFORM set_config('sangam.public_version_bumped', 'on', true);
          UPDATE public_data_version SET v = v + 1 WHERE slot = pg_backend_pid() % 64;
        END IF;
        RETURN NULL;
      END $function$;

CREATE OR REPLACE FUNCTION public.sangam_event_organization_approved()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      DECLARE approved boolean;
      BEGIN
        IF NEW."organizationId" IS NOT NULL THEN
          SELECT o."isApproved" INTO approved FROM organizations o WHERE o.id = NEW."organizationId" FOR SHARE;
        END IF;
        NEW."organizationApproved" := coalesce(approved, true);
        RETURN NEW;
      END $function$;

CREATE OR REPLACE FUNCTION public.sangam_event_search_vector()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      DECLARE org_name text;
      BEGIN
        IF NEW."organizationId" IS NOT NULL THEN
          SELECT name INTO org_name FROM organizations WHERE id = NEW."organizationId";
        END IF;
        NEW."searchVector" :=
          setweight(to_tsvector('english', unaccent(coalesce(NEW.title, ''))), 'A') ||
          setweight(to_tsvector('english', unaccent(coalesce(org_name, ''))), 'B') ||
          setweight(to_tsvector('english', unaccent(coalesce(NEW.venue, '') || ' ' || coalesce(NEW.city, ''))), 'B') ||
          setweight(to_tsvector('english', unaccent(left(coalesce(NEW.description, ''), 20000))), 'D');
        RETURN NEW;
      END $function$;

CREATE OR REPLACE FUNCTION public.sangam_event_terms(title text, venue text, city text, doc tsvector)
 RETURNS SETOF text
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
        SELECT w FROM (
          SELECT unnest(tsvector_to_array(doc))
          UNION
          SELECT unnest(tsvector_to_array(to_tsvector('simple', unaccent(coalesce(title, '') || ' ' || coalesce(venue, '') || ' ' || coalesce(city, '')))))
        ) AS t(w)
        WHERE length(w) BETWEEN 3 AND 40 AND w ~ '^[a-z0-9]+$'
      $function$;

CREATE OR REPLACE FUNCTION public.sangam_events_collect_changed_terms()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        INSERT INTO search_terms (term)
        SELECT DISTINCT w FROM sangam_new_rows n
          JOIN sangam_old_rows o ON o.id = n.id
          CROSS JOIN LATERAL sangam_event_terms(n.title, n.venue, n.city, n."searchVector") AS w
        WHERE (n.title, n.venue, n.city, n."searchVector") IS DISTINCT FROM (o.title, o.venue, o.city, o."searchVector")
        ORDER BY 1
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $function$;

CREATE OR REPLACE FUNCTION public.sangam_events_collect_terms()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        -- Distinct words first (a hash over all lexemes), then the filters on the few thousand left.
        WITH words AS MATERIALIZED (
          SELECT DISTINCT w FROM (
            SELECT unnest(tsvector_to_array(n."searchVector")) AS w FROM sangam_new_rows n
            UNION ALL
            SELECT unnest(tsvector_to_array(to_tsvector('simple', unaccent(coalesce(n.title, '') || ' ' || coalesce(n.venue, '') || ' ' || coalesce(n.city, ''))))) FROM sangam_new_rows n
          ) AS t
        )
        INSERT INTO search_terms (term)
        SELECT w FROM words
        WHERE length(w) BETWEEN 3 AND 40 AND w ~ '^[a-z0-9]+$'
        ORDER BY 1
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $function$;

CREATE OR REPLACE FUNCTION public.sangam_events_forget_terms()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    DELETE FROM search_terms t
     WHERE t.term IN (SELECT w FROM sangam_old_rows o, LATERAL sangam_event_terms(o.title, o.venue, o.city, o."searchVector") AS w)
       AND NOT EXISTS (SELECT 1 FROM events e WHERE e."searchVector" @@ (quote_literal(t.term)::tsquery
             || quote_literal(coalesce((tsvector_to_array(to_tsvector('english', t.term)))[1], t.term))::tsquery));
    RETURN NULL;
  END $function$;

CREATE OR REPLACE FUNCTION public.sangam_geo_cell(lat double precision, lng double precision)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ SELECT (floor(lat * 4) * 10000 + floor(lng * 4))::int $function$;

CREATE OR REPLACE FUNCTION public.sangam_name_terms(name text)
 RETURNS SETOF text
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
        SELECT w FROM (
          SELECT unnest(tsvector_to_array(to_tsvector('simple', unaccent(coalesce(name, '')))))
          UNION
          SELECT unnest(tsvector_to_array(to_tsvector('english', unaccent(coalesce(name, '')))))
        ) AS t(w)
        WHERE length(w) BETWEEN 3 AND 40 AND w ~ '^[a-z0-9]+$'
      $function$;

CREATE OR REPLACE FUNCTION public.sangam_org_renamed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        UPDATE events SET title = title WHERE "organizationId" = NEW.id;
        RETURN NEW;
      END $function$;

CREATE OR REPLACE FUNCTION public.sangam_organization_approval_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        UPDATE events SET "organizationApproved" = NEW."isApproved"
         WHERE "organizationId" = NEW.id AND "organizationApproved" IS DISTINCT FROM NEW."isApproved";
        RETURN NULL;
      END $function$;

CREATE OR REPLACE FUNCTION public.sangam_organization_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        UPDATE events SET "organizationId" = NULL
         WHERE "organizationId" = OLD.id
           AND "sourceId" IN (SELECT id FROM scraping_sources WHERE origin = 'manual');
        DELETE FROM scraping_sources WHERE "organizationId" = OLD.id AND origin = 'organization';
        RETURN OLD;
      END $function$;

CREATE OR REPLACE FUNCTION public.sangam_orgs_collect_terms()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        INSERT INTO search_terms (term)
        SELECT DISTINCT w FROM sangam_new_rows n, LATERAL sangam_name_terms(n.name) AS w
        ORDER BY 1
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $function$;

CREATE OR REPLACE FUNCTION public.sangam_scraped_event_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        INSERT INTO scraped_event_tombstones ("sourceId", "sourceEventKey", title, date, city)
        VALUES (OLD."sourceId", OLD."sourceEventKey", OLD.title, OLD.date, OLD.city)
        ON CONFLICT DO NOTHING;
        RETURN OLD;
      END $function$;

CREATE OR REPLACE FUNCTION public.sangam_scraping_source_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        DELETE FROM scraped_event_tombstones WHERE "sourceId" = OLD.id;
        RETURN OLD;
      END $function$;

CREATE OR REPLACE FUNCTION public.sangam_set_updated_at()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        NEW."updatedAt" := now();
        RETURN NEW;
      END $function$;

CREATE OR REPLACE FUNCTION public.sangam_time_minutes(t text)
 RETURNS integer
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
      DECLARE n int := length(t); h int; mi int;
      BEGIN
        -- 'h:mm AM' / 'hh:mm PM' (ASCII digits), the stored form: no regular expression needed.
        IF (n = 7 OR n = 8) AND substr(t, n - 5, 1) = ':' AND substr(t, n - 2, 1) = ' ' AND substr(t, n - 1, 2) IN ('AM', 'PM')
           AND ltrim(left(t, n - 6), '0123456789') = '' AND ltrim(substr(t, n - 4, 2), '0123456789') = '' THEN
          h := left(t, n - 6)::int; mi := substr(t, n - 4, 2)::int;
          IF h < 1 OR h > 12 OR mi > 59 THEN RETURN NULL; END IF;
          IF substr(t, n - 1, 1) = 'A' THEN RETURN (h % 12) * 60 + mi; END IF;
          RETURN (h % 12 + 12) * 60 + mi;
        END IF;
        RETURN public.sangam_time_minutes_by_pattern(t);
      END $function$;

CREATE OR REPLACE FUNCTION public.sangam_time_minutes_by_pattern(t text)
 RETURNS integer
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
      DECLARE m text[]; h int; mi int;
      BEGIN
        m := regexp_match(t, '^\s*(\d{1,2})(?:[:.](\d{2}))?\s*([AaPp])\.?\s*[Mm]?\.?\s*$');
        IF m IS NOT NULL THEN
          h := m[1]::int; mi := coalesce(m[2], '0')::int;
          IF h < 1 OR h > 12 OR mi > 59 THEN RETURN NULL; END IF;
          IF upper(m[3]) = 'A' THEN h := h % 12; ELSE h := h % 12 + 12; END IF;
          RETURN h * 60 + mi;
        END IF;
        m := regexp_match(t, '^\s*(\d{1,2})[:.](\d{2})\s*$');
        IF m IS NOT NULL THEN
          h := m[1]::int; mi := m[2]::int;
          IF h > 23 OR mi > 59 THEN RETURN NULL; END IF;
          RETURN h * 60 + mi;
        END IF;
        RETURN NULL;
      END $function$;

-- Tables

CREATE TABLE public.admin_users (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  username character varying(100) NOT NULL,
  email character varying(254) NOT NULL,
  "passwordHash" character varying(255) NOT NULL,
  "tokensValidAfter" timestamp with time zone,
  "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
  "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
  "managedBy" character varying(20) DEFAULT 'environment'::character varying NOT NULL,
  "disabledAt" timestamp with time zone
);

CREATE TABLE public.community_stats (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  region character varying(100) NOT NULL,
  city character varying(100),
  state character varying(2),
  "totalEvents" integer DEFAULT 0 NOT NULL,
  "totalOrganizations" integer DEFAULT 0 NOT NULL,
  "totalFamilies" integer DEFAULT 0 NOT NULL,
  "monthlyViews" integer DEFAULT 0 NOT NULL,
  "eventsSavedThisMonth" integer DEFAULT 0 NOT NULL,
  "activeOrganizationsThisMonth" integer DEFAULT 0 NOT NULL,
  "lastUpdated" timestamp with time zone DEFAULT now() NOT NULL,
  "createdAt" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.contact_messages (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  name character varying(200) NOT NULL,
  email character varying(254) NOT NULL,
  subject character varying(300) NOT NULL,
  message text NOT NULL,
  handled boolean DEFAULT false NOT NULL,
  "handledAt" timestamp with time zone,
  "createdAt" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.event_activity (
  "eventId" uuid NOT NULL,
  day date NOT NULL,
  kind character varying(10) NOT NULL,
  "sessionId" character varying(100) NOT NULL
);

CREATE TABLE public.event_series (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  "organizationId" uuid NOT NULL,
  frequency character varying(10) NOT NULL,
  "firstDate" date NOT NULL,
  until date NOT NULL,
  recurrence character varying(100) NOT NULL,
  "createdAt" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.events (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  title character varying(200) NOT NULL,
  description text,
  "organizationId" uuid,
  category character varying(50) NOT NULL,
  date date NOT NULL,
  "startTime" character varying(20) NOT NULL,
  "endTime" character varying(20),
  venue character varying(300) NOT NULL,
  city character varying(100) NOT NULL,
  state character varying(2) NOT NULL,
  price numeric(10,2),
  "priceText" character varying(100),
  "isFree" boolean DEFAULT false NOT NULL,
  "ticketUrl" character varying(1000),
  "imageUrl" character varying(1000),
  "isApproved" boolean DEFAULT true NOT NULL,
  "moderationScore" integer DEFAULT 0 NOT NULL,
  "moderationFlags" text[] DEFAULT '{}'::text[] NOT NULL,
  "duplicateOfId" uuid,
  "sourceId" uuid,
  "sourceEventKey" character varying(500),
  "searchVector" tsvector DEFAULT ''::tsvector NOT NULL,
  "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
  "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
  "startMinutes" integer GENERATED ALWAYS AS (sangam_time_minutes(("startTime")::text)) STORED,
  "unpublishedByAdmin" boolean DEFAULT false NOT NULL,
  "seriesId" uuid,
  "endDate" date,
  status character varying(20) DEFAULT 'scheduled'::character varying NOT NULL,
  address character varying(300),
  "postalCode" character varying(10),
  latitude double precision,
  longitude double precision,
  metro character varying(60),
  "liveSince" timestamp with time zone,
  festival character varying(40),
  languages text[] DEFAULT '{}'::text[] NOT NULL,
  tags text[] DEFAULT '{}'::text[] NOT NULL,
  "communityChosen" text[] DEFAULT '{}'::text[] NOT NULL,
  "organizationApproved" boolean DEFAULT true NOT NULL
);

CREATE TABLE public.festival_dates (
  "festivalSlug" character varying(60) NOT NULL,
  year smallint NOT NULL,
  "timeZone" character varying(40) NOT NULL,
  "startDate" date NOT NULL,
  "mainDate" date NOT NULL,
  "endDate" date NOT NULL,
  note text,
  "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
  "updatedBy" character varying(120)
);

CREATE TABLE public.follow_notices (
  "followId" uuid NOT NULL,
  "eventId" uuid NOT NULL,
  "createdAt" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.follows (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  email character varying(254) NOT NULL,
  metro character varying(60),
  "organizationId" uuid,
  category character varying(50),
  language character varying(10),
  festival character varying(60),
  status character varying(20) DEFAULT 'pending'::character varying NOT NULL,
  "confirmedAt" timestamp with time zone,
  "lastDigestWeekend" date,
  "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
  "updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.idempotency_keys (
  scope character varying(120) NOT NULL,
  key character varying(255) NOT NULL,
  fingerprint character(64) NOT NULL,
  "statusCode" smallint,
  "responseBody" text,
  "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
  "expiresAt" timestamp with time zone NOT NULL
);

CREATE TABLE public.image_renditions (
  "imageId" character(64) NOT NULL,
  variant character varying(20) NOT NULL,
  "contentType" character varying(40) NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  size integer NOT NULL,
  etag character(64) NOT NULL,
  data bytea
);

CREATE TABLE public.images (
  id character(64) NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  "uploadedBy" character varying(120) NOT NULL,
  "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
  "unusedSince" timestamp with time zone
);

CREATE TABLE public.login_counters (
  kind character varying(20) NOT NULL,
  key character varying(400) NOT NULL,
  hits integer NOT NULL,
  "windowStartedAt" timestamp with time zone NOT NULL
);

CREATE TABLE public.organizations (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  name character varying(200) NOT NULL,
  description text,
  website character varying(500),
  "eventsPageUrl" character varying(500),
  "eventSources" text[] DEFAULT '{}'::text[] NOT NULL,
  "contactEmail" character varying(254),
  "contactPhone" character varying(40),
  city character varying(100) NOT NULL,
  state character varying(2) NOT NULL,
  "isApproved" boolean DEFAULT false NOT NULL,
  "submittedBy" character varying(100),
  "rejectionReason" text,
  "passwordHash" character varying(255),
  "isRegistered" boolean DEFAULT false NOT NULL,
  "moderationScore" integer DEFAULT 0 NOT NULL,
  "moderationFlags" text[] DEFAULT '{}'::text[] NOT NULL,
  "tokensValidAfter" timestamp with time zone,
  "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
  "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
  latitude double precision,
  longitude double precision,
  metro character varying(60),
  languages text[]
);

CREATE TABLE public.outgoing_mail (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  kind character varying(40) NOT NULL,
  "to" character varying(254) NOT NULL,
  subject character varying(300) NOT NULL,
  text text NOT NULL,
  html text NOT NULL,
  status character varying(20) NOT NULL,
  attempts integer DEFAULT 0 NOT NULL,
  "lastError" character varying(1000),
  "messageId" character varying(300),
  "sentAt" timestamp with time zone,
  "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
  "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
  headers jsonb
);

CREATE TABLE public.page_views (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  "sessionId" character varying(100) NOT NULL,
  page character varying(500) NOT NULL,
  "eventId" uuid,
  city character varying(100),
  state character varying(2),
  "timestamp" timestamp with time zone DEFAULT now() NOT NULL,
  day date DEFAULT ((now() AT TIME ZONE 'UTC'::text))::date NOT NULL
);

CREATE TABLE public.password_reset_requests (
  id bigint DEFAULT nextval('password_reset_requests_id_seq'::regclass) NOT NULL,
  key character varying(300) NOT NULL,
  "createdAt" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.password_reset_tokens (
  id bigint DEFAULT nextval('password_reset_tokens_id_seq'::regclass) NOT NULL,
  "organizationId" uuid NOT NULL,
  "tokenHash" character(64) NOT NULL,
  "expiresAt" timestamp with time zone NOT NULL,
  "usedAt" timestamp with time zone,
  "createdAt" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.public_data_version (
  slot integer NOT NULL,
  v bigint DEFAULT 0 NOT NULL
);

CREATE TABLE public.rate_limit_hits (
  key character varying(200) NOT NULL,
  hits integer NOT NULL,
  "expiresAt" timestamp with time zone NOT NULL,
  "blockedUntil" timestamp with time zone
);

CREATE TABLE public.rejected_events (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  "organizationId" uuid NOT NULL,
  "eventId" uuid NOT NULL,
  "seriesId" uuid,
  title character varying(200) NOT NULL,
  date date NOT NULL,
  occurrences integer DEFAULT 1 NOT NULL,
  reason text,
  "rejectedAt" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.saved_events (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  "eventId" uuid NOT NULL,
  "userSession" character varying(100) NOT NULL,
  "createdAt" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.scrape_run_events (
  id bigint DEFAULT nextval('scrape_run_events_id_seq'::regclass) NOT NULL,
  "runId" uuid NOT NULL,
  "sourceId" uuid NOT NULL,
  title character varying(200) NOT NULL,
  date date,
  outcome character varying(20) NOT NULL,
  reason character varying(300),
  "eventId" uuid
);

CREATE TABLE public.scrape_runs (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  "startedAt" timestamp with time zone DEFAULT now() NOT NULL,
  "finishedAt" timestamp with time zone,
  status character varying(20) DEFAULT 'running'::character varying NOT NULL,
  trigger character varying(20) DEFAULT 'manual'::character varying NOT NULL,
  "sourceId" uuid,
  "sourcesTotal" integer DEFAULT 0 NOT NULL,
  "sourcesDone" integer DEFAULT 0 NOT NULL,
  "eventsFound" integer DEFAULT 0 NOT NULL,
  "eventsSaved" integer DEFAULT 0 NOT NULL,
  errors text[] DEFAULT '{}'::text[] NOT NULL,
  results jsonb DEFAULT '[]'::jsonb NOT NULL
);

CREATE TABLE public.scraped_event_tombstones (
  "sourceId" uuid NOT NULL,
  "sourceEventKey" character varying(500) NOT NULL,
  title character varying(200) NOT NULL,
  date date NOT NULL,
  city character varying(100) NOT NULL,
  "deletedAt" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.scraping_sources (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  name character varying(200) NOT NULL,
  type character varying(20) NOT NULL,
  url character varying(1000) NOT NULL,
  active boolean DEFAULT true NOT NULL,
  "lastScraped" timestamp with time zone,
  "organizationId" uuid,
  "createdAt" timestamp with time zone DEFAULT now() NOT NULL,
  "updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
  origin character varying(20) DEFAULT 'manual'::character varying NOT NULL,
  "lastEventsFound" integer,
  "lastEventsSaved" integer,
  "lastEventsUpdated" integer,
  "lastError" text,
  "pausedWithOrganization" boolean DEFAULT false NOT NULL,
  "lastNotice" text
);

CREATE TABLE public.search_synonyms (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  name character varying(80) NOT NULL,
  terms text[] NOT NULL,
  "updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.search_terms (
  term character varying(40) COLLATE "C" NOT NULL
);

ALTER TABLE public.events ALTER COLUMN "searchVector" SET STORAGE MAIN;

ALTER TABLE public.image_renditions ALTER COLUMN data SET STORAGE EXTERNAL;

-- Sequence owners

ALTER SEQUENCE public.password_reset_requests_id_seq OWNED BY public.password_reset_requests.id;

ALTER SEQUENCE public.password_reset_tokens_id_seq OWNED BY public.password_reset_tokens.id;

ALTER SEQUENCE public.scrape_run_events_id_seq OWNED BY public.scrape_run_events.id;

-- Functions with a standard SQL body

CREATE OR REPLACE FUNCTION public.sangam_earth(lat double precision, lng double precision)
 RETURNS cube
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
RETURN cube(ARRAY[(cos(radians(lat)) * cos(radians(lng))), (cos(radians(lat)) * sin(radians(lng))), sin(radians(lat))]);

-- Constraints

ALTER TABLE ONLY public.admin_users ADD CONSTRAINT admin_users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.community_stats ADD CONSTRAINT community_stats_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.contact_messages ADD CONSTRAINT contact_messages_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.event_activity ADD CONSTRAINT event_activity_pkey PRIMARY KEY ("eventId", day, kind, "sessionId");

ALTER TABLE ONLY public.event_series ADD CONSTRAINT event_series_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.events ADD CONSTRAINT events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.festival_dates ADD CONSTRAINT festival_dates_pkey PRIMARY KEY ("festivalSlug", year, "timeZone");

ALTER TABLE ONLY public.follow_notices ADD CONSTRAINT follow_notices_pkey PRIMARY KEY ("followId", "eventId");

ALTER TABLE ONLY public.follows ADD CONSTRAINT follows_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.idempotency_keys ADD CONSTRAINT idempotency_keys_pkey PRIMARY KEY (scope, key);

ALTER TABLE ONLY public.image_renditions ADD CONSTRAINT image_renditions_pkey PRIMARY KEY ("imageId", variant);

ALTER TABLE ONLY public.images ADD CONSTRAINT images_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.login_counters ADD CONSTRAINT login_counters_pkey PRIMARY KEY (kind, key);

ALTER TABLE ONLY public.organizations ADD CONSTRAINT organizations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.outgoing_mail ADD CONSTRAINT outgoing_mail_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.page_views ADD CONSTRAINT page_views_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.password_reset_requests ADD CONSTRAINT password_reset_requests_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.password_reset_tokens ADD CONSTRAINT password_reset_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.public_data_version ADD CONSTRAINT public_data_version_pkey PRIMARY KEY (slot);

ALTER TABLE ONLY public.rate_limit_hits ADD CONSTRAINT rate_limit_hits_pkey PRIMARY KEY (key);

ALTER TABLE ONLY public.rejected_events ADD CONSTRAINT rejected_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.saved_events ADD CONSTRAINT saved_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.scrape_run_events ADD CONSTRAINT scrape_run_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.scrape_runs ADD CONSTRAINT scrape_runs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.scraped_event_tombstones ADD CONSTRAINT scraped_event_tombstones_pkey PRIMARY KEY ("sourceId", "sourceEventKey");

ALTER TABLE ONLY public.scraping_sources ADD CONSTRAINT scraping_sources_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.search_synonyms ADD CONSTRAINT search_synonyms_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.search_terms ADD CONSTRAINT search_terms_pkey PRIMARY KEY (term);

ALTER TABLE ONLY public.admin_users ADD CONSTRAINT admin_users_email_key UNIQUE (email);

ALTER TABLE ONLY public.admin_users ADD CONSTRAINT admin_users_username_key UNIQUE (username);

ALTER TABLE ONLY public.community_stats ADD CONSTRAINT community_stats_region_key UNIQUE (region);

ALTER TABLE ONLY public.password_reset_tokens ADD CONSTRAINT "password_reset_tokens_tokenHash_key" UNIQUE ("tokenHash");

ALTER TABLE ONLY public.saved_events ADD CONSTRAINT saved_events_session_event_key UNIQUE ("userSession", "eventId");

ALTER TABLE ONLY public.scraping_sources ADD CONSTRAINT scraping_sources_url_key UNIQUE (url);

ALTER TABLE ONLY public.admin_users ADD CONSTRAINT "admin_users_managedBy_check" CHECK ((("managedBy")::text = ANY (ARRAY[('environment'::character varying)::text, ('console'::character varying)::text])));

ALTER TABLE ONLY public.community_stats ADD CONSTRAINT "community_stats_activeOrganizationsThisMonth_check" CHECK (("activeOrganizationsThisMonth" >= 0));

ALTER TABLE ONLY public.community_stats ADD CONSTRAINT "community_stats_eventsSavedThisMonth_check" CHECK (("eventsSavedThisMonth" >= 0));

ALTER TABLE ONLY public.community_stats ADD CONSTRAINT "community_stats_monthlyViews_check" CHECK (("monthlyViews" >= 0));

ALTER TABLE ONLY public.community_stats ADD CONSTRAINT "community_stats_totalEvents_check" CHECK (("totalEvents" >= 0));

ALTER TABLE ONLY public.community_stats ADD CONSTRAINT "community_stats_totalFamilies_check" CHECK (("totalFamilies" >= 0));

ALTER TABLE ONLY public.community_stats ADD CONSTRAINT "community_stats_totalOrganizations_check" CHECK (("totalOrganizations" >= 0));

ALTER TABLE ONLY public.event_activity ADD CONSTRAINT event_activity_kind_check CHECK (((kind)::text = ANY (ARRAY[('view'::character varying)::text, ('save'::character varying)::text, ('calendar'::character varying)::text, ('ticket'::character varying)::text, ('share'::character varying)::text])));

ALTER TABLE ONLY public.event_series ADD CONSTRAINT event_series_check CHECK ((until >= "firstDate"));

ALTER TABLE ONLY public.event_series ADD CONSTRAINT event_series_frequency_check CHECK (((frequency)::text = ANY (ARRAY[('weekly'::character varying)::text, ('biweekly'::character varying)::text, ('monthly'::character varying)::text])));

ALTER TABLE ONLY public.events ADD CONSTRAINT events_coordinates_check CHECK (((latitude >= ('-90'::integer)::double precision) AND (latitude <= (90)::double precision) AND ((longitude >= ('-180'::integer)::double precision) AND (longitude <= (180)::double precision))));

ALTER TABLE ONLY public.events ADD CONSTRAINT events_end_date_check CHECK ((("endDate" IS NULL) OR (("endDate" >= date) AND ("endDate" <= (date + 60)))));

ALTER TABLE ONLY public.events ADD CONSTRAINT "events_moderationScore_check" CHECK (("moderationScore" >= 0));

ALTER TABLE ONLY public.events ADD CONSTRAINT events_price_check CHECK ((price >= (0)::numeric));

ALTER TABLE ONLY public.events ADD CONSTRAINT events_state_check CHECK (((state)::text ~ '^[A-Z]{2}$'::text));

ALTER TABLE ONLY public.events ADD CONSTRAINT events_status_check CHECK (((status)::text = ANY (ARRAY[('scheduled'::character varying)::text, ('cancelled'::character varying)::text, ('postponed'::character varying)::text])));

ALTER TABLE ONLY public.events ADD CONSTRAINT events_title_check CHECK ((length(btrim((title)::text)) > 0));

ALTER TABLE ONLY public.festival_dates ADD CONSTRAINT "festival_dates_festivalSlug_check" CHECK ((("festivalSlug")::text ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text));

ALTER TABLE ONLY public.festival_dates ADD CONSTRAINT festival_dates_note_check CHECK ((length(note) <= 1000));

ALTER TABLE ONLY public.festival_dates ADD CONSTRAINT festival_dates_order CHECK ((("startDate" <= "mainDate") AND ("mainDate" <= "endDate") AND (("endDate" - "startDate") <= 31)));

ALTER TABLE ONLY public.festival_dates ADD CONSTRAINT "festival_dates_timeZone_check" CHECK ((("timeZone")::text = ANY (ARRAY[('America/New_York'::character varying)::text, ('America/Chicago'::character varying)::text, ('America/Denver'::character varying)::text, ('America/Los_Angeles'::character varying)::text])));

ALTER TABLE ONLY public.festival_dates ADD CONSTRAINT festival_dates_year CHECK ((EXTRACT(year FROM "mainDate") = (year)::numeric));

ALTER TABLE ONLY public.festival_dates ADD CONSTRAINT festival_dates_year_check CHECK (((year >= 2000) AND (year <= 2100)));

ALTER TABLE ONLY public.follows ADD CONSTRAINT follows_email_check CHECK (((email)::text = lower((email)::text)));

ALTER TABLE ONLY public.follows ADD CONSTRAINT follows_filters_on_metro CHECK (((metro IS NOT NULL) OR ((category IS NULL) AND (language IS NULL) AND (festival IS NULL))));

ALTER TABLE ONLY public.follows ADD CONSTRAINT follows_one_scope CHECK (((metro IS NULL) <> ("organizationId" IS NULL)));

ALTER TABLE ONLY public.follows ADD CONSTRAINT follows_status_check CHECK (((status)::text = ANY (ARRAY[('pending'::character varying)::text, ('active'::character varying)::text, ('unsubscribed'::character varying)::text, ('bounced'::character varying)::text])));

ALTER TABLE ONLY public.login_counters ADD CONSTRAINT login_counters_kind_check CHECK (((kind)::text = ANY (ARRAY[('organizer'::character varying)::text, ('admin'::character varying)::text])));

ALTER TABLE ONLY public.organizations ADD CONSTRAINT organizations_city_check CHECK ((length(btrim((city)::text)) > 0));

ALTER TABLE ONLY public.organizations ADD CONSTRAINT "organizations_moderationScore_check" CHECK (("moderationScore" >= 0));

ALTER TABLE ONLY public.organizations ADD CONSTRAINT organizations_name_check CHECK ((length(btrim((name)::text)) > 0));

ALTER TABLE ONLY public.organizations ADD CONSTRAINT organizations_registered_needs_login CHECK (((NOT "isRegistered") OR (("passwordHash" IS NOT NULL) AND ("contactEmail" IS NOT NULL))));

ALTER TABLE ONLY public.organizations ADD CONSTRAINT organizations_state_check CHECK (((state)::text ~ '^[A-Z]{2}$'::text));

ALTER TABLE ONLY public.outgoing_mail ADD CONSTRAINT outgoing_mail_status_check CHECK (((status)::text = ANY (ARRAY[('stored'::character varying)::text, ('queued'::character varying)::text, ('sent'::character varying)::text, ('failed'::character varying)::text])));

ALTER TABLE ONLY public.saved_events ADD CONSTRAINT "saved_events_userSession_check" CHECK ((length(("userSession")::text) > 0));

ALTER TABLE ONLY public.scrape_runs ADD CONSTRAINT scrape_runs_status_check CHECK (((status)::text = ANY (ARRAY[('running'::character varying)::text, ('succeeded'::character varying)::text, ('failed'::character varying)::text])));

ALTER TABLE ONLY public.scrape_runs ADD CONSTRAINT scrape_runs_trigger_check CHECK (((trigger)::text = ANY (ARRAY[('manual'::character varying)::text, ('scheduled'::character varying)::text])));

ALTER TABLE ONLY public.scraping_sources ADD CONSTRAINT scraping_sources_origin_check CHECK (((origin)::text = ANY (ARRAY[('manual'::character varying)::text, ('organization'::character varying)::text])));

ALTER TABLE ONLY public.scraping_sources ADD CONSTRAINT scraping_sources_type_check CHECK (((type)::text = ANY (ARRAY[('eventbrite'::character varying)::text, ('facebook'::character varying)::text, ('calendar'::character varying)::text, ('other'::character varying)::text])));

ALTER TABLE ONLY public.search_synonyms ADD CONSTRAINT search_synonyms_terms_check CHECK (((cardinality(terms) >= 2) AND (cardinality(terms) <= 30)));

ALTER TABLE ONLY public.event_activity ADD CONSTRAINT "event_activity_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES events(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.event_series ADD CONSTRAINT "event_series_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.events ADD CONSTRAINT "events_duplicateOfId_fkey" FOREIGN KEY ("duplicateOfId") REFERENCES events(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.events ADD CONSTRAINT "events_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.events ADD CONSTRAINT "events_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES event_series(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.events ADD CONSTRAINT "events_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES scraping_sources(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.follow_notices ADD CONSTRAINT "follow_notices_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES events(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.follow_notices ADD CONSTRAINT "follow_notices_followId_fkey" FOREIGN KEY ("followId") REFERENCES follows(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.follows ADD CONSTRAINT "follows_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.image_renditions ADD CONSTRAINT "image_renditions_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES images(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.page_views ADD CONSTRAINT "page_views_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES events(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.password_reset_tokens ADD CONSTRAINT "password_reset_tokens_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.rejected_events ADD CONSTRAINT "rejected_events_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES organizations(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.saved_events ADD CONSTRAINT "saved_events_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES events(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.scrape_run_events ADD CONSTRAINT "scrape_run_events_runId_fkey" FOREIGN KEY ("runId") REFERENCES scrape_runs(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.scrape_run_events ADD CONSTRAINT "scrape_run_events_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES scraping_sources(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.scrape_runs ADD CONSTRAINT "scrape_runs_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES scraping_sources(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.scraping_sources ADD CONSTRAINT scraping_sources_organization_fkey FOREIGN KEY ("organizationId") REFERENCES organizations(id) ON DELETE SET NULL;

-- Indexes

CREATE INDEX contact_messages_created_idx ON public.contact_messages USING btree ("createdAt" DESC);

CREATE INDEX event_activity_day_idx ON public.event_activity USING btree (day, kind);

CREATE INDEX event_series_organization_idx ON public.event_series USING btree ("organizationId");

CREATE INDEX events_category_date_idx ON public.events USING btree (category, date, "startMinutes", id) INCLUDE ("endDate", state, "organizationId", "isFree", category, metro, latitude, longitude, "seriesId", "organizationApproved") WHERE "isApproved";

CREATE INDEX events_city_date_all_idx ON public.events USING btree (lower((city)::text), date, "duplicateOfId");

CREATE INDEX events_city_date_idx ON public.events USING btree (lower((city)::text), date) WHERE "isApproved";

CREATE INDEX events_created_idx ON public.events USING btree ("createdAt");

CREATE INDEX events_duplicate_of_idx ON public.events USING btree ("duplicateOfId") WHERE ("duplicateOfId" IS NOT NULL);

CREATE INDEX events_earth_idx ON public.events USING gist (sangam_earth(latitude, longitude)) WHERE ("isApproved" AND (latitude IS NOT NULL));

CREATE INDEX events_end_date_idx ON public.events USING btree ("endDate") WHERE ("isApproved" AND ("endDate" IS NOT NULL));

CREATE INDEX events_festival_date_idx ON public.events USING btree (festival, date) WHERE ("isApproved" AND (festival IS NOT NULL));

CREATE INDEX events_geo_date_idx ON public.events USING btree (sangam_geo_cell(latitude, longitude), date, "startMinutes", id) INCLUDE ("endDate", state, "organizationId", "isFree", category, metro, latitude, longitude, "seriesId", "organizationApproved") WHERE ("isApproved" AND (latitude IS NOT NULL));

CREATE INDEX events_languages_idx ON public.events USING gin (languages) WHERE "isApproved";

CREATE INDEX events_listing_idx ON public.events USING btree (date, "startMinutes", id) INCLUDE ("endDate", state, "organizationId", "isFree", category, metro, latitude, longitude, "seriesId", "organizationApproved") WHERE "isApproved";

CREATE INDEX events_live_since_idx ON public.events USING btree ("organizationId", "liveSince") WHERE "isApproved";

CREATE INDEX events_metro_date_idx ON public.events USING btree (metro, date, "startMinutes", id) INCLUDE ("endDate", state, "organizationId", "isFree", category, metro, latitude, longitude, "seriesId", "organizationApproved") WHERE ("isApproved" AND (metro IS NOT NULL));

CREATE INDEX events_org_created_idx ON public.events USING btree ("organizationId", "createdAt");

CREATE INDEX events_org_date_idx ON public.events USING btree ("organizationId", date, "duplicateOfId");

CREATE INDEX events_pending_idx ON public.events USING btree ("createdAt") WHERE (NOT "isApproved");

CREATE INDEX events_running_range_idx ON public.events USING gist (daterange(date, "endDate", '[]'::text)) WHERE ("isApproved" AND ("endDate" IS NOT NULL));

CREATE INDEX events_search_idx ON public.events USING gin ("searchVector") WITH (fastupdate=off);

CREATE INDEX events_series_idx ON public.events USING btree ("seriesId", date) WHERE ("seriesId" IS NOT NULL);

CREATE UNIQUE INDEX events_source_key ON public.events USING btree ("sourceId", "sourceEventKey") WHERE (("sourceId" IS NOT NULL) AND ("sourceEventKey" IS NOT NULL));

CREATE INDEX events_state_date_idx ON public.events USING btree (state, date, "startMinutes", id) INCLUDE ("endDate", state, "organizationId", "isFree", category, metro, latitude, longitude, "seriesId", "organizationApproved") WHERE "isApproved";

CREATE INDEX events_tags_idx ON public.events USING gin (tags) WHERE "isApproved";

CREATE INDEX events_title_idx ON public.events USING btree (lower((title)::text), date) WHERE "isApproved";

CREATE INDEX festival_dates_main_idx ON public.festival_dates USING btree ("mainDate");

CREATE INDEX follow_notices_event_idx ON public.follow_notices USING btree ("eventId");

CREATE INDEX follows_active_org_idx ON public.follows USING btree ("organizationId") WHERE (((status)::text = 'active'::text) AND ("organizationId" IS NOT NULL));

CREATE UNIQUE INDEX follows_same_idx ON public.follows USING btree (email, COALESCE(metro, ''::character varying), COALESCE(("organizationId")::text, ''::text), COALESCE(category, ''::character varying), COALESCE(language, ''::character varying), COALESCE(festival, ''::character varying));

CREATE INDEX idempotency_keys_expires_idx ON public.idempotency_keys USING btree ("expiresAt");

CREATE INDEX images_created_idx ON public.images USING btree ("createdAt");

CREATE INDEX login_counters_window_idx ON public.login_counters USING btree ("windowStartedAt");

CREATE INDEX organizations_name_trgm_idx ON public.organizations USING gin (lower((name)::text) gin_trgm_ops);

CREATE INDEX organizations_pending_idx ON public.organizations USING btree ("createdAt") WHERE ((NOT "isApproved") AND ("rejectionReason" IS NULL));

CREATE UNIQUE INDEX organizations_registered_email_key ON public.organizations USING btree (lower(("contactEmail")::text)) WHERE "isRegistered";

CREATE INDEX organizations_unapproved_idx ON public.organizations USING btree (id) WHERE (NOT "isApproved");

CREATE INDEX outgoing_mail_created_idx ON public.outgoing_mail USING btree ("createdAt");

CREATE INDEX outgoing_mail_status_idx ON public.outgoing_mail USING btree (status, "createdAt");

CREATE INDEX page_views_event_idx ON public.page_views USING btree ("eventId") WHERE ("eventId" IS NOT NULL);

CREATE UNIQUE INDEX page_views_once_a_day ON public.page_views USING btree (day, "sessionId", page);

CREATE INDEX password_reset_requests_key_idx ON public.password_reset_requests USING btree (key, "createdAt");

CREATE INDEX password_reset_tokens_org_idx ON public.password_reset_tokens USING btree ("organizationId");

CREATE INDEX rate_limit_hits_expires_idx ON public.rate_limit_hits USING btree ("expiresAt");

CREATE INDEX rejected_events_organization_idx ON public.rejected_events USING btree ("organizationId", "rejectedAt" DESC);

CREATE INDEX saved_events_event_idx ON public.saved_events USING btree ("eventId");

CREATE INDEX scrape_run_events_run_idx ON public.scrape_run_events USING btree ("runId", "sourceId");

CREATE UNIQUE INDEX scrape_runs_one_running ON public.scrape_runs USING btree ((true)) WHERE ((status)::text = 'running'::text);

CREATE INDEX scrape_runs_started_idx ON public.scrape_runs USING btree ("startedAt" DESC);

CREATE INDEX scraped_event_tombstones_event_idx ON public.scraped_event_tombstones USING btree (lower((title)::text), date, lower((city)::text));

CREATE INDEX scraping_sources_org_idx ON public.scraping_sources USING btree ("organizationId");

CREATE INDEX search_terms_trgm_idx ON public.search_terms USING gin (term gin_trgm_ops);

-- Triggers

CREATE TRIGGER admin_users_updated_at BEFORE UPDATE ON public.admin_users FOR EACH ROW EXECUTE FUNCTION sangam_set_updated_at();

CREATE CONSTRAINT TRIGGER events_bump_public_version AFTER INSERT OR DELETE OR UPDATE ON public.events DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sangam_bump_public_version();

CREATE TRIGGER events_bump_public_version_truncate AFTER TRUNCATE ON public.events FOR EACH STATEMENT EXECUTE FUNCTION sangam_bump_public_version();

CREATE TRIGGER events_collect_terms_insert AFTER INSERT ON public.events REFERENCING NEW TABLE AS sangam_new_rows FOR EACH STATEMENT EXECUTE FUNCTION sangam_events_collect_terms();

CREATE TRIGGER events_collect_terms_update AFTER UPDATE ON public.events REFERENCING OLD TABLE AS sangam_old_rows NEW TABLE AS sangam_new_rows FOR EACH STATEMENT EXECUTE FUNCTION sangam_events_collect_changed_terms();

CREATE TRIGGER events_forget_terms AFTER DELETE ON public.events REFERENCING OLD TABLE AS sangam_old_rows FOR EACH STATEMENT EXECUTE FUNCTION sangam_events_forget_terms();

CREATE TRIGGER events_live_since BEFORE INSERT OR UPDATE OF "isApproved" ON public.events FOR EACH ROW EXECUTE FUNCTION events_live_since();

CREATE TRIGGER events_organization_approved BEFORE INSERT OR UPDATE OF "organizationId", "organizationApproved" ON public.events FOR EACH ROW EXECUTE FUNCTION sangam_event_organization_approved();

CREATE TRIGGER events_scraped_tombstone AFTER DELETE ON public.events FOR EACH ROW WHEN (((old."sourceId" IS NOT NULL) AND (old."sourceEventKey" IS NOT NULL))) EXECUTE FUNCTION sangam_scraped_event_deleted();

CREATE TRIGGER events_search_vector BEFORE INSERT OR UPDATE OF title, description, venue, city, "organizationId" ON public.events FOR EACH ROW EXECUTE FUNCTION sangam_event_search_vector();

CREATE TRIGGER events_updated_at BEFORE UPDATE ON public.events FOR EACH ROW EXECUTE FUNCTION sangam_set_updated_at();

CREATE TRIGGER organizations_approval_changed AFTER UPDATE OF "isApproved" ON public.organizations FOR EACH ROW WHEN ((old."isApproved" IS DISTINCT FROM new."isApproved")) EXECUTE FUNCTION sangam_organization_approval_changed();

CREATE CONSTRAINT TRIGGER organizations_bump_public_version AFTER INSERT OR DELETE OR UPDATE ON public.organizations DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sangam_bump_public_version();

CREATE TRIGGER organizations_bump_public_version_truncate AFTER TRUNCATE ON public.organizations FOR EACH STATEMENT EXECUTE FUNCTION sangam_bump_public_version();

CREATE TRIGGER organizations_collect_terms_insert AFTER INSERT ON public.organizations REFERENCING NEW TABLE AS sangam_new_rows FOR EACH STATEMENT EXECUTE FUNCTION sangam_orgs_collect_terms();

CREATE TRIGGER organizations_collect_terms_update AFTER UPDATE ON public.organizations REFERENCING NEW TABLE AS sangam_new_rows FOR EACH STATEMENT EXECUTE FUNCTION sangam_orgs_collect_terms();

CREATE TRIGGER organizations_deleted BEFORE DELETE ON public.organizations FOR EACH ROW EXECUTE FUNCTION sangam_organization_deleted();

CREATE TRIGGER organizations_renamed AFTER UPDATE OF name ON public.organizations FOR EACH ROW WHEN (((old.name)::text IS DISTINCT FROM (new.name)::text)) EXECUTE FUNCTION sangam_org_renamed();

CREATE TRIGGER organizations_updated_at BEFORE UPDATE ON public.organizations FOR EACH ROW EXECUTE FUNCTION sangam_set_updated_at();

CREATE TRIGGER scraping_sources_tombstones AFTER DELETE ON public.scraping_sources FOR EACH ROW EXECUTE FUNCTION sangam_scraping_source_deleted();

CREATE TRIGGER scraping_sources_updated_at BEFORE UPDATE ON public.scraping_sources FOR EACH ROW EXECUTE FUNCTION sangam_set_updated_at();
`;

/**
 * One baseline for every database: on an empty one it creates the schema and its reference rows (the public data
 * version's slots, the shipped festival dates and search synonyms); on one made before it (its migrations all ran) it
 * does nothing. A database stopped part-way through the older migrations is refused with the way forward.
 */
export class Baseline1765350000000 implements MigrationInterface {
  name = 'Baseline1765350000000';

  async up(q: QueryRunner): Promise<void> {
    const last = MIGRATIONS_BEFORE_BASELINE[MIGRATIONS_BEFORE_BASELINE.length - 1];
    const ran: Array<{ name: string }> = await q.query(`SELECT name FROM migrations WHERE name = ANY($1::text[]) ORDER BY id`, [
      MIGRATIONS_BEFORE_BASELINE,
    ]);
    if (ran.some((m) => m.name === last)) return;
    if (ran.length) {
      throw new Error(
        `This database stopped at migration ${ran[ran.length - 1].name}, before the baseline: start a Sangam from before the ` +
          `baseline (its last migration is ${last}) on it once, then this one.`,
      );
    }
    await q.query(`SET LOCAL check_function_bodies = false`);
    await q.query(SCHEMA);
    await q.query(`INSERT INTO public_data_version (slot) SELECT generate_series(0, ${PUBLIC_VERSION_SLOTS - 1})`);
    const festivals = festivalDateSeedRows([2026, 2027]);
    await q.query(
      `INSERT INTO festival_dates ("festivalSlug", year, "timeZone", "startDate", "mainDate", "endDate", note)
       SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::date[], $5::date[], $6::date[], $7::text[]) ON CONFLICT DO NOTHING`,
      [
        festivals.map((r) => r.festivalSlug),
        festivals.map((r) => r.year),
        festivals.map((r) => r.timeZone),
        festivals.map((r) => r.startDate),
        festivals.map((r) => r.mainDate),
        festivals.map((r) => r.endDate),
        festivals.map((r) => r.note),
      ],
    );
    const groups = shippedSynonymGroups();
    await q.query(
      `INSERT INTO search_synonyms (name, terms) SELECT g.name, g.terms::text[] FROM unnest($1::text[], $2::text[]) AS g(name, terms)`,
      // unnest cannot take a ragged 2-D array: each group's terms travel as one array literal.
      [groups.map((g) => g.name), groups.map((g) => `{${g.terms.join(',')}}`)],
    );
  }

  async down(): Promise<void> {
    throw new Error('The baseline cannot be reverted: drop the database instead');
  }
}
