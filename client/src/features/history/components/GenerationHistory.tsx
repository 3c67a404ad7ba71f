import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { toast } from '../../../ui/toast';
import type { GenerationRecordFieldsFragment } from '../../../__generated__/graphql';
import { ConfirmDialog, dangerButton } from '../../../ui/ConfirmDialog';
import { Spinner } from '../../../ui/Spinner';
import {
  fieldLabel,
  mutedText,
  primaryButton,
  secondaryButton,
  textField,
} from '../../../ui/styles';
import {
  ClearGenerationHistoryMutation,
  DeleteGenerationRecordMutation,
  GenerationHistoryQuery,
  HistoryStatsQuery,
} from '../graphql/history.graphql';
import {
  EMPTY_FILTER,
  HISTORY_PAGE_SIZE,
  isFiltered,
  toApiFilter,
  type HistoryFilterState,
} from '../history-filter';
import { useCopyDescription } from '../hooks/useCopyDescription';
import { useHistoryExport } from '../hooks/useHistoryExport';
import { HistoryRecordCard } from './HistoryRecordCard';
import { HistoryStatsCards } from './HistoryStatsCards';

const SEARCH_DEBOUNCE_MS = 300;
const NUMBER = new Intl.NumberFormat('en-US');

/** The history page's body: statistics, filters, the list, delete and export. */
export function GenerationHistory() {
  const [filter, setFilter] = useState<HistoryFilterState>(EMPTY_FILTER);
  const [searchText, setSearchText] = useState('');
  const [confirmClear, setConfirmClear] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const ids = { search: useId(), from: useId(), to: useId(), count: useId() };
  const copy = useCopyDescription();
  const { exportCsv, exporting } = useHistoryExport();

  // Typing settles before the list is asked again.
  useEffect(() => {
    const timer = setTimeout(
      () => setFilter((current) => ({ ...current, search: searchText })),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText]);

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

  const onClear = async () => {
    try {
      const { data: result } = await clearHistory();
      const count = result?.clearGenerationHistory ?? 0;
      toast.success(
        `Deleted ${NUMBER.format(count)} history ${count === 1 ? 'record' : 'records'}`,
      );
      setConfirmClear(false);
    } catch {
      // The error link showed the server's message.
    }
  };

  const loadMore = async () => {
    const cursor = connection?.pageInfo.endCursor;
    if (!cursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: cursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const before = previous.generationHistory;
          const next = fetchMoreResult.generationHistory;
          if (!before) return fetchMoreResult;
          const seen = new Set(before.nodes.map((node) => node?.id));
          return {
            ...fetchMoreResult,
            generationHistory: {
              ...next,
              nodes: [...before.nodes, ...next.nodes.filter((node) => !seen.has(node.id))],
            },
          };
        },
      });
    } catch {
      // The error link showed the message; the button stays for another try.
    } finally {
      setLoadingMore(false);
    }
  };

  const filtered = isFiltered(filter);

  return (
    <div className="space-y-8">
      <HistoryStatsCards />

      <section aria-labelledby={ids.count} className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-[14rem] flex-1">
            <label htmlFor={ids.search} className={fieldLabel}>
              Search by name or SKU
            </label>
            <input
              id={ids.search}
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder="e.g. Ceramic Mug or MUG-1"
              className={textField}
              maxLength={200}
            />
          </div>
          <div>
            <label htmlFor={ids.from} className={fieldLabel}>
              From
            </label>
            <input
              id={ids.from}
              type="date"
              value={filter.fromDate}
              max={filter.toDate || undefined}
              onChange={(event) =>
                setFilter((current) => ({ ...current, fromDate: event.target.value }))
              }
              className={textField}
            />
          </div>
          <div>
            <label htmlFor={ids.to} className={fieldLabel}>
              To
            </label>
            <input
              id={ids.to}
              type="date"
              value={filter.toDate}
              min={filter.fromDate || undefined}
              onChange={(event) =>
                setFilter((current) => ({ ...current, toDate: event.target.value }))
              }
              className={textField}
            />
          </div>
          {filtered && (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => {
                setSearchText('');
                setFilter(EMPTY_FILTER);
              }}
            >
              Clear filters
            </button>
          )}
        </div>
        {badRange && (
          <p role="alert" className="text-sm text-red-800 dark:text-red-300">
            The start date must be before the end date
          </p>
        )}

        <div className="flex flex-wrap items-center gap-3">
          <h2
            id={ids.count}
            className="mr-auto text-lg font-semibold text-slate-900 dark:text-white"
          >
            {connection
              ? `${NUMBER.format(connection.totalCount)} ${connection.totalCount === 1 ? 'record' : 'records'}${filtered ? ' found' : ''}`
              : 'Records'}
          </h2>
          <button
            type="button"
            className={primaryButton}
            disabled={exporting || badRange}
            aria-busy={exporting}
            onClick={() => void exportCsv(filter)}
          >
            {exporting && <Spinner label="Exporting..." className="h-4 w-4" />}
            Export CSV
          </button>
          <button
            type="button"
            className={dangerButton}
            disabled={!connection || (connection.totalCount === 0 && !filtered)}
            onClick={() => setConfirmClear(true)}
          >
            Delete All
          </button>
        </div>
        <p className={`text-sm ${mutedText}`}>
          The export holds the successful descriptions matching your search and dates, newest first,
          up to 10,000.
        </p>

        {!connection ? (
          loading ? (
            <Spinner label="Loading history..." />
          ) : error ? (
            <div role="alert" className="flex flex-wrap items-center gap-3">
              <p>Your history could not be loaded.</p>
              <button
                type="button"
                className={secondaryButton}
                onClick={() => void refetch().catch(() => undefined)}
              >
                Try again
              </button>
            </div>
          ) : null
        ) : records.length === 0 ? (
          <p className={mutedText} data-testid="history-empty">
            {filtered
              ? 'No records match your search.'
              : 'Your history is empty. Descriptions you generate from the product table are listed here with the settings they were written with.'}
          </p>
        ) : (
          <>
            <ul className="space-y-3" aria-busy={loading}>
              {records.map((record) => (
                <li key={record.id}>
                  <HistoryRecordCard
                    record={record}
                    onCopy={(text) => void copy(text)}
                    onDelete={(target) => void onDelete(target)}
                    deleting={deleteState.loading}
                  />
                </li>
              ))}
            </ul>
            {connection.pageInfo.hasNextPage && (
              <div className="flex justify-center">
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={loadingMore}
                  aria-busy={loadingMore}
                  onClick={() => void loadMore()}
                >
                  {loadingMore && <Spinner label="Loading more..." className="h-4 w-4" />}
                  Load more
                </button>
              </div>
            )}
          </>
        )}
      </section>

      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Delete your whole history?"
        description={
          <p>
            Every generation record goes, including those not shown by your current search. Your
            products and their descriptions in the table stay. This cannot be undone.
          </p>
        }
        confirmLabel="Delete All"
        busy={clearState.loading}
        onConfirm={() => void onClear()}
      />
    </div>
  );
}
