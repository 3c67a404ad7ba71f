import type { EntityManager } from 'typeorm';
import { itemRepository } from '../catalog/item-repository';
import type { ItemStats } from '../catalog/item-stats';
import { GenerationBatchEntity } from '../db/entities/generation-batch.entity';
import type { AppPubSub } from '../events/pubsub';
import { Topic, type BatchItemTransition, type BatchSnapshot } from '../events/topics';
import { ownerKey, ownerOf, type Owner } from '../owner/owner';

export function batchSnapshot(batch: GenerationBatchEntity, generating: number): BatchSnapshot {
  return {
    id: batch.id,
    status: batch.status,
    onlyFailed: batch.onlyFailed,
    total: batch.total,
    succeeded: batch.succeeded,
    failed: batch.failed,
    skipped: batch.skipped,
    generating,
    fallbackUsed: batch.fallbackUsed,
    fallbackProvider: batch.fallbackProvider,
    notice: batch.notice,
    stopReason: batch.stopReason,
    notReadyCount: batch.notReadyCount,
    notReady: batch.notReady,
    createdAt: batch.createdAt.toISOString(),
    startedAt: batch.startedAt?.toISOString() ?? null,
    finishedAt: batch.finishedAt?.toISOString() ?? null,
  };
}

/** Items of each batch a worker holds right now. */
export async function generatingCounts(
  manager: Pick<EntityManager, 'query'>,
  batchIds: string[],
): Promise<Map<string, number>> {
  const counts = new Map(batchIds.map((id) => [id, 0]));
  if (batchIds.length === 0) return counts;
  const rows = await manager.query<{ batch_id: string; n: number }[]>(
    `SELECT batch_id, count(*)::int AS n FROM generation_batch_items
      WHERE batch_id = ANY($1::uuid[]) AND state = 'generating' GROUP BY batch_id`,
    [batchIds],
  );
  for (const row of rows) counts.set(row.batch_id, row.n);
  return counts;
}

/** The batches as they stand, with their counters and owners: one statement. */
export async function readBatches(
  manager: Pick<EntityManager, 'query'>,
  batchIds: string[],
): Promise<Map<string, { snapshot: BatchSnapshot; owner: Owner }>> {
  const batches = new Map<string, { snapshot: BatchSnapshot; owner: Owner }>();
  if (batchIds.length === 0) return batches;
  const rows = await manager.query<BatchRow[]>(
    `SELECT b.id, b.owner_user_id, b.owner_guest_id, b.status, b.only_failed, b.total,
            b.succeeded, b.failed, b.skipped, b.fallback_used, b.fallback_provider, b.notice,
            b.stop_reason, b.not_ready_count, b.not_ready, b.created_at, b.started_at, b.finished_at,
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
}

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
  not_ready_count: number;
  not_ready: BatchSnapshot['notReady'];
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

/** The batches as they stand, with their counters. */
export async function readBatchSnapshots(
  manager: EntityManager,
  batchIds: string[],
): Promise<Map<string, BatchSnapshot>> {
  const batches = await readBatches(manager, batchIds);
  return new Map([...batches].map(([id, { snapshot }]) => [id, snapshot]));
}

/**
 * Tells batches' subscribers where they stand: the counters as they are now, the item
 * transitions that moved them, and — at most every `statsEveryMs` per seller, and always
 * when a batch starts or ends — the seller's item counters, so a browser never has to read
 * them again while a batch runs.
 */
export class BatchAnnouncer {
  private readonly statsDueAt = new Map<string, number>();

  constructor(
    private readonly manager: EntityManager,
    private readonly pubSub: AppPubSub | null,
    private readonly statsEveryMs = 500,
  ) {}

  async announce(
    batchIds: Iterable<string>,
    transitions: Map<string, BatchItemTransition[]> = new Map(),
  ): Promise<Map<string, BatchSnapshot>> {
    const ids = [...new Set(batchIds)];
    const snapshots = new Map<string, BatchSnapshot>();
    if (ids.length === 0) return snapshots;
    const batches = await readBatches(this.manager, ids);
    const stats = new Map<string, ItemStats>();
    for (const { snapshot, owner } of batches.values()) {
      snapshots.set(snapshot.id, snapshot);
      if (!this.pubSub) continue;
      const key = ownerKey(owner);
      const now = Date.now();
      const settled =
        !['queued', 'running'].includes(snapshot.status) || snapshot.startedAt === null;
      if (!stats.has(key) && (settled || now >= (this.statsDueAt.get(key) ?? 0))) {
        stats.set(key, await itemRepository.stats(this.manager, owner));
        this.statsDueAt.set(key, now + this.statsEveryMs);
      }
      this.pubSub.publish(Topic.BatchProgress, snapshot.id, {
        batch: snapshot,
        transitions: transitions.get(snapshot.id) ?? [],
        itemStats: stats.get(key) ?? null,
      });
    }
    return snapshots;
  }
}

/** Reads the batch and tells its subscribers (a start, a cancel, a stop). */
export async function announceBatch(
  manager: EntityManager,
  pubSub: AppPubSub | null,
  batchId: string,
): Promise<BatchSnapshot | null> {
  const snapshots = await new BatchAnnouncer(manager, pubSub, 0).announce([batchId]);
  return snapshots.get(batchId) ?? null;
}
