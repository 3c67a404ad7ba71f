import type { EntityManager } from 'typeorm';
import type { BatchItemState } from '../db/entities/generation-batch-item.entity';
import { GenerationBatchEntity } from '../db/entities/generation-batch.entity';
import type { ItemEntity } from '../db/entities/item.entity';
import { itemSnapshot } from '../events/item-events';
import type { AppPubSub } from '../events/pubsub';
import { Topic, type BatchSnapshot } from '../events/topics';

export function batchSnapshot(batch: GenerationBatchEntity): BatchSnapshot {
  return {
    id: batch.id,
    status: batch.status,
    onlyFailed: batch.onlyFailed,
    total: batch.total,
    succeeded: batch.succeeded,
    failed: batch.failed,
    skipped: batch.skipped,
    fallbackUsed: batch.fallbackUsed,
    fallbackProvider: batch.fallbackProvider,
    notice: batch.notice,
    stopReason: batch.stopReason,
    createdAt: batch.createdAt.toISOString(),
    startedAt: batch.startedAt?.toISOString() ?? null,
    finishedAt: batch.finishedAt?.toISOString() ?? null,
  };
}

export interface ItemTransition {
  itemId: string;
  state: BatchItemState;
  item: ItemEntity | null;
  error: string | null;
}

/**
 * Tells the batch's subscribers where it stands, read fresh from Postgres, with the item
 * transition that caused it (if any). Events from one process go out in the order they are
 * published, over one Redis connection.
 */
export async function publishBatchProgress(
  manager: EntityManager,
  pubSub: AppPubSub | null,
  batchId: string,
  transition: ItemTransition | null = null,
): Promise<GenerationBatchEntity | null> {
  const batch = await manager.getRepository(GenerationBatchEntity).findOneBy({ id: batchId });
  if (batch && pubSub) {
    pubSub.publish(Topic.BatchProgress, batchId, {
      batch: batchSnapshot(batch),
      itemId: transition?.itemId ?? null,
      state: transition?.state ?? null,
      item: transition?.item ? itemSnapshot(transition.item) : null,
      error: transition?.error ?? null,
    });
  }
  return batch;
}
