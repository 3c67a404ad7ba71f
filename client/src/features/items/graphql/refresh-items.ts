import type { ApolloClient } from '@apollo/client';

// Operation names of the documents in items/graphql/items.graphql.ts.
const ITEM_QUERIES = ['Items', 'ItemStats', 'GenerateAllPreview'] as const;
const ROOT_FIELDS: Record<(typeof ITEM_QUERIES)[number], string> = {
  Items: 'items',
  ItemStats: 'itemStats',
  GenerateAllPreview: 'generateAllPreview',
};

/**
 * After an import: the product list and the counters are re-read. A query on screen is
 * refetched (its rows stay visible until the new list arrives); one that is not (the table
 * lives on another sub-tab) is dropped from the cache, so it loads afresh when shown.
 */
export async function refreshItemQueries(client: ApolloClient): Promise<void> {
  const active = [...client.getObservableQueries('active')];
  const refetches: Promise<unknown>[] = [];
  for (const name of ITEM_QUERIES) {
    const watching = active.filter((query) => query.queryName === name);
    if (watching.length === 0) {
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: ROOT_FIELDS[name] });
    } else {
      refetches.push(...watching.map((query) => query.refetch()));
    }
  }
  client.cache.gc();
  await Promise.allSettled(refetches);
}
