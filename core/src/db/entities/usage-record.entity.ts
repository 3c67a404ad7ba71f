import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { UpdatedAtColumn } from '../columns';
import { UserEntity } from './user.entity';

/**
 * A user's generations this period (SPEC §3 Usage). The limit follows from the plan; the
 * period runs one month from `periodStart` to `resetDate`.
 */
@Entity({ name: 'usage_records' })
@Check('usage_records_counts_valid', 'generations_used >= 0 AND overage >= 0')
export class UsageRecordEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ name: 'generations_used', type: 'integer', default: 0 })
  generationsUsed: number;

  /** Generations beyond the plan's quota this period (paid plans only). */
  @Column({ type: 'integer', default: 0 })
  overage: number;

  @Column({ name: 'period_start', type: 'timestamptz', default: () => 'now()' })
  periodStart: Date;

  @Column({ name: 'reset_date', type: 'timestamptz' })
  resetDate: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
