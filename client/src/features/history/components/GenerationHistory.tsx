import { useEffect, useId, useState } from 'react';
import { ConfirmDialog, dangerButton } from '../../../ui/ConfirmDialog';
import { LoadError } from '../../../ui/LoadError';
import { Spinner } from '../../../ui/Spinner';
import {
  fieldLabel,
  mutedText,
  primaryButton,
  secondaryButton,
  textField,
} from '../../../ui/styles';
import { EMPTY_FILTER, isFiltered, type HistoryFilterState } from '../history-filter';
import { useCopyDescription } from '../hooks/useCopyDescription';
import { useHistoryExport } from '../hooks/useHistoryExport';
import { useHistoryList } from '../hooks/useHistoryList';
import { HistoryRecordCard } from './HistoryRecordCard';
import { HistoryStatsCards } from './HistoryStatsCards';

const SEARCH_DEBOUNCE_MS = 300;
const NUMBER = new Intl.NumberFormat('en-US');

/** The history page's body: statistics, filters, the list, delete and export. */
export function GenerationHistory() {
  const [filter, setFilter] = useState<HistoryFilterState>(EMPTY_FILTER);
  const [searchText, setSearchText] = useState('');
  const [confirmClear, setConfirmClear] = useState(false);
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

  const {
    badRange,
    connection,
    records,
    loading,
    error,
    refetch,
    loadMore,
    loadingMore,
    onDelete,
    deleting,
    clear,
    clearing,
  } = useHistoryList(filter);
  const onClear = async () => {
    if (await clear()) setConfirmClear(false);
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
            <LoadError message="Your history could not be loaded." onRetry={refetch} />
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
                    deleting={deleting}
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
        busy={clearing}
        onConfirm={() => void onClear()}
      />
    </div>
  );
}
