import type { Pool } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import {
  normaliseItemFields,
  validateItemFields,
  type ItemFields,
} from '../../../../core/src/catalog/item-fields';
import {
  isItemApiField,
  itemRepository,
  POSITION_STEP,
  type ItemApiField,
  type ItemRow,
} from '../../../../core/src/catalog/item-repository';
import type { ItemStats } from '../../../../core/src/catalog/item-stats';
import type { ItemEntity } from '../../../../core/src/db/entities/item.entity';
import { pgPoolOf } from '../../../../core/src/db/pg-pool';
import { publishItemChange } from '../../../../core/src/events/item-events';
import type { AppPubSub } from '../../../../core/src/events/pubsub';
import { isUuid, ownerKey, type Owner } from '../../../../core/src/owner/owner';
import { NotFoundError, UserInputError } from '../../../../core/src/errors/domain-error';
import { itemFieldsOf } from '../../../../core/src/shared/item-fields';
import { decodeItemCursor, encodeItemCursor } from './item-cursor';

/** How long a deleted item can be brought back with Undo. */
export const DELETED_ITEM_KEEP_MS = 60 * 60_000;
/** Most items one call deletes, restores or copies. */
export const MAX_ITEMS_PER_CALL = 5000;

export const MAX_PAGE_SIZE = 1000;

export interface ItemPage {
  nodes: ItemRow[];
  /** Null also when not asked for. */
  endCursor: string | null;
  /** False also when not asked for. */
  hasNextPage: boolean;
  /** Null unless asked for (it costs a count of the owner's items). */
  totalCount: number | null;
}

export interface ItemPageOptions {
  /** The Item fields to read (unknown names are ignored); id is always read. */
  fields: Iterable<string>;
  withTotal: boolean;
  /** pageInfo.endCursor is asked for: the last row's position is read. */
  withEndCursor: boolean;
  /** pageInfo.hasNextPage is asked for: one row past the page is read to tell. */
  withHasNextPage: boolean;
}

/**
 * The seller's product table. Every method takes the owner and touches only the owner's rows:
 * another owner's id is indistinguishable from one that never existed.
 */
export class ItemsService {
  private pgPool: Pool | undefined;

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
    const columns = new Set<ItemApiField>(['id']);
    for (const field of options.fields) {
      if (isItemApiField(field)) columns.add(field);
    }
    let cursor: { position: number; id: string } | null = null;
    if (after) {
      const decoded = decodeItemCursor(after);
      if (!decoded || !isUuid(decoded.id)) throw new UserInputError('Invalid cursor');
      cursor = decoded;
    }
    // The look-ahead row and the positions are read only for the pageInfo fields that need them.
    const limit = options.withHasNextPage ? first + 1 : first;
    const [rows, totalCount] = await Promise.all([
      itemRepository.page(this.pool(), owner, columns, limit, cursor, options.withEndCursor),
      options.withTotal ? this.count(owner) : null,
    ]);
    const hasNextPage = rows.length > first;
    const page = hasNextPage ? rows.slice(0, first) : rows;
    const last = page.at(-1);
    const endCursor =
      last?.position !== undefined
        ? encodeItemCursor({ position: last.position, id: last.id })
        : null;
    // The rows as read: an extra `position` is no field of Item, so no answer shows it.
    return { nodes: page, hasNextPage, endCursor, totalCount };
  }

  async get(owner: Owner, id: string): Promise<ItemEntity | null> {
    if (!isUuid(id)) return null;
    return itemRepository.find(this.dataSource.manager, owner, id);
  }

  stats(owner: Owner): Promise<ItemStats> {
    return itemRepository.stats(this.dataSource.manager, owner);
  }

  /** Appends an item at the end of the owner's table. */
  async add(owner: Owner, input: Partial<ItemFields>): Promise<ItemEntity> {
    const fields = checkedFields(input);
    const item = await itemRepository.append(this.dataSource.manager, owner, fields);
    this.publish(owner, 'added', item);
    return item;
  }

  async update(owner: Owner, id: string, patch: Partial<ItemFields>): Promise<ItemEntity> {
    const fields = checkedFields(patch);
    if (!isUuid(id)) throw new NotFoundError('Item');
    if (Object.keys(fields).length === 0) {
      const item = await this.get(owner, id);
      if (!item) throw new NotFoundError('Item');
      return item;
    }
    // A description the seller wrote themselves is no longer the one the length note was
    // about, nor a kept version (it is kept when something replaces it), nor a choice to make.
    const change =
      'description' in fields
        ? { ...fields, lengthNote: null, currentVersionId: null, choosingVersion: false }
        : fields;
    const item = await itemRepository.update(this.dataSource.manager, owner, id, change);
    if (!item) throw new NotFoundError('Item');
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
    const deleted = await this.dataSource.transaction(async (manager) => {
      const gone = await itemRepository.moveToDeleted(manager, owner, wanted);
      await itemRepository.purgeDeleted(manager, DELETED_ITEM_KEEP_MS);
      return gone;
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
    const restored = await this.dataSource.transaction(async (manager) => {
      const restoredIds = await itemRepository.restoreDeleted(
        manager,
        owner,
        wanted,
        DELETED_ITEM_KEEP_MS,
      );
      // A batch the item was part of has let it go: it is not being written any more.
      await itemRepository.releaseFromBatches(manager, restoredIds);
      if (restoredIds.length === 0) return [];
      return itemRepository.inTableOrder(manager, restoredIds);
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
      const source = await itemRepository.lockOwned(manager, owner, id);
      if (!source) throw new NotFoundError('Item');
      let position = await positionAfter(manager, owner, source.position);
      if (position === null) {
        await itemRepository.renumber(manager, owner);
        const renumbered = await itemRepository.findByIdOrFail(manager, id);
        position = await positionAfter(manager, owner, renumbered.position);
        if (position === null) throw new Error('No room after renumbering item positions');
      }
      return itemRepository.insertCopy(manager, owner, {
        position,
        ...itemFieldsOf(source),
        name: copyName(source.name),
        sku: source.sku ? `${source.sku}-COPY` : '',
      });
    });
    this.publish(owner, 'added', copy);
    return copy;
  }

  // The data source's own pg pool, once it is initialised (pages skip TypeORM's query runner).
  private pool(): Pool {
    return (this.pgPool ??= pgPoolOf(this.dataSource));
  }

  private async count(owner: Owner): Promise<number> {
    return itemRepository.count(this.dataSource.manager, owner);
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
  const next = await itemRepository.nextPosition(manager, owner, position);
  if (next === null) return position + POSITION_STEP;
  const midpoint = (position + next) / 2;
  return midpoint > position && midpoint < next ? midpoint : null;
}
