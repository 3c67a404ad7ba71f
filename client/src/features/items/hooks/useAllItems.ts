import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ItemsQuery } from '../graphql/items.graphql';
import type { Item } from '../item-fields';

export const ITEMS_PAGE_SIZE = 500;
const NO_ITEMS: Item[] = [];

/**
 * Every item of the owner: the first page as soon as it arrives, the rest fetched page by
 * page in the background and merged into the same cached list (see apollo/cache.ts).
 */
export function useAllItems() {
  const { data, loading, error, fetchMore, refetch } = useQuery(ItemsQuery, {
    variables: { first: ITEMS_PAGE_SIZE },
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const busy = useRef(false);

  const connection = data?.items;
  const hasNextPage = connection?.pageInfo.hasNextPage ?? false;
  const endCursor = connection?.pageInfo.endCursor ?? null;

  useEffect(() => {
    if (!hasNextPage || !endCursor || busy.current || loadMoreFailed) return;
    busy.current = true;
    setLoadingMore(true);
    fetchMore({ variables: { after: endCursor } })
      .catch(() => setLoadMoreFailed(true))
      .finally(() => {
        busy.current = false;
        // Re-runs this effect for the next page.
        setLoadingMore(false);
      });
  }, [hasNextPage, endCursor, loadMoreFailed, loadingMore, fetchMore]);

  const retry = useCallback(() => {
    if (loadMoreFailed) setLoadMoreFailed(false);
    else refetch().catch(() => {});
  }, [loadMoreFailed, refetch]);

  return {
    items: connection?.nodes ?? NO_ITEMS,
    totalCount: connection?.totalCount ?? 0,
    initialLoading: loading && !connection,
    error: connection ? undefined : error,
    loadingMore: loadingMore || (hasNextPage && !loadMoreFailed),
    loadMoreFailed,
    retry,
  };
}

/**
 * True once the table's list is in the cache: a row added before it is there would have no
 * list to join (and the list that arrives after would not hold it), so Add Product waits.
 */
export function useItemListLoaded(): boolean {
  const { data } = useQuery(ItemsQuery, {
    variables: { first: ITEMS_PAGE_SIZE },
    fetchPolicy: 'cache-only',
  });
  return !!data?.items;
}
