import type { EntityManager } from 'typeorm';
import type { Owner } from '../owner/owner';
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
  const column = owner.kind === 'user' ? 'owner_user_id' : 'owner_guest_id';
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
    [owner.kind === 'user' ? owner.userId : owner.guestSessionId],
  );
  return {
    total: row.total,
    withDescriptions: row.described,
    pending: row.pending,
    processing: row.processing,
  };
}
