import type { EntityManager } from 'typeorm';
import type { VersionOrigin } from '../db/entities/item-version.entity';
import { ownerColumn, type Owner } from '../owner/owner';
import type { ChannelFields } from '../shared/channel-fields';

type Queryable = Pick<EntityManager, 'query'>;

/** A version as the seller sees it (Item.versions). */
export interface ItemVersion {
  id: string;
  itemId: string;
  description: string;
  provider: string | null;
  claimWarnings: string[];
  lengthNote: string | null;
  channelFields: ChannelFields | null;
  contentHash: string | null;
  origin: VersionOrigin;
  instruction: string | null;
  setId: string | null;
  setIndex: number | null;
  setSize: number | null;
  /** The generation record that wrote it, while history keeps it. */
  recordId: string | null;
  /** It is the item's description now. */
  current: boolean;
  createdAt: Date;
}

/**
 * A generated version to keep, for insertGenerated(): its text, provider, claim flags, length
 * note and marketplace fields are its generation record's, read from there.
 */
export interface NewVersion {
  itemId: string;
  recordId: string;
  contentHash: string;
  instruction: string | null;
  setId: string | null;
  setIndex: number | null;
  setSize: number | null;
}

interface VersionRow {
  id: string;
  item_id: string;
  description: string;
  provider: string | null;
  claim_warnings: string[];
  length_note: string | null;
  channel_fields: ChannelFields | null;
  content_hash: string | null;
  origin: VersionOrigin;
  instruction: string | null;
  set_id: string | null;
  set_index: number | null;
  set_size: number | null;
  record_id: string | null;
  current: boolean;
  created_at: Date;
}

function versionFromRow(row: VersionRow): ItemVersion {
  return {
    id: row.id,
    itemId: row.item_id,
    description: row.description,
    provider: row.provider,
    claimWarnings: row.claim_warnings,
    lengthNote: row.length_note,
    channelFields: row.channel_fields,
    contentHash: row.content_hash,
    origin: row.origin,
    instruction: row.instruction,
    setId: row.set_id,
    setIndex: row.set_index,
    setSize: row.set_size,
    recordId: row.record_id,
    current: row.current,
    createdAt: new Date(row.created_at),
  };
}

const VERSION_COLUMNS = `v.id, v.item_id, v.description, v.provider, v.claim_warnings, v.length_note,
  v.channel_fields, v.content_hash, v.origin, v.instruction, v.set_id, v.set_index, v.set_size,
  v.record_id, v.created_at, (i.current_version_id = v.id) IS TRUE AS current`;

/**
 * The SQL of item_versions: every description an item has had, kept with it. A version
 * belongs to its item's owner: every read joins the item under the owner's condition, so
 * another owner's version id is as good as missing.
 */
export const versionRepository = {
  /**
   * Before the items' descriptions are replaced: a description no kept version holds (imported,
   * typed by the seller, written before versions were kept) is kept as an 'earlier' version
   * and becomes the item's current version, so replacing it loses nothing.
   */
  async keepCurrent(manager: Queryable, itemIds: string[]): Promise<void> {
    if (itemIds.length === 0) return;
    await manager.query(
      `WITH kept AS (
         INSERT INTO item_versions (item_id, description, provider, claim_warnings, length_note,
                                    channel_fields, content_hash, origin, created_at)
         SELECT i.id, i.description, i.provider, i.claim_warnings, i.length_note,
                jsonb_build_object('seoTitle', i.seo_title, 'seoDescription', i.seo_description,
                  'bulletPoints', i.bullet_points, 'searchTerms', i.search_terms,
                  'tags', i.tags, 'marketplaceTitle', i.marketplace_title),
                i.content_hash, 'earlier', clock_timestamp()
           FROM items i
          WHERE i.id = ANY($1::uuid[]) AND i.current_version_id IS NULL
            AND i.description ~ '\\S'
         RETURNING id, item_id)
       UPDATE items SET current_version_id = kept.id, version_count = version_count + 1
         FROM kept WHERE items.id = kept.item_id`,
      [itemIds],
    );
  },

  /**
   * Keeps generated versions, each a copy of its generation record's text and fields (written
   * earlier in the same transaction; the text crosses the wire once); answers their ids in the
   * order given.
   */
  async insertGenerated(manager: Queryable, versions: NewVersion[]): Promise<string[]> {
    if (versions.length === 0) return [];
    const column = <T>(pick: (version: NewVersion) => T): T[] => versions.map(pick);
    // Ids are drawn first so the answer keeps the order given; a set shares one moment.
    const rows = await manager.query<{ id: string }[]>(
      `WITH input AS (
         SELECT gen_random_uuid() AS id, v.*
           FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::uuid[], $6::int[],
                       $7::int[])
                WITH ORDINALITY AS v(item_id, record_id, content_hash, instruction, set_id,
                                     set_index, set_size, ord)),
       inserted AS (
         INSERT INTO item_versions (id, item_id, record_id, description, provider,
                                    claim_warnings, length_note, channel_fields, content_hash,
                                    origin, instruction, set_id, set_index, set_size, created_at)
         SELECT input.id, input.item_id, input.record_id, r.description, r.provider,
                r.claim_warnings, r.length_note, r.channel_fields, input.content_hash,
                'generated', input.instruction, input.set_id, input.set_index, input.set_size,
                (SELECT clock_timestamp())
           FROM input JOIN generation_records r ON r.id = input.record_id
         RETURNING id)
       SELECT input.id FROM input JOIN inserted ON inserted.id = input.id ORDER BY input.ord`,
      [
        column((version) => version.itemId),
        column((version) => version.recordId),
        column((version) => version.contentHash),
        column((version) => version.instruction),
        column((version) => version.setId),
        column((version) => version.setIndex),
        column((version) => version.setSize),
      ],
    );
    if (rows.length !== versions.length) {
      throw new Error(`kept ${rows.length} of ${versions.length} versions: a record is missing`);
    }
    return rows.map((row) => row.id);
  },

  /** The versions of the owner's item, newest first (none when the item is not theirs). */
  async ofItem(manager: Queryable, owner: Owner, itemId: string): Promise<ItemVersion[]> {
    const { column, id } = ownerColumn(owner);
    const rows = await manager.query<VersionRow[]>(
      `SELECT ${VERSION_COLUMNS}
         FROM item_versions v JOIN items i ON i.id = v.item_id
        WHERE v.item_id = $1 AND i.${column} = $2
        ORDER BY v.created_at DESC, v.set_index ASC NULLS LAST, v.id`,
      [itemId, id],
    );
    return rows.map(versionFromRow);
  },

  /** One version of the owner's item, or null. */
  async findOwned(
    manager: Queryable,
    owner: Owner,
    itemId: string,
    versionId: string,
  ): Promise<ItemVersion | null> {
    const { column, id } = ownerColumn(owner);
    const rows = await manager.query<VersionRow[]>(
      `SELECT ${VERSION_COLUMNS}
         FROM item_versions v JOIN items i ON i.id = v.item_id
        WHERE v.id = $1 AND v.item_id = $2 AND i.${column} = $3`,
      [versionId, itemId, id],
    );
    return rows[0] ? versionFromRow(rows[0]) : null;
  },
};
