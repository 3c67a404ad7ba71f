import type { BatchItemState } from '../db/entities/generation-batch-item.entity';
import type { BatchStatus } from '../db/entities/generation-batch.entity';
import type { ItemStatus } from '../db/entities/item.entity';

/** Pub/sub topics shared by the server (subscriptions) and the worker (publishers). */
export const Topic = {
  ItemChanged: 'item-changed',
  /** Topic id: the batch id. */
  BatchProgress: 'batch-progress',
} as const;
export type Topic = (typeof Topic)[keyof typeof Topic];

export type ItemChangeKind = 'added' | 'updated' | 'deleted';

/** An item as it travels through Redis: JSON, so dates are ISO strings. */
export interface ItemSnapshot {
  id: string;
  name: string;
  sku: string;
  details: string;
  price: string;
  notes: string;
  description: string;
  status: ItemStatus;
  statusMessage: string | null;
  provider: string | null;
  claimWarnings: string[];
  lengthNote: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Published on Topic.ItemChanged with the owner key as topic id. */
export interface ItemChangedEvent {
  kind: ItemChangeKind;
  itemId: string;
  item: ItemSnapshot | null;
}

/** A Generate All batch as it travels through Redis. */
export interface BatchSnapshot {
  id: string;
  status: BatchStatus;
  onlyFailed: boolean;
  total: number;
  succeeded: number;
  failed: number;
  skipped: number;
  fallbackUsed: boolean;
  fallbackProvider: string | null;
  notice: string | null;
  stopReason: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/**
 * Published on Topic.BatchProgress with the batch id as topic id: the batch after the change
 * and, for an item's transition, the item's new state (and the item itself).
 */
export interface BatchProgressEvent {
  batch: BatchSnapshot;
  itemId: string | null;
  state: BatchItemState | null;
  item: ItemSnapshot | null;
  error: string | null;
}
