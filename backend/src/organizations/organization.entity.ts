import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, VirtualColumn } from 'typeorm';
import { eventsThisMonthSql } from './events-this-month';

@Entity('organizations')
export class Organization {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  website: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  eventsPageUrl: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  eventSources: string[];

  @Column({ type: 'varchar', length: 254, nullable: true })
  contactEmail: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  contactPhone: string | null;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  @Column({ type: 'varchar', length: 2 })
  state: string;

  /** Derived from city and state at write time (places library); null when unknown. */
  @Column({ type: 'double precision', nullable: true })
  latitude: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude: number | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  metro: string | null;

  /** The communities it serves, as it (or an admin) chose them; null: inferred from its name (organizationLanguages). */
  @Column({ type: 'text', array: true, nullable: true })
  languages: string[] | null;

  @Column({ type: 'boolean', default: false })
  isApproved: boolean;

  @Column({ type: 'varchar', length: 100, nullable: true })
  submittedBy: string | null;

  @Column({ type: 'text', nullable: true })
  rejectionReason: string | null;

  /** When it last re-applied after a rejection (writes wait for an admin's approval; once a week at most). */
  @Column({ type: 'timestamptz', nullable: true })
  reappliedAt: Date | null;

  /** argon2id hash; set only for registered organizers. Never serialised. */
  @Column({ type: 'varchar', length: 255, nullable: true, select: false })
  passwordHash: string | null;

  @Column({ type: 'boolean', default: false })
  isRegistered: boolean;

  /** Events created this calendar month, counted when read (see events-this-month.ts). */
  @VirtualColumn({ type: 'int', query: eventsThisMonthSql })
  eventsThisMonth: number;

  @Column({ type: 'int', default: 0 })
  moderationScore: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  moderationFlags: string[];

  /** Tokens issued before this instant are refused (logout, password change). */
  @Column({ type: 'timestamptz', nullable: true, select: false })
  tokensValidAfter: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
