import type { EntityManager } from 'typeorm';
import {
  generationColumns,
  itemFromRow,
  type GenerationItemRow,
  type RawItemRow,
} from '../catalog/item-repository';
import { ownerOf, type Owner } from '../owner/owner';

type Queryable = Pick<EntityManager, 'query'>;

/** A running batch as the engine sees it when it hands out work. */
export interface RunningBatch {
  id: string;
  owner: Owner;
  /** The owner's plan ('guest' for a guest session). */
  plan: string;
  /** Items workers hold now (their leases may have lapsed). */
  generating: number;
  /** The soonest lease of those to lapse. */
  nextExpiry: Date | null;
  /** Items waiting for a worker. */
  hasPending: boolean;
  /** Items whose worker died (lease lapsed): free to take again. */
  hasExpired: boolean;
}

/** An item a worker has taken, with its lease. */
export interface ClaimedItem {
  batchId: string;
  position: number;
  /** 1 the first time; more when it was recovered or sent back by a 429. */
  attempts: number;
  item: GenerationItemRow;
}

/**
 * The SQL of Generate All's items: which batches run, taking items with a lease, renewing
 * and giving leases back, starting, stopping and finishing batches. Every statement is
 * safe with any number of workers on any number of machines.
 */
export const batchRepository = {
  async running(manager: Queryable): Promise<RunningBatch[]> {
    const rows = await manager.query<
      {
        id: string;
        owner_user_id: string | null;
        owner_guest_id: string | null;
        plan: string;
        generating: number;
        next_expiry: Date | null;
        has_pending: boolean;
        has_expired: boolean;
      }[]
    >(
      `SELECT b.id, b.owner_user_id, b.owner_guest_id,
              CASE WHEN b.owner_guest_id IS NOT NULL THEN 'guest'
                   ELSE coalesce(s.plan, 'free') END AS plan,
              g.n AS generating, g.next_expiry, g.has_expired,
              EXISTS (SELECT 1 FROM generation_batch_items p
                       WHERE p.batch_id = b.id AND p.state = 'pending') AS has_pending
         FROM generation_batches b
         LEFT JOIN subscriptions s ON s.user_id = b.owner_user_id
         CROSS JOIN LATERAL (
           SELECT count(*)::int AS n, min(i.lease_until) AS next_expiry,
                  coalesce(bool_or(i.lease_until < now()), false) AS has_expired
             FROM generation_batch_items i
            WHERE i.batch_id = b.id AND i.state = 'generating') g
        WHERE b.status = 'running'
        ORDER BY b.started_at, b.id`,
    );
    return rows.map((row) => ({
      id: row.id,
      owner: ownerOf({ ownerUserId: row.owner_user_id, ownerGuestId: row.owner_guest_id }),
      plan: row.plan,
      generating: row.generating,
      nextExpiry: row.next_expiry ? new Date(row.next_expiry) : null,
      hasPending: row.has_pending,
      hasExpired: row.has_expired,
    }));
  },

  /**
   * Takes up to `count` items of each batch, in table order: waiting ones, and those whose
   * worker's lease lapsed. Rows another worker is taking at the same moment are skipped
   * (SKIP LOCKED), so no item is taken twice; the items turn "generating" in the same
   * statement.
   */
  async claim(
    manager: Queryable,
    allocation: { batchId: string; count: number }[],
    workerId: string,
    leaseMs: number,
  ): Promise<ClaimedItem[]> {
    const wanted = allocation.filter((entry) => entry.count > 0);
    if (wanted.length === 0) return [];
    const rows = await manager.query<
      (RawItemRow & {
        batch_id: string;
        position: number;
        attempts: number;
      })[]
    >(
      `WITH alloc AS (
         SELECT a.batch_id, a.k FROM unnest($1::uuid[], $2::int[]) AS a(batch_id, k)
           JOIN generation_batches b ON b.id = a.batch_id AND b.status = 'running'),
       picked AS (
         SELECT p.batch_id, p.item_id FROM alloc
         CROSS JOIN LATERAL (
           SELECT bi.batch_id, bi.item_id FROM generation_batch_items bi
            WHERE bi.batch_id = alloc.batch_id
              AND (bi.state = 'pending' OR (bi.state = 'generating' AND bi.lease_until < now()))
            ORDER BY bi.position
            LIMIT alloc.k
              FOR UPDATE SKIP LOCKED) p),
       claimed AS (
         UPDATE generation_batch_items bi
            SET state = 'generating', error = NULL, worker_id = $3,
                lease_until = now() + $4 * interval '1 millisecond', attempts = bi.attempts + 1
           FROM picked
          WHERE bi.batch_id = picked.batch_id AND bi.item_id = picked.item_id
         RETURNING bi.batch_id, bi.item_id, bi.position, bi.attempts),
       marked AS (
         UPDATE items i SET status = 'generating', status_message = NULL
           FROM claimed WHERE i.id = claimed.item_id
         RETURNING ${generationColumns('i')})
       SELECT claimed.batch_id, claimed.position, claimed.attempts, marked.*
         FROM claimed JOIN marked ON marked.id = claimed.item_id
        ORDER BY claimed.batch_id, claimed.position`,
      [wanted.map((entry) => entry.batchId), wanted.map((entry) => entry.count), workerId, leaseMs],
    );
    return rows.map((row) => ({
      batchId: row.batch_id,
      position: row.position,
      attempts: row.attempts,
      item: itemFromRow(row),
    }));
  },

  /** The worker is alive: its items' leases run on. */
  async renewLeases(manager: Queryable, workerId: string, leaseMs: number): Promise<number> {
    const [, count] = await manager.query<[unknown[], number]>(
      `UPDATE generation_batch_items SET lease_until = now() + $2 * interval '1 millisecond'
        WHERE worker_id = $1 AND state = 'generating'`,
      [workerId, leaseMs],
    );
    return count;
  },

  /** A worker stopping hands its unfinished items back: waiting again, for any worker. */
  async releaseLeases(manager: Queryable, workerId: string): Promise<string[]> {
    const [rows] = await manager.query<[{ batch_id: string; item_id: string }[], number]>(
      `WITH released AS (
         UPDATE generation_batch_items SET state = 'pending', lease_until = NULL
          WHERE worker_id = $1 AND state = 'generating'
         RETURNING batch_id, item_id)
       UPDATE items SET status = 'queued' FROM released
        WHERE items.id = released.item_id AND items.status = 'generating'
       RETURNING released.batch_id`,
      [workerId],
    );
    return [...new Set(rows.map((row) => row.batch_id))];
  },

  /** Queued → running: 'started' now, 'running' already, or 'over' (finished, cancelled). */
  async start(manager: Queryable, batchId: string): Promise<'started' | 'running' | 'over'> {
    const [moved] = await manager.query<[{ id: string }[], number]>(
      `UPDATE generation_batches
          SET status = 'running', started_at = now(), updated_at = now()
        WHERE id = $1 AND status = 'queued'
       RETURNING id`,
      [batchId],
    );
    if (moved.length > 0) return 'started';
    const rows = await manager.query<{ status: string }[]>(
      'SELECT status FROM generation_batches WHERE id = $1',
      [batchId],
    );
    return rows[0]?.status === 'running' ? 'running' : 'over';
  },

  /**
   * Batches with nothing left to run become "completed"; returns their ids. Once: the first
   * caller to see a batch done moves it. Items deleted mid-batch left it, so the total
   * becomes what the batch really covered.
   */
  async completeIfDone(manager: Queryable, batchIds: string[]): Promise<string[]> {
    if (batchIds.length === 0) return [];
    const [rows] = await manager.query<[{ id: string }[], number]>(
      `UPDATE generation_batches b
          SET status = 'completed', finished_at = now(), updated_at = now(),
              total = (SELECT count(*) FROM generation_batch_items i WHERE i.batch_id = b.id)
        WHERE b.id = ANY($1::uuid[]) AND b.status = 'running'
          AND NOT EXISTS (SELECT 1 FROM generation_batch_items i
                           WHERE i.batch_id = b.id AND i.state IN ('pending', 'generating'))
       RETURNING b.id`,
      [batchIds],
    );
    return rows.map((row) => row.id);
  },

  /**
   * The owner's allowance ran out (guest, free plan): the rest of the batch is not run, its
   * rows show the limit message, and the batch stops. Items other workers still hold are
   * skipped too: what they write later is discarded, uncharged.
   */
  async stopAtLimit(manager: Queryable, batchId: string, message: string): Promise<boolean> {
    const [rows] = await manager.query<[{ item_id: string }[], number]>(
      `UPDATE generation_batch_items SET state = 'skipped', error = $2, lease_until = NULL
        WHERE batch_id = $1 AND state IN ('pending', 'generating')
      RETURNING item_id`,
      [batchId, message],
    );
    const itemIds = rows.map((row) => row.item_id);
    await manager.query(
      `UPDATE items SET status = 'failed', status_message = $2, updated_at = now()
        WHERE id = ANY($1::uuid[])`,
      [itemIds, message],
    );
    const [stopped] = await manager.query<[unknown[], number]>(
      `UPDATE generation_batches
          SET status = 'stopped', stop_reason = $2, skipped = skipped + $3,
              finished_at = now(), updated_at = now()
        WHERE id = $1 AND status IN ('queued', 'running')
       RETURNING id`,
      [batchId, message, itemIds.length],
    );
    return stopped.length > 0;
  },

  /**
   * A cancelled batch's items in flight finish and count; those whose worker died on the way
   * (lease lapsed) are not run again: they count as not run. Returns the batches settled.
   */
  async settleAbandoned(manager: Queryable): Promise<string[]> {
    const [rows] = await manager.query<[{ batch_id: string }[], number]>(
      `WITH gone AS (
         UPDATE generation_batch_items bi SET state = 'skipped', lease_until = NULL
           FROM generation_batches b
          WHERE b.id = bi.batch_id AND b.status = 'cancelled'
            AND bi.state = 'generating' AND bi.lease_until < now()
         RETURNING bi.batch_id, bi.item_id),
       counted AS (
         UPDATE generation_batches b SET skipped = b.skipped + g.n, updated_at = now()
           FROM (SELECT batch_id, count(*)::int AS n FROM gone GROUP BY batch_id) g
          WHERE b.id = g.batch_id)
       UPDATE items SET status = 'idle' FROM gone
        WHERE items.id = gone.item_id AND items.status = 'generating'
       RETURNING gone.batch_id`,
    );
    return [...new Set(rows.map((row) => row.batch_id))];
  },

  /** Whether the batch still has work (queued or running), and how far it is. */
  async progress(
    manager: Queryable,
    batchId: string,
  ): Promise<{ status: string; done: number; total: number } | null> {
    const rows = await manager.query<{ status: string; done: number; total: number }[]>(
      `SELECT status, succeeded + failed + skipped AS done, total
         FROM generation_batches WHERE id = $1`,
      [batchId],
    );
    return rows[0] ?? null;
  },
};
