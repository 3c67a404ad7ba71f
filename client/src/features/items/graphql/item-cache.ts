import type { ApolloCache, ApolloClient, Reference } from '@apollo/client';
import type { ItemConnectionRef } from '../../../apollo/cache';
import type { ItemChangedSubscription } from '../../../__generated__/graphql';
import type { Item } from '../item-fields';
import { ItemFieldsFragment, ItemStatsQuery } from './items.graphql';

// Helpers that keep the cached `Query.items` list in step with adds, copies and deletes
// without refetching thousands of rows. Each is idempotent: the server also reports this
// tab's own changes over the itemChanged subscription.

function writeItem(cache: ApolloCache, item: Item): Reference | undefined {
  return cache.writeFragment({ fragment: ItemFieldsFragment, data: item });
}

function modifyItemList(
  cache: ApolloCache,
  change: (list: ItemConnectionRef) => ItemConnectionRef,
): void {
  cache.modify({
    fields: {
      // Only called when the list is in the cache.
      items(existing) {
        return change(existing as ItemConnectionRef);
      },
    },
  });
}

/** Adds an item at the end of the list unless it is already there. */
export function appendItem(cache: ApolloCache, item: Item): void {
  const ref = writeItem(cache, item);
  if (!ref) return;
  modifyItemList(cache, (list) =>
    list.nodes.some((node) => node.__ref === ref.__ref)
      ? list
      : { ...list, nodes: [...list.nodes, ref], totalCount: list.totalCount + 1 },
  );
}

/**
 * Places an item right after another one (a copy after its original), moving it if present;
 * with `afterId` null, first in the list.
 */
export function insertItemAfter(cache: ApolloCache, item: Item, afterId: string | null): void {
  const ref = writeItem(cache, item);
  const afterRef = afterId === null ? null : cache.identify({ __typename: 'Item', id: afterId });
  if (!ref) return;
  modifyItemList(cache, (list) => {
    const had = list.nodes.some((node) => node.__ref === ref.__ref);
    const nodes = list.nodes.filter((node) => node.__ref !== ref.__ref);
    const at = afterRef === null ? -1 : nodes.findIndex((node) => node.__ref === afterRef);
    if (afterRef === null) nodes.unshift(ref);
    else if (at === -1) nodes.push(ref);
    else nodes.splice(at + 1, 0, ref);
    return { ...list, nodes, totalCount: list.totalCount + (had ? 0 : 1) };
  });
}

/** Drops an item from the list and from the cache. */
export function removeItem(cache: ApolloCache, id: string): void {
  const cacheId = cache.identify({ __typename: 'Item', id });
  if (!cacheId) return;
  modifyItemList(cache, (list) => {
    const nodes = list.nodes.filter((node) => node.__ref !== cacheId);
    return nodes.length === list.nodes.length
      ? list
      : { ...list, nodes, totalCount: Math.max(0, list.totalCount - 1) };
  });
  cache.evict({ id: cacheId });
}

/** Applies an itemChanged event to the cache. */
export function applyItemChange(
  cache: ApolloCache,
  change: ItemChangedSubscription['itemChanged'],
): void {
  switch (change.kind) {
    case 'ADDED':
      if (change.item) appendItem(cache, change.item);
      break;
    case 'UPDATED':
      // The subscription result is normalised into the cache already; this makes sure.
      if (change.item) writeItem(cache, change.item);
      break;
    case 'DELETED':
      removeItem(cache, change.itemId);
      break;
  }
}

let statsTimer: number | undefined;

/**
 * The item counters and what Generate All would do are read together, after every change
 * that can move them (add, copy, delete, an edit, a generation, an import, a batch's end), so
 * the counters, the caption beside Generate All and its confirm dialog always agree.
 */
export function refreshItemCounters(client: ApolloClient): Promise<unknown> {
  // Generate All's preview by its operation name: the batches feature owns that document.
  return client.refetchQueries({ include: [ItemStatsQuery, 'GenerateAllPreview'] });
}

/** Refetches the item counters soon, once for a burst of changes. */
export function scheduleItemStatsRefresh(client: ApolloClient): void {
  window.clearTimeout(statsTimer);
  statsTimer = window.setTimeout(() => {
    refreshItemCounters(client).catch(() => {
      // The error link has already told the user.
    });
  }, 250);
}
