import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('admin_users')
export class AdminUser {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100, unique: true })
  username: string;

  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 255, select: false })
  passwordHash: string;

  @Column({ type: 'timestamptz', nullable: true, select: false })
  tokensValidAfter: Date | null;

  /** 'environment': from ADMIN_USERNAME or generated at first start; 'console': made by another admin (never disabled by start-up). */
  @Column({ type: 'varchar', length: 20, default: 'environment' })
  managedBy: 'environment' | 'console';

  /** Set when start-up found another admin configured instead: no sign-in, no token. */
  @Column({ type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
