import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { Organization } from '../organizations/organization.entity';
import { EventSeries } from './event-series.entity';
import type { CommunityField } from '../community-tags/community-columns';

/** numeric(10,2) comes back from pg as a string; expose it as a number. */
const decimalTransformer = {
  to: (v: number | null | undefined) => v,
  from: (v: string | null) => (v === null || v === undefined ? null : Number(v)),
};

export const EVENT_STATUSES = ['scheduled', 'cancelled', 'postponed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

@Entity('events')
export class Event {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'uuid', nullable: true })
  organizationId: string | null;

  @ManyToOne(() => Organization, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organizationId' })
  organization?: Relation<Organization> | null;

  @Column({ type: 'varchar', length: 50 })
  category: string;

  /** The event's day (YYYY-MM-DD), in the event's local time zone (from its state). */
  @Column({ type: 'date' })
  date: string;

  /** Last day of a multi-day event (YYYY-MM-DD, at most 60 days after date); null for a one-day event. */
  @Column({ type: 'date', nullable: true })
  endDate: string | null;

  /** Local start time as text, e.g. '6:00 PM'. */
  @Column({ type: 'varchar', length: 20 })
  startTime: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  endTime: string | null;

  @Column({ type: 'varchar', length: 300 })
  venue: string;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  @Column({ type: 'varchar', length: 2 })
  state: string;

  /** Street address at the venue, when known. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  postalCode: string | null;

  /** Derived from the address at write time (places library): coordinates and metro slug, null when unknown. */
  @Column({ type: 'double precision', nullable: true })
  latitude: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude: number | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  metro: string | null;

  /** The festival it celebrates (a top-level festival slug), its communities and practical tags: chosen by its
   *  organizer or an admin (`communityChosen` names which), else inferred (community-tags/community-columns.ts). */
  @Column({ type: 'varchar', length: 40, nullable: true })
  festival: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  languages: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  communityChosen: CommunityField[];

  /** Organizers mark an event cancelled or postponed instead of deleting it; it stays listed with a banner. */
  @Column({ type: 'varchar', length: 20, default: 'scheduled' })
  status: EventStatus;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: decimalTransformer })
  price: number | null;

  /** The organizer's free-text price ('$10-15', 'Contact for pricing') when it is more than a number. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  priceText: string | null;

  @Column({ type: 'boolean', default: false })
  isFree: boolean;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  ticketUrl: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'boolean', default: true })
  isApproved: boolean;

  /** An admin took the event down: it stays unpublished until an admin publishes it again. */
  @Column({ type: 'boolean', default: false })
  unpublishedByAdmin: boolean;

  @Column({ type: 'int', default: 0 })
  moderationScore: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  moderationFlags: string[];

  /** Set by moderation when this event looks like a near-duplicate of another. */
  @Column({ type: 'uuid', nullable: true })
  duplicateOfId: string | null;

  /** Scraping source this event came from, and the source's own key for it (for updates). */
  @Column({ type: 'uuid', nullable: true })
  sourceId: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  sourceEventKey: string | null;

  /** The recurring series this event is an occurrence of, if any. */
  @Column({ type: 'uuid', nullable: true })
  seriesId: string | null;

  @ManyToOne(() => EventSeries, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'seriesId' })
  series?: Relation<EventSeries> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
