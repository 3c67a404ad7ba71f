import type { DataSource, EntityManager } from 'typeorm';
import {
  normaliseItemFields,
  validateItemFields,
  type ItemFields,
} from '../../../../core/src/catalog/item-fields';
import { ItemEntity } from '../../../../core/src/db/entities/item.entity';
import { publishItemChange } from '../../../../core/src/events/item-events';
import { readItemStats, type ItemStats } from '../../../../core/src/catalog/item-stats';
import type { AppPubSub } from '../../../../core/src/events/pubsub';
import {
  isUuid,
  ownerColumn,
  ownerColumns,
  ownerCondition,
  ownerKey,
  ownerWhere,
  type Owner,
} from '../../../../core/src/owner/owner';
import { NotFoundError, UserInputError } from '../../../../core/src/errors/domain-error';
import { decodeItemCursor, encodeItemCursor } from './item-cursor';

/** How long a deleted item can be brought back with Undo. */
export const DELETED_ITEM_KEEP_MS = 60 * 60_000;
/** Most items one call deletes, restores or copies. */
export const MAX_ITEMS_PER_CALL = 5000;

/** Gap between positions of appended items; copies take the midpoint. */
const POSITION_STEP = 1024;
export const MAX_PAGE_SIZE = 1000;

/** The columns behind the Item type's fields, by field name (the API's contract). */
const ITEM_COLUMNS = {
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
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const;
export type ItemField = keyof typeof ITEM_COLUMNS;

/** An item of a page: the fields asked for, under their API names. */
export type ItemRow = Partial<Record<ItemField, unknown>> & { id: string };

export interface ItemPage {
  nodes: ItemRow[];
  endCursor: string | null;
  hasNextPage: boolean;
  /** Null unless asked for (it costs a count of the owner's items). */
  totalCount: number | null;
}

export interface ItemPageOptions {
  /** The Item fields to read (unknown names are ignored); id is always read. */
  fields: Iterable<string>;
  withTotal: boolean;
}

/**
 * The seller's product table. Every method takes the owner and touches only the owner's rows:
 * another owner's id is indistinguishable from one that never existed.
 */
export class ItemsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pubSub: AppPubSub,
  ) {}

  /** A page of the table in order: only the columns asked for, the count only when asked. */
  async list(
    owner: Owner,
    first: number,
    after: string | null | undefined,
    options: ItemPageOptions,
  ): Promise<ItemPage> {
    if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
      throw new UserInputError(`first must be between 1 and ${MAX_PAGE_SIZE}`);
    }
    const columns = new Set<ItemField>(['id']);
    for (const field of options.fields) {
      if (Object.hasOwn(ITEM_COLUMNS, field)) columns.add(field as ItemField);
    }
    const select = [...columns].map((field) => `${ITEM_COLUMNS[field]} AS "${field}"`);
    const { column, id } = ownerColumn(owner);
    const params: unknown[] = [id, first + 1];
    let cursor = '';
    if (after) {
      const decoded = decodeItemCursor(after);
      if (!decoded || !isUuid(decoded.id)) throw new UserInputError('Invalid cursor');
      params.push(decoded.position, decoded.id);
      cursor = 'AND (position, id) > ($3::float8, $4::uuid)';
    }
    const [rows, totalCount] = await Promise.all([
      this.dataSource.query<(ItemRow & { position: number })[]>(
        `SELECT position, ${select.join(', ')} FROM items
          WHERE ${column} = $1 ${cursor}
          ORDER BY position, id LIMIT $2`,
        params,
      ),
      options.withTotal ? this.count(owner) : null,
    ]);
    const hasNextPage = rows.length > first;
    const page = hasNextPage ? rows.slice(0, first) : rows;
    const last = page.at(-1);
    const endCursor = last ? encodeItemCursor({ position: last.position, id: last.id }) : null;
    const nodes = page.map(({ position: _position, ...node }) => node);
    return { nodes, hasNextPage, endCursor, totalCount };
  }

  async get(owner: Owner, id: string): Promise<ItemEntity | null> {
    if (!isUuid(id)) return null;
    return this.dataSource.getRepository(ItemEntity).findOneBy({ id, ...ownerWhere(owner) });
  }

  stats(owner: Owner): Promise<ItemStats> {
    return readItemStats(this.dataSource.manager, owner);
  }

  /** Appends an item at the end of the owner's table. */
  async add(owner: Owner, input: Partial<ItemFields>): Promise<ItemEntity> {
    const fields = checkedFields(input);
    const where = ownerCondition(owner, 'last', 'positionOwner');
    const repository = this.dataSource.getRepository(ItemEntity);
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
    const item = await repository.findOneByOrFail({ id });
    this.publish(owner, 'added', item);
    return item;
  }

  async update(owner: Owner, id: string, patch: Partial<ItemFields>): Promise<ItemEntity> {
    const fields = checkedFields(patch);
    const repository = this.dataSource.getRepository(ItemEntity);
    if (!isUuid(id)) throw new NotFoundError('Item');
    if (Object.keys(fields).length === 0) {
      const item = await this.get(owner, id);
      if (!item) throw new NotFoundError('Item');
      return item;
    }
    // A description the seller wrote themselves is no longer the one the length note was about.
    const change = 'description' in fields ? { ...fields, lengthNote: null } : fields;
    const result = await repository.update({ id, ...ownerWhere(owner) }, change);
    if (!result.affected) throw new NotFoundError('Item');
    const item = await repository.findOneByOrFail({ id });
    this.publish(owner, 'updated', item);
    return item;
  }

  /** Deletes the item (Undo can bring it back for a while); answers its id. */
  async delete(owner: Owner, id: string): Promise<string> {
    const [deleted] = await this.deleteMany(owner, [id]);
    if (!deleted) throw new NotFoundError('Item');
    return deleted;
  }

  /**
   * Deletes the owner's items among `ids` (others are ignored) and answers the ids deleted.
   * Each is kept whole in deleted_items for DELETED_ITEM_KEEP_MS, so Undo restores it.
   */
  async deleteMany(owner: Owner, ids: string[]): Promise<string[]> {
    const wanted = checkedIds(ids);
    if (wanted.length === 0) return [];
    const { column, id: ownerId } = ownerColumn(owner);
    const deleted = await this.dataSource.transaction(async (manager) => {
      // The statement is an INSERT: TypeORM answers its rows (not [rows, count]).
      const rows = await manager.query<{ id: string }[]>(
        `WITH gone AS (
           DELETE FROM items WHERE ${column} = $1 AND id = ANY($2::uuid[]) RETURNING *)
         INSERT INTO deleted_items (id, owner_user_id, owner_guest_id, "row")
         SELECT gone.id, gone.owner_user_id, gone.owner_guest_id, to_jsonb(gone) FROM gone
         ON CONFLICT (id) DO UPDATE SET "row" = EXCLUDED."row", deleted_at = now()
         RETURNING id`,
        [ownerId, wanted],
      );
      await manager.query(
        `DELETE FROM deleted_items WHERE deleted_at < now() - $1 * interval '1 millisecond'`,
        [DELETED_ITEM_KEEP_MS],
      );
      return rows.map((row) => row.id);
    });
    for (const id of deleted) publishItemChange(this.pubSub, ownerKey(owner), 'deleted', id, null);
    return deleted;
  }

  /**
   * Undo of a delete: brings the owner's deleted items among `ids` back as they were (same
   * id, same place in the table, idle). Answers them in table order; ids deleted too long ago
   * (or never) are ignored.
   */
  async restore(owner: Owner, ids: string[]): Promise<ItemEntity[]> {
    const wanted = checkedIds(ids);
    if (wanted.length === 0) return [];
    const { column, id: ownerId } = ownerColumn(owner);
    const restored = await this.dataSource.transaction(async (manager) => {
      const rows = await manager.query<{ id: string }[]>(
        `WITH back AS (
           DELETE FROM deleted_items
            WHERE ${column} = $1 AND id = ANY($2::uuid[])
              AND deleted_at >= now() - $3 * interval '1 millisecond'
           RETURNING "row")
         INSERT INTO items SELECT (jsonb_populate_record(NULL::items, back."row")).* FROM back
         ON CONFLICT (id) DO NOTHING
         RETURNING id`,
        [ownerId, wanted, DELETED_ITEM_KEEP_MS],
      );
      const restoredIds = rows.map((row) => row.id);
      // A batch the item was part of has let it go: it is not being written any more.
      await manager.query(
        `UPDATE items SET status = 'idle', status_message = NULL
          WHERE id = ANY($1::uuid[]) AND status IN ('queued', 'generating')`,
        [restoredIds],
      );
      if (restoredIds.length === 0) return [];
      return manager
        .getRepository(ItemEntity)
        .createQueryBuilder('item')
        .where('item.id IN (:...ids)', { ids: restoredIds })
        .orderBy('item.position', 'ASC')
        .addOrderBy('item.id', 'ASC')
        .getMany();
    });
    for (const item of restored) this.publish(owner, 'added', item);
    return restored;
  }

  /** "Create Copy" of several items: each copy right after its original, in table order. */
  async duplicateMany(owner: Owner, ids: string[]): Promise<ItemEntity[]> {
    const copies: ItemEntity[] = [];
    for (const id of checkedIds(ids)) {
      const item = await this.get(owner, id);
      if (item) copies.push(await this.duplicate(owner, id));
    }
    return copies;
  }

  /** "Create Copy": a new item with the same fields, placed right after the original. */
  async duplicate(owner: Owner, id: string): Promise<ItemEntity> {
    if (!isUuid(id)) throw new NotFoundError('Item');
    const copy = await this.dataSource.transaction(async (manager) => {
      const source = await manager
        .getRepository(ItemEntity)
        .createQueryBuilder('item')
        .setLock('pessimistic_write')
        .where('item.id = :id', { id })
        .andWhere(ownerCondition(owner, 'item').sql, ownerCondition(owner, 'item').params)
        .getOne();
      if (!source) throw new NotFoundError('Item');
      let position = await positionAfter(manager, owner, source.position);
      if (position === null) {
        await renumber(manager, owner);
        const renumbered = await manager.getRepository(ItemEntity).findOneByOrFail({ id });
        position = await positionAfter(manager, owner, renumbered.position);
        if (position === null) throw new Error('No room after renumbering item positions');
      }
      const insert = await manager
        .createQueryBuilder()
        .insert()
        .into(ItemEntity)
        .values({
          ...ownerColumns(owner),
          position,
          name: copyName(source.name),
          sku: source.sku ? `${source.sku}-COPY` : '',
          details: source.details,
          price: source.price,
          notes: source.notes,
          description: source.description,
        })
        .returning(['id'])
        .execute();
      const copyId = (insert.identifiers[0] as { id: string }).id;
      return manager.getRepository(ItemEntity).findOneByOrFail({ id: copyId });
    });
    this.publish(owner, 'added', copy);
    return copy;
  }

  private async count(owner: Owner): Promise<number> {
    return this.dataSource.getRepository(ItemEntity).countBy(ownerWhere(owner));
  }

  private publish(owner: Owner, kind: 'added' | 'updated', item: ItemEntity): void {
    publishItemChange(this.pubSub, ownerKey(owner), kind, item.id, item);
  }
}

function checkedFields(input: Partial<ItemFields> | null | undefined): Partial<ItemFields> {
  const fields = normaliseItemFields(input ?? {});
  const problems = validateItemFields(fields);
  if (problems.length > 0) throw new UserInputError(problems.join('. '), { problems });
  return fields;
}

function checkedIds(ids: string[]): string[] {
  if (ids.length > MAX_ITEMS_PER_CALL) {
    throw new UserInputError(`At most ${MAX_ITEMS_PER_CALL.toLocaleString('en-US')} items at once`);
  }
  return [...new Set(ids.filter(isUuid))];
}

function copyName(name: string): string {
  return name ? `${name} (Copy)` : '';
}

// The midpoint between the item and the next one, or null when doubles can no longer split it.
async function positionAfter(
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
  if (next?.next === null || next?.next === undefined) return position + POSITION_STEP;
  const midpoint = (position + next.next) / 2;
  return midpoint > position && midpoint < next.next ? midpoint : null;
}

// Spreads the owner's positions out again, keeping their order.
async function renumber(manager: EntityManager, owner: Owner): Promise<void> {
  const { column, id: ownerId } = ownerColumn(owner);
  await manager.query(
    `UPDATE items SET position = ordered.rank * ${POSITION_STEP}
       FROM (SELECT id, row_number() OVER (ORDER BY position, id) AS rank
               FROM items WHERE ${column} = $1) AS ordered
      WHERE items.id = ordered.id`,
    [ownerId],
  );
}
