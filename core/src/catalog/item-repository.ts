import type { Pool } from 'pg';
import type { EntityManager } from 'typeorm';
import type { ItemSameness } from '../channels/sameness';
import { ItemEntity, type ItemStatus, type ReviewState } from '../db/entities/item.entity';
import {
  ownerColumn,
  ownerColumns,
  ownerCondition,
  ownerWhere,
  type Owner,
  type OwnerColumns,
} from '../owner/owner';
import { CHANNEL_FIELDS, EMPTY_CHANNEL_FIELDS, type ChannelField } from '../shared/channel-fields';
import { ROW_TEXT_FIELDS } from '../shared/generation-readiness';
import { ITEM_FIELDS, itemFieldsOf, type ItemField } from '../shared/item-fields';
import type { ExportItemRun } from './export-item';
import type { ItemFields } from './item-fields';
import type { ItemStats } from './item-stats';
import type { SnapshotSource } from './snapshot-source';
import type { ItemVersion } from './version-repository';

type Queryable = Pick<EntityManager, 'query'>;

/** Gap between positions of appended items; copies take the midpoint. */
export const POSITION_STEP = 1024;

/** The columns behind the Item type's fields, by field name (the API's contract). */
const FIELD_COLUMNS = {
  id: 'id',
  name: 'name',
  sku: 'sku',
  details: 'details',
  price: 'price',
  notes: 'notes',
  description: 'description',
  status: 'status',
  statusMessage: 'status_message',
  provider: 'provider',
  claimWarnings: 'claim_warnings',
  lengthNote: 'length_note',
  seoTitle: 'seo_title',
  seoDescription: 'seo_description',
  bulletPoints: 'bullet_points',
  searchTerms: 'search_terms',
  tags: 'tags',
  marketplaceTitle: 'marketplace_title',
  sameness: 'sameness',
  reviewState: 'review_state',
  reviewInstruction: 'review_instruction',
  versionCount: 'version_count',
  choosingVersion: 'choosing_version',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const;
export type ItemApiField = keyof typeof FIELD_COLUMNS;

/** True for a name of the Item type's fields. */
export function isItemApiField(name: string): name is ItemApiField {
  return Object.hasOwn(FIELD_COLUMNS, name);
}

/** An item of a page: the fields asked for, under their API names. */
export type ItemRow = Partial<Record<ItemApiField, unknown>> & { id: string };

/** The columns of an item that generation reads and events carry (never its source rows). */
const GENERATION_COLUMNS = `id, owner_user_id, owner_guest_id, name, sku, details, price, notes,
  description, status, status_message, provider, claim_warnings, length_note, seo_title,
  seo_description, bullet_points, search_terms, tags, marketplace_title, sameness, review_state,
  review_instruction, version_count, choosing_version, created_at, updated_at`;

/** An item as generation sees it: what events carry, and its owner. */
export type GenerationItemRow = SnapshotSource & OwnerColumns;

/** A row selected with generationColumns(). */
export interface RawItemRow extends ItemFields {
  id: string;
  owner_user_id: string | null;
  owner_guest_id: string | null;
  status: ItemStatus;
  status_message: string | null;
  provider: string | null;
  claim_warnings: string[];
  length_note: string | null;
  seo_title: string | null;
  seo_description: string | null;
  bullet_points: string[];
  search_terms: string | null;
  tags: string[];
  marketplace_title: string | null;
  sameness: ItemSameness | null;
  review_state: ReviewState | null;
  review_instruction: string | null;
  version_count: number;
  choosing_version: boolean;
  created_at: Date;
  updated_at: Date;
}

/** Maps a row selected with generationColumns(). */
export function itemFromRow(row: RawItemRow): GenerationItemRow {
  return {
    id: row.id,
    ownerUserId: row.owner_user_id,
    ownerGuestId: row.owner_guest_id,
    ...itemFieldsOf(row),
    status: row.status,
    statusMessage: row.status_message,
    provider: row.provider,
    claimWarnings: row.claim_warnings,
    lengthNote: row.length_note,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    bulletPoints: row.bullet_points,
    searchTerms: row.search_terms,
    tags: row.tags,
    marketplaceTitle: row.marketplace_title,
    sameness: row.sameness,
    reviewState: row.review_state,
    reviewInstruction: row.review_instruction,
    versionCount: row.version_count,
    choosingVersion: row.choosing_version,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** The generation columns with a table alias, for statements (batches') that return items. */
export function generationColumns(alias: string): string {
  return GENERATION_COLUMNS.split(',')
    .map((column) => `${alias}.${column.trim()}`)
    .join(', ');
}

/**
 * A description written by generation, for describe(): its text, provider, claim flags, length
 * note and marketplace fields are its kept version's, read from there.
 */
export interface ItemDescription {
  id: string;
  /** The kept version it is (version-repository.ts), kept earlier in the same transaction. */
  versionId: string;
  /** Versions written with it for the seller to choose from (besides itself). */
  alternatives: number;
  /** The fields and settings it was written from (content-hash.ts). */
  contentHash: string;
}

/** A kept version brought back as the item's description, for applyVersion(). */
export type AppliedVersion = Pick<
  ItemVersion,
  | 'id'
  | 'description'
  | 'provider'
  | 'claimWarnings'
  | 'lengthNote'
  | 'channelFields'
  | 'contentHash'
>;

/** An item's review state, as review mode (a setting) has it, in SQL over items `i`. */
const REVIEW_STATE_ON_WRITE = `(SELECT CASE WHEN ps.review_mode THEN 'draft' END
    FROM prompt_settings ps
   WHERE ps.owner_user_id = i.owner_user_id OR ps.owner_guest_id = i.owner_guest_id)`;

/** What update() and updateIfOwned() may change. */
export type ItemChange = Partial<
  Pick<
    ItemEntity,
    | 'name'
    | 'sku'
    | 'details'
    | 'price'
    | 'notes'
    | 'description'
    | 'lengthNote'
    | 'status'
    | 'statusMessage'
    | 'currentVersionId'
    | 'choosingVersion'
  >
>;

/** The fields of an item's copy, for insertCopy(). */
export type ItemCopy = Pick<
  ItemEntity,
  'position' | 'name' | 'sku' | 'details' | 'price' | 'notes' | 'description'
>;

/** Which of the owner's items an export writes. */
export interface ExportScope {
  /** Review mode: only the items whose description the seller approved. */
  onlyApproved?: boolean;
}

/** Where an export's next page starts: after this item (by position, then id). */
export interface ExportCursor {
  position: number;
  id: string;
}

/** Which page of an export to read (itemRepository.exportPage). */
export interface ExportPageRequest {
  /** The export's format. */
  format: string;
  limit: number;
  /** The page starts after this item; null: at the first. */
  after: ExportCursor | null;
  /** The export's last item (exportEnd). */
  end: ExportCursor;
  scope?: ExportScope;
  /** The export's first header set. */
  headers: readonly string[] | null;
  /** True when every imported item of the export has `headers` (sourceHeaderSets: one). */
  oneHeaderSet: boolean;
  /** The item fields the format's writeBack reads (CsvFormat export.writeBackReads). */
  writeBackReads: readonly ItemField[];
  /** Items per run (one JSON text); 100 unless given. */
  runSize?: number;
}

/** A page of an export: its items in runs, how many in all, and where the next page starts. */
export interface ExportPage {
  runs: ExportItemRun[];
  count: number;
  last: ExportCursor | null;
}

function exportFilter(scope: ExportScope): string {
  return scope.onlyApproved ? `AND review_state = 'approved'` : '';
}

/** Distinct page statements (field sets) prepared on each connection, at most. */
const PREPARED_PAGE_STATEMENTS = 64;
const pageStatements = new Map<string, string>();

/**
 * The name a page's SQL is prepared under on each connection (parsed and planned once there,
 * not for every page), or undefined once PREPARED_PAGE_STATEMENTS field sets have names: a
 * caller asking for ever new sets of fields runs them unprepared and cannot grow what every
 * connection keeps.
 */
function pageStatementName(text: string): string | undefined {
  let name = pageStatements.get(text);
  if (name === undefined && pageStatements.size < PREPARED_PAGE_STATEMENTS) {
    name = `items_page_${pageStatements.size + 1}`;
    pageStatements.set(text, name);
  }
  return name;
}

/**
 * The SQL of `items`: the seller's table (pages, reads, writes, Undo, copies and their
 * positions), the counters above it, what generation writes back, CSV reads, and moving a
 * guest's items into an account. Methods that run inside a caller's transaction take its
 * manager. Statements that move batch items and their items together are the batch
 * repository's (batch-repository.ts); the CSV import's COPY path is staged-item-writer's.
 */
export const itemRepository = {
  /**
   * A page of the owner's table in order: `limit` rows after the cursor, the fields asked,
   * and the row's `position` only when `withPosition` (a cursor is made of it).
   */
  async page(
    pool: Pick<Pool, 'query'>,
    owner: Owner,
    fields: Iterable<ItemApiField>,
    limit: number,
    after: { position: number; id: string } | null,
    withPosition: boolean,
  ): Promise<(ItemRow & { position?: number })[]> {
    const select = [...fields].map((field) => `${FIELD_COLUMNS[field]} AS "${field}"`);
    if (withPosition) select.unshift('position');
    const { column, id } = ownerColumn(owner);
    const params: unknown[] = [id, limit];
    let cursor = '';
    if (after) {
      params.push(after.position, after.id);
      cursor = 'AND (position, id) > ($3::float8, $4::uuid)';
    }
    const text = `SELECT ${select.join(', ')} FROM items
        WHERE ${column} = $1 ${cursor}
        ORDER BY position, id LIMIT $2`;
    const { rows } = await pool.query<ItemRow & { position?: number }>({
      text,
      values: params,
      name: pageStatementName(text),
    });
    return rows;
  },

  count(manager: EntityManager, owner: Owner): Promise<number> {
    return manager.getRepository(ItemEntity).countBy(ownerWhere(owner));
  },

  /** The owner's item, or null (another owner's id is as good as missing). */
  find(manager: EntityManager, owner: Owner, id: string): Promise<ItemEntity | null> {
    return manager.getRepository(ItemEntity).findOneBy({ id, ...ownerWhere(owner) });
  },

  /** The item as it is now, whoever owns it (after a write that checked the owner). */
  findById(manager: EntityManager, id: string): Promise<ItemEntity | null> {
    return manager.getRepository(ItemEntity).findOneBy({ id });
  },

  findByIdOrFail(manager: EntityManager, id: string): Promise<ItemEntity> {
    return manager.getRepository(ItemEntity).findOneByOrFail({ id });
  },

  /** The owner's item counters, in one read. */
  async stats(manager: Queryable, owner: Owner): Promise<ItemStats> {
    const { column, id } = ownerColumn(owner);
    const [row] = await manager.query<
      {
        total: number;
        described: number;
        pending: number;
        processing: number;
        drafts: number;
        approved: number;
        rejected: number;
      }[]
    >(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE review_state = 'draft')::int AS drafts,
              count(*) FILTER (WHERE review_state = 'approved')::int AS approved,
              count(*) FILTER (WHERE review_state = 'rejected')::int AS rejected,
              count(*) FILTER (WHERE description <> '')::int AS described,
              count(*) FILTER (WHERE description = '' AND (${ROW_TEXT_FIELDS.map(
                (field) => `${field} ~ '\\S'`,
              ).join(' OR ')}))::int AS pending,
              count(*) FILTER (WHERE status IN ('queued', 'generating'))::int AS processing
         FROM items WHERE ${column} = $1`,
      [id],
    );
    return {
      total: row.total,
      withDescriptions: row.described,
      pending: row.pending,
      processing: row.processing,
      drafts: row.drafts,
      approved: row.approved,
      rejected: row.rejected,
    };
  },

  /** Inserts an item at the end of the owner's table; answers it as stored. */
  async append(
    manager: EntityManager,
    owner: Owner,
    fields: Partial<ItemFields>,
  ): Promise<ItemEntity> {
    const where = ownerCondition(owner, 'last', 'positionOwner');
    const repository = manager.getRepository(ItemEntity);
    const result = await repository
      .createQueryBuilder()
      .insert()
      .into(ItemEntity)
      .values({
        ...ownerColumns(owner),
        ...fields,
        position: () =>
          `(SELECT COALESCE(MAX(last.position), 0) + ${POSITION_STEP} FROM items last WHERE ${where.sql})`,
      })
      .setParameters(where.params)
      .returning(['id'])
      .execute();
    const id = (result.identifiers[0] as { id: string }).id;
    return repository.findOneByOrFail({ id });
  },

  /** Changes the owner's item; answers it as stored, or null when the owner has no such item. */
  async update(
    manager: EntityManager,
    owner: Owner,
    id: string,
    change: ItemChange,
  ): Promise<ItemEntity | null> {
    const repository = manager.getRepository(ItemEntity);
    const result = await repository.update({ id, ...ownerWhere(owner) }, change);
    if (!result.affected) return null;
    // Null too when a delete came between the change and this read (the item is gone).
    return repository.findOneBy({ id });
  },

  /** Changes the owner's item, if it is theirs (nothing when it is not). */
  async updateIfOwned(
    manager: EntityManager,
    owner: Owner,
    id: string,
    change: ItemChange,
  ): Promise<void> {
    await manager.getRepository(ItemEntity).update({ id, ...ownerWhere(owner) }, change);
  },

  /**
   * Deletes the owner's items among `ids`, keeping each whole in deleted_items (for Undo);
   * answers the ids deleted.
   */
  async moveToDeleted(manager: Queryable, owner: Owner, ids: string[]): Promise<string[]> {
    const { column, id: ownerId } = ownerColumn(owner);
    // The statement is an INSERT: TypeORM answers its rows (not [rows, count]). Its versions
    // are read from the statement's snapshot, before the delete cascades to them.
    const rows = await manager.query<{ id: string }[]>(
      `WITH gone AS (
         DELETE FROM items WHERE ${column} = $1 AND id = ANY($2::uuid[]) RETURNING *)
       INSERT INTO deleted_items (id, owner_user_id, owner_guest_id, "row", versions)
       SELECT gone.id, gone.owner_user_id, gone.owner_guest_id, to_jsonb(gone),
              (SELECT coalesce(jsonb_agg(to_jsonb(v)), '[]'::jsonb)
                 FROM item_versions v WHERE v.item_id = gone.id)
         FROM gone
       ON CONFLICT (id) DO UPDATE
          SET "row" = EXCLUDED."row", versions = EXCLUDED.versions, deleted_at = now()
       RETURNING id`,
      [ownerId, ids],
    );
    return rows.map((row) => row.id);
  },

  /** Forgets deleted items older than `keepMs`: Undo can no longer bring them back. */
  async purgeDeleted(manager: Queryable, keepMs: number): Promise<void> {
    await manager.query(
      `DELETE FROM deleted_items WHERE deleted_at < now() - $1 * interval '1 millisecond'`,
      [keepMs],
    );
  },

  /**
   * Puts the owner's deleted items among `ids` back as they were (deleted less than `keepMs`
   * ago); answers the ids restored.
   */
  async restoreDeleted(
    manager: Queryable,
    owner: Owner,
    ids: string[],
    keepMs: number,
  ): Promise<string[]> {
    const { column, id: ownerId } = ownerColumn(owner);
    // The items come back with their versions (a version's record only if history kept it).
    const rows = await manager.query<{ id: string }[]>(
      `WITH back AS (
         DELETE FROM deleted_items
          WHERE ${column} = $1 AND id = ANY($2::uuid[])
            AND deleted_at >= now() - $3 * interval '1 millisecond'
         RETURNING "row", versions),
       restored AS (
         INSERT INTO items
         SELECT (jsonb_populate_record(NULL::items,
                   -- Rows kept before versions were: the columns that cannot be null.
                   '{"version_count": 0, "choosing_version": false}'::jsonb || back."row")).*
           FROM back
         ON CONFLICT (id) DO NOTHING
         RETURNING id),
       kept AS (
         INSERT INTO item_versions
         SELECT (jsonb_populate_record(NULL::item_versions,
                   CASE WHEN EXISTS (SELECT 1 FROM generation_records r
                                      WHERE r.id = (v.value->>'record_id')::uuid)
                        THEN v.value ELSE v.value - 'record_id' END)).*
           FROM back
           JOIN restored ON restored.id = (back."row"->>'id')::uuid
          CROSS JOIN LATERAL jsonb_array_elements(back.versions) AS v(value)
         ON CONFLICT (id) DO NOTHING)
       SELECT id FROM restored`,
      [ownerId, ids, keepMs],
    );
    return rows.map((row) => row.id);
  },

  /** Items queued for or being written by a batch go back to idle (no status message). */
  async releaseFromBatches(manager: Queryable, ids: string[]): Promise<void> {
    await manager.query(
      `UPDATE items SET status = 'idle', status_message = NULL
        WHERE id = ANY($1::uuid[]) AND status IN ('queued', 'generating')`,
      [ids],
    );
  },

  /** The items with these ids, in table order. */
  inTableOrder(manager: EntityManager, ids: string[]): Promise<ItemEntity[]> {
    return manager
      .getRepository(ItemEntity)
      .createQueryBuilder('item')
      .where('item.id IN (:...ids)', { ids })
      .orderBy('item.position', 'ASC')
      .addOrderBy('item.id', 'ASC')
      .getMany();
  },

  /** The owner's item, locked for update until the transaction ends; null when missing. */
  lockOwned(manager: EntityManager, owner: Owner, id: string): Promise<ItemEntity | null> {
    return manager
      .getRepository(ItemEntity)
      .createQueryBuilder('item')
      .setLock('pessimistic_write')
      .where('item.id = :id', { id })
      .andWhere(ownerCondition(owner, 'item').sql, ownerCondition(owner, 'item').params)
      .getOne();
  },

  /** The position of the owner's first item after `position`, or null when none follows. */
  async nextPosition(
    manager: EntityManager,
    owner: Owner,
    position: number,
  ): Promise<number | null> {
    const where = ownerCondition(owner, 'item');
    const next = await manager
      .getRepository(ItemEntity)
      .createQueryBuilder('item')
      .select('MIN(item.position)', 'next')
      .where(where.sql, where.params)
      .andWhere('item.position > :position', { position })
      .getRawOne<{ next: number | null }>();
    return next?.next ?? null;
  },

  /** Spreads the owner's positions out again (POSITION_STEP apart), keeping their order. */
  async renumber(manager: Queryable, owner: Owner): Promise<void> {
    const { column, id: ownerId } = ownerColumn(owner);
    await manager.query(
      `UPDATE items SET position = ordered.rank * ${POSITION_STEP}
         FROM (SELECT id, row_number() OVER (ORDER BY position, id) AS rank
                 FROM items WHERE ${column} = $1) AS ordered
        WHERE items.id = ordered.id`,
      [ownerId],
    );
  },

  /** Inserts a copy for the owner at the given position; answers it as stored. */
  async insertCopy(manager: EntityManager, owner: Owner, copy: ItemCopy): Promise<ItemEntity> {
    const insert = await manager
      .createQueryBuilder()
      .insert()
      .into(ItemEntity)
      .values({ ...ownerColumns(owner), ...copy })
      .returning(['id'])
      .execute();
    const copyId = (insert.identifiers[0] as { id: string }).id;
    return manager.getRepository(ItemEntity).findOneByOrFail({ id: copyId });
  },

  /** Writes the descriptions generation accepted: the items turn idle. Answers them as now. */
  async describe(
    manager: Queryable,
    descriptions: ItemDescription[],
  ): Promise<GenerationItemRow[]> {
    if (descriptions.length === 0) return [];
    // A version with no marketplace fields clears any earlier ones.
    const [rows] = await manager.query<[RawItemRow[], number]>(
      `UPDATE items i
          SET description = kept.description, provider = kept.provider,
              claim_warnings = kept.claim_warnings, length_note = kept.length_note,
              seo_title = kept.channel->>'seoTitle',
              seo_description = kept.channel->>'seoDescription',
              bullet_points = kept.channel->'bulletPoints',
              search_terms = kept.channel->>'searchTerms', tags = kept.channel->'tags',
              marketplace_title = kept.channel->>'marketplaceTitle',
              sameness = NULL, current_version_id = kept.version_id,
              version_count = (SELECT count(*) FROM item_versions n WHERE n.item_id = i.id),
              choosing_version = kept.alternatives > 0, content_hash = kept.content_hash,
              review_state = ${REVIEW_STATE_ON_WRITE}, review_instruction = NULL,
              status = 'idle', status_message = NULL, updated_at = now()
         FROM (SELECT v.id, v.version_id, v.alternatives, v.content_hash, iv.description,
                      iv.provider, iv.claim_warnings, iv.length_note,
                      COALESCE(iv.channel_fields, $5::jsonb) AS channel
                 FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[])
                      AS v(id, version_id, alternatives, content_hash)
                 JOIN item_versions iv ON iv.id = v.version_id) AS kept
        WHERE i.id = kept.id
       RETURNING ${generationColumns('i')}`,
      [
        descriptions.map((entry) => entry.id),
        descriptions.map((entry) => entry.versionId),
        descriptions.map((entry) => entry.alternatives),
        descriptions.map((entry) => entry.contentHash),
        JSON.stringify(EMPTY_CHANNEL_FIELDS),
      ],
    );
    return rows.map(itemFromRow);
  },

  /**
   * A kept version becomes the owner's item's description again (its marketplace fields, notes
   * and hash with it); the choice among new versions is made. In review mode it is a draft
   * until approved. Answers the item as now, or null when the owner has no such item.
   */
  async applyVersion(
    manager: Queryable,
    owner: Owner,
    itemId: string,
    version: AppliedVersion,
  ): Promise<GenerationItemRow | null> {
    const { column, id } = ownerColumn(owner);
    const channel = version.channelFields ?? EMPTY_CHANNEL_FIELDS;
    const [rows] = await manager.query<[RawItemRow[], number]>(
      `UPDATE items i
          SET description = $3, provider = $4, claim_warnings = $5::jsonb, length_note = $6,
              seo_title = $7::jsonb->>'seoTitle', seo_description = $7::jsonb->>'seoDescription',
              bullet_points = $7::jsonb->'bulletPoints', search_terms = $7::jsonb->>'searchTerms',
              tags = $7::jsonb->'tags', marketplace_title = $7::jsonb->>'marketplaceTitle',
              sameness = NULL, current_version_id = $8, choosing_version = false,
              content_hash = $9, review_state = ${REVIEW_STATE_ON_WRITE},
              review_instruction = NULL, status_message = NULL, updated_at = now()
        WHERE i.id = $1 AND i.${column} = $2
       RETURNING ${generationColumns('i')}`,
      [
        itemId,
        id,
        version.description,
        version.provider,
        JSON.stringify(version.claimWarnings),
        version.lengthNote,
        JSON.stringify(channel),
        version.id,
        version.contentHash,
      ],
    );
    return rows[0] ? itemFromRow(rows[0]) : null;
  },

  /**
   * Review mode: the owner's described items among `ids` that are under review take the
   * state (a rejection keeps its instruction, anything else clears it). Answers them as now.
   */
  async setReviewState(
    manager: Queryable,
    owner: Owner,
    ids: string[],
    state: ReviewState,
    instruction: string | null,
  ): Promise<GenerationItemRow[]> {
    const { column, id } = ownerColumn(owner);
    const [rows] = await manager.query<[RawItemRow[], number]>(
      `UPDATE items i SET review_state = $3, review_instruction = $4, updated_at = now()
        WHERE i.${column} = $1 AND i.id = ANY($2::uuid[]) AND i.review_state IS NOT NULL
          AND i.description ~ '\\S'
       RETURNING ${generationColumns('i')}`,
      [id, ids, state, instruction],
    );
    return rows.map(itemFromRow);
  },

  /**
   * Review mode turned on: every described item of the owner not under review becomes a draft
   * (nothing is approved without the seller). Turned off: no item is under review any more.
   */
  async switchReview(manager: Queryable, owner: Owner, on: boolean): Promise<void> {
    const { column, id } = ownerColumn(owner);
    await manager.query(
      on
        ? `UPDATE items SET review_state = 'draft'
            WHERE ${column} = $1 AND review_state IS NULL AND description ~ '\\S'`
        : `UPDATE items SET review_state = NULL, review_instruction = NULL
            WHERE ${column} = $1 AND review_state IS NOT NULL`,
      [id],
    );
  },

  /** The owner's descriptions, with the items' names: what the sameness check reads. */
  describedTexts(
    manager: Queryable,
    owner: Owner,
  ): Promise<{ id: string; name: string; description: string }[]> {
    const { column, id } = ownerColumn(owner);
    return manager.query(
      `SELECT id, name, description FROM items
        WHERE ${column} = $1 AND description ~ '\\S' ORDER BY position, id`,
      [id],
    );
  },

  /**
   * Sets the sameness flags of the owner's items (those given) and clears every other flag
   * they had. Answers the items whose flag changed, as they are now.
   */
  async setSameness(
    manager: Queryable,
    owner: Owner,
    flags: { id: string; sameness: ItemSameness }[],
  ): Promise<GenerationItemRow[]> {
    const { column, id } = ownerColumn(owner);
    const [rows] = await manager.query<[RawItemRow[], number]>(
      `WITH flags AS (
         SELECT * FROM unnest($2::uuid[], $3::jsonb[]) AS v(id, sameness))
       UPDATE items i SET sameness = flags.sameness
         FROM items o LEFT JOIN flags ON flags.id = o.id
        WHERE o.id = i.id AND i.${column} = $1
          AND i.sameness IS DISTINCT FROM flags.sameness
       RETURNING ${generationColumns('i')}`,
      [id, flags.map((flag) => flag.id), flags.map((flag) => JSON.stringify(flag.sameness))],
    );
    return rows.map(itemFromRow);
  },

  /** Marks items failed, each with its reason. Answers them as now. */
  async fail(
    manager: Queryable,
    failures: { id: string; message: string }[],
  ): Promise<GenerationItemRow[]> {
    if (failures.length === 0) return [];
    const [rows] = await manager.query<[RawItemRow[], number]>(
      `UPDATE items i SET status = 'failed', status_message = v.message, updated_at = now()
         FROM unnest($1::uuid[], $2::text[]) AS v(id, message)
        WHERE i.id = v.id
       RETURNING ${generationColumns('i')}`,
      [failures.map((failure) => failure.id), failures.map((failure) => failure.message)],
    );
    return rows.map(itemFromRow);
  },

  /** Sets the items' status and status message. Answers them as now. */
  async setStatuses(
    manager: Queryable,
    ids: string[],
    status: 'queued' | 'failed' | 'idle',
    message: string | null,
  ): Promise<GenerationItemRow[]> {
    if (ids.length === 0) return [];
    const [rows] = await manager.query<[RawItemRow[], number]>(
      `UPDATE items i SET status = $2, status_message = $3, updated_at = now()
        WHERE i.id = ANY($1::uuid[])
       RETURNING ${generationColumns('i')}`,
      [ids, status, message],
    );
    return rows.map(itemFromRow);
  },

  /** The owner's SKUs (blank ones left out). */
  async skus(manager: Queryable, owner: Owner): Promise<Set<string>> {
    const { column, id } = ownerColumn(owner);
    const rows = await manager.query<{ sku: string }[]>(
      `SELECT sku FROM items WHERE ${column} = $1 AND sku <> ''`,
      [id],
    );
    return new Set(rows.map((row) => row.sku));
  },

  /**
   * Refreshes Postgres's statistics of who owns how many items, as its documentation advises
   * after a bulk load: until autovacuum gets to it, a table that just gained thousands of rows
   * is planned as if the owner had a handful, and every page of it sorts all of them. Skipped
   * while another ANALYZE of the table runs.
   */
  async refreshOwnerStatistics(manager: Queryable): Promise<void> {
    await manager.query(
      'ANALYZE (SKIP_LOCKED) items (owner_user_id, owner_guest_id, position, id)',
    );
  },

  /** The last position of the owner's table (0 when it is empty). */
  async lastPosition(manager: Queryable, owner: Owner): Promise<number> {
    const { column, id } = ownerColumn(owner);
    const rows = await manager.query<{ last: number | null }[]>(
      `SELECT MAX(position) AS last FROM items WHERE ${column} = $1`,
      [id],
    );
    return rows[0]?.last ?? 0;
  },

  /**
   * For an export in `format`: how many items the owner has, and whether any of them was not
   * imported from a file of that format (typed in, or another format).
   */
  async exportSummary(
    manager: Queryable,
    owner: Owner,
    format: string,
    scope: ExportScope = {},
  ): Promise<{ total: number; other: boolean; channelFields: ChannelField[] } | undefined> {
    const { column, id } = ownerColumn(owner);
    const [summary] = await manager.query<
      ({ total: number; other: boolean } & Record<ChannelField, boolean | null>)[]
    >(
      `SELECT count(*)::int AS total,
              bool_or(source_format IS DISTINCT FROM $2 OR source_rows IS NULL) AS other,
              bool_or(seo_title IS NOT NULL) AS "seoTitle",
              bool_or(seo_description IS NOT NULL) AS "seoDescription",
              bool_or(jsonb_array_length(bullet_points) > 0) AS "bulletPoints",
              bool_or(search_terms IS NOT NULL) AS "searchTerms",
              bool_or(jsonb_array_length(tags) > 0) AS "tags",
              bool_or(marketplace_title IS NOT NULL) AS "marketplaceTitle"
         FROM items WHERE ${column} = $1 ${exportFilter(scope)}`,
      [id, format],
    );
    if (!summary) return undefined;
    return {
      total: summary.total,
      other: summary.other,
      channelFields: CHANNEL_FIELDS.filter((field) => summary[field] === true),
    };
  },

  /**
   * The header rows of the owner's files imported in `format`, each once, in table order,
   * with how the first of its items' file was written (delimiter, quoting, file ending).
   */
  sourceHeaderSets(
    manager: Queryable,
    owner: Owner,
    format: string,
  ): Promise<
    {
      headers: string[];
      delimiter: string | null;
      quoted: string | null;
      extension: string | null;
    }[]
  > {
    const { column, id } = ownerColumn(owner);
    return manager.query(
      // The first item's header set, then the others: only items whose header row differs
      // from the first's are grouped (most share it; grouping all 20,000 items of a bench
      // import by their header row took 160 ms, this 45 ms). Each set's dialect is its first
      // item's, looked up by its position once the sets are known (an ordered array_agg of
      // every item's id, as before, cost more than the grouping). Ties on the first position
      // go to the lowest id.
      `WITH first AS (
         SELECT source_rows->'headers' AS headers, position
           FROM items WHERE ${column} = $1 AND source_format = $2 AND source_rows IS NOT NULL
          ORDER BY position, id LIMIT 1),
       sets AS (
         SELECT headers, position AS first FROM first
         UNION ALL
         SELECT source_rows->'headers', min(position)
           FROM items WHERE ${column} = $1 AND source_format = $2 AND source_rows IS NOT NULL
            AND source_rows->'headers' <> (SELECT headers FROM first)
          GROUP BY source_rows->'headers')
       SELECT sets.headers, first.delimiter, first.quoted, first.extension
         FROM sets CROSS JOIN LATERAL (
           SELECT source_rows->>'delimiter' AS delimiter, source_rows->>'quoted' AS quoted,
                  source_rows->>'extension' AS extension
             FROM items
            WHERE ${column} = $1 AND position = sets.first AND source_format = $2
              AND source_rows->'headers' = sets.headers
            ORDER BY id LIMIT 1) first
        ORDER BY sets.first`,
      [id, format],
    );
  },

  /**
   * The last of the owner's items an export starting now writes (in scope, by position and
   * id), or null when there is none. Items added later come after it (imports and a guest's
   * items joining an account go to the end of the table), so the export writes the items its
   * header sets and layout were read from.
   */
  async exportEnd(
    manager: Queryable,
    owner: Owner,
    scope: ExportScope = {},
  ): Promise<ExportCursor | null> {
    const { column, id } = ownerColumn(owner);
    const [last] = await manager.query<ExportCursor[]>(
      `SELECT position, id FROM items WHERE ${column} = $1 ${exportFilter(scope)}
        ORDER BY position DESC, id DESC LIMIT 1`,
      [id],
    );
    return last ?? null;
  },

  /**
   * A page of an export's items, in table order after `after` up to `end`, in runs of
   * `runSize` items: each run one JSON text of ExportItemTuples, which Postgres writes
   * (json_agg) and Node passes on unread to the exporter threads. `last` is where the next
   * page starts.
   *
   * Postgres writes only what the export reads: an item whose rows are written back
   * (imported in `format`) comes without the fields the format's writeBack does not read;
   * its header row comes only when it differs from `headers` (the export's first header set,
   * which most items share), and not at all when every item has that one (`oneHeaderSet`).
   */
  async exportPage(manager: Queryable, owner: Owner, page: ExportPageRequest): Promise<ExportPage> {
    const { column, id } = ownerColumn(owner);
    const { after, end, scope = {}, runSize = 100 } = page;
    const params: unknown[] = [id, page.limit, runSize, end.position, end.id];
    const param = (value: unknown) => `$${params.push(value)}`;
    const cursor = after
      ? `AND (position, id) > (${param(after.position)}::float8, ${param(after.id)}::uuid)`
      : '';
    const headers = page.oneHeaderSet
      ? 'NULL'
      : `CASE WHEN source_rows->'headers' = ${param(JSON.stringify(page.headers))}::jsonb
              THEN NULL ELSE source_rows->'headers' END`;
    // An item as ExportItemTuple's JSON array, with `fields` of its own.
    const tuple = (fields: readonly string[]) =>
      `json_build_array(items.id, ${fields.join(', ')}, source_format, source_cells, ${headers},
         seo_title, seo_description, bullet_points, search_terms, tags, marketplace_title)`;
    const all = tuple(ITEM_FIELDS);
    const read = ITEM_FIELDS.map((field) => (page.writeBackReads.includes(field) ? field : 'NULL'));
    // As CsvRowWriter decides: rows of the export's format, at least one, are written back.
    // One test per item (each further one would read its cells again).
    const item = read.includes('NULL')
      ? `CASE WHEN source_format = ${param(page.format)} AND source_cells IS NOT NULL
                   AND source_cells::text <> '[]'
              THEN ${tuple(read)} ELSE ${all} END`
      : all;
    const runs = await manager.query<
      { json: string; count: number; lastPosition: number; lastId: string }[]
    >(
      // The page's keys first, then its rows: however Postgres finds the keys (right after a
      // large import its statistics may still say the owner has a few rows, and it sorts all
      // of them), the wide columns are read for this page's rows only, each found again by
      // where the key's row version is (ctid: the same version, as the statement sees one
      // snapshot; a third less time per page than through the primary key). Each run is cast
      // to text, which pg leaves as it is (a json column it would parse). The columns are in
      // ExportItemTuple's order.
      `WITH page AS (
         SELECT ctid, position, row_number() OVER (ORDER BY position, id) - 1 AS n
           FROM (SELECT ctid, id, position FROM items
                  WHERE ${column} = $1 ${cursor} AND (position, id) <= ($4::float8, $5::uuid)
                        ${exportFilter(scope)}
                  ORDER BY position, id LIMIT $2) AS keys)
       SELECT json_agg(${item} ORDER BY n)::text AS json,
              count(*)::int AS count,
              (array_agg(page.position ORDER BY n DESC))[1] AS "lastPosition",
              (array_agg(items.id ORDER BY n DESC))[1] AS "lastId"
         FROM page JOIN items ON items.ctid = page.ctid
        GROUP BY n / $3
        ORDER BY n / $3`,
      params,
    );
    const final = runs.at(-1);
    return {
      runs: runs.map(({ json, count }) => ({ json, count })),
      count: runs.reduce((sum, run) => sum + run.count, 0),
      last: final ? { position: final.lastPosition, id: final.lastId } : null,
    };
  },

  /**
   * A guest's items join the account: at the end of its table, in their order. Answers how
   * many moved.
   */
  async moveGuestToUser(
    manager: Queryable,
    guestSessionId: string,
    userId: string,
  ): Promise<number> {
    const moved = await manager.query<[unknown[], number]>(
      `UPDATE items AS item
          SET owner_user_id = $2, owner_guest_id = NULL,
              position = item.position + COALESCE(
                (SELECT MAX(mine.position) FROM items mine WHERE mine.owner_user_id = $2), 0)
        WHERE item.owner_guest_id = $1
        RETURNING item.id`,
      [guestSessionId, userId],
    );
    // TypeORM answers UPDATE … RETURNING on Postgres as [rows, affected].
    return moved[1];
  },
};
