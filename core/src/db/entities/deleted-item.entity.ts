import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { OwnedEntity } from './owned.entity';

/**
 * A product the seller deleted, kept for a while so Undo can bring it back exactly as it was
 * (same id, same place in the table, its source rows). Purged after DELETED_ITEM_KEEP_MS.
 */
@Entity({ name: 'deleted_items' })
@Check('deleted_items_one_owner', '(owner_user_id IS NULL) <> (owner_guest_id IS NULL)')
@Index('deleted_items_deleted_at_idx', ['deletedAt'])
export class DeletedItemEntity extends OwnedEntity {
  /** The item's own id. */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  /** The whole items row as it was (to_jsonb(items.*)). */
  @Column({ type: 'jsonb' })
  row: Record<string, unknown>;

  /** Its kept versions as they were (to_jsonb(item_versions.*) each), restored with it. */
  @Column({ type: 'jsonb', default: [] })
  versions: Record<string, unknown>[];

  @CreateDateColumn({ name: 'deleted_at', type: 'timestamptz' })
  deletedAt: Date;
}
