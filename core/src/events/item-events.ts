import type { ItemEntity } from '../db/entities/item.entity';
import { channelFieldsOf, type ChannelField } from '../shared/channel-fields';
import { itemFieldsOf, type ItemField } from '../shared/item-fields';
import { ownerKey, ownerOf, type OwnerColumns } from '../owner/owner';
import type { AppPubSub } from './pubsub';
import { Topic, type ItemChangeKind, type ItemSnapshot } from './topics';

/** The fields of an item an event carries. */
export type SnapshotSource = Pick<
  ItemEntity,
  | 'id'
  | ItemField
  | 'status'
  | 'statusMessage'
  | 'provider'
  | 'claimWarnings'
  | 'lengthNote'
  | ChannelField
  | 'sameness'
  | 'reviewState'
  | 'reviewInstruction'
  | 'versionCount'
  | 'choosingVersion'
  | 'createdAt'
  | 'updatedAt'
>;

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
  pubSub.publish(Topic.ItemChanged, ownerKey, {
    kind,
    itemId,
    item: item ? itemSnapshot(item) : null,
  });
}

/** Tells each item's owner's subscribers that it changed (items of any owners, in order). */
export function publishItemsUpdated(
  pubSub: AppPubSub | null,
  items: Iterable<SnapshotSource & OwnerColumns>,
): void {
  if (!pubSub) return;
  for (const item of items) {
    publishItemChange(pubSub, ownerKey(ownerOf(item)), 'updated', item.id, item);
  }
}
