import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import type {
  GenerationHistoryQuery as HistoryPage,
  GenerationRecordFieldsFragment,
} from '../../../__generated__/graphql';
import { toast } from '../../../ui/toast';
import {
  ClearGenerationHistoryMutation,
  DeleteGenerationRecordMutation,
  GenerationHistoryQuery,
  HistoryStatsQuery,
} from '../graphql/history.graphql';
import { HISTORY_PAGE_SIZE, toApiFilter, type HistoryFilterState } from '../history-filter';

const NUMBER = new Intl.NumberFormat('en-US');

/**
 * A later page of the history after the pages shown: records already listed keep their place
 * and are not listed twice.
 */
export function appendHistoryPage(previous: HistoryPage, later: HistoryPage): HistoryPage {
  const before = previous.generationHistory;
  const next = later.generationHistory;
  if (!before) return later;
  const seen = new Set(before.nodes.map((node) => node?.id));
  return {
    ...later,
    generationHistory: {
      ...next,
      nodes: [...before.nodes, ...next.nodes.filter((node) => !seen.has(node.id))],
    },
  };
}

/**
 * The history list for a filter: its records page by page (Load more), and deleting one
 * record or all of them, with the toasts they say.
 */
export function useHistoryList(filter: HistoryFilterState) {
  const [loadingMore, setLoadingMore] = useState(false);
  const apiFilter = useMemo(() => toApiFilter(filter), [filter]);
  const badRange =
    filter.fromDate !== '' && filter.toDate !== '' && filter.fromDate > filter.toDate;
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(
    GenerationHistoryQuery,
    {
      variables: { first: HISTORY_PAGE_SIZE, filter: apiFilter },
      fetchPolicy: 'cache-and-network',
      skip: badRange,
    },
  );
  const connection = (data ?? previousData)?.generationHistory;
  const records = connection?.nodes ?? [];

  const [deleteRecord, deleteState] = useMutation(DeleteGenerationRecordMutation, {
    refetchQueries: [HistoryStatsQuery],
    update(cache, { data: result }) {
      const id = result?.deleteGenerationRecord;
      if (!id) return;
      cache.evict({ id: cache.identify({ __typename: 'GenerationRecord', id }) });
      // Every cached page of the list loses the record (dangling references are dropped on
      // read); the counts go down with it.
      cache.modify({
        fields: {
          generationHistory(existing: unknown) {
            if (typeof existing !== 'object' || existing === null) return existing;
            const page = existing as { totalCount?: number };
            return typeof page.totalCount === 'number'
              ? { ...page, totalCount: Math.max(0, page.totalCount - 1) }
              : existing;
          },
        },
      });
      cache.gc();
    },
  });
  const [clearHistory, clearState] = useMutation(ClearGenerationHistoryMutation, {
    refetchQueries: [GenerationHistoryQuery, HistoryStatsQuery],
    awaitRefetchQueries: true,
  });

  const onDelete = async (record: GenerationRecordFieldsFragment) => {
    try {
      await deleteRecord({ variables: { id: record.id } });
      toast.success('History record deleted');
    } catch {
      // The error link showed the server's message.
    }
  };

  /** Clears the whole history; true once done. */
  const clear = async (): Promise<boolean> => {
    try {
      const { data: result } = await clearHistory();
      const count = result?.clearGenerationHistory ?? 0;
      toast.success(
        `Deleted ${NUMBER.format(count)} history ${count === 1 ? 'record' : 'records'}`,
      );
      return true;
    } catch {
      // The error link showed the server's message.
      return false;
    }
  };

  const loadMore = async () => {
    const cursor = connection?.pageInfo.endCursor;
    if (!cursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: cursor },
        updateQuery: (previous, { fetchMoreResult }) =>
          appendHistoryPage(previous, fetchMoreResult),
      });
    } catch {
      // The error link showed the message; the button stays for another try.
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    badRange,
    connection,
    records,
    loading,
    error,
    refetch,
    loadMore,
    loadingMore,
    onDelete,
    deleting: deleteState.loading,
    clear,
    clearing: clearState.loading,
  };
}
