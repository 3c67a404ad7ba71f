import type { SnapshotSource } from '../catalog/snapshot-source';
import { channelFieldsOf } from '../shared/channel-fields';
import { itemFieldsOf } from '../shared/item-fields';
import { ownerKey, ownerOf, type OwnerColumns } from '../owner/owner';
import type { AppPubSub } from './pubsub';
import { Topic, type ItemChangeKind, type ItemChangedEvent, type ItemSnapshot } from './topics';

export function itemSnapshot(item: SnapshotSource): ItemSnapshot {
  return {
    id: item.id,
    ...itemFieldsOf(item),
    status: item.status,
    statusMessage: item.statusMessage,
    provider: item.provider,
    claimWarnings: item.claimWarnings,
    lengthNote: item.lengthNote,
    ...channelFieldsOf(item),
    sameness: item.sameness,
    reviewState: item.reviewState,
    reviewInstruction: item.reviewInstruction,
    versionCount: item.versionCount,
    choosingVersion: item.choosingVersion,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}

/** Tells every subscriber of the owner that an item changed. */
export function publishItemChange(
  pubSub: AppPubSub,
  ownerKey: string,
  kind: ItemChangeKind,
  itemId: string,
  item: SnapshotSource | null,
): void {
  pubSub.publish(Topic.ItemChanged, ownerKey, [
    { kind, itemId, item: item ? itemSnapshot(item) : null },
  ]);
}

/** Changes of one owner sent in one message, at most (a message stays well under a MB). */
const CHANGES_PER_MESSAGE = 500;

/**
 * Tells each item's owner's subscribers that it changed (items of any owners, in order): one
 * message per owner for up to 500 items, so a group of a batch costs Redis and every server one
 * message rather than one per item.
 */
export function publishItemsUpdated(
  pubSub: AppPubSub | null,
  items: Iterable<SnapshotSource & OwnerColumns>,
): void {
  if (!pubSub) return;
  const byOwner = new Map<string, ItemChangedEvent[]>();
  for (const item of items) {
    const key = ownerKey(ownerOf(item));
    let changes = byOwner.get(key);
    if (!changes) {
      changes = [];
      byOwner.set(key, changes);
    }
    changes.push({ kind: 'updated', itemId: item.id, item: itemSnapshot(item) });
    if (changes.length === CHANGES_PER_MESSAGE) {
      pubSub.publish(Topic.ItemChanged, key, changes);
      byOwner.delete(key);
    }
  }
  for (const [key, changes] of byOwner) pubSub.publish(Topic.ItemChanged, key, changes);
}

/**
 * The changes of one owner's items, one at a time and in order (those `accept` takes), for a
 * subscription. Returned at once when the subscriber leaves, waiting message or not.
 */
export function eachItemChange(
  pubSub: AppPubSub,
  ownerKey: string,
  accept: (change: ItemChangedEvent) => boolean = () => true,
): AsyncIterableIterator<ItemChangedEvent> {
  const messages = pubSub.subscribe(Topic.ItemChanged, ownerKey)[Symbol.asyncIterator]();
  let pending: ItemChangedEvent[] = [];
  let at = 0;
  return {
    async next() {
      for (;;) {
        while (at < pending.length) {
          const change = pending[at++];
          if (accept(change)) return { value: change, done: false };
        }
        const message = await messages.next();
        if (message.done) return { value: undefined, done: true };
        pending = message.value;
        at = 0;
      }
    },
    async return() {
      pending = [];
      await messages.return?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
