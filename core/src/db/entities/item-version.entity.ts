import type { ChannelFields } from '../../shared/channel-fields';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { GenerationRecordEntity } from './generation-record.entity';
import { ItemEntity } from './item.entity';

export const VERSION_ORIGINS = ['generated', 'earlier'] as const;
/**
 * 'generated': written by a generation (its record is `recordId` while history keeps it).
 * 'earlier': a description the item had that no generation wrote here (imported, typed by the
 * seller, or from before versions were kept), saved when something replaced it.
 */
export type VersionOrigin = (typeof VERSION_ORIGINS)[number];

/**
 * One description an item has had, kept with the item so the seller can go back to it. The
 * owner is the item's: every read joins the item and its owner.
 */
@Entity({ name: 'item_versions' })
@Check('item_versions_origin_valid', "origin IN ('generated', 'earlier')")
@Index('item_versions_item_created_idx', ['itemId', 'createdAt'])
export class ItemVersionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'item_id', type: 'uuid' })
  itemId: string;

  @ManyToOne(() => ItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: ItemEntity;

  /** The generation record that wrote it, while history keeps that record. */
  @Column({ name: 'record_id', type: 'uuid', nullable: true })
  recordId: string | null;

  @ManyToOne(() => GenerationRecordEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'record_id' })
  record?: GenerationRecordEntity;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text', nullable: true })
  provider: string | null;

  @Column({ name: 'claim_warnings', type: 'jsonb', default: [] })
  claimWarnings: string[];

  @Column({ name: 'length_note', type: 'text', nullable: true })
  lengthNote: string | null;

  /** The marketplace fields written with it; null when none were. */
  @Column({ name: 'channel_fields', type: 'jsonb', nullable: true })
  channelFields: ChannelFields | null;

  /** The item's fields and settings it was written from (content-hash.ts); null: unknown. */
  @Column({ name: 'content_hash', type: 'text', nullable: true })
  contentHash: string | null;

  @Column({ type: 'text' })
  origin: VersionOrigin;

  /** The seller's guidance it was written with (a rejection's instruction). */
  @Column({ type: 'text', nullable: true })
  instruction: string | null;

  /** Versions written together ("Write 3 versions") share a set; null for a single one. */
  @Column({ name: 'set_id', type: 'uuid', nullable: true })
  setId: string | null;

  /** Its place in the set (1-based) and the set's size. */
  @Column({ name: 'set_index', type: 'integer', nullable: true })
  setIndex: number | null;

  @Column({ name: 'set_size', type: 'integer', nullable: true })
  setSize: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
