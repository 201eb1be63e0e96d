import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const SOURCE_TYPES = ['eventbrite', 'facebook', 'calendar', 'other'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
