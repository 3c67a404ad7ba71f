import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, UpdatedAtColumn } from '../columns';
import { OwnedEntity } from './owned.entity';

/** A row Generate All passed by, and why. */
export interface NotReadyItem {
  itemId: string;
  name: string;
  reason: string;
}

/** How many not-ready rows a batch lists by name (the count covers them all). */
export const NOT_READY_LISTED = 20;

export const BATCH_STATUSES = ['queued', 'running', 'completed', 'cancelled', 'stopped'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** Statuses of a batch that still has work to do; an owner has at most one such batch. */
export const ACTIVE_BATCH_STATUSES: readonly BatchStatus[] = ['queued', 'running'];

/**
 * One press of Generate All: the owner's items in table order (rows in
 * generation_batch_items), walked by the worker. Postgres is the source of truth; the BullMQ
 * job only says "work on this batch", so a lost job is re-enqueued from here.
 */
@Entity({ name: 'generation_batches' })
@Check('generation_batches_one_owner', '(owner_user_id IS NULL) <> (owner_guest_id IS NULL)')
@Check(
  'generation_batches_status_valid',
  "status IN ('queued', 'running', 'completed', 'cancelled', 'stopped')",
)
// One active batch per owner: pressing Generate All twice cannot make two.
@Index('generation_batches_one_active_user', ['ownerUserId'], {
  unique: true,
  where: "status IN ('queued', 'running') AND owner_user_id IS NOT NULL",
})
@Index('generation_batches_one_active_guest', ['ownerGuestId'], {
  unique: true,
  where: "status IN ('queued', 'running') AND owner_guest_id IS NOT NULL",
})
@Index('generation_batches_active_idx', ['createdAt'], {
  where: "status IN ('queued', 'running')",
})
export class GenerationBatchEntity extends OwnedEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', default: 'queued' })
  status: BatchStatus;

  /** "Retry failed": only items whose last generation failed. */
  @Column({ name: 'only_failed', type: 'boolean', default: false })
  onlyFailed: boolean;

  /** Versions written per item ("Write 3 versions"): each one is a generation. */
  @Column({ type: 'integer', default: 1 })
  versions: number;

  /** Takes described items too ("Rewrite described products"), skipping unchanged ones. */
  @Column({ type: 'boolean', default: false })
  rewrite: boolean;

  /** With rewrite: "Regenerate anyway", unchanged items included. */
  @Column({ type: 'boolean', default: false })
  force: boolean;

  /** Described items passed by as unchanged since their description (not in total, not charged). */
  @Column({ name: 'unchanged_count', type: 'integer', default: 0 })
  unchangedCount: number;

  @Column({ type: 'integer' })
  total: number;

  @Column({ type: 'integer', default: 0 })
  succeeded: number;

  @Column({ type: 'integer', default: 0 })
  failed: number;

  /** Items not run because the batch was cancelled or stopped at the plan's limit. */
  @Column({ type: 'integer', default: 0 })
  skipped: number;

  /** Whether any description came from a fallback provider. */
  @Column({ name: 'fallback_used', type: 'boolean', default: false })
  fallbackUsed: boolean;

  /** The fallback provider that wrote the latest such description. */
  @Column({ name: 'fallback_provider', type: 'text', nullable: true })
  fallbackProvider: string | null;

  /** Shown when the batch starts, e.g. the guest's one-item cut. */
  @Column({ type: 'text', nullable: true })
  notice: string | null;

  /** Rows Generate All passed by because they are not ready to generate (no charge). */
  @Column({ name: 'not_ready_count', type: 'integer', default: 0 })
  notReadyCount: number;

  /** The first of those rows (at most NOT_READY_LISTED), each with the reason. */
  @Column({ name: 'not_ready', type: 'jsonb', default: [] })
  notReady: NotReadyItem[];

  /** Why the batch stopped early (the plan-limit message). */
  @Column({ name: 'stop_reason', type: 'text', nullable: true })
  stopReason: string | null;

  /** Its items whose descriptions read like others in the catalogue (the sameness check). */
  @Column({ name: 'sameness_flagged', type: 'integer', default: 0 })
  samenessFlagged: number;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  /** When the owner was told it finished (so a retried job never mails twice). */
  @Column({ name: 'notified_at', type: 'timestamptz', nullable: true })
  notifiedAt: Date | null;
}
