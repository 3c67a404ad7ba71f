import type { EntityManager } from 'typeorm';
import { itemRepository } from '../catalog/item-repository';
import type { ItemStats } from '../catalog/item-stats';
import type { GenerationBatchEntity } from '../db/entities/generation-batch.entity';
import type { AppPubSub } from '../events/pubsub';
import { Topic, type BatchItemTransition, type BatchSnapshot } from '../events/topics';
import { ownerKey } from '../owner/owner';
import { batchRepository } from './batch-repository';

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
    samenessFlagged: batch.samenessFlagged,
    versions: batch.versions,
    rewrite: batch.rewrite,
    unchangedCount: batch.unchangedCount,
    notReadyCount: batch.notReadyCount,
    notReady: batch.notReady,
    createdAt: batch.createdAt.toISOString(),
    startedAt: batch.startedAt?.toISOString() ?? null,
    finishedAt: batch.finishedAt?.toISOString() ?? null,
  };
}

/** The batches as they stand, with their counters. */
export async function readBatchSnapshots(
  manager: EntityManager,
  batchIds: string[],
): Promise<Map<string, BatchSnapshot>> {
  const batches = await batchRepository.snapshots(manager, batchIds);
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
    const batches = await batchRepository.snapshots(this.manager, ids);
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
