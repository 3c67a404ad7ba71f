import type { ItemSameness } from '../channels/sameness';
import type { ItemStats } from '../catalog/item-stats';
import type { BatchItemState } from '../db/entities/generation-batch-item.entity';
import type { BatchStatus } from '../db/entities/generation-batch.entity';
import type { ItemStatus, ReviewState } from '../db/entities/item.entity';
import type { ChannelFields } from '../shared/channel-fields';
import type { ItemFields } from '../shared/item-fields';

/** Pub/sub topics shared by the server (subscriptions) and the worker (publishers). */
export const Topic = {
  ItemChanged: 'item-changed',
  /** Topic id: the batch id. */
  BatchProgress: 'batch-progress',
  /** A batch has items to run: every worker's engine looks for work. */
  BatchWork: 'batch-work',
  /** Sign-in sessions that ended: every server closes their WebSockets. */
  SessionsRevoked: 'sessions-revoked',
} as const;
export type Topic = (typeof Topic)[keyof typeof Topic];

export type ItemChangeKind = 'added' | 'updated' | 'deleted';

/** An item as it travels through Redis: JSON, so dates are ISO strings. */
export interface ItemSnapshot extends ItemFields, ChannelFields {
  id: string;
  status: ItemStatus;
  statusMessage: string | null;
  provider: string | null;
  claimWarnings: string[];
  lengthNote: string | null;
  sameness: ItemSameness | null;
  reviewState: ReviewState | null;
  reviewInstruction: string | null;
  versionCount: number;
  choosingVersion: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * One item's change. Published on Topic.ItemChanged, with the owner key as topic id, in lists:
 * the changes of one owner's items, in order (a Generate All group is one message, not one per
 * item).
 */
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
  /** Items being written right now (taken by a worker, not yet recorded). */
  generating: number;
  fallbackUsed: boolean;
  fallbackProvider: string | null;
  notice: string | null;
  stopReason: string | null;
  /** Its items whose descriptions read like others in the catalogue (after it finished). */
  samenessFlagged: number;
  /** Versions written per item ("Write 3 versions"). */
  versions: number;
  /** Described items were taken too ("Rewrite described products"). */
  rewrite: boolean;
  /** Described items passed by as unchanged since their description (not charged). */
  unchangedCount: number;
  /** Rows passed by as not ready to generate, and the first of them with the reason. */
  notReadyCount: number;
  notReady: { itemId: string; name: string; reason: string }[];
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** One item of a batch moving on: its new state and, once written, the item itself. */
export interface BatchItemTransition {
  itemId: string;
  state: BatchItemState;
  item: ItemSnapshot | null;
  error: string | null;
}

/**
 * Published on Topic.BatchProgress with the batch id as topic id: the batch after a change,
 * with the counters as they stand, and the item transitions that caused it (several items
 * move at once: a worker takes them together and records them together).
 */
export interface BatchProgressEvent {
  batch: BatchSnapshot;
  transitions: BatchItemTransition[];
  /** The seller's item counters now (sent every so often, and when the batch starts or ends). */
  itemStats: ItemStats | null;
}

/** Published on Topic.BatchWork when a batch starts (or resumes). */
export interface BatchWorkEvent {
  batchId: string;
}

/** Published on Topic.SessionsRevoked (no topic id). */
export interface SessionsRevokedEvent {
  sessionIds: string[];
  /** Set by the sending server to recognise its own message (its probes, its revocations). */
  tag?: string;
}
