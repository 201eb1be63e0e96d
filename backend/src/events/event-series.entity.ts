import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Frequency } from './recurrence';

/** A recurring event's rule; its occurrences are events with this seriesId (recurrence.ts computes them). */
@Entity('event_series')
export class EventSeries {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'varchar', length: 10 })
  frequency: Frequency;

  @Column({ type: 'date' })
  firstDate: string;

  @Column({ type: 'date' })
  until: string;

  /** What cards show, e.g. 'Every Sunday'. */
  @Column({ type: 'varchar', length: 100 })
  recurrence: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
