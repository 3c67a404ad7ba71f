import type { DataSource } from 'typeorm';
import { itemSnapshot, publishItemChange, publishItemsUpdated } from '../events/item-events';
import type { AppPubSub } from '../events/pubsub';
import type { BatchItemTransition } from '../events/topics';
import type { GenerationService } from '../generation/generation.service';
import type { Permit, RateGovernor } from '../generation/providers/rate-governor';
import type { Logger } from '../logging/logger';
import { ownerKey, ownerOf } from '../owner/owner';
import type { PromptSettingsValues } from '../shared/prompt-options';
import type { BatchAnnouncer } from './batch-events';
import type { BatchNotifier } from './batch-notifier';
import { batchRepository, type ClaimedItem, type RunningBatch } from './batch-repository';
import { completeBatches } from './batch-completion';
import type { BatchWriter } from './batch-writer';
import { InlineTurns, allocate, planWeight, type ShareEntry } from './fair-share';

export interface BatchEngineOptions {
  /** This process, as `host:pid`: its items' leases carry it. */
  workerId: string;
  /** Items this process holds at most (in flight, or waiting for their moment to send). */
  maxInFlight: number;
  /** Items taken in one statement at most. */
  claimChunk: number;
  /** How long an item stays with a worker that stopped renewing (died), ms. */
  leaseMs: number;
  /** With nothing to do, how often to look again (a missed wake-up), ms. */
  idleCheckMs: number;
}

const ERROR_RETRY_MS = 1000;
// The offline writer's items: taken, written and recorded this many per transaction (fewer
// statements per item), with up to this many transactions at once, each on its own part of
// the running batches (InlineTurns), or, for a lone batch, one composing while the other is
// in Postgres.
const INLINE_CHUNK = 256;
const INLINE_TRANSACTIONS = 2;
const CLAIM_RACE_RETRY_MS = 50;

/**
 * Runs Generate All batches' items on this worker process, as many at once as the providers'
 * limits allow, next to any number of other workers on any machine:
 *
 * 1. It asks the rate governor (Redis) for permits for the provider the chain starts with —
 *    as many as it has free slots; the governor hands out what the provider's shared budget
 *    allows, each with its moment to send.
 * 2. It shares the permits among the running batches, fewest items in flight per plan weight
 *    first (fair-share.ts), and takes that many items of each (Postgres, SKIP LOCKED, with a
 *    lease it renews while it lives).
 * 3. Each item goes through the chain (GenerationService.compose) and then to the batch
 *    writer, which records finished items in groups.
 *
 * A worker that dies stops renewing its leases; when they lapse, any live worker takes the
 * items again (the unique (batch, item) record keeps them written and charged once).
 */
export class BatchEngine {
  private inFlight = 0;
  /** Transactions running the offline writer's items inline (runInline). */
  private inlineRunning = 0;
  /** Which batches the next inline transaction takes from. */
  private readonly inlineTurns = new InlineTurns(INLINE_TRANSACTIONS);
  private stopping = false;
  private ticking = false;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Infinity;
  private leaseTimer: NodeJS.Timeout | null = null;
  private readonly running = new Set<Promise<void>>();
  private readonly settings = new Map<string, Promise<PromptSettingsValues>>();
  /** Versions per item of each running batch ("Write 3 versions"). */
  private readonly versions = new Map<string, number>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly generation: GenerationService,
    private readonly governor: RateGovernor | undefined,
    private readonly writer: BatchWriter,
    private readonly pubSub: AppPubSub | null,
    private readonly announcer: BatchAnnouncer,
    private readonly notifier: BatchNotifier | null,
    private readonly log: Logger,
    private readonly options: BatchEngineOptions,
  ) {}

  start(): void {
    this.leaseTimer = setInterval(() => void this.renewLeases(), this.options.leaseMs / 3);
    this.wake();
  }

  /** Something changed (a batch started, an item finished): look for work now. */
  wake(): void {
    if (this.stopping) return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = true;
    void this.tick();
  }

  /**
   * Stops taking items; lets those in flight finish for up to `drainMs`, then hands any still
   * held back (waiting again, for any worker) and waits for the writer.
   */
  async stop(drainMs: number): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    const deadline = new Promise<void>((resolve) => setTimeout(resolve, drainMs).unref());
    await Promise.race([Promise.allSettled([...this.running]), deadline]);
    await this.writer.idle();
    if (this.leaseTimer) clearInterval(this.leaseTimer);
    try {
      const batchIds = await batchRepository.releaseLeases(
        this.dataSource.manager,
        this.options.workerId,
      );
      await this.announcer.announce(batchIds);
    } catch (error) {
      this.log.warn({ err: error }, 'could not hand back the items this worker held');
    }
  }

  private async tick(): Promise<void> {
    try {
      do {
        this.again = false;
        await this.fill();
      } while (this.again && !this.stopping);
    } catch (error) {
      this.log.warn({ err: error }, 'could not take batch items; trying again');
      this.schedule(ERROR_RETRY_MS);
    } finally {
      this.ticking = false;
    }
  }

  /** Wakes up in `ms` (the earliest of the timers asked for wins). */
  private schedule(ms: number): void {
    if (this.stopping) return;
    const at = Date.now() + ms;
    if (at >= this.timerAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.timerAt = Infinity;
      this.wake();
    }, ms);
  }

  private async fill(): Promise<void> {
    while (!this.stopping) {
      const free = this.options.maxInFlight - this.inFlight;
      if (free <= 0) return; // an item that finishes wakes the engine
      const running = await batchRepository.running(this.dataSource.manager);
      this.forgetFinished(running);
      this.watchLeases(running);
      const shares = await this.shares(running);
      const provider = shares.length > 0 ? await this.generation.activeProvider() : '';
      const inline = shares.length > 0 && this.generation.answersInline(provider);
      // Items run inline are held by their transaction, not by this process's slots.
      if (inline && this.inlineRunning >= INLINE_TRANSACTIONS) return; // one ending wakes it
      const slots = inline ? INLINE_CHUNK : free;
      const room = shares.reduce((sum, entry) => sum + Math.min(entry.cap, slots), 0);
      if (room === 0) {
        await this.settleAbandoned();
        this.schedule(this.options.idleCheckMs);
        return;
      }
      if (inline) {
        // Nothing to wait for: take, write and record in one transaction (no lease).
        const group = this.inlineTurns.group(shares);
        // allocate stops where the group's caps do.
        const allocation = allocate(group, INLINE_CHUNK);
        const taken = await this.runInline(
          provider,
          allocation,
          group.filter((entry) => (allocation.get(entry.id) ?? 0) > 0),
        );
        if (taken === 0) {
          this.schedule(CLAIM_RACE_RETRY_MS);
          return;
        }
        continue;
      }
      const wanted = Math.min(free, this.options.claimChunk, room);
      // Estimated from recent prompts and the longest answer; the provider's own count
      // corrects the budget once it answers.
      const tokens = this.generation.estimateTokens(provider);
      const reservation = this.governor
        ? await this.governor.acquire(provider, wanted, tokens)
        : unlimited(provider, wanted, tokens);
      const { permits } = reservation;
      if (permits.length === 0) {
        this.schedule(reservation.retryInMs);
        return;
      }
      const allocation = allocate(shares, permits.length);
      const claimed = await batchRepository.claim(
        this.dataSource.manager,
        [...allocation].map(([batchId, count]) => ({ batchId, count })),
        this.options.workerId,
        this.options.leaseMs,
      );
      const unused = permits.slice(claimed.length);
      if (unused.length > 0) await this.governor?.release(unused).catch(() => undefined);
      await this.announceTaken(claimed);
      claimed.forEach((item, index) => this.run(item, permits[index]));
      if (permits.length < wanted) {
        this.schedule(reservation.retryInMs);
        return;
      }
      if (claimed.length === 0) {
        // Another worker was taking the same rows at that moment: look again shortly.
        this.schedule(CLAIM_RACE_RETRY_MS);
        return;
      }
    }
  }

  /**
   * Each running batch that has items to take, with its weight and cap. A guest's or free
   * seller's batch may take only what their allowance has left; one with nothing left and
   * nothing in flight stops here.
   */
  private async shares(running: RunningBatch[]) {
    const entries = [];
    for (const batch of running) {
      if (!batch.hasPending && !batch.hasExpired) {
        if (batch.generating === 0) await this.finishIfDone(batch.id);
        continue;
      }
      let cap = Infinity;
      this.versions.set(batch.id, batch.versions);
      if (batch.plan === 'guest' || batch.plan === 'free') {
        const left = await this.generation.allowanceLeft(batch.owner);
        // Each item may take `versions` units; its first version is what must have room.
        cap = Math.max(0, Math.ceil(left / Math.max(1, batch.versions)) - batch.generating);
        if (left <= 0 && batch.generating === 0) {
          await this.stopAtLimit(batch);
          continue;
        }
      }
      if (!this.settings.has(batch.id)) {
        const settings = this.generation.settings(batch.owner);
        settings.catch(() => this.settings.delete(batch.id));
        this.settings.set(batch.id, settings);
      }
      entries.push({
        id: batch.id,
        weight: planWeight(batch.plan),
        generating: batch.generating,
        cap,
      });
    }
    return entries;
  }

  private run(claimed: ClaimedItem, permit: Permit): void {
    this.inFlight += 1;
    const task = (async () => {
      const settings = await (this.settings.get(claimed.batchId) ??
        this.generation.settings(ownerOf(claimed.item)));
      const outcome = await this.generation
        .compose(claimed.item, settings, permit, this.versions.get(claimed.batchId) ?? 1)
        // Something unexpected (not a provider's answer): the item waits its turn again.
        .catch((error: unknown) => {
          this.log.warn({ err: error, itemId: claimed.item.id }, 'batch item could not run');
          return { kind: 'throttled' as const };
        });
      await this.writer.submit({ batchId: claimed.batchId, item: claimed.item, settings, outcome });
    })()
      .catch((error: unknown) => {
        // Not recorded: its lease lapses and a worker takes it again.
        this.log.error({ err: error, itemId: claimed.item.id }, 'could not record a batch item');
      })
      .finally(() => {
        this.inFlight -= 1;
        this.running.delete(task);
        this.wake();
      });
    this.running.add(task);
  }

  /**
   * Items of a provider that answers at once (the offline writer): taken, composed and
   * recorded in one transaction, which holds their rows throughout; nobody else sees them
   * "generating". Resolves with how many were taken as soon as they are locked; the rest
   * runs on, holding that many of this process's slots.
   */
  private runInline(
    provider: string,
    allocation: Map<string, number>,
    batches: ShareEntry[],
  ): Promise<number> {
    this.inlineRunning += 1;
    this.inlineTurns.hold(batches);
    let tellTaken: (count: number) => void = () => undefined;
    const taken = new Promise<number>((resolve) => (tellTaken = resolve));
    const task = this.writer
      .recordTaken(async (manager) => {
        const claimed = await batchRepository.take(
          manager,
          [...allocation].map(([batchId, count]) => ({ batchId, count })),
        );
        tellTaken(claimed.length);
        // The chain starts with `provider` (just asked): each item need not ask again.
        const [permit] = unlimited(provider, 1, 0).permits;
        return Promise.all(
          claimed.map(async ({ batchId, item }) => {
            const settings = await (this.settings.get(batchId) ??
              this.generation.settings(ownerOf(item)));
            const outcome = await this.generation
              .compose(item, settings, permit, this.versions.get(batchId) ?? 1)
              .catch((error: unknown) => {
                this.log.warn({ err: error, itemId: item.id }, 'batch item could not run');
                return { kind: 'throttled' as const };
              });
            return { batchId, item, settings, outcome };
          }),
        );
      })
      .then(
        () => undefined,
        (error: unknown) => {
          // Rolled back: the items wait for the next try.
          this.log.warn({ err: error }, 'could not record batch items; trying again');
          this.schedule(ERROR_RETRY_MS);
        },
      )
      .finally(() => {
        tellTaken(0);
        this.inlineRunning -= 1;
        this.inlineTurns.release(batches);
        this.running.delete(task);
        this.wake();
      });
    this.running.add(task);
    return taken;
  }

  /** Tells subscribers which items turned "generating", with the batch's counters. */
  private async announceTaken(claimed: ClaimedItem[]): Promise<void> {
    if (claimed.length === 0 || !this.pubSub) return;
    const byBatch = new Map<string, BatchItemTransition[]>();
    for (const { batchId, item } of claimed) {
      const transitions = byBatch.get(batchId) ?? [];
      transitions.push({
        itemId: item.id,
        state: 'generating',
        item: itemSnapshot(item),
        error: null,
      });
      byBatch.set(batchId, transitions);
      publishItemChange(this.pubSub, ownerKey(ownerOf(item)), 'updated', item.id, item);
    }
    await this.announcer.announce(byBatch.keys(), byBatch);
  }

  private async finishIfDone(batchId: string): Promise<void> {
    const { completed, flagged } = await completeBatches(this.dataSource, [batchId], [], this.log);
    publishItemsUpdated(this.pubSub, flagged);
    await this.announcer.announce(completed);
    for (const id of completed) await this.notifier?.batchFinished(id);
  }

  private async stopAtLimit(batch: RunningBatch): Promise<void> {
    const message = (await this.generation.allowanceRefusal(batch.owner)) ?? '';
    if (!message) return;
    const stopped = await this.dataSource.transaction((manager) =>
      batchRepository.stopAtLimit(manager, batch.id, message),
    );
    if (!stopped) return;
    await this.announcer.announce([batch.id]);
    await this.notifier?.batchFinished(batch.id);
  }

  private async settleAbandoned(): Promise<void> {
    const settled = await batchRepository.settleAbandoned(this.dataSource.manager);
    await this.announcer.announce(settled);
  }

  private forgetFinished(running: RunningBatch[]): void {
    const live = new Set(running.map((batch) => batch.id));
    for (const batchId of this.settings.keys())
      if (!live.has(batchId)) this.settings.delete(batchId);
    for (const batchId of this.versions.keys())
      if (!live.has(batchId)) this.versions.delete(batchId);
    this.inlineTurns.keepOnly(live);
  }

  /** Wakes up when another worker's lease lapses, to take its items over. */
  private watchLeases(running: RunningBatch[]): void {
    const next = Math.min(...running.map((batch) => batch.nextExpiry?.getTime() ?? Infinity));
    if (Number.isFinite(next)) this.schedule(Math.max(50, next - Date.now() + 50));
  }

  private async renewLeases(): Promise<void> {
    if (this.inFlight === 0) return;
    try {
      await batchRepository.renewLeases(
        this.dataSource.manager,
        this.options.workerId,
        this.options.leaseMs,
      );
    } catch (error) {
      this.log.warn({ err: error }, 'could not renew batch item leases');
    }
  }
}

function unlimited(provider: string, count: number, tokens: number) {
  return {
    permits: Array.from({ length: count }, () => ({
      provider,
      id: null,
      waitMs: 0,
      tokens,
    })),
    retryInMs: 0,
  };
}
