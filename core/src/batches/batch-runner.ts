import type { DataSource } from 'typeorm';
import type { GenerationBatchItemEntity } from '../db/entities/generation-batch-item.entity';
import {
  ACTIVE_BATCH_STATUSES,
  GenerationBatchEntity,
} from '../db/entities/generation-batch.entity';
import type { AppPubSub } from '../events/pubsub';
import type { GenerationService } from '../generation/generation.service';
import { ownerOf } from '../owner/owner';
import { publishBatchProgress } from './batch-events';
import type { BatchNotifier } from './batch-notifier';

/** Advisory-lock key space of batch runs (the second key is the batch id's hash). */
const BATCH_LOCK_SPACE = 7301;
/** How soon a job that found its batch taken by another runner tries again. */
const BUSY_RETRY_MS = 1000;

/** What the worker should do with the batch's job after a run. */
export type RunResult =
  /** Nothing left to do (finished, cancelled, stopped, or the batch is gone). */
  | { kind: 'finished' }
  /** More items wait: put the job back, to run again after `delayMs` (the pace). */
  | { kind: 'yield'; delayMs: number }
  /** Every provider is throttling: pause the whole queue for `delayMs`. */
  | { kind: 'throttled'; delayMs: number };

export interface RunOptions {
  /** Pause between items (SPEC: 2 s). */
  paceMs: number;
  /** How long to wait before retrying an item every provider throttled. */
  throttleDelayMs: number;
  /** True when the run should hand the job back (time slice used, process shutting down). */
  shouldYield: () => boolean;
}

/**
 * Walks a batch's items in order, one at a time, through the same generation code as a single
 * Generate. Everything it knows is in Postgres: an item left "generating" by a worker that
 * died is simply run again (the (batch, item) unique index keeps that from charging twice).
 *
 * With a pace, the run returns after each item and the job waits `paceMs` in BullMQ's delayed
 * set — so no worker slot sleeps, and other sellers' batches take turns in between.
 */
export class BatchRunner {
  constructor(
    private readonly dataSource: DataSource,
    private readonly generation: GenerationService,
    private readonly pubSub: AppPubSub | null,
    private readonly notifier: BatchNotifier | null = null,
  ) {}

  async run(batchId: string, options: RunOptions): Promise<RunResult> {
    // One runner per batch, whatever BullMQ does: a job recovered from a worker that is only
    // slow, or enqueued again after Redis lost it, finds the batch taken and comes back later.
    // The lock is held by a connection, so a worker that dies (even SIGKILL) lets go of it.
    const connection = this.dataSource.createQueryRunner();
    await connection.connect();
    try {
      const [{ locked }] = (await connection.query(
        'SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked',
        [BATCH_LOCK_SPACE, batchId],
      )) as { locked: boolean }[];
      if (!locked) return { kind: 'yield', delayMs: BUSY_RETRY_MS };
      try {
        return await this.runLocked(batchId, options);
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1, hashtext($2))', [
          BATCH_LOCK_SPACE,
          batchId,
        ]);
      }
    } finally {
      await connection.release();
    }
  }

  private async runLocked(batchId: string, options: RunOptions): Promise<RunResult> {
    const batches = this.dataSource.getRepository(GenerationBatchEntity);
    const batch = await batches.findOneBy({ id: batchId });
    if (!batch || !ACTIVE_BATCH_STATUSES.includes(batch.status)) return { kind: 'finished' };
    const owner = ownerOf(batch);
    if (batch.status === 'queued') {
      await batches.update(
        { id: batchId, status: 'queued' },
        { status: 'running', startedAt: new Date() },
      );
      await this.publish(batchId);
    }

    // Read once per run: the owner's settings, and whether there is room at all. Each item's
    // transaction still takes its unit atomically (and stops the batch when refused).
    const settings = await this.generation.settings(owner);
    const refusal = await this.generation.allowanceRefusal(owner);
    if (refusal) {
      await this.stopAtLimit(batchId, refusal);
      return { kind: 'finished' };
    }

    for (;;) {
      const next = await this.claimNext(batchId);
      if (!next) {
        await this.finish(batchId);
        return { kind: 'finished' };
      }
      await this.publish(batchId, {
        itemId: next.itemId,
        state: 'generating',
        item: null,
        error: null,
      });

      const outcome = await this.generation.generateInBatch(owner, next.itemId, {
        batchId,
        settings,
        checkAllowance: false,
      });
      switch (outcome.kind) {
        case 'done':
          await this.publish(batchId, {
            itemId: next.itemId,
            state: 'done',
            item: outcome.item,
            error: null,
          });
          break;
        case 'failed':
          await this.publish(batchId, {
            itemId: next.itemId,
            state: 'failed',
            item: outcome.item,
            error: outcome.message,
          });
          break;
        case 'skip':
          // Written by an earlier run of this job, or deleted: nothing more to do for it.
          await this.dataSource.query(
            `UPDATE generation_batch_items SET state = 'done'
              WHERE batch_id = $1 AND item_id = $2 AND state = 'generating'
                AND EXISTS (SELECT 1 FROM generation_records r
                             WHERE r.batch_id = $1 AND r.item_id = $2)`,
            [batchId, next.itemId],
          );
          break;
        case 'limit':
          await this.stopAtLimit(batchId, outcome.message);
          return { kind: 'finished' };
        case 'throttled':
          await this.dataSource.query(
            `UPDATE generation_batch_items SET state = 'pending' WHERE batch_id = $1 AND item_id = $2`,
            [batchId, next.itemId],
          );
          await this.publish(batchId, {
            itemId: next.itemId,
            state: 'pending',
            item: null,
            error: null,
          });
          return { kind: 'throttled', delayMs: options.throttleDelayMs };
      }

      if (options.paceMs > 0) {
        // Finish now rather than after a pause when this was the last item.
        if (!(await this.nextItem(batchId))) continue;
        return { kind: 'yield', delayMs: options.paceMs };
      }
      if (options.shouldYield()) return { kind: 'yield', delayMs: 0 };
    }
  }

  /**
   * Marks the next item "generating" and returns it, in one statement; null when the batch is
   * no longer running (cancelled) or has nothing left. An item already "generating" can only
   * be one a dead runner left (this runner holds the batch's lock): it comes first again.
   */
  private async claimNext(batchId: string): Promise<{ itemId: string } | null> {
    const [rows] = await this.dataSource.query<[{ item_id: string }[], number]>(
      `UPDATE generation_batch_items bi SET state = 'generating'
         FROM (SELECT i.item_id FROM generation_batch_items i
                 JOIN generation_batches b ON b.id = i.batch_id AND b.status = 'running'
                WHERE i.batch_id = $1 AND i.state IN ('pending', 'generating')
                ORDER BY i.position LIMIT 1) next
        WHERE bi.batch_id = $1 AND bi.item_id = next.item_id
      RETURNING bi.item_id`,
      [batchId],
    );
    return rows.length > 0 ? { itemId: rows[0].item_id } : null;
  }

  /** Re-queue-safe: items a dead worker left "generating" come first again. */
  private async nextItem(
    batchId: string,
  ): Promise<Pick<GenerationBatchItemEntity, 'itemId' | 'position'> | null> {
    const rows = await this.dataSource.query<{ item_id: string; position: number }[]>(
      `SELECT item_id, position FROM generation_batch_items
        WHERE batch_id = $1 AND state IN ('pending', 'generating')
        ORDER BY position LIMIT 1`,
      [batchId],
    );
    return rows.length > 0 ? { itemId: rows[0].item_id, position: rows[0].position } : null;
  }

  private async finish(batchId: string): Promise<void> {
    // Items deleted mid-batch left it: the total becomes what the batch really covered.
    await this.dataSource.query(
      `UPDATE generation_batches b
          SET status = 'completed', finished_at = now(), updated_at = now(),
              total = (SELECT count(*) FROM generation_batch_items i WHERE i.batch_id = b.id)
        WHERE id = $1 AND status = 'running'`,
      [batchId],
    );
    await this.publish(batchId);
    await this.notifier?.batchFinished(batchId);
  }

  /** Free plan or guest out of generations: the rest of the batch shows the limit message. */
  private async stopAtLimit(batchId: string, message: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [rows] = await manager.query<[{ item_id: string }[], number]>(
        `UPDATE generation_batch_items SET state = 'skipped', error = $2
          WHERE batch_id = $1 AND state IN ('pending', 'generating')
        RETURNING item_id`,
        [batchId, message],
      );
      const itemIds = rows.map((row) => row.item_id);
      await manager.query(
        `UPDATE items SET status = 'failed', status_message = $2 WHERE id = ANY($1::uuid[])`,
        [itemIds, message],
      );
      await manager.query(
        `UPDATE generation_batches
            SET status = 'stopped', stop_reason = $2, skipped = skipped + $3,
                finished_at = now(), updated_at = now()
          WHERE id = $1`,
        [batchId, message, itemIds.length],
      );
    });
    await this.publish(batchId);
    await this.notifier?.batchFinished(batchId);
  }

  private async publish(
    batchId: string,
    transition: Parameters<typeof publishBatchProgress>[3] = null,
  ): Promise<void> {
    await publishBatchProgress(this.dataSource.manager, this.pubSub, batchId, transition);
  }
}
