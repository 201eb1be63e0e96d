import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('community_stats')
export class CommunityStats {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100, unique: true })
  region: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  state: string | null;

  @Column({ type: 'int', default: 0 })
  totalEvents: number;

  @Column({ type: 'int', default: 0 })
  totalOrganizations: number;

  @Column({ type: 'int', default: 0 })
  totalFamilies: number;

  @Column({ type: 'int', default: 0 })
  monthlyViews: number;

  @Column({ type: 'int', default: 0 })
  eventsSavedThisMonth: number;

  @Column({ type: 'int', default: 0 })
  activeOrganizationsThisMonth: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastUpdated: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
