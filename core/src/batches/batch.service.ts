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
import { contentHash } from '../channels/content-hash';
import { versionsWanted } from '../generation/generation.service';
import { effectivePromptSettings } from '../prompt/effective-settings';
import { batchRepository, type CandidateCounts, type CandidateScope } from './batch-repository';

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

/** A rewrite found only products unchanged since their descriptions. */
export function unchangedMessage(count: number): string {
  return count === 1
    ? '1 product is unchanged since its description: choose Regenerate anyway to rewrite it'
    : `${count.toLocaleString('en-US')} products are unchanged since their descriptions: choose Regenerate anyway to rewrite them`;
}

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
  /** "Write 3 versions" of each item (1–3): one generation per version. */
  versions?: number;
  /**
   * "Rewrite described products": items that have a description are taken too, except those
   * unchanged (fields and settings) since it was written.
   */
  rewrite?: boolean;
  /** With rewrite, "Regenerate anyway": unchanged items are taken too. */
  force?: boolean;
}

/** What a batch would do, shown before it starts. */
export interface BatchPreview {
  /** Items the batch would cover (after the guest cut). */
  itemCount: number;
  /** Generations it would use: one per version of each item that succeeds. */
  willUse: number;
  /** Versions it writes per item. */
  versions: number;
  /** Described items it passes by as unchanged since their description: not charged. */
  unchangedCount: number;
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
    const scope = await this.scope(owner, request);
    const counts = await batchRepository.candidateCounts(manager, owner, scope);
    const usage = await getUsage(this.dataSource, owner);
    const itemCount = owner.kind === 'guest' ? Math.min(counts.ready, 1) : counts.ready;
    const versions = versionsFor(owner, request);
    const paid = owner.kind === 'user' && usage.plan !== 'free';
    const blocked = usage.remaining <= 0 && !paid;
    return {
      itemCount,
      versions,
      willUse: itemCount * versions,
      unchangedCount: scope.excludeIds?.length ?? 0,
      remaining: usage.remaining,
      quota: usage.generationsLimit,
      goesIntoOverage: paid && itemCount * versions > usage.remaining,
      blockedReason: blocked
        ? limitMessage(owner.kind === 'guest' ? 'guest-limit' : 'plan-limit')
        : null,
      notice: owner.kind === 'guest' && counts.ready > 1 ? GUEST_BATCH_NOTICE : null,
      notReadyCount: counts.notReady,
      notReady: counts.notReady > 0 ? await notReadyItems(manager, owner, scope) : [],
      emptyReason: itemCount > 0 ? null : emptyReason(scope, counts),
    };
  }

  /**
   * Which items the request covers. A rewrite passes by the described items whose fields and
   * settings have not changed since their description was written (the hash it was written
   * with, content-hash.ts) unless forced; a failed item, or one rejected with an instruction,
   * always counts as changed.
   */
  private async scope(owner: Owner, request: BatchRequest): Promise<CandidateScope> {
    const scope: CandidateScope = {
      onlyFailed: request.onlyFailed,
      itemIds: request.itemIds,
      rewrite: request.rewrite && !request.onlyFailed,
    };
    if (!scope.rewrite || request.force) return scope;
    const [settings, described] = await Promise.all([
      effectivePromptSettings(this.dataSource, owner),
      batchRepository.describedCandidates(this.dataSource.manager, owner, scope),
    ]);
    const chosen = settings.channelFields ?? [];
    const unchanged = described
      .filter((row) => row.content_hash === contentHash(row, settings, chosen))
      .map((row) => row.id);
    return { ...scope, excludeIds: unchanged };
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
    const scope = await this.scope(owner, request);
    const nothingToDo = async () => {
      // A batch made a moment ago (another tab, a double click) has taken the items.
      const winner = await this.active(owner);
      if (winner) return winner;
      const counts = await batchRepository.candidateCounts(this.dataSource.manager, owner, scope);
      throw new BatchError(ErrorCode.BAD_USER_INPUT, emptyReason(scope, counts));
    };
    if (preview.itemCount === 0) return nothingToDo();

    let batch: GenerationBatchEntity;
    try {
      batch = await this.dataSource.transaction((manager) =>
        this.create(manager, owner, scope, {
          notice: preview.notice,
          versions: preview.versions,
          force: request.force ?? false,
        }),
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

  /**
   * The batch as subscribers and API clients see it now: its counters and the items in flight
   * read in one statement, so they always add up (read apart, a group recorded in between
   * showed items neither in flight nor counted). Gone meanwhile: as it was, nothing in flight.
   */
  async snapshot(batch: GenerationBatchEntity): Promise<BatchSnapshot> {
    const now = await batchRepository.snapshots(this.dataSource.manager, [batch.id]);
    return now.get(batch.id)?.snapshot ?? batchSnapshot(batch, 0);
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
    scope: CandidateScope,
    options: { notice: string | null; versions: number; force: boolean },
  ): Promise<GenerationBatchEntity> {
    const batchId = await batchRepository.insert(manager, owner, {
      onlyFailed: scope.onlyFailed ?? false,
      notice: options.notice,
      versions: options.versions,
      rewrite: scope.rewrite ?? false,
      force: options.force,
    });
    const total = await batchRepository.addCandidates(manager, owner, scope, batchId);
    if (total === 0) throw new EmptyBatch();
    const notReady = await notReadyItems(manager, owner, scope);
    const counts =
      notReady.length > 0 ? await batchRepository.candidateCounts(manager, owner, scope) : null;
    await batchRepository.setTotals(manager, batchId, {
      total,
      notReadyCount: counts?.notReady ?? 0,
      notReady,
      unchangedCount: scope.excludeIds?.length ?? 0,
    });
    return batchRepository.findByIdOrFail(manager, batchId);
  }
}

/** The first rows Generate All passes by as not ready, in table order, with the reason. */
async function notReadyItems(
  manager: Pick<EntityManager, 'query'>,
  owner: Owner,
  scope: CandidateScope,
): Promise<NotReadyItem[]> {
  const rows = await batchRepository.notReadyItems(manager, owner, scope);
  return rows.map((row) => ({
    itemId: row.id,
    name: row.name.trim() || row.sku.trim() || 'Unnamed product',
    reason: notReadyReason(row) ?? '',
  }));
}

/** Guests write one version (their one generation); others what they asked for (1–3). */
function versionsFor(owner: Owner, request: BatchRequest): number {
  return owner.kind === 'guest' ? 1 : versionsWanted(request.versions);
}

/** What the seller is told when Generate All has nothing to take. */
function emptyReason(request: CandidateScope, counts: CandidateCounts): string {
  if (counts.notReady > 0) return nothingReadyMessage(counts.notReady);
  if (request.onlyFailed) return NO_FAILED_ITEMS_MESSAGE;
  if (request.rewrite && (request.excludeIds?.length ?? 0) > 0) {
    return unchangedMessage(request.excludeIds?.length ?? 0);
  }
  return counts.products === 0 && !request.itemIds
    ? NO_PRODUCTS_MESSAGE
    : NOTHING_TO_GENERATE_MESSAGE;
}

// Rolls back a batch that found no items after all.
class EmptyBatch extends Error {}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}
