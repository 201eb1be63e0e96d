import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const SOURCE_TYPES = ['eventbrite', 'facebook', 'calendar', 'other'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

/** 'manual' = created by an admin; 'organization' = an approved organization's eventsPageUrl or eventSources. */
export type SourceOrigin = 'manual' | 'organization';

@Entity('scraping_sources')
export class ScrapingSource {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 20 })
  type: SourceType;

  @Column({ type: 'varchar', length: 1000, unique: true })
  url: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  lastScraped: Date | null;

  /** The organization whose events page or event source this is (events are attributed to it). */
  @Column({ type: 'uuid', nullable: true })
  organizationId: string | null;

  @Column({ type: 'varchar', length: 20, default: 'manual' })
  origin: SourceOrigin;

  /** Turned off because its organization was rejected (or unapproved): re-approving the organization turns it back on. */
  @Column({ type: 'boolean', default: false })
  pausedWithOrganization: boolean;

  /** Counts, error and notice of the last run that included this source (null before its first run). */
  @Column({ type: 'int', nullable: true })
  lastEventsFound: number | null;

  @Column({ type: 'int', nullable: true })
  lastEventsSaved: number | null;

  @Column({ type: 'int', nullable: true })
  lastEventsUpdated: number | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  /** Why the last run found nothing, when the events' dates are why (nothingFoundNotice). */
  @Column({ type: 'text', nullable: true })
  lastNotice: string | null;

  /** The last run that read this source (its per-event outcomes answer "why is my event missing?"). */
  @Column({ type: 'uuid', nullable: true })
  lastRunId: string | null;

  /** Set when the last run could read only part of what the source lists, saying what was missed. */
  @Column({ type: 'text', nullable: true })
  lastPartial: string | null;

  /** Runs in a row that failed or found nothing (0 after a run that found events). */
  @Column({ type: 'int', default: 0 })
  failingRuns: number;

  /** When a run last found events here (null: never). */
  @Column({ type: 'timestamptz', nullable: true })
  lastFoundAt: Date | null;

  /** When its organization was told it stopped working (once per failing streak). */
  @Column({ type: 'timestamptz', nullable: true })
  stoppedNotifiedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
