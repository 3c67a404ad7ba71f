import type { DataSource, EntityManager } from 'typeorm';
import { getUsage, limitMessage } from '../billing/usage-ledger';
import { itemRepository } from '../catalog/item-repository';
import {
  ACTIVE_BATCH_STATUSES,
  type GenerationBatchEntity,
  type NotReadyItem,
} from '../db/entities/generation-batch.entity';
import { DomainError, ErrorCode } from '../errors/domain-error';
import type { AppPubSub } from '../events/pubsub';
import { Topic, type BatchProgressEvent, type BatchSnapshot } from '../events/topics';
import { isUuid, type Owner } from '../owner/owner';
import { notReadyReason } from '../shared/generation-readiness';
import { announceBatch, batchSnapshot } from './batch-events';
import { batchRepository, type CandidateCounts } from './batch-repository';

/** SPEC §5: bulk generation for guests is cut to the first item. */
export const GUEST_BATCH_NOTICE = 'Guest users can only generate one description at a time';
export const NOTHING_TO_GENERATE_MESSAGE = 'All items already have descriptions';
export const NO_FAILED_ITEMS_MESSAGE = 'No failed items to retry';
export const NO_PRODUCTS_MESSAGE = 'No products yet: add or import products first';

/** Generate All found rows that need a description, but none is ready to generate. */
export function nothingReadyMessage(notReadyCount: number): string {
  return notReadyCount === 1
    ? '1 product is not ready to generate: fill in its Product Name, SKU and Details'
    : `${notReadyCount.toLocaleString('en-US')} products are not ready to generate: fill in their Product Name, SKU and Details`;
}
export const BATCH_NOT_FOUND_MESSAGE = 'Batch not found';

export class BatchError extends DomainError {
  override name = 'BatchError';

  constructor(
    code: ErrorCode.NOT_FOUND | ErrorCode.BAD_USER_INPUT | ErrorCode.QUOTA_EXCEEDED,
    message: string,
  ) {
    super(code, message);
  }
}

export interface BatchRequest {
  /** "Retry failed": only items whose last generation failed. */
  onlyFailed?: boolean;
  /** Limit the batch to these items (e.g. the rows an import just added). */
  itemIds?: string[];
}

/** What a batch would do, shown before it starts. */
export interface BatchPreview {
  /** Items the batch would cover (after the guest cut). */
  itemCount: number;
  /** Generations it would use: one per item that succeeds. */
  willUse: number;
  /** Generations left in the period before it starts. */
  remaining: number;
  quota: number;
  /** True when a paid plan would go past its quota (counted as overage). */
  goesIntoOverage: boolean;
  /** Why it cannot start (used up), when it cannot. */
  blockedReason: string | null;
  notice: string | null;
  /** Rows that need a description but are not ready to generate: skipped, not charged. */
  notReadyCount: number;
  /** The first of them (table order), each with the reason. */
  notReady: NotReadyItem[];
  /** When there is nothing to generate, what the seller is told (else null). */
  emptyReason: string | null;
}

/** Enqueues the worker's job for a batch; Postgres keeps the batch if this fails. */
export interface BatchQueue {
  enqueue(batchId: string): Promise<void>;
}

/**
 * Generate All: makes a batch of the owner's items that need a description (in table order),
 * hands it to the worker, and cancels it. One active batch per owner, enforced by a partial
 * unique index, so pressing Generate All twice (or from two tabs) returns the same batch.
 */
export class BatchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: BatchQueue,
    private readonly pubSub: AppPubSub | null,
  ) {}

  async preview(owner: Owner, request: BatchRequest = {}): Promise<BatchPreview> {
    const manager = this.dataSource.manager;
    const counts = await batchRepository.candidateCounts(manager, owner, request);
    const usage = await getUsage(this.dataSource, owner);
    const itemCount = owner.kind === 'guest' ? Math.min(counts.ready, 1) : counts.ready;
    const paid = owner.kind === 'user' && usage.plan !== 'free';
    const blocked = usage.remaining <= 0 && !paid;
    return {
      itemCount,
      willUse: itemCount,
      remaining: usage.remaining,
      quota: usage.generationsLimit,
      goesIntoOverage: paid && itemCount > usage.remaining,
      blockedReason: blocked
        ? limitMessage(owner.kind === 'guest' ? 'guest-limit' : 'plan-limit')
        : null,
      notice: owner.kind === 'guest' && counts.ready > 1 ? GUEST_BATCH_NOTICE : null,
      notReadyCount: counts.notReady,
      notReady: counts.notReady > 0 ? await notReadyItems(manager, owner, request) : [],
      emptyReason: itemCount > 0 ? null : emptyReason(request, counts),
    };
  }

  /**
   * Starts Generate All, or returns the batch already running for the owner. Answers at once;
   * the worker does the generating.
   */
  async start(owner: Owner, request: BatchRequest = {}): Promise<GenerationBatchEntity> {
    const running = await this.active(owner);
    if (running) return running;

    const preview = await this.preview(owner, request);
    if (preview.blockedReason)
      throw new BatchError(ErrorCode.QUOTA_EXCEEDED, preview.blockedReason);
    const nothingToDo = async () => {
      // A batch made a moment ago (another tab, a double click) has taken the items.
      const winner = await this.active(owner);
      if (winner) return winner;
      const counts = await batchRepository.candidateCounts(this.dataSource.manager, owner, request);
      throw new BatchError(ErrorCode.BAD_USER_INPUT, emptyReason(request, counts));
    };
    if (preview.itemCount === 0) return nothingToDo();

    let batch: GenerationBatchEntity;
    try {
      batch = await this.dataSource.transaction((manager) =>
        this.create(manager, owner, request, preview.notice),
      );
    } catch (error) {
      // Another request made the owner's batch first, or took every item: that one is the answer.
      if (isUniqueViolation(error) || error instanceof EmptyBatch) return nothingToDo();
      throw error;
    }

    await announceBatch(this.dataSource.manager, this.pubSub, batch.id);
    // If Redis is down the batch waits in Postgres; the worker's reconciler enqueues it.
    await this.queue.enqueue(batch.id).catch(() => undefined);
    return batch;
  }

  /**
   * Stops the batch: nothing more starts. Items already in flight finish and count (they are
   * written and charged like any other); the items not reached go back to idle.
   */
  async cancel(owner: Owner, batchId: string): Promise<GenerationBatchEntity> {
    const cancelled = await this.dataSource.transaction(async (manager) => {
      const batch = isUuid(batchId)
        ? await batchRepository.lockOwned(manager, owner, batchId)
        : null;
      if (!batch) throw new BatchError(ErrorCode.NOT_FOUND, BATCH_NOT_FOUND_MESSAGE);
      if (!ACTIVE_BATCH_STATUSES.includes(batch.status)) return { batch, itemIds: [] };
      const itemIds = await batchRepository.cancel(manager, batch.id);
      return { batch, itemIds };
    });
    await announceBatch(this.dataSource.manager, this.pubSub, cancelled.batch.id);
    return (
      (await batchRepository.findById(this.dataSource.manager, cancelled.batch.id)) ??
      cancelled.batch
    );
  }

  /** The batch as subscribers and API clients see it, with the items in flight right now. */
  async snapshot(batch: GenerationBatchEntity): Promise<BatchSnapshot> {
    const counts = await batchRepository.generatingCounts(this.dataSource.manager, [batch.id]);
    return batchSnapshot(batch, counts.get(batch.id) ?? 0);
  }

  /** Items of the batch still waiting for a worker (the rows to show as queued). */
  async queuedItemIds(batchId: string): Promise<string[]> {
    return batchRepository.pendingItemIds(this.dataSource.manager, batchId);
  }

  /**
   * The batch's progress: first where it stands now (so a subscriber that arrives late misses
   * nothing), then every change. Check ownership (find) first.
   */
  async *progress(batchId: string): AsyncGenerator<BatchProgressEvent> {
    if (!this.pubSub) throw new Error('Batch progress needs pub/sub');
    const events = this.pubSub.subscribe(Topic.BatchProgress, batchId)[Symbol.asyncIterator]();
    try {
      // Listen before reading, so nothing falls between the snapshot and the first event.
      const next = events.next();
      const batch = (await batchRepository.snapshots(this.dataSource.manager, [batchId])).get(
        batchId,
      );
      if (batch) {
        yield {
          batch: batch.snapshot,
          transitions: [],
          itemStats: await itemRepository.stats(this.dataSource.manager, batch.owner),
        };
      }
      for (let result = await next; !result.done; result = await events.next()) {
        yield result.value;
      }
    } finally {
      await events.return?.();
    }
  }

  /** The owner's batch, or null (another owner's batch is as good as missing). */
  async find(owner: Owner, batchId: string): Promise<GenerationBatchEntity | null> {
    if (!isUuid(batchId)) return null;
    return batchRepository.findOwned(this.dataSource.manager, owner, batchId);
  }

  /** The owner's queued or running batch. */
  async active(owner: Owner): Promise<GenerationBatchEntity | null> {
    return batchRepository.activeOf(this.dataSource.manager, owner);
  }

  /** The owner's most recent batch, finished or not. */
  async latest(owner: Owner): Promise<GenerationBatchEntity | null> {
    return batchRepository.latestOf(this.dataSource.manager, owner);
  }

  private async create(
    manager: EntityManager,
    owner: Owner,
    request: BatchRequest,
    notice: string | null,
  ): Promise<GenerationBatchEntity> {
    const batchId = await batchRepository.insert(manager, owner, {
      onlyFailed: request.onlyFailed ?? false,
      notice,
    });
    const total = await batchRepository.addCandidates(manager, owner, request, batchId);
    if (total === 0) throw new EmptyBatch();
    const notReady = await notReadyItems(manager, owner, request);
    const counts =
      notReady.length > 0 ? await batchRepository.candidateCounts(manager, owner, request) : null;
    await batchRepository.setTotals(manager, batchId, {
      total,
      notReadyCount: counts?.notReady ?? 0,
      notReady,
    });
    return batchRepository.findByIdOrFail(manager, batchId);
  }
}

/** The first rows Generate All passes by as not ready, in table order, with the reason. */
async function notReadyItems(
  manager: Pick<EntityManager, 'query'>,
  owner: Owner,
  request: BatchRequest,
): Promise<NotReadyItem[]> {
  const rows = await batchRepository.notReadyItems(manager, owner, request);
  return rows.map((row) => ({
    itemId: row.id,
    name: row.name.trim() || row.sku.trim() || 'Unnamed product',
    reason: notReadyReason(row) ?? '',
  }));
}

/** What the seller is told when Generate All has nothing to take. */
function emptyReason(request: BatchRequest, counts: CandidateCounts): string {
  if (counts.notReady > 0) return nothingReadyMessage(counts.notReady);
  if (request.onlyFailed) return NO_FAILED_ITEMS_MESSAGE;
  return counts.products === 0 && !request.itemIds
    ? NO_PRODUCTS_MESSAGE
    : NOTHING_TO_GENERATE_MESSAGE;
}

// Rolls back a batch that found no items after all.
class EmptyBatch extends Error {}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}
