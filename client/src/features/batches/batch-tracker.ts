import type { ApolloClient } from '@apollo/client';
import { toast } from '../../ui/toast';
import type {
  BatchProgressSubscription as BatchProgressEvent,
  ItemStatus,
} from '../../__generated__/graphql';
import { onSubscriptionReconnect } from '../../apollo/client';
import { INLINE_ERRORS } from '../../apollo/error-link';
import { showQuotaExceeded, ViewerQuery } from '../auth';
import {
  generatedMessage,
  ItemStatsQuery,
  providerDisplayName,
  refreshItemQueries,
} from '../items';
import { addSample, estimateRate, type RateEstimate, type RateSample } from './batch-rate';
import {
  ALL_FAILED_MESSAGE,
  batchDone,
  generatedForMessage,
  isActiveBatch,
  itemsLabel,
  notReadyLabel,
  stoppedAtLimitText,
  SOME_FAILED_MESSAGE,
  type Batch,
} from './batch-state';
import {
  BatchFieldsFragment,
  BatchProgressSubscription,
  GenerateAllPreviewQuery,
  GenerationBatchQuery,
} from './graphql/batches.graphql';

type ProgressEvent = BatchProgressEvent['batchProgress'];

/** What the page tells the tracker: set by the provider on every render. */
export interface TrackerEnvironment {
  isGuest: boolean;
  viewPlans: () => void;
}

/** What components read: the batch shown, the pace, the sentence for screen readers. */
export interface TrackerView {
  /** The batch the progress panel shows: the running one, or the last one until dismissed. */
  shownBatchId: string | null;
  rate: RateEstimate | null;
  announcement: string;
}

/** A batch silent for this long is read again (a lost event must not leave it "running"). */
const SILENCE_RECHECK_MS = 30_000;

/**
 * The one owner of Generate All's state in this tab: which batch is shown and followed,
 * its live feed (rows, counters, progress, pace), and the summary when it ends. The server
 * says everything — which items it took, the counters after each change — so nothing here
 * re-computes or re-reads them while the batch runs. Components read the batch from the
 * Apollo cache and the rest from `view()`.
 */
export class BatchTracker {
  private environment: TrackerEnvironment = { isGuest: false, viewPlans: () => undefined };
  private state: TrackerView = { shownBatchId: null, rate: null, announcement: '' };
  private readonly listeners = new Set<() => void>();
  private following: { batchId: string; stop: () => void; heardAt: number } | null = null;
  /** Generate All requests sent from this tab and not yet answered. */
  private starts = 0;
  private lastProvider: string | null = null;
  private samples: RateSample[] = [];
  /** Batches whose end this tab has reported (the end arrives by event and by re-read). */
  private readonly reported = new Set<string>();
  private readonly unbind: () => void;

  constructor(private readonly apollo: ApolloClient) {
    // Sign-in or sign-out: the previous owner's batch is none of the new owner's business.
    const offReset = apollo.onResetStore(() => {
      this.stopFollowing();
      this.reported.clear();
      this.update({ shownBatchId: null, rate: null, announcement: '' });
      return Promise.resolve();
    });
    // Events sent while the socket was down are lost: read where the batch stands (the
    // item feed re-reads the rows).
    const offReconnect = onSubscriptionReconnect(() => {
      if (this.following) void this.reconcile(this.following.batchId);
    });
    this.unbind = () => {
      offReset();
      offReconnect();
    };
  }

  setEnvironment(environment: TrackerEnvironment): void {
    this.environment = environment;
  }

  view(): TrackerView {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * True while a running batch's events keep the counters up to date, and while a start is
   * on its way: a worker may take rows before the answer arrives, and the batch's first event
   * brings the counters after those changes.
   */
  countersAreLive(): boolean {
    return this.following !== null || this.starts > 0;
  }

  /** Runs a Generate All request (and what follows its answer) as a start on its way. */
  async whileStarting<T>(request: () => Promise<T>): Promise<T> {
    this.starts += 1;
    try {
      return await request();
    } finally {
      this.starts -= 1;
    }
  }

  dispose(): void {
    this.stopFollowing();
    this.unbind();
  }

  /**
   * A batch just started here: its rows are queued — exactly those the server took — and
   * it is followed live.
   */
  started(batch: Batch, queuedItemIds: readonly string[]): void {
    this.apollo.cache.batch({
      update: (cache) => {
        for (const itemId of queuedItemIds) {
          const id = cache.identify({ __typename: 'Item', id: itemId });
          if (id) cache.modify({ id, fields: { status: () => 'QUEUED' } });
        }
      },
    });
    this.follow(batch);
  }

  /**
   * Shows a batch and, while it runs, follows it live. Calling it again for the same batch
   * changes nothing.
   */
  follow(batch: Batch): void {
    // Already followed: its events are newer than this copy.
    if (this.following?.batchId === batch.id && isActiveBatch(batch)) return;
    this.writeBatch(batch);
    if (!isActiveBatch(batch)) {
      if (this.following?.batchId === batch.id) this.finish(batch);
      else this.update({ shownBatchId: batch.id, rate: null });
      return;
    }
    this.stopFollowing();
    this.reported.delete(batch.id);
    this.lastProvider = null;
    this.samples = [];
    this.update({ shownBatchId: batch.id, announcement: '', rate: this.pace(batch) });

    const batchId = batch.id;
    const following = { batchId, stop: () => undefined, heardAt: Date.now() };
    this.following = following;
    const subscription = this.apollo
      .subscribe({
        query: BatchProgressSubscription,
        variables: { batchId },
        context: INLINE_ERRORS,
      })
      .subscribe({
        next: ({ data, error }) => {
          if (this.following !== following) return;
          if (data?.batchProgress) this.onEvent(following, data.batchProgress);
          else if (error) void this.reconcile(batchId);
        },
        // The socket retries by itself; the batch is read again so the view is not stuck.
        error: () => {
          if (this.following === following) void this.reconcile(batchId);
        },
      });
    const watchdog = window.setInterval(() => {
      if (this.following === following && Date.now() - following.heardAt > SILENCE_RECHECK_MS) {
        void this.reconcile(batchId);
      }
    }, SILENCE_RECHECK_MS);
    following.stop = () => {
      subscription.unsubscribe();
      window.clearInterval(watchdog);
    };
    // No read here: batchProgress starts with the batch as it stands on the server.
  }

  /** The seller closed the finished batch's panel. */
  dismiss(): void {
    this.update({ shownBatchId: null, announcement: '', rate: null });
  }

  private update(change: Partial<TrackerView>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  private stopFollowing(): void {
    this.following?.stop();
    this.following = null;
  }

  private writeBatch(batch: Batch): void {
    this.apollo.cache.writeFragment({ fragment: BatchFieldsFragment, data: batch });
  }

  private readBatch(batchId: string): Batch | null {
    const { cache } = this.apollo;
    return cache.readFragment({
      fragment: BatchFieldsFragment,
      id: cache.identify({ __typename: 'GenerationBatch', id: batchId }),
    });
  }

  private setItemStatus(itemId: string, status: ItemStatus, message: string | null = null): void {
    const { cache } = this.apollo;
    const id = cache.identify({ __typename: 'Item', id: itemId });
    if (!id) return;
    cache.modify({ id, fields: { status: () => status, statusMessage: () => message } });
  }

  private onEvent(following: { heardAt: number }, event: ProgressEvent): void {
    following.heardAt = Date.now();
    const { cache } = this.apollo;
    // Items in the event are written to the cache already (normalised): GENERATING rows,
    // written descriptions, failures. Only an item sent back in line comes without one.
    for (const transition of event.transitions) {
      if (transition.state === 'PENDING') this.setItemStatus(transition.itemId, 'QUEUED');
      if (transition.state === 'DONE' && transition.item?.provider) {
        this.lastProvider = transition.item.provider;
      }
    }
    // The counters come with the event: no read of our own.
    if (event.itemStats) {
      cache.writeQuery({
        query: ItemStatsQuery,
        data: { __typename: 'Query', itemStats: event.itemStats },
      });
    }
    // Events from several workers may arrive out of order: a batch never goes back.
    const cached = this.readBatch(event.batch.id);
    if (cached && batchDone(event.batch) < batchDone(cached) && isActiveBatch(event.batch)) {
      this.writeBatch({
        ...event.batch,
        succeeded: cached.succeeded,
        failed: cached.failed,
        skipped: cached.skipped,
      });
    }
    if (!isActiveBatch(event.batch) && !settling(event.batch)) {
      this.finish(event.batch);
      return;
    }
    this.update({ rate: this.pace(this.readBatch(event.batch.id) ?? event.batch) });
  }

  /** The pace: measured from this tab's own samples, the server's average until then. */
  private pace(batch: Batch): RateEstimate | null {
    this.samples = addSample(this.samples, {
      at: Date.now(),
      done: batch.succeeded + batch.failed,
    });
    return estimateRate(this.samples, batch.pending, batch);
  }

  /** Reads the batch from the server; moves the view forward if events were missed. */
  private async reconcile(batchId: string): Promise<void> {
    try {
      const { data } = await this.apollo.query({
        query: GenerationBatchQuery,
        variables: { id: batchId },
        fetchPolicy: 'no-cache',
        context: INLINE_ERRORS,
      });
      const fresh = data?.generationBatch;
      if (this.following?.batchId !== batchId) return;
      if (!fresh) {
        // Gone (deleted with its owner, or another owner's after a sign-in change).
        this.stopFollowing();
        if (this.state.shownBatchId === batchId) this.update({ shownBatchId: null });
        return;
      }
      const cached = this.readBatch(batchId);
      // An answer older than the events that arrived meanwhile must not move the bar back.
      if (!cached || batchDone(fresh) >= batchDone(cached) || !isActiveBatch(fresh)) {
        this.writeBatch(fresh);
      }
      if (!isActiveBatch(fresh) && !settling(fresh)) this.finish(fresh);
      else this.apollo.refetchQueries({ include: [ItemStatsQuery] }).catch(() => undefined);
    } catch {
      // Offline or signed out: the next event, reconnect or re-read tries again.
    }
  }

  /** The batch ended: settle the rows, re-read the list, say how it went. */
  private finish(batch: Batch): void {
    const lastProvider = this.lastProvider;
    if (this.following?.batchId === batch.id) this.stopFollowing();
    this.writeBatch(batch);
    if (this.reported.has(batch.id)) return;
    this.reported.add(batch.id);
    // Every row it wrote came with an event, and the last event brought the counters. Rows a
    // cancel or a stop left unreached were set by the server without events: re-read them.
    if (batch.status !== 'COMPLETED') void refreshItemQueries(this.apollo);
    // The allowance changed: the header, the billing figures and the Guest Limit box read it,
    // and so does what Generate All would do next (the counters came with the last event).
    this.apollo
      .refetchQueries({ include: [ViewerQuery, GenerateAllPreviewQuery] })
      .catch(() => undefined);

    const sentences: string[] = [];
    if (batch.succeeded > 0) {
      const message =
        generatedForMessage(batch.succeeded) +
        (batch.fallbackUsed
          ? fallbackSuffix(
              batch.fallbackProviderName ??
                (lastProvider ? providerDisplayName(lastProvider) : null),
            )
          : '');
      toast.success(message, { id: `batch-done:${batch.id}` });
      sentences.push(`${message}.`);
    }
    if (batch.failed > 0) {
      const title = batch.succeeded > 0 ? SOME_FAILED_MESSAGE : ALL_FAILED_MESSAGE;
      const detail = `${itemsLabel(batch.failed)} failed. Use Retry failed to run them again.`;
      toast.error(title, { id: `batch-failed:${batch.id}`, description: detail });
      sentences.push(`${title}. ${detail}`);
    }
    if (batch.notReadyCount > 0) {
      const message = `${notReadyLabel(batch.notReadyCount)}.`;
      toast.info(message, { id: `batch-not-ready:${batch.id}` });
      sentences.push(message);
    }
    switch (batch.status) {
      case 'CANCELLED': {
        const message = `Generate All cancelled: ${batch.succeeded + batch.failed} of ${itemsLabel(batch.total)} done.`;
        toast.info(message, { id: `batch-cancelled:${batch.id}` });
        sentences.push(message);
        break;
      }
      case 'STOPPED': {
        const reason = batch.stopReason
          ? `${stoppedAtLimitText(batch, this.environment.isGuest)}. ${batch.stopReason}`
          : 'Generate All stopped early.';
        sentences.push(reason);
        void showQuotaExceeded(reason, this.environment);
        break;
      }
      case 'COMPLETED':
      case 'QUEUED':
      case 'RUNNING':
        break;
    }
    this.update({
      shownBatchId: batch.id,
      rate: null,
      announcement: sentences.join(' ') || 'Generate All finished.',
    });
  }
}

/** A cancelled batch whose items in flight are still being written (they finish and count). */
function settling(batch: Batch): boolean {
  return batch.status === 'CANCELLED' && batch.generating > 0;
}

/** The fallback note of the single Generate's toast, reused for the batch. */
function fallbackSuffix(name: string | null): string {
  const providerName = name ?? 'a fallback provider';
  const plain = generatedMessage({ fallbackUsed: false, providerName });
  return generatedMessage({ fallbackUsed: true, providerName }).slice(plain.length);
}
