import type { ItemStatus } from '../db/entities/item.entity';

/** Pub/sub topics shared by the server (subscriptions) and the worker (publishers). */
export const Topic = {
  ItemChanged: 'item-changed',
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
  provider: string | null;
  claimWarnings: string[];
  createdAt: string;
  updatedAt: string;
}

/** Published on Topic.ItemChanged with the owner key as topic id. */
export interface ItemChangedEvent {
  kind: ItemChangeKind;
  itemId: string;
  item: ItemSnapshot | null;
}
