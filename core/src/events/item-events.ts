import type { ItemEntity } from '../db/entities/item.entity';
import { itemFieldsOf } from '../shared/item-fields';
import { ownerKey, ownerOf, type OwnerColumns } from '../owner/owner';
import type { AppPubSub } from './pubsub';
import { Topic, type ItemChangeKind, type ItemSnapshot } from './topics';

/** The fields of an item an event carries. */
export type SnapshotSource = Pick<
  ItemEntity,
  | 'id'
  | 'name'
  | 'sku'
  | 'details'
  | 'price'
  | 'notes'
  | 'description'
  | 'status'
  | 'statusMessage'
  | 'provider'
  | 'claimWarnings'
  | 'lengthNote'
  | 'seoTitle'
  | 'seoDescription'
  | 'bulletPoints'
  | 'searchTerms'
  | 'tags'
  | 'marketplaceTitle'
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
    seoTitle: item.seoTitle,
    seoDescription: item.seoDescription,
    bulletPoints: item.bulletPoints,
    searchTerms: item.searchTerms,
    tags: item.tags,
    marketplaceTitle: item.marketplaceTitle,
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
