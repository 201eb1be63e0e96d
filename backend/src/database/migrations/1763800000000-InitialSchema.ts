import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The first data model (events, organizations, admins, scraping, community); docs/architecture.md describes the tables.
 * createdAt/updatedAt are maintained by the database; foreign keys say what happens on delete.
 */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);

    await q.query(`
      CREATE OR REPLACE FUNCTION sangam_set_updated_at() RETURNS trigger AS $$
      BEGIN
        NEW."updatedAt" := now();
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);

    await q.query(`
      CREATE TABLE organizations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(200) NOT NULL CHECK (length(btrim(name)) > 0),
        description text,
        website varchar(500),
        "eventsPageUrl" varchar(500),
        "eventSources" text[] NOT NULL DEFAULT '{}',
        "contactEmail" varchar(254),
        "contactPhone" varchar(40),
        city varchar(100) NOT NULL CHECK (length(btrim(city)) > 0),
        state varchar(2) NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
        "isApproved" boolean NOT NULL DEFAULT false,
        "submittedBy" varchar(100),
        "rejectionReason" text,
        "passwordHash" varchar(255),
        "isRegistered" boolean NOT NULL DEFAULT false,
        "eventsThisMonth" integer NOT NULL DEFAULT 0 CHECK ("eventsThisMonth" >= 0),
        "moderationScore" integer NOT NULL DEFAULT 0 CHECK ("moderationScore" >= 0),
        "moderationFlags" text[] NOT NULL DEFAULT '{}',
        "tokensValidAfter" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT organizations_registered_needs_login CHECK (
          NOT "isRegistered" OR ("passwordHash" IS NOT NULL AND "contactEmail" IS NOT NULL))
      )`);
    // One organizer account per email (case-insensitive); unregistered submissions may repeat.
    await q.query(`CREATE UNIQUE INDEX organizations_registered_email_key ON organizations (lower("contactEmail")) WHERE "isRegistered"`);
    await q.query(
      `CREATE INDEX organizations_pending_idx ON organizations ("createdAt") WHERE NOT "isApproved" AND "rejectionReason" IS NULL`,
    );
    await q.query(`CREATE INDEX organizations_name_trgm_idx ON organizations USING gin (lower(name) gin_trgm_ops)`);
    await q.query(
      `CREATE TRIGGER organizations_updated_at BEFORE UPDATE ON organizations FOR EACH ROW EXECUTE FUNCTION sangam_set_updated_at()`,
    );

    await q.query(`
      CREATE TABLE scraping_sources (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(200) NOT NULL,
        type varchar(20) NOT NULL CHECK (type IN ('eventbrite', 'facebook', 'calendar', 'other')),
        url varchar(1000) NOT NULL UNIQUE,
        active boolean NOT NULL DEFAULT true,
        "lastScraped" timestamptz,
        "organizationId" uuid REFERENCES organizations(id) ON DELETE CASCADE,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX scraping_sources_org_idx ON scraping_sources ("organizationId")`);
    await q.query(
      `CREATE TRIGGER scraping_sources_updated_at BEFORE UPDATE ON scraping_sources FOR EACH ROW EXECUTE FUNCTION sangam_set_updated_at()`,
    );

    await q.query(`
      CREATE TABLE events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title varchar(200) NOT NULL CHECK (length(btrim(title)) > 0),
        description text,
        "organizationId" uuid REFERENCES organizations(id) ON DELETE CASCADE,
        category varchar(50) NOT NULL,
        date date NOT NULL,
        "startTime" varchar(20) NOT NULL,
        "endTime" varchar(20),
        venue varchar(300) NOT NULL,
        city varchar(100) NOT NULL,
        state varchar(2) NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
        price numeric(10,2) CHECK (price >= 0),
        "priceText" varchar(100),
        "isFree" boolean NOT NULL DEFAULT false,
        "ticketUrl" varchar(1000),
        "imageUrl" varchar(1000),
        "isApproved" boolean NOT NULL DEFAULT true,
        "moderationScore" integer NOT NULL DEFAULT 0 CHECK ("moderationScore" >= 0),
        "moderationFlags" text[] NOT NULL DEFAULT '{}',
        "duplicateOfId" uuid REFERENCES events(id) ON DELETE SET NULL,
        "sourceId" uuid REFERENCES scraping_sources(id) ON DELETE SET NULL,
        "sourceEventKey" varchar(500),
        "searchVector" tsvector NOT NULL DEFAULT ''::tsvector,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    // Public listing: approved events by date (the default sort), and by city/category.
    await q.query(`CREATE INDEX events_listing_idx ON events (date, "startTime", id) WHERE "isApproved"`);
    await q.query(`CREATE INDEX events_city_date_idx ON events (lower(city), date) WHERE "isApproved"`);
    await q.query(`CREATE INDEX events_category_date_idx ON events (category, date) WHERE "isApproved"`);
    await q.query(`CREATE INDEX events_title_idx ON events (lower(title), date) WHERE "isApproved"`);
    // Ownership and moderation queues.
    await q.query(`CREATE INDEX events_org_date_idx ON events ("organizationId", date)`);
    await q.query(`CREATE INDEX events_pending_idx ON events ("createdAt") WHERE NOT "isApproved"`);
    await q.query(`CREATE INDEX events_created_idx ON events ("createdAt")`);
    await q.query(`CREATE INDEX events_duplicate_of_idx ON events ("duplicateOfId") WHERE "duplicateOfId" IS NOT NULL`);
    await q.query(
      `CREATE UNIQUE INDEX events_source_key ON events ("sourceId", "sourceEventKey") WHERE "sourceId" IS NOT NULL AND "sourceEventKey" IS NOT NULL`,
    );
    // Search: full text (GIN on a trigger-maintained tsvector) and trigram similarity on titles.
    await q.query(`CREATE INDEX events_search_idx ON events USING gin ("searchVector")`);
    await q.query(`CREATE INDEX events_title_trgm_idx ON events USING gin (lower(title) gin_trgm_ops)`);
    await q.query(`CREATE TRIGGER events_updated_at BEFORE UPDATE ON events FOR EACH ROW EXECUTE FUNCTION sangam_set_updated_at()`);

    // The search document: title (A), organization name, venue, city (B), description (D).
    await q.query(`
      CREATE OR REPLACE FUNCTION sangam_event_search_vector() RETURNS trigger AS $$
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
      END $$ LANGUAGE plpgsql`);
    await q.query(`
      CREATE TRIGGER events_search_vector BEFORE INSERT OR UPDATE OF title, description, venue, city, "organizationId"
      ON events FOR EACH ROW EXECUTE FUNCTION sangam_event_search_vector()`);
    // Renaming an organization refreshes its events' search documents.
    await q.query(`
      CREATE OR REPLACE FUNCTION sangam_org_renamed() RETURNS trigger AS $$
      BEGIN
        UPDATE events SET title = title WHERE "organizationId" = NEW.id;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await q.query(`
      CREATE TRIGGER organizations_renamed AFTER UPDATE OF name ON organizations
      FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION sangam_org_renamed()`);

    await q.query(`
      CREATE TABLE saved_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "eventId" uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        "userSession" varchar(100) NOT NULL CHECK (length("userSession") > 0),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT saved_events_session_event_key UNIQUE ("userSession", "eventId")
      )`);
    await q.query(`CREATE INDEX saved_events_event_idx ON saved_events ("eventId")`);

    await q.query(`
      CREATE TABLE admin_users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        "passwordHash" varchar(255) NOT NULL,
        "tokensValidAfter" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT admin_users_username_key UNIQUE (username),
        CONSTRAINT admin_users_email_key UNIQUE (email)
      )`);
    await q.query(
      `CREATE TRIGGER admin_users_updated_at BEFORE UPDATE ON admin_users FOR EACH ROW EXECUTE FUNCTION sangam_set_updated_at()`,
    );

    await q.query(`
      CREATE TABLE community_stats (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        region varchar(100) NOT NULL CONSTRAINT community_stats_region_key UNIQUE,
        city varchar(100),
        state varchar(2),
        "totalEvents" integer NOT NULL DEFAULT 0 CHECK ("totalEvents" >= 0),
        "totalOrganizations" integer NOT NULL DEFAULT 0 CHECK ("totalOrganizations" >= 0),
        "totalFamilies" integer NOT NULL DEFAULT 0 CHECK ("totalFamilies" >= 0),
        "monthlyViews" integer NOT NULL DEFAULT 0 CHECK ("monthlyViews" >= 0),
        "eventsSavedThisMonth" integer NOT NULL DEFAULT 0 CHECK ("eventsSavedThisMonth" >= 0),
        "activeOrganizationsThisMonth" integer NOT NULL DEFAULT 0 CHECK ("activeOrganizationsThisMonth" >= 0),
        "lastUpdated" timestamptz NOT NULL DEFAULT now(),
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE page_views (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "sessionId" varchar(100) NOT NULL,
        page varchar(500) NOT NULL,
        "eventId" uuid REFERENCES events(id) ON DELETE SET NULL,
        city varchar(100),
        state varchar(2),
        timestamp timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX page_views_timestamp_idx ON page_views (timestamp)`);
    await q.query(`CREATE INDEX page_views_event_idx ON page_views ("eventId") WHERE "eventId" IS NOT NULL`);

    await q.query(`
      CREATE TABLE scrape_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "startedAt" timestamptz NOT NULL DEFAULT now(),
        "finishedAt" timestamptz,
        status varchar(20) NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'succeeded', 'failed')),
        trigger varchar(20) NOT NULL DEFAULT 'manual' CHECK (trigger IN ('manual', 'scheduled')),
        "sourceId" uuid REFERENCES scraping_sources(id) ON DELETE SET NULL,
        "sourcesTotal" integer NOT NULL DEFAULT 0,
        "sourcesDone" integer NOT NULL DEFAULT 0,
        "eventsFound" integer NOT NULL DEFAULT 0,
        "eventsSaved" integer NOT NULL DEFAULT 0,
        errors text[] NOT NULL DEFAULT '{}',
        results jsonb NOT NULL DEFAULT '[]'
      )`);
    await q.query(`CREATE INDEX scrape_runs_started_idx ON scrape_runs ("startedAt" DESC)`);
    // At most one run in progress at a time, whatever the number of app instances.
    await q.query(`CREATE UNIQUE INDEX scrape_runs_one_running ON scrape_runs ((true)) WHERE status = 'running'`);

    await q.query(`
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(200) NOT NULL,
        email varchar(254) NOT NULL,
        subject varchar(300) NOT NULL,
        message text NOT NULL,
        handled boolean NOT NULL DEFAULT false,
        "handledAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX contact_messages_created_idx ON contact_messages ("createdAt" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'contact_messages',
      'scrape_runs',
      'page_views',
      'community_stats',
      'admin_users',
      'saved_events',
      'events',
      'scraping_sources',
      'organizations',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${t} CASCADE`);
    }
    await q.query(`DROP FUNCTION IF EXISTS sangam_org_renamed() CASCADE`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_event_search_vector() CASCADE`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_set_updated_at() CASCADE`);
  }
}
