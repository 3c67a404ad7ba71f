import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import {
  ClaimWarningsColumn,
  CreatedAtColumn,
  LengthNoteColumn,
  ProviderColumn,
  UpdatedAtColumn,
} from '../columns';
import type { ItemSameness } from '../../channels/sameness';
import type { CsvFormatId } from '../../shared/csv-formats';
import { OwnedEntity } from './owned.entity';

/** Review mode (a setting): a new description is a draft until the seller approves it. */
export const REVIEW_STATES = ['draft', 'approved', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/**
 * What an imported item keeps of its file, so an export back to the same marketplace can
 * write the seller's rows again with only Quillcart's cells changed. `headers` is the file's
 * header row as written (order, spelling, duplicates); each of `rows` is one record of the
 * item (Shopify: the product row, its variant rows and image rows), cells aligned with
 * `headers`.
 */
export interface ItemSourceRows {
  headers: string[];
  rows: string[][];
  /** The file's field separator (absent in rows imported before it was kept: a comma). */
  delimiter?: string;
  /** False for files that never quote (Amazon's tab-delimited reports). */
  quoted?: boolean;
  /** The file name's ending ('.txt'), lower case. */
  extension?: string;
}

/** ItemSourceRows as `source_rows` holds it: the rows are `source_cells`. */
export type StoredSourceRows = Omit<ItemSourceRows, 'rows'>;

export const ITEM_STATUSES = ['idle', 'queued', 'generating', 'failed'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** A product in a seller's table, owned by exactly one user or guest session. */
@Entity({ name: 'items' })
@Check('items_one_owner', '(owner_user_id IS NULL) <> (owner_guest_id IS NULL)')
@Check('items_status_valid', "status IN ('idle', 'queued', 'generating', 'failed')")
@Check('items_review_state_valid', "review_state IN ('draft', 'approved', 'rejected')")
@Index('items_owner_user_position_idx', ['ownerUserId', 'position', 'id'])
@Index('items_owner_guest_position_idx', ['ownerGuestId', 'position', 'id'])
export class ItemEntity extends OwnedEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Table order; gaps let a copy slot in right after its original. */
  @Column({ type: 'double precision' })
  position: number;

  @Column({ type: 'text', default: '' })
  name: string;

  @Column({ type: 'text', default: '' })
  sku: string;

  @Column({ type: 'text', default: '' })
  details: string;

  /** As the seller wrote it (currency symbols and all); parsed where a number is needed. */
  @Column({ type: 'text', default: '' })
  price: string;

  @Column({ type: 'text', default: '' })
  notes: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'text', default: 'idle' })
  status: ItemStatus;

  /** Why the last generation failed or did not run (shown on the row); null otherwise. */
  @Column({ name: 'status_message', type: 'text', nullable: true })
  statusMessage: string | null;

  /** The provider that wrote the description (null until one has). */
  @ProviderColumn()
  provider: string | null;

  /** Numbers, units and materials in the description that the item's own fields do not back. */
  @ClaimWarningsColumn()
  claimWarnings: string[];

  /**
   * Set when the description is under the length band because the item's fields hold too few
   * facts ('Add details for a 500-character description: these fields give about 310').
   */
  @LengthNoteColumn()
  lengthNote: string | null;

  // The marketplace fields a generation wrote beside the description (core/src/shared/
  // channel-fields.ts has their limits); empty until one has.
  @Column({ name: 'seo_title', type: 'text', nullable: true })
  seoTitle: string | null;

  @Column({ name: 'seo_description', type: 'text', nullable: true })
  seoDescription: string | null;

  @Column({ name: 'bullet_points', type: 'jsonb', default: [] })
  bulletPoints: string[];

  @Column({ name: 'search_terms', type: 'text', nullable: true })
  searchTerms: string | null;

  @Column({ type: 'jsonb', default: [] })
  tags: string[];

  @Column({ name: 'marketplace_title', type: 'text', nullable: true })
  marketplaceTitle: string | null;

  /**
   * Set by the catalogue sameness check after a batch: the description shares a long run of
   * words with other items' or opens the same way (items named). Null: reads as its own.
   */
  @Column({ type: 'jsonb', nullable: true })
  sameness: ItemSameness | null;

  /** The kept version the description is (item_versions); null: a text no version holds yet. */
  @Column({ name: 'current_version_id', type: 'uuid', nullable: true })
  currentVersionId: string | null;

  /** How many versions are kept with the item. */
  @Column({ name: 'version_count', type: 'integer', default: 0 })
  versionCount: number;

  /** Several versions were just written: the seller has not picked one yet. */
  @Column({ name: 'choosing_version', type: 'boolean', default: false })
  choosingVersion: boolean;

  /** Review mode: 'draft' until approved or rejected; null when review mode is off. */
  @Column({ name: 'review_state', type: 'text', nullable: true })
  reviewState: ReviewState | null;

  /** What the seller asked for when rejecting (the next generation's guidance). */
  @Column({ name: 'review_instruction', type: 'text', nullable: true })
  reviewInstruction: string | null;

  /** The fields and settings its description was written from (content-hash.ts), for "skip unchanged". */
  @Column({ name: 'content_hash', type: 'text', nullable: true })
  contentHash: string | null;

  /** The CSV format the item was imported from ('general' | 'shopify' | 'amazon' | 'etsy'). */
  @Column({ name: 'source_format', type: 'text', nullable: true })
  sourceFormat: CsvFormatId | null;

  /**
   * The file's header row and how it was written, for a lossless export back (ItemSourceRows).
   * Only imports and exports touch the source columns, in SQL of their own: an item loaded as
   * an entity (every edit, generation, copy) leaves them unread (`select: false`).
   */
  @Column({ name: 'source_rows', type: 'jsonb', nullable: true, select: false })
  sourceRows?: StoredSourceRows | null;

  /**
   * The item's own rows (ItemSourceRows.rows) as JSON text: json, not jsonb, so Postgres stores
   * and writes back the text it was given instead of building and printing a jsonb document.
   */
  @Column({ name: 'source_cells', type: 'json', nullable: true, select: false })
  sourceCells?: string[][] | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
