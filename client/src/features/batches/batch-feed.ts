import type { ApolloCache, ApolloClient } from '@apollo/client';
import { toast } from 'sonner';
import type {
  BatchProgressSubscription as BatchProgressEvent,
  ItemStatus,
} from '../../__generated__/graphql';
import { onSubscriptionReconnect } from '../../apollo/client';
import { INLINE_ERRORS } from '../../apollo/error-link';
import { ViewerQuery } from '../auth/graphql/auth.graphql';
import { refreshItemQueries } from '../csv/refresh-items';
import { ItemsQuery, ItemStatsQuery } from '../items/graphql/items.graphql';
import { ITEMS_PAGE_SIZE } from '../items/hooks/useAllItems';
import { generatedMessage } from '../items/hooks/useGenerateDescription';
import { providerDisplayName } from '../items/item-fields';
import {
  ALL_FAILED_MESSAGE,
  batchAnnouncementVar,
  batchDone,
  generatedForMessage,
  isActiveBatch,
  itemsLabel,
  shownBatchIdVar,
  SOME_FAILED_MESSAGE,
  type Batch,
} from './batch-state';
import {
  BatchFieldsFragment,
  BatchProgressSubscription,
  GenerationBatchQuery,
} from './graphql/batches.graphql';
import { showGuestLimit } from '../workspace/guest-limit';

// The live view of a Generate All batch. It lives outside React: a batch keeps running (and
// its rows and counters keep moving) while the seller switches sub-tabs, and an import on
// any tab can start one. Components read what it writes to the Apollo cache.

/** What the feed needs from the page: set by the hooks on every render. */
export interface FeedEnvironment {
  isGuest: boolean;
  viewPlans: () => void;
}

type ProgressEvent = BatchProgressEvent['batchProgress'];

interface Following {
  batchId: string;
  stop: () => void;
  /** The provider that wrote the latest description: the one in use (it is sticky). */
  lastProvider: string | null;
  heardAt: number;
}

/** A batch silent for this long is read again (a lost event must not leave it "running"). */
const SILENCE_RECHECK_MS = 30_000;
const STATS_REFRESH_MS = 400;

let client: ApolloClient | null = null;
let environment: FeedEnvironment = { isGuest: false, viewPlans: () => undefined };
let following: Following | null = null;
/** Batches whose end this tab has reported (the end arrives by event and by re-read). */
const reported = new Set<string>();

export function setFeedEnvironment(next: FeedEnvironment): void {
  environment = next;
}

function bind(apollo: ApolloClient): void {
  if (client === apollo) return;
  client = apollo;
  // Sign-in or sign-out: the previous owner's batch is none of the new owner's business.
  apollo.onResetStore(() => {
    stopFollowing();
    reported.clear();
    shownBatchIdVar(null);
    batchAnnouncementVar('');
    return Promise.resolve();
  });
  // Events sent while the socket was down are lost: read where the batch stands.
  onSubscriptionReconnect(() => {
    if (!following) return;
    void reconcile(following.batchId);
    void refreshItemQueries(apollo);
  });
}

function stopFollowing(): void {
  following?.stop();
  following = null;
}

/** The batch id the feed is subscribed to, if any. */
export function followedBatchId(): string | null {
  return following?.batchId ?? null;
}

function writeBatch(cache: ApolloCache, batch: Batch): void {
  cache.writeFragment({ fragment: BatchFieldsFragment, data: batch });
}

function readBatch(cache: ApolloCache, batchId: string): Batch | null {
  return cache.readFragment({
    fragment: BatchFieldsFragment,
    id: cache.identify({ __typename: 'GenerationBatch', id: batchId }),
  });
}

function setItemStatus(
  cache: ApolloCache,
  itemId: string,
  status: ItemStatus,
  statusMessage: string | null = null,
): void {
  const id = cache.identify({ __typename: 'Item', id: itemId });
  if (!id) return;
  cache.modify({ id, fields: { status: () => status, statusMessage: () => statusMessage } });
}

/** The cached rows (the table's list), or none when the list is not loaded. */
function cachedItems(cache: ApolloCache) {
  return (
    cache.readQuery({ query: ItemsQuery, variables: { first: ITEMS_PAGE_SIZE } })?.items.nodes ?? []
  );
}

/**
 * Shows at once what the server did when the batch started: the items it took are queued.
 * The same choice as the server's (named, not busy, no description or failed), cut to the
 * first item for guests; the refetch that follows brings the truth.
 */
export function markQueued(
  cache: ApolloCache,
  request: { onlyFailed: boolean; itemIds?: string[]; guest: boolean },
): void {
  const only = request.itemIds ? new Set(request.itemIds) : null;
  let chosen = cachedItems(cache).filter(
    (item) =>
      item.name.trim() !== '' &&
      item.status !== 'QUEUED' &&
      item.status !== 'GENERATING' &&
      (request.onlyFailed
        ? item.status === 'FAILED'
        : item.description === '' || item.status === 'FAILED') &&
      (!only || only.has(item.id)),
  );
  if (request.guest) chosen = chosen.slice(0, 1);
  for (const item of chosen) setItemStatus(cache, item.id, 'QUEUED');
}

/** After a cancel or a stop: the items the batch did not reach, as the server left them. */
function settleQueued(cache: ApolloCache, batch: Batch): void {
  const to: { status: ItemStatus; message: string | null } | null =
    batch.status === 'CANCELLED'
      ? { status: 'IDLE', message: null }
      : batch.status === 'STOPPED'
        ? { status: 'FAILED', message: batch.stopReason ?? null }
        : null;
  if (!to) return;
  // A stop also ends the item that met the limit; a cancel lets the one in progress finish.
  const ended = (status: ItemStatus) =>
    status === 'QUEUED' || (batch.status === 'STOPPED' && status === 'GENERATING');
  for (const item of cachedItems(cache)) {
    if (ended(item.status)) setItemStatus(cache, item.id, to.status, to.message);
  }
}

let statsTimer: number | undefined;
let statsDueAt = 0;

/** Refetches the counters at most every STATS_REFRESH_MS while events stream in. */
function refreshStatsSoon(apollo: ApolloClient): void {
  if (statsTimer !== undefined) return;
  const wait = Math.max(0, statsDueAt - Date.now());
  statsTimer = window.setTimeout(() => {
    statsTimer = undefined;
    statsDueAt = Date.now() + STATS_REFRESH_MS;
    apollo.refetchQueries({ include: [ItemStatsQuery] }).catch(() => undefined);
  }, wait);
}

/**
 * Shows a batch and, while it runs, follows it live: rows, counters, progress, and the
 * summary when it ends. Calling it again for the same batch changes nothing.
 */
export function followBatch(apollo: ApolloClient, batch: Batch): void {
  bind(apollo);
  // Already followed: its events are newer than this copy.
  if (following?.batchId === batch.id && isActiveBatch(batch)) return;
  writeBatch(apollo.cache, batch);
  shownBatchIdVar(batch.id);
  if (!isActiveBatch(batch)) {
    if (following?.batchId === batch.id) finish(apollo, batch);
    return;
  }
  stopFollowing();
  reported.delete(batch.id);
  batchAnnouncementVar('');

  const batchId = batch.id;
  const state: Following = { batchId, stop: () => undefined, lastProvider: null, heardAt: 0 };
  following = state;

  const subscription = apollo
    .subscribe({
      query: BatchProgressSubscription,
      variables: { batchId },
      context: INLINE_ERRORS,
    })
    .subscribe({
      next: ({ data, error }) => {
        if (following !== state) return;
        if (data?.batchProgress) onEvent(apollo, state, data.batchProgress);
        else if (error) void reconcile(batchId);
      },
      error: () => {
        // The socket retries by itself; the batch is read again so the view is not stuck.
        if (following === state) void reconcile(batchId);
      },
    });

  const watchdog = window.setInterval(() => {
    if (following === state && Date.now() - state.heardAt > SILENCE_RECHECK_MS) {
      void reconcile(batchId);
    }
  }, SILENCE_RECHECK_MS);
  state.stop = () => {
    subscription.unsubscribe();
    window.clearInterval(watchdog);
  };
  // No read here: batchProgress starts with the batch as it stands on the server, so nothing
  // that happened before the subscription was in place is missed.
}

function onEvent(apollo: ApolloClient, state: Following, event: ProgressEvent): void {
  state.heardAt = Date.now();
  // The batch and any item in the event are already written to the cache (normalised).
  const { cache } = apollo;
  if (event.itemId) {
    switch (event.state) {
      case 'GENERATING':
        setItemStatus(cache, event.itemId, 'GENERATING');
        break;
      case 'PENDING':
        // Every provider is throttling: the item waits its turn again.
        setItemStatus(cache, event.itemId, 'QUEUED');
        break;
      case 'DONE':
        if (event.item?.provider) state.lastProvider = event.item.provider;
        break;
      case 'FAILED':
        if (!event.item) setItemStatus(cache, event.itemId, 'FAILED', event.error ?? null);
        break;
      case 'SKIPPED':
      case null:
      case undefined:
        break;
    }
  }
  refreshStatsSoon(apollo);
  if (!isActiveBatch(event.batch)) finish(apollo, event.batch);
}

/** Reads the batch from the server; moves the view forward if events were missed. */
async function reconcile(batchId: string): Promise<void> {
  const apollo = client;
  if (!apollo) return;
  try {
    const { data } = await apollo.query({
      query: GenerationBatchQuery,
      variables: { id: batchId },
      fetchPolicy: 'no-cache',
      context: INLINE_ERRORS,
    });
    const fresh = data?.generationBatch;
    if (following?.batchId !== batchId) return;
    if (!fresh) {
      // Gone (deleted with its owner, or another owner's after a sign-in change).
      stopFollowing();
      if (shownBatchIdVar() === batchId) shownBatchIdVar(null);
      return;
    }
    const cached = readBatch(apollo.cache, batchId);
    // An answer older than the events that arrived meanwhile must not move the bar back.
    if (!cached || batchDone(fresh) >= batchDone(cached) || !isActiveBatch(fresh)) {
      writeBatch(apollo.cache, fresh);
    }
    if (!isActiveBatch(fresh)) finish(apollo, fresh);
    else refreshStatsSoon(apollo);
  } catch {
    // Offline or signed out: the next event, reconnect or re-read tries again.
  }
}

/** The fallback note of the single Generate's toast, reused for the batch. */
function fallbackSuffix(name: string | null): string {
  const providerName = name ?? 'a fallback provider';
  const plain = generatedMessage({ fallbackUsed: false, providerName });
  return generatedMessage({ fallbackUsed: true, providerName }).slice(plain.length);
}

/** The batch ended: settle the rows, re-read the list and counters, say how it went. */
function finish(apollo: ApolloClient, batch: Batch): void {
  const lastProvider = following?.batchId === batch.id ? following.lastProvider : null;
  if (following?.batchId === batch.id) stopFollowing();
  if (reported.has(batch.id)) return;
  reported.add(batch.id);

  writeBatch(apollo.cache, batch);
  settleQueued(apollo.cache, batch);
  void refreshItemQueries(apollo);
  // The allowance changed: the header, the billing figures and the Guest Limit box read it.
  apollo.refetchQueries({ include: [ViewerQuery] }).catch(() => undefined);

  const sentences: string[] = [];
  if (batch.succeeded > 0) {
    const message =
      generatedForMessage(batch.succeeded) +
      (batch.fallbackUsed
        ? fallbackSuffix(
            batch.fallbackProviderName ?? (lastProvider ? providerDisplayName(lastProvider) : null),
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
  switch (batch.status) {
    case 'CANCELLED': {
      const message = `Generate All cancelled: ${batch.succeeded + batch.failed} of ${itemsLabel(batch.total)} done.`;
      toast.info(message, { id: `batch-cancelled:${batch.id}` });
      sentences.push(message);
      break;
    }
    case 'STOPPED': {
      const reason = batch.stopReason ?? 'Generate All stopped early.';
      sentences.push(reason);
      if (environment.isGuest) {
        toast.error(reason, { id: 'quota-exceeded' });
        void showGuestLimit();
      } else {
        toast.error(reason, {
          id: 'quota-exceeded',
          action: { label: 'View plans', onClick: environment.viewPlans },
        });
      }
      break;
    }
    case 'COMPLETED':
    case 'QUEUED':
    case 'RUNNING':
      break;
  }
  batchAnnouncementVar(sentences.join(' ') || 'Generate All finished.');
}
