import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('saved_events')
@Index(['userSession', 'eventId'], { unique: true })
export class SavedEvent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @Column({ type: 'varchar', length: 100 })
  userSession: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
