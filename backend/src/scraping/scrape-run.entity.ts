import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SourceRunResultDto } from './dto/run.dto';

/** What a run did with one source (its API shape is the one shape of it). */
export type SourceRunResult = SourceRunResultDto;

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
