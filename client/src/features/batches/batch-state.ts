import type { BatchFieldsFragment, BatchStatus } from '../../__generated__/graphql';

export type Batch = BatchFieldsFragment;

/** SPEC §8 (error toasts): a batch where some items failed, and one where none succeeded. */
export const SOME_FAILED_MESSAGE = 'Failed to generate descriptions for some items';
export const ALL_FAILED_MESSAGE = 'Failed to generate descriptions';

/** Batches with more items than this (or that cost extra) ask before they start. */
export const CONFIRM_ABOVE_ITEMS = 5;

const ACTIVE: ReadonlySet<BatchStatus> = new Set(['QUEUED', 'RUNNING']);

export function isActiveBatch(batch: Pick<Batch, 'status'>): boolean {
  return ACTIVE.has(batch.status);
}

/** Items the batch has finished with: written, failed, or not run (cancelled, stopped). */
export function batchDone(batch: Pick<Batch, 'total' | 'pending'>): number {
  return Math.max(0, batch.total - batch.pending);
}

/**
 * Whether Retry failed has something to rerun: items that failed, or (after a stop at the
 * plan limit) items that were marked failed with the limit message.
 */
export function hasRetryableItems(batch: Pick<Batch, 'status' | 'failed' | 'skipped'>): boolean {
  return batch.failed > 0 || (batch.status === 'STOPPED' && batch.skipped > 0);
}

/** A batch that ended because the allowance ran out (the rest were not run). */
export function stoppedAtLimit(batch: Pick<Batch, 'status' | 'stopReason'>): boolean {
  return batch.status === 'STOPPED' && batch.stopReason !== null;
}

/** "Stopped at your plan's limit: 25 of 30 written". */
export function stoppedAtLimitText(
  batch: Pick<Batch, 'succeeded' | 'total'>,
  isGuest: boolean,
): string {
  const limit = isGuest ? 'the guest limit' : "your plan's limit";
  return `Stopped at ${limit}: ${batch.succeeded.toLocaleString()} of ${batch.total.toLocaleString()} written`;
}

/** The products Generate All passed by as not ready, said in one line. */
export function notReadyLabel(count: number): string {
  return `${count.toLocaleString()} ${count === 1 ? 'product' : 'products'} not ready to generate, skipped at no charge`;
}

export function itemsLabel(count: number): string {
  return `${count.toLocaleString()} ${count === 1 ? 'item' : 'items'}`;
}

/** SPEC §8: 'Generated descriptions for N items'. */
export function generatedForMessage(succeeded: number): string {
  return `Generated descriptions for ${itemsLabel(succeeded)}`;
}
