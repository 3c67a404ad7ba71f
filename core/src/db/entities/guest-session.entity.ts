import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../columns';

/** A visitor without an account, identified by a signed httpOnly cookie holding this id. */
@Entity({ name: 'guest_sessions' })
export class GuestSessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @CreatedAtColumn()
  createdAt: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' })
  lastSeenAt: Date;

  /** Generations used by this guest (one in total is allowed). */
  @Column({ name: 'generations_used', type: 'integer', default: 0 })
  generationsUsed: number;
}
