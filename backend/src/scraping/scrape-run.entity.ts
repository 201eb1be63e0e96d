import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export interface SourceRunResult {
  sourceId: string;
  name: string;
  eventsFound: number;
  eventsSaved: number;
  eventsUpdated: number;
  /** Events left out, by reason ('already over', 'outside the US (…)', 'duplicate of an existing event', …). */
  skipped?: Record<string, number>;
  /** How the events were read ('json-ld', 'h-event', 'ical feed'). */
  via?: string[];
  /** What was filled in for events, by note ('location names no place (a time): venue "See event page"': 560). */
  notes?: Record<string, number>;
  /** Why the source found nothing, when dates are why ('The feed has 12 events, all before today.'). */
  notice?: string;
  /** Only part of what the source lists could be read, and why ('Only 24 of the 123 events … page 2 of 6 could not be read'). */
  partial?: string;
  error: string | null;
}

@Entity('scrape_runs')
export class ScrapeRun {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  startedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  /** running | succeeded | failed */
  @Column({ type: 'varchar', length: 20, default: 'running' })
  status: string;

  /** manual | scheduled */
  @Column({ type: 'varchar', length: 20, default: 'manual' })
  trigger: string;

  /** Set when the run was for one source only. */
  @Column({ type: 'uuid', nullable: true })
  sourceId: string | null;

  @Column({ type: 'int', default: 0 })
  sourcesTotal: number;

  @Column({ type: 'int', default: 0 })
  sourcesDone: number;

  @Column({ type: 'int', default: 0 })
  eventsFound: number;

  @Column({ type: 'int', default: 0 })
  eventsSaved: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  errors: string[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  results: SourceRunResult[];
}
