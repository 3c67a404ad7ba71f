import type { EntityManager } from 'typeorm';
import {
  generationColumns,
  itemFromRow,
  type GenerationItemRow,
  type RawItemRow,
} from '../catalog/item-repository';
import type { BatchItemState } from '../db/entities/generation-batch-item.entity';
import {
  ACTIVE_BATCH_STATUSES,
  GenerationBatchEntity,
  NOT_READY_LISTED,
  type NotReadyItem,
} from '../db/entities/generation-batch.entity';
import type { BatchSnapshot } from '../events/topics';
import { isUuid, ownerColumn, ownerColumns, ownerOf, ownerWhere, type Owner } from '../owner/owner';
import { GENERATION_REQUIRED_FIELDS, ROW_TEXT_FIELDS } from '../shared/generation-readiness';

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
  /** Versions written per item ("Write 3 versions"). */
  versions: number;
}

/** An item a worker has taken, with its lease. */
export interface ClaimedItem {
  batchId: string;
  position: number;
  /** 1 the first time; more when it was recovered or sent back by a 429. */
  attempts: number;
  item: GenerationItemRow;
}

/** Which of the owner's items a batch looks at (BatchRequest's scope). */
export interface CandidateScope {
  /** "Retry failed": only items whose last generation failed. */
  onlyFailed?: boolean;
  /** Only these items. */
  itemIds?: string[];
  /** Described items too ("Rewrite described products"). */
  rewrite?: boolean;
  /** Never these items (described ones unchanged since their description). */
  excludeIds?: string[];
}

/** Generate All's view of the owner's items: ready to take, passed by, products at all. */
export interface CandidateCounts {
  ready: number;
  notReady: number;
  products: number;
}

/** A batch item's new state, for moveItems(). */
export interface BatchItemMove {
  batchId: string;
  itemId: string;
  state: BatchItemState;
  error: string | null;
}

/** What a group of results adds to a batch's counters. */
export interface BatchCounters {
  succeeded: number;
  failed: number;
  skipped: number;
  fallbackProvider: string | null;
}

/**
 * The SQL of generation_batches and generation_batch_items: making a batch of the owner's
 * items (and what Generate All would take), reading batches, which batches run, taking items
 * with a lease, renewing and giving leases back, recording results, starting, cancelling,
 * stopping and finishing batches, and the operators' counts. Every statement is safe with any
 * number of workers on any number of machines. A batch's transitions mark its items' status
 * in the same statement or transaction, so those statements touch `items` too; every other
 * statement on `items` is item-repository.ts's.
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
        versions: number;
      }[]
    >(
      `SELECT b.id, b.owner_user_id, b.owner_guest_id, b.versions,
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
      versions: row.versions,
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

  /**
   * Locks up to `count` items of each batch for the caller's transaction, in table order —
   * waiting ones and those whose worker's lease lapsed — without moving them: for a provider
   * that answers at once, the same transaction records them, so no lease is needed (a worker
   * that dies mid-way rolls back and leaves them waiting). Rows another transaction holds
   * are skipped.
   */
  async take(
    manager: Queryable,
    allocation: { batchId: string; count: number }[],
  ): Promise<ClaimedItem[]> {
    const wanted = allocation.filter((entry) => entry.count > 0);
    if (wanted.length === 0) return [];
    const rows = await manager.query<
      (RawItemRow & { batch_id: string; position: number; attempts: number })[]
    >(
      `WITH alloc AS (
         SELECT a.batch_id, a.k FROM unnest($1::uuid[], $2::int[]) AS a(batch_id, k)
           JOIN generation_batches b ON b.id = a.batch_id AND b.status = 'running'),
       picked AS (
         SELECT p.batch_id, p.item_id, p.position, p.attempts FROM alloc
         CROSS JOIN LATERAL (
           SELECT bi.batch_id, bi.item_id, bi.position, bi.attempts FROM generation_batch_items bi
            WHERE bi.batch_id = alloc.batch_id
              AND (bi.state = 'pending' OR (bi.state = 'generating' AND bi.lease_until < now()))
            ORDER BY bi.position
            LIMIT alloc.k
              FOR UPDATE SKIP LOCKED) p)
       SELECT picked.batch_id, picked.position, picked.attempts + 1 AS attempts,
              ${generationColumns('i')}
         FROM picked JOIN items i ON i.id = picked.item_id
        ORDER BY picked.batch_id, picked.position`,
      [wanted.map((entry) => entry.batchId), wanted.map((entry) => entry.count)],
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
  /** The ids of the batch's items. */
  async itemIds(manager: Queryable, batchId: string): Promise<string[]> {
    const rows = await manager.query<{ item_id: string }[]>(
      'SELECT item_id FROM generation_batch_items WHERE batch_id = $1',
      [batchId],
    );
    return rows.map((row) => row.item_id);
  },

  /** How many of the batch's items the catalogue sameness check flagged. */
  async setSamenessFlagged(manager: Queryable, batchId: string, count: number): Promise<void> {
    await manager.query('UPDATE generation_batches SET sameness_flagged = $2 WHERE id = $1', [
      batchId,
      count,
    ]);
  },

  /** Of the given batches, the running ones with nothing left to take or to record. */
  async doneRunning(manager: Queryable, batchIds: string[]): Promise<string[]> {
    if (batchIds.length === 0) return [];
    const rows = await manager.query<{ id: string }[]>(
      `SELECT b.id FROM generation_batches b WHERE b.id = ANY($1::uuid[]) AND ${DONE_RUNNING_SQL}`,
      [batchIds],
    );
    return rows.map((row) => row.id);
  },

  async completeIfDone(manager: Queryable, batchIds: string[]): Promise<string[]> {
    if (batchIds.length === 0) return [];
    const [rows] = await manager.query<[{ id: string }[], number]>(
      `UPDATE generation_batches b
          SET status = 'completed', finished_at = now(), updated_at = now(),
              total = (SELECT count(*) FROM generation_batch_items i WHERE i.batch_id = b.id)
        WHERE b.id = ANY($1::uuid[]) AND ${DONE_RUNNING_SQL}
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

  /** In one read: the rows a batch would take, those it would pass by, and the products. */
  async candidateCounts(
    manager: Queryable,
    owner: Owner,
    scope: CandidateScope,
  ): Promise<CandidateCounts> {
    const { where, needs, params } = candidateParts(owner, scope);
    const [row] = await manager.query<CandidateCounts[]>(
      `SELECT count(*) FILTER (WHERE ${needs} AND ${READY_SQL})::int AS ready,
              count(*) FILTER (WHERE ${needs} AND NOT ${READY_SQL})::int AS "notReady",
              count(*) FILTER (WHERE NOT ${BLANK_SQL})::int AS products
         FROM items i WHERE ${where}`,
      params,
    );
    return row;
  },

  /** The first rows a batch would pass by as not ready, in table order (NOT_READY_LISTED). */
  notReadyItems(
    manager: Queryable,
    owner: Owner,
    scope: CandidateScope,
  ): Promise<{ id: string; name: string; sku: string; details: string }[]> {
    const { where, needs, params } = candidateParts(owner, scope);
    return manager.query<{ id: string; name: string; sku: string; details: string }[]>(
      `SELECT i.id, i.name, i.sku, i.details FROM items i
        WHERE ${where} AND ${needs} AND NOT ${READY_SQL}
        ORDER BY i.position, i.id LIMIT ${NOT_READY_LISTED}`,
      params,
    );
  },

  /**
   * The described rows a rewrite would take, with the hash of what their description was
   * written from: those unchanged since are passed by (Skip unchanged). A failed row, or one
   * the seller rejected with an instruction, is never unchanged.
   */
  describedCandidates(
    manager: Queryable,
    owner: Owner,
    scope: CandidateScope,
  ): Promise<
    {
      id: string;
      name: string;
      sku: string;
      details: string;
      price: string;
      notes: string;
      content_hash: string;
    }[]
  > {
    const { where, needs, params } = candidateParts(owner, { ...scope, excludeIds: undefined });
    return manager.query(
      `SELECT i.id, i.name, i.sku, i.details, i.price, i.notes, i.content_hash FROM items i
        WHERE ${where} AND ${needs} AND ${READY_SQL} AND i.description ~ '\\S'
          AND i.status <> 'failed' AND i.content_hash IS NOT NULL
          AND i.review_instruction IS NULL`,
      params,
    );
  },

  /** Inserts a queued batch for the owner, with no items yet; answers its id. */
  async insert(
    manager: EntityManager,
    owner: Owner,
    values: {
      onlyFailed: boolean;
      notice: string | null;
      versions: number;
      rewrite: boolean;
      force: boolean;
    },
  ): Promise<string> {
    const inserted = await manager.getRepository(GenerationBatchEntity).insert({
      ...ownerColumns(owner),
      status: 'queued',
      onlyFailed: values.onlyFailed,
      versions: values.versions,
      rewrite: values.rewrite,
      force: values.force,
      total: 0,
      notice: values.notice,
    });
    return (inserted.identifiers[0] as { id: string }).id;
  },

  /**
   * Puts the items the batch takes into it, in table order (a guest's first only), and marks
   * them queued; answers how many. One statement, however many items: numbering and copying
   * happen inside Postgres.
   */
  async addCandidates(
    manager: Queryable,
    owner: Owner,
    scope: CandidateScope,
    batchId: string,
  ): Promise<number> {
    const { where, needs, params } = candidateParts(owner, scope);
    const [rows] = await manager.query<[{ id: string }[], number]>(
      `WITH chosen AS (
         SELECT i.id, row_number() OVER (ORDER BY i.position, i.id)::int AS position
           FROM items i WHERE ${where} AND ${needs} AND ${READY_SQL}
          ORDER BY i.position, i.id
          ${owner.kind === 'guest' ? 'LIMIT 1' : ''}),
       added AS (
         INSERT INTO generation_batch_items (batch_id, item_id, position)
         SELECT $${params.length + 1}, id, position FROM chosen
         RETURNING item_id)
       UPDATE items SET status = 'queued', status_message = NULL
         FROM added WHERE items.id = added.item_id
       RETURNING items.id`,
      [...params, batchId],
    );
    return rows.length;
  },

  /** Sets the batch's total and the rows it passed by. */
  async setTotals(
    manager: EntityManager,
    batchId: string,
    totals: {
      total: number;
      notReadyCount: number;
      notReady: NotReadyItem[];
      unchangedCount: number;
    },
  ): Promise<void> {
    await manager.getRepository(GenerationBatchEntity).update({ id: batchId }, totals);
  },

  /** The batch, whoever owns it (after a check of the owner), or null. */
  findById(manager: EntityManager, batchId: string): Promise<GenerationBatchEntity | null> {
    return manager.getRepository(GenerationBatchEntity).findOneBy({ id: batchId });
  },

  findByIdOrFail(manager: EntityManager, batchId: string): Promise<GenerationBatchEntity> {
    return manager.getRepository(GenerationBatchEntity).findOneByOrFail({ id: batchId });
  },

  /** The owner's batch, or null (another owner's batch is as good as missing). */
  findOwned(
    manager: EntityManager,
    owner: Owner,
    batchId: string,
  ): Promise<GenerationBatchEntity | null> {
    return manager
      .getRepository(GenerationBatchEntity)
      .findOneBy({ id: batchId, ...ownerWhere(owner) });
  },

  /** The owner's queued or running batch. */
  activeOf(manager: EntityManager, owner: Owner): Promise<GenerationBatchEntity | null> {
    return manager
      .getRepository(GenerationBatchEntity)
      .createQueryBuilder('batch')
      .where(ownerWhere(owner))
      .andWhere('batch.status IN (:...statuses)', { statuses: ACTIVE_BATCH_STATUSES })
      .getOne();
  },

  /** The owner's most recent batch, finished or not. */
  latestOf(manager: EntityManager, owner: Owner): Promise<GenerationBatchEntity | null> {
    return manager
      .getRepository(GenerationBatchEntity)
      .findOne({ where: ownerWhere(owner), order: { createdAt: 'DESC' } });
  },

  /** Ids of every queued or running batch, oldest first (the reconciler's list). */
  async activeIds(manager: EntityManager): Promise<string[]> {
    const rows = await manager
      .getRepository(GenerationBatchEntity)
      .createQueryBuilder('batch')
      .select('batch.id', 'id')
      .where(`batch.status IN ('queued', 'running')`)
      .orderBy('batch.created_at')
      .getRawMany<{ id: string }>();
    return rows.map((row) => row.id);
  },

  /** Items of the batch still waiting for a worker, in batch order. */
  async pendingItemIds(manager: Queryable, batchId: string): Promise<string[]> {
    const rows = await manager.query<{ item_id: string }[]>(
      `SELECT item_id FROM generation_batch_items WHERE batch_id = $1 AND state = 'pending'
        ORDER BY position`,
      [batchId],
    );
    return rows.map((row) => row.item_id);
  },

  /** The batches as they stand, with their counters and owners: one statement. */
  async snapshots(
    manager: Queryable,
    batchIds: string[],
  ): Promise<Map<string, { snapshot: BatchSnapshot; owner: Owner }>> {
    const batches = new Map<string, { snapshot: BatchSnapshot; owner: Owner }>();
    if (batchIds.length === 0) return batches;
    const rows = await manager.query<BatchRow[]>(
      `SELECT b.id, b.owner_user_id, b.owner_guest_id, b.status, b.only_failed, b.total,
              b.succeeded, b.failed, b.skipped, b.fallback_used, b.fallback_provider, b.notice,
              b.stop_reason, b.not_ready_count, b.not_ready, b.created_at, b.started_at, b.finished_at,
              b.sameness_flagged, b.versions, b.rewrite, b.unchanged_count,
              (SELECT count(*) FROM generation_batch_items g
                WHERE g.batch_id = b.id AND g.state = 'generating')::int AS generating
         FROM generation_batches b WHERE b.id = ANY($1::uuid[])`,
      [batchIds],
    );
    for (const row of rows) {
      batches.set(row.id, {
        snapshot: {
          id: row.id,
          status: row.status,
          onlyFailed: row.only_failed,
          total: row.total,
          succeeded: row.succeeded,
          failed: row.failed,
          skipped: row.skipped,
          generating: row.generating,
          fallbackUsed: row.fallback_used,
          fallbackProvider: row.fallback_provider,
          notice: row.notice,
          stopReason: row.stop_reason,
          samenessFlagged: row.sameness_flagged,
          versions: row.versions,
          rewrite: row.rewrite,
          unchangedCount: row.unchanged_count,
          notReadyCount: row.not_ready_count,
          notReady: row.not_ready,
          createdAt: new Date(row.created_at).toISOString(),
          startedAt: row.started_at ? new Date(row.started_at).toISOString() : null,
          finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
        },
        owner: ownerOf({ ownerUserId: row.owner_user_id, ownerGuestId: row.owner_guest_id }),
      });
    }
    return batches;
  },

  /** For the operators: batches queued or running, and their items not yet finished. */
  async activeWork(manager: Queryable): Promise<{ batches: number; pending: number }> {
    const [row] = await manager.query<{ batches: number; pending: number }[]>(
      `SELECT
         (SELECT count(*) FROM generation_batches WHERE status IN ('queued', 'running'))::int AS batches,
         (SELECT count(*) FROM generation_batch_items bi JOIN generation_batches b ON b.id = bi.batch_id
           WHERE b.status IN ('queued', 'running') AND bi.state IN ('pending', 'generating'))::int AS pending`,
    );
    return row;
  },

  /**
   * The owner's batch, locked until the transaction ends; null when missing. FOR NO KEY
   * UPDATE, not FOR UPDATE: every generation record written for the batch holds its row FOR
   * KEY SHARE (the foreign key's check), and a stream of those would keep a FOR UPDATE (a
   * cancel) waiting until the batch had run to its end.
   */
  lockOwned(
    manager: EntityManager,
    owner: Owner,
    batchId: string,
  ): Promise<GenerationBatchEntity | null> {
    return manager
      .getRepository(GenerationBatchEntity)
      .createQueryBuilder('batch')
      .setLock('for_no_key_update')
      .where({ id: batchId, ...ownerWhere(owner) })
      .getOne();
  },

  /**
   * Cancels the batch: its waiting items are skipped and go back to idle (those in flight
   * finish). Items another transaction holds at this moment — being taken by a worker, or
   * written inline by the offline writer (take()) — are in flight too: they are left to it,
   * finish and count. Waiting for them instead would deadlock (that transaction adds to this
   * batch row's counters, which the cancel holds). Answers the items skipped.
   */
  async cancel(manager: Queryable, batchId: string): Promise<string[]> {
    const [skipped] = await manager.query<[{ item_id: string }[], number]>(
      `WITH waiting AS (
         SELECT batch_id, item_id FROM generation_batch_items
          WHERE batch_id = $1 AND state = 'pending'
            FOR UPDATE SKIP LOCKED)
       UPDATE generation_batch_items bi SET state = 'skipped'
         FROM waiting WHERE bi.batch_id = waiting.batch_id AND bi.item_id = waiting.item_id
       RETURNING bi.item_id`,
      [batchId],
    );
    const itemIds = skipped.map((row) => row.item_id);
    await manager.query(
      `UPDATE items SET status = 'idle' WHERE id = ANY($1::uuid[]) AND status = 'queued'`,
      [itemIds],
    );
    await manager.query(
      `UPDATE generation_batches
          SET status = 'cancelled', skipped = skipped + $2, finished_at = now(), updated_at = now()
        WHERE id = $1`,
      [batchId, itemIds.length],
    );
    return itemIds;
  },

  /**
   * Marks a finished batch (completed, or stopped) of a signed-in seller of at least
   * `minItems` as notified; false when it is not one, or someone marked it first.
   */
  async claimNotification(manager: Queryable, batchId: string, minItems: number): Promise<boolean> {
    const [claimed] = await manager.query<[{ id: string }[], number]>(
      `UPDATE generation_batches SET notified_at = now()
        WHERE id = $1 AND notified_at IS NULL AND owner_user_id IS NOT NULL
          AND status IN ('completed', 'stopped') AND total >= $2
      RETURNING id`,
      [batchId, minItems],
    );
    return claimed.length > 0;
  },

  /**
   * Of the given batches, each one's status. FOR SHARE waits for a cancel in progress (it
   * holds the batch row), so the answer stands until the transaction ends.
   */
  statusesForShare(
    manager: Queryable,
    batchIds: string[],
  ): Promise<{ id: string; status: string }[]> {
    return manager.query<{ id: string; status: string }[]>(
      `SELECT id, status FROM generation_batches WHERE id = ANY($1::uuid[])
        ORDER BY id FOR SHARE`,
      [batchIds],
    );
  },

  /** Locks the batch items (in one order, so concurrent writers never deadlock); their states. */
  lockItems(
    manager: Queryable,
    pairs: { batchId: string; itemId: string }[],
  ): Promise<{ batch_id: string; item_id: string; state: BatchItemState }[]> {
    return manager.query<{ batch_id: string; item_id: string; state: BatchItemState }[]>(
      `SELECT bi.batch_id, bi.item_id, bi.state
         FROM generation_batch_items bi
         JOIN unnest($1::uuid[], $2::uuid[]) AS v(batch_id, item_id)
           ON bi.batch_id = v.batch_id AND bi.item_id = v.item_id
        ORDER BY bi.batch_id, bi.item_id
          FOR UPDATE OF bi`,
      [pairs.map((pair) => pair.batchId), pairs.map((pair) => pair.itemId)],
    );
  },

  /** Batch items move to their new state; their leases end. */
  async moveItems(manager: Queryable, moves: BatchItemMove[]): Promise<void> {
    if (moves.length === 0) return;
    await manager.query(
      `UPDATE generation_batch_items bi
          SET state = v.state, error = v.error, lease_until = NULL
         FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[]) AS v(batch_id, item_id, state, error)
        WHERE bi.batch_id = v.batch_id AND bi.item_id = v.item_id`,
      [
        moves.map((move) => move.batchId),
        moves.map((move) => move.itemId),
        moves.map((move) => move.state),
        moves.map((move) => move.error),
      ],
    );
  },

  /** Items leave their batches (rows that lost a required field after they were queued). */
  async removeItems(
    manager: Queryable,
    pairs: { batchId: string; itemId: string }[],
  ): Promise<void> {
    await manager.query(
      `DELETE FROM generation_batch_items bi
        USING unnest($1::uuid[], $2::uuid[]) AS v(batch_id, item_id)
        WHERE bi.batch_id = v.batch_id AND bi.item_id = v.item_id`,
      [pairs.map((pair) => pair.batchId), pairs.map((pair) => pair.itemId)],
    );
  },

  /**
   * Rows that left the batch as not ready: out of its total, into its not-ready count, and
   * listed (up to NOT_READY_LISTED in all).
   */
  async addNotReady(manager: Queryable, batchId: string, listed: NotReadyItem[]): Promise<void> {
    await manager.query(
      `UPDATE generation_batches
          SET total = total - $2, not_ready_count = not_ready_count + $2, updated_at = now(),
              not_ready = (SELECT coalesce(jsonb_agg(e.value ORDER BY e.ordinality), '[]'::jsonb)
                             FROM jsonb_array_elements(not_ready || $3::jsonb)
                                  WITH ORDINALITY AS e(value, ordinality)
                            WHERE e.ordinality <= $4)
        WHERE id = $1`,
      [batchId, listed.length, JSON.stringify(listed), NOT_READY_LISTED],
    );
  },

  /** Adds to the batches' counters (and notes a fallback provider). */
  async addCounters(manager: Queryable, counters: [string, BatchCounters][]): Promise<void> {
    if (counters.length === 0) return;
    await manager.query(
      `UPDATE generation_batches b
          SET succeeded = b.succeeded + v.succeeded, failed = b.failed + v.failed,
              skipped = b.skipped + v.skipped,
              fallback_used = b.fallback_used OR v.fallback_provider IS NOT NULL,
              fallback_provider = coalesce(v.fallback_provider, b.fallback_provider),
              updated_at = now()
         FROM unnest($1::uuid[], $2::int[], $3::int[], $4::int[], $5::text[])
              AS v(batch_id, succeeded, failed, skipped, fallback_provider)
        WHERE b.id = v.batch_id`,
      [
        counters.map(([batchId]) => batchId),
        counters.map(([, value]) => value.succeeded),
        counters.map(([, value]) => value.failed),
        counters.map(([, value]) => value.skipped),
        counters.map(([, value]) => value.fallbackProvider),
      ],
    );
  },
};

interface BatchRow {
  id: string;
  owner_user_id: string | null;
  owner_guest_id: string | null;
  status: BatchSnapshot['status'];
  only_failed: boolean;
  total: number;
  succeeded: number;
  failed: number;
  skipped: number;
  generating: number;
  fallback_used: boolean;
  fallback_provider: string | null;
  notice: string | null;
  stop_reason: string | null;
  sameness_flagged: number;
  versions: number;
  rewrite: boolean;
  unchanged_count: number;
  not_ready_count: number;
  not_ready: BatchSnapshot['notReady'];
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

/** A running batch `b` with no item left pending or generating. */
const DONE_RUNNING_SQL = `b.status = 'running'
  AND NOT EXISTS (SELECT 1 FROM generation_batch_items i
                   WHERE i.batch_id = b.id AND i.state IN ('pending', 'generating'))`;

// "Has a character other than white space", as String.prototype.trim() sees it.
function filledSql(field: string): string {
  return `i.${field} ~ '\\S'`;
}

/** The shared readiness rule (generation-readiness.ts) as SQL over items `i`. */
const READY_SQL = `(${GENERATION_REQUIRED_FIELDS.map(filledSql).join(' AND ')})`;
/** A row with nothing typed into it (generation-readiness.ts, isBlankItem). */
const BLANK_SQL = `(NOT (${ROW_TEXT_FIELDS.map(filledSql).join(' OR ')}))`;

/**
 * The rows Generate All looks at (`where`: the owner's, or the given ids) and of those the
 * ones that need a description (`needs`): not blank, not already queued or generating, and
 * either without a description or failed last time ("Retry failed": failed only; "Rewrite
 * described products": described ones too), never one of `excludeIds`.
 */
function candidateParts(
  owner: Owner,
  scope: CandidateScope,
): { where: string; needs: string; params: unknown[] } {
  const { column, id } = ownerColumn(owner);
  const params: unknown[] = [id];
  const where = [`i.${column} = $1`];
  if (scope.itemIds) {
    params.push(scope.itemIds.filter(isUuid));
    where.push(`i.id = ANY($${params.length}::uuid[])`);
  }
  const needs = [`NOT ${BLANK_SQL}`, `i.status NOT IN ('queued', 'generating')`];
  if (scope.onlyFailed) needs.push(`i.status = 'failed'`);
  else if (!scope.rewrite) needs.push(`(i.description = '' OR i.status = 'failed')`);
  if (scope.excludeIds && scope.excludeIds.length > 0) {
    params.push(scope.excludeIds.filter(isUuid));
    needs.push(`NOT (i.id = ANY($${params.length}::uuid[]))`);
  }
  return { where: where.join(' AND '), needs: `(${needs.join(' AND ')})`, params };
}
