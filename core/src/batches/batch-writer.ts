import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource, EntityManager } from 'typeorm';
import { limitMessage } from '../billing/usage-ledger';
import { itemRepository, type GenerationItemRow } from '../catalog/item-repository';
import type { BatchItemState } from '../db/entities/generation-batch-item.entity';
import { ACTIVE_BATCH_STATUSES, type NotReadyItem } from '../db/entities/generation-batch.entity';
import { itemSnapshot, publishItemsUpdated } from '../events/item-events';
import type { AppPubSub } from '../events/pubsub';
import type { BatchItemTransition } from '../events/topics';
import type { ComposedOutcome } from '../generation/generation.service';
import { writeGenerations, type GenerationWrite } from '../generation/generation-writes';
import type { Logger } from '../logging/logger';
import type { PromptSettingsValues } from '../shared/prompt-options';
import type { BatchAnnouncer } from './batch-events';
import type { BatchNotifier } from './batch-notifier';
import { batchRepository, type BatchCounters, type BatchItemMove } from './batch-repository';
import { completeBatches } from './batch-completion';

/** One batch item the chain has finished with, waiting to be recorded. */
export interface BatchItemResult {
  batchId: string;
  item: GenerationItemRow;
  settings: PromptSettingsValues;
  outcome: ComposedOutcome;
}

interface Waiting {
  result: BatchItemResult;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** What one group's transaction did, told to subscribers after it commits. */
interface GroupEffects {
  transitions: Map<string, BatchItemTransition[]>;
  items: GenerationItemRow[];
  /** Batches whose counters moved. */
  touched: Set<string>;
  stopped: string[];
}

const MAX_GROUP = 500;
// Waits between attempts of a group whose transaction failed (Postgres restarting…).
const RETRY_DELAYS_MS = [200, 500, 1000, 2000, 4000, 8000];

/**
 * Records finished batch items in groups: whatever has finished while the previous group was
 * being written goes into the next one, one transaction each (group commit). The first item
 * is written at once; under load, many share a commit. Each group locks its items' batch
 * rows first, so an item finished twice (a lapsed lease, taken again) is written once: only
 * an item still "generating" is recorded, through the same write as a single Generate
 * (record, unit of usage, description together). Subscribers hear one event per batch per
 * group, carrying the counters.
 */
export class BatchWriter {
  private readonly queue: Waiting[] = [];
  private draining: Promise<void> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly pubSub: AppPubSub | null,
    private readonly announcer: BatchAnnouncer,
    private readonly notifier: BatchNotifier | null,
    private readonly log: Logger,
  ) {}

  /** Resolves once the result is committed (or found to be no longer wanted). */
  submit(result: BatchItemResult): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ result, resolve, reject });
      this.drain();
    });
  }

  /** Waits until everything submitted so far is written. */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private drain(): void {
    if (this.draining) return;
    this.draining = (async () => {
      while (this.queue.length > 0) {
        const group = this.queue.splice(0, MAX_GROUP);
        try {
          await this.writeWithRetry(group.map((waiting) => waiting.result));
          for (const waiting of group) waiting.resolve();
        } catch (error) {
          for (const waiting of group) waiting.reject(error);
        }
      }
    })().finally(() => {
      this.draining = null;
    });
  }

  private async writeWithRetry(results: BatchItemResult[]): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.write(results);
        return;
      } catch (error) {
        if (attempt >= RETRY_DELAYS_MS.length) throw error;
        this.log.warn(
          { err: error, items: results.length, attempt: attempt + 1 },
          'could not record batch items; trying again',
        );
        await sleep(RETRY_DELAYS_MS[attempt]);
      }
    }
  }

  /**
   * For a provider that answers at once: `run` takes items (locking them in the transaction it
   * is given, batchRepository.take) and composes them; their results are recorded in the same
   * transaction, and subscribers hear after it commits. Nothing is written when it fails: the
   * items wait for the next try. Answers how many items were taken.
   */
  async recordTaken(run: (manager: EntityManager) => Promise<BatchItemResult[]>): Promise<number> {
    let taken = 0;
    const effects = await this.dataSource.transaction(async (manager) => {
      const results = await run(manager);
      taken = results.length;
      return this.record(manager, results, { held: true });
    });
    if (taken > 0) await this.tell(effects);
    return taken;
  }

  private async write(results: BatchItemResult[]): Promise<void> {
    const effects = await this.dataSource.transaction((manager) => this.record(manager, results));
    await this.tell(effects);
  }

  /** After a group commits: completes batches with nothing left, then tells subscribers. */
  private async tell(effects: GroupEffects): Promise<void> {
    const { completed, flagged } = await completeBatches(
      this.dataSource,
      [...effects.touched],
      effects.stopped,
      this.log,
    );
    // The rows' changes go out before the batch's event (one Redis connection keeps the order):
    // a browser that hears the batch has ended has already heard its last rows, so it never
    // takes a late row change for an edit and reads the counters again.
    publishItemsUpdated(this.pubSub, [...effects.items, ...flagged]);
    await this.announcer.announce(effects.touched, effects.transitions);
    for (const batchId of [...completed, ...effects.stopped]) {
      await this.notifier?.batchFinished(batchId);
    }
  }

  /**
   * Records a group in the caller's transaction. `held`: the caller's transaction already
   * holds the items' rows (batchRepository.take), so every one of them is recorded.
   */
  private async record(
    manager: EntityManager,
    given: BatchItemResult[],
    { held = false } = {},
  ): Promise<GroupEffects> {
    const results = uniqueByItem(given);
    let live = results;
    if (!held) {
      const states = await lockItems(manager, results);
      // Only items still "generating" are recorded; others were recorded by whoever finished
      // them first, or skipped by a stop (discarded, uncharged), or left the batch.
      live = results.filter(
        (result) => states.get(key(result.batchId, result.item.id)) === 'generating',
      );
    }
    const effects: GroupEffects = {
      transitions: new Map(),
      items: [],
      touched: new Set(),
      stopped: [],
    };
    const moves: BatchItemMove[] = [];
    const counters = new Map<string, BatchCounters>();
    const counter = (batchId: string) => {
      const existing = counters.get(batchId);
      if (existing) return existing;
      const created: BatchCounters = {
        succeeded: 0,
        failed: 0,
        skipped: 0,
        fallbackProvider: null,
      };
      counters.set(batchId, created);
      return created;
    };
    const transition = (batchId: string, entry: BatchItemTransition) => {
      const list = effects.transitions.get(batchId);
      if (list) list.push(entry);
      else effects.transitions.set(batchId, [entry]);
    };

    const writes: { result: BatchItemResult; write: GenerationWrite }[] = [];
    const waitAgain: BatchItemResult[] = [];
    // Sent back (throttled) after its batch was cancelled or stopped: nothing will take it
    // again, so it is discarded, uncharged, like the batch's other untaken items.
    const discarded: BatchItemResult[] = [];
    const notReady: { result: BatchItemResult; reason: string }[] = [];
    const ended = await endedBatches(
      manager,
      live.filter((result) => result.outcome.kind === 'throttled').map((result) => result.batchId),
    );
    for (const result of live) {
      if (result.outcome.kind === 'throttled') {
        if (ended.has(result.batchId)) discarded.push(result);
        else waitAgain.push(result);
        continue;
      }
      if (result.outcome.kind === 'not-ready') {
        notReady.push({ result, reason: result.outcome.reason });
        counter(result.batchId);
        continue;
      }
      writes.push({
        result,
        write: {
          item: result.item,
          settings: result.settings,
          batchId: result.batchId,
          outcome: result.outcome,
          // A rejection's instruction it was written with, kept on its version.
          instruction: result.item.reviewInstruction,
        },
      });
    }

    const { results: written } = await writeGenerations(
      manager,
      writes.map((entry) => entry.write),
    );
    const refused: BatchItemResult[] = [];
    const stops = new Map<string, string>();
    writes.forEach(({ result }, index) => {
      const outcome = written[index];
      const batchCounters = counter(result.batchId);
      switch (outcome.kind) {
        case 'written': {
          const failed = result.outcome.kind === 'failed';
          const error = result.outcome.kind === 'failed' ? result.outcome.message : null;
          moves.push({
            batchId: result.batchId,
            itemId: result.item.id,
            state: failed ? 'failed' : 'done',
            error,
          });
          if (failed) batchCounters.failed += 1;
          else batchCounters.succeeded += 1;
          if (result.outcome.kind === 'success' && result.outcome.fallbackUsed) {
            batchCounters.fallbackProvider = result.outcome.provider;
          }
          effects.items.push(outcome.item);
          transition(result.batchId, {
            itemId: result.item.id,
            state: failed ? 'failed' : 'done',
            item: itemSnapshot(outcome.item),
            error,
          });
          break;
        }
        case 'refused': {
          const message = limitMessage(outcome.reason);
          moves.push({
            batchId: result.batchId,
            itemId: result.item.id,
            state: 'skipped',
            error: message,
          });
          batchCounters.skipped += 1;
          refused.push(result);
          stops.set(result.batchId, message);
          break;
        }
        case 'duplicate':
          // Recorded before under this batch: the row already says so.
          moves.push({
            batchId: result.batchId,
            itemId: result.item.id,
            state: 'done',
            error: null,
          });
          break;
      }
    });
    for (const result of waitAgain) {
      moves.push({
        batchId: result.batchId,
        itemId: result.item.id,
        state: 'pending',
        error: null,
      });
      counter(result.batchId);
    }

    for (const result of discarded) {
      moves.push({
        batchId: result.batchId,
        itemId: result.item.id,
        state: 'skipped',
        error: null,
      });
      counter(result.batchId).skipped += 1;
    }

    await batchRepository.moveItems(manager, moves);
    for (const item of await setItemStatus(manager, waitAgain, 'queued', null)) {
      effects.items.push(item);
    }
    const idle = await setItemStatus(manager, discarded, 'idle', null);
    const idleById = new Map(idle.map((item) => [item.id, item]));
    effects.items.push(...idle);
    for (const result of discarded) {
      const item = idleById.get(result.item.id);
      if (!item) continue;
      transition(result.batchId, {
        itemId: item.id,
        state: 'skipped',
        item: itemSnapshot(item),
        error: null,
      });
    }
    for (const [batchId, message] of stops) {
      const rows = refused.filter((result) => result.batchId === batchId);
      for (const item of await setItemStatus(manager, rows, 'failed', message)) {
        effects.items.push(item);
        transition(batchId, {
          itemId: item.id,
          state: 'skipped',
          item: itemSnapshot(item),
          error: message,
        });
      }
    }
    for (const result of waitAgain) {
      transition(result.batchId, {
        itemId: result.item.id,
        state: 'pending',
        item: null,
        error: null,
      });
    }
    const notReadyById = new Map(notReady.map((entry) => [entry.result.item.id, entry]));
    for (const item of await leaveBatchNotReady(manager, notReady)) {
      const entry = notReadyById.get(item.id);
      if (!entry) continue;
      const { result, reason } = entry;
      effects.items.push(item);
      transition(result.batchId, {
        itemId: item.id,
        state: 'skipped',
        item: itemSnapshot(item),
        error: reason,
      });
    }
    await addCounters(manager, counters);
    for (const [batchId, message] of stops) {
      if (await batchRepository.stopAtLimit(manager, batchId, message))
        effects.stopped.push(batchId);
    }
    effects.touched = new Set(counters.keys());
    return effects;
  }
}

function key(batchId: string, itemId: string): string {
  return `${batchId}:${itemId}`;
}

function uniqueByItem(results: BatchItemResult[]): BatchItemResult[] {
  const seen = new Set<string>();
  return results.filter((result) => {
    const id = key(result.batchId, result.item.id);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * Of the given batches, those no longer active (cancelled, stopped at a limit, finished).
 * Their rows are read FOR SHARE, which waits for a cancel in progress (it holds the batch
 * row), so an item is never sent back to a batch that is ending at that moment.
 */
async function endedBatches(manager: EntityManager, batchIds: string[]): Promise<Set<string>> {
  if (batchIds.length === 0) return new Set();
  const rows = await batchRepository.statusesForShare(manager, [...new Set(batchIds)]);
  return new Set(
    rows
      .filter((row) => !(ACTIVE_BATCH_STATUSES as readonly string[]).includes(row.status))
      .map((row) => row.id),
  );
}

/** Locks the batch items (in one order, so concurrent writers never deadlock); their states. */
async function lockItems(
  manager: EntityManager,
  results: BatchItemResult[],
): Promise<Map<string, BatchItemState>> {
  const rows = await batchRepository.lockItems(
    manager,
    results.map((result) => ({ batchId: result.batchId, itemId: result.item.id })),
  );
  return new Map(rows.map((row) => [key(row.batch_id, row.item_id), row.state]));
}

function setItemStatus(
  manager: EntityManager,
  results: BatchItemResult[],
  status: 'queued' | 'failed' | 'idle',
  message: string | null,
): Promise<GenerationItemRow[]> {
  return itemRepository.setStatuses(
    manager,
    results.map((result) => result.item.id),
    status,
    message,
  );
}

/**
 * Rows that lost a required field after they were queued leave the batch uncharged, listed
 * with the rows Generate All passed by as not ready; they go back to idle.
 */
async function leaveBatchNotReady(
  manager: EntityManager,
  entries: { result: BatchItemResult; reason: string }[],
): Promise<GenerationItemRow[]> {
  if (entries.length === 0) return [];
  await batchRepository.removeItems(
    manager,
    entries.map((entry) => ({ batchId: entry.result.batchId, itemId: entry.result.item.id })),
  );
  const byBatch = new Map<string, NotReadyItem[]>();
  for (const { result, reason } of entries) {
    const listed = byBatch.get(result.batchId) ?? [];
    listed.push({
      itemId: result.item.id,
      name: result.item.name.trim() || result.item.sku.trim() || 'Unnamed product',
      reason,
    });
    byBatch.set(result.batchId, listed);
  }
  for (const [batchId, listed] of byBatch) {
    await batchRepository.addNotReady(manager, batchId, listed);
  }
  return itemRepository.setStatuses(
    manager,
    entries.map((entry) => entry.result.item.id),
    'idle',
    null,
  );
}

async function addCounters(
  manager: EntityManager,
  counters: Map<string, BatchCounters>,
): Promise<void> {
  const entries = [...counters].filter(
    ([, value]) => value.succeeded + value.failed + value.skipped > 0,
  );
  if (entries.length === 0) return;
  await batchRepository.addCounters(manager, entries);
}
