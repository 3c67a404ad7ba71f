import type { EntityManager } from 'typeorm';
import { ownerColumn, type Owner } from '../owner/owner';
import { ROW_TEXT_FIELDS } from '../shared/generation-readiness';

/** The counters above a seller's product table. */
export interface ItemStats {
  total: number;
  withDescriptions: number;
  /** Items without a description (a blank row, with nothing typed in it, is not one). */
  pending: number;
  /** Items queued for or being written by Generate All (or a Generate). */
  processing: number;
}

/** The owner's item counters, in one read. */
export async function readItemStats(
  manager: Pick<EntityManager, 'query'>,
  owner: Owner,
): Promise<ItemStats> {
  const { column, id } = ownerColumn(owner);
  const [row] = await manager.query<
    { total: number; described: number; pending: number; processing: number }[]
  >(
    `SELECT count(*)::int AS total,
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
  };
}
