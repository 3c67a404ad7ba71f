import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { GenerationBatchEntity } from './generation-batch.entity';
import { ItemEntity } from './item.entity';

export const BATCH_ITEM_STATES = ['pending', 'generating', 'done', 'failed', 'skipped'] as const;
export type BatchItemState = (typeof BATCH_ITEM_STATES)[number];

/** One item of a batch and how far the worker got with it. */
@Entity({ name: 'generation_batch_items' })
@Check(
  'generation_batch_items_state_valid',
  "state IN ('pending', 'generating', 'done', 'failed', 'skipped')",
)
// The worker's "next item" lookup: only the rows still to run, in order (stays small and
// exact however long the batch is).
@Index('generation_batch_items_next_idx', ['batchId', 'position'], {
  where: "state IN ('pending', 'generating')",
})
@Index('generation_batch_items_item_idx', ['itemId'])
// The items in flight: counted per batch for fairness, and their leases watched for recovery.
@Index('generation_batch_items_generating_idx', ['batchId', 'leaseUntil'], {
  where: "state = 'generating'",
})
export class GenerationBatchItemEntity {
  @PrimaryColumn({ name: 'batch_id', type: 'uuid' })
  batchId: string;

  @ManyToOne(() => GenerationBatchEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'batch_id' })
  batch?: GenerationBatchEntity;

  @PrimaryColumn({ name: 'item_id', type: 'uuid' })
  itemId: string;

  // An item deleted mid-batch simply leaves the batch.
  @ManyToOne(() => ItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: ItemEntity;

  /** Table order when the batch was made. */
  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'text', default: 'pending' })
  state: BatchItemState;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  /**
   * While "generating": until when the worker that took it holds it. The worker renews the
   * lease while it runs; when it dies the lease lapses and any live worker takes the item.
   */
  @Column({ name: 'lease_until', type: 'timestamptz', nullable: true })
  leaseUntil: Date | null;

  /** The worker process (host:pid) that took the item last. */
  @Column({ name: 'worker_id', type: 'text', nullable: true })
  workerId: string | null;

  /** How many times a worker has taken the item (more than once: recovered or throttled). */
  @Column({ type: 'integer', default: 0 })
  attempts: number;
}
