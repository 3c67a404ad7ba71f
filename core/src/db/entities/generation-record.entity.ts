import type { ChannelFields } from '../../shared/channel-fields';
import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { CreatedAtColumn } from '../columns';
import { GenerationBatchEntity } from './generation-batch.entity';
import { ItemEntity } from './item.entity';
import { OwnedEntity } from './owned.entity';

/**
 * One generation attempt (SPEC §3 Generation record, plus provider, language, claim flags and
 * the outcome, so history statistics count real successes and failures).
 */
@Entity({ name: 'generation_records' })
@Check('generation_records_one_owner', '(owner_user_id IS NULL) <> (owner_guest_id IS NULL)')
@Check('generation_records_outcome_valid', "outcome IN ('success', 'failed')")
@Check('generation_records_revision_valid', "revision IN ('kept', 'discarded')")
@Index('generation_records_user_created_idx', ['ownerUserId', 'createdAt'])
@Index('generation_records_guest_created_idx', ['ownerGuestId', 'createdAt'])
// Written once per (batch, item, version): a retried or recovered batch job can never charge twice.
@Index('generation_records_batch_item_unique', ['batchId', 'itemId', 'variant'], { unique: true })
export class GenerationRecordEntity extends OwnedEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The item, while it exists (history outlives deleted items). */
  @Column({ name: 'item_id', type: 'uuid', nullable: true })
  itemId: string | null;

  @ManyToOne(() => ItemEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'item_id' })
  item?: ItemEntity;

  /** The Generate All batch that wrote it; null for a single Generate. */
  @Column({ name: 'batch_id', type: 'uuid', nullable: true })
  batchId: string | null;

  @ManyToOne(() => GenerationBatchEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'batch_id' })
  batch?: GenerationBatchEntity;

  @Column({ name: 'item_name', type: 'text' })
  itemName: string;

  @Column({ name: 'item_sku', type: 'text' })
  itemSku: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ name: 'character_count', type: 'integer' })
  characterCount: number;

  @Column({ name: 'writing_style', type: 'text' })
  writingStyle: string;

  @Column({ type: 'text' })
  tone: string;

  @Column({ name: 'target_audience', type: 'text' })
  targetAudience: string;

  @Column({ type: 'text' })
  industry: string;

  @Column({ type: 'text' })
  language: string;

  @Column({ type: 'text', nullable: true })
  provider: string | null;

  @Column({ name: 'fallback_used', type: 'boolean', default: false })
  fallbackUsed: boolean;

  @Column({ name: 'claim_warnings', type: 'jsonb', default: [] })
  claimWarnings: string[];

  /**
   * A short AI answer was sent back once with its measured length: 'kept' when the revised
   * answer was the better one, 'discarded' when the first was; null when not sent back.
   */
  @Column({ type: 'text', nullable: true })
  revision: 'kept' | 'discarded' | null;

  /** Set when the description is under the length band: what the seller can do about it. */
  @Column({ name: 'length_note', type: 'text', nullable: true })
  lengthNote: string | null;

  /** The marketplace fields this generation wrote (ChannelFields); null when it wrote none. */
  @Column({ name: 'channel_fields', type: 'jsonb', nullable: true })
  channelFields: ChannelFields | null;

  /** Which of the versions written together it is (0: the first, or the only one). */
  @Column({ type: 'integer', default: 0 })
  variant: number;

  @Column({ type: 'text' })
  outcome: 'success' | 'failed';

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @CreatedAtColumn()
  createdAt: Date;
}
