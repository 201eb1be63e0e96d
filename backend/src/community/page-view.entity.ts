import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('page_views')
export class PageView {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  sessionId: string;

  @Column({ type: 'varchar', length: 500 })
  page: string;

  @Column({ type: 'uuid', nullable: true })
  eventId: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  state: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  timestamp: Date;

  /** The UTC day of the view: a session's views of a page count once a day. */
  @Column({ type: 'date' })
  day: string;
}
