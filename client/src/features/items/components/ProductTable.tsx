import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';
import { LoadError } from '../../../ui/LoadError';
import { Spinner } from '../../../ui/Spinner';
import { secondaryButton } from '../../../ui/styles';
import { useGenerationLock } from '../../auth';
import { useAllItems } from '../hooks/useAllItems';
import { useGenerateDescription } from '../hooks/useGenerateDescription';
import { useItemActions } from '../hooks/useItemActions';
import { useRowSelection } from '../hooks/useRowSelection';
import { useStickyHeaderOffset } from '../hooks/useStickyHeaderOffset';
import { isBlankItem, type EditableField, type Item, type TableView } from '../item-fields';
import { markTouched, rowKeyOf, takeUntouched } from '../optimistic-ids';
import {
  CARD_ESTIMATE,
  CARDS_QUERY,
  checkboxClass,
  columnStyle,
  COLUMNS,
  HEADER_HEIGHT,
  minTableWidth,
  neighbourCell,
  ROW_ESTIMATE,
  type CellRef,
} from '../product-table-layout';
import { cellKey, type EditResult } from './EditableCell';
import { ItemRow } from './ItemRow';
import { SelectionBar } from './SelectionBar';
import { useReviewActions } from '../hooks/useReviewActions';
import { useReviewMode } from '../hooks/useReviewMode';
import { useOpenedOnce } from '../../../ui/useOpenedOnce';

// The rejection's dialog loads when a seller first rejects a selection.
const RejectDialog = lazy(() =>
  import('./RejectDialog').then((module) => ({ default: module.RejectDialog })),
);

/** Generate All for the selected rows, from the page (the table does not start batches). */
export interface GenerateSelected {
  run: (options: { itemIds: string[] }) => Promise<void>;
  starting: boolean;
  /** The confirm dialog, rendered beside the selection bar. */
  dialog: ReactNode;
}

export interface ProductTableHandle {
  /** Scrolls to an item and opens one of its cells for editing. */
  editCell: (itemId: string, field: EditableField) => void;
}

/** The Product Data table: virtualised rows, inline editing, per-row actions. */
export function ProductTable({
  view,
  generateSelected: { run: generateSelected, starting: startingSelected, dialog },
  ref,
}: {
  view: TableView;
  generateSelected: GenerateSelected;
  ref?: Ref<ProductTableHandle>;
}) {
  const { items, totalCount, initialLoading, error, loadingMore, loadMoreFailed, retry } =
    useAllItems();
  const { updateField, duplicateItem, duplicateItems, deleteItem, deleteItems, discardUntouched } =
    useItemActions();
  const {
    selected,
    selectedItems,
    selectable,
    allSelected,
    toggleSelected,
    selectAll,
    clearSelection,
  } = useRowSelection(items);
  const lock = useGenerationLock();
  const generateDescription = useGenerateDescription();
  const reviewMode = useReviewMode();
  const review = useReviewActions();
  const [rejecting, setRejecting] = useState<Item[] | null>(null);
  const rejectAsked = useOpenedOnce(rejecting !== null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const cards = useMediaQuery(CARDS_QUERY);
  useStickyHeaderOffset(scrollRef, headRef, !cards);
  const [editing, setEditing] = useState<CellRef | null>(null);
  const pendingFocus = useRef<CellRef | null>(null);

  // TanStack Table's API is not memoisable; this component does not rely on React Compiler here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: items,
    columns: COLUMNS[view],
    getCoreRowModel: getCoreRowModel(),
    getRowId: (item) => item.id,
  });
  const rows = table.getRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();

  const indexByKey = useMemo(
    () => new Map(items.map((item, index) => [rowKeyOf(item.id), index])),
    [items],
  );
  const editingIndex = editing ? indexByKey.get(editing.rowKey) : undefined;

  // Navigation reads the latest list without re-creating the callbacks rows depend on.
  const latest = useRef({ items, indexByKey });
  useLayoutEffect(() => {
    latest.current = { items, indexByKey };
  }, [items, indexByKey]);

  // The row being edited stays rendered even when scrolled out of view.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (
        editingIndex !== undefined &&
        editingIndex < range.count &&
        !indexes.includes(editingIndex)
      ) {
        indexes.push(editingIndex);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [editingIndex],
  );

  const getItemKey = useCallback(
    (index: number) => (items[index] ? rowKeyOf(items[index].id) : index),
    [items],
  );

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (cards ? CARD_ESTIMATE : ROW_ESTIMATE[view]),
    overscan: 8,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    getItemKey,
    rangeExtractor,
  });

  // Row heights differ between the views: measure again after a switch.
  useEffect(() => {
    virtualizer.measure();
  }, [view, cards, virtualizer]);

  useEffect(() => {
    if (editingIndex !== undefined) virtualizer.scrollToIndex(editingIndex, { align: 'auto' });
  }, [editing, editingIndex, virtualizer]);

  // Keyboard exits put focus back on the cell once it is a button again.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    scrollRef.current
      ?.querySelector<HTMLElement>(`[data-cell="${cellKey(target.rowKey, target.field)}"]`)
      ?.focus();
  });

  const startEdit = useCallback((itemId: string, field: EditableField) => {
    setEditing({ rowKey: rowKeyOf(itemId), field });
  }, []);

  useImperativeHandle(ref, () => ({ editCell: startEdit }), [startEdit]);

  const finishEdit = useCallback(
    ({ item, field, value, move, refocus }: EditResult) => {
      const { items: current, indexByKey: index } = latest.current;
      const rowKey = rowKeyOf(item.id);
      const rowIndex = index.get(rowKey);
      // Save over the freshest copy of the row, so other fields are not rolled back.
      const row = (rowIndex !== undefined && current[rowIndex]) || item;
      if (value !== null) {
        if (value.trim() !== '') markTouched(rowKey);
        void updateField(row, field, value);
      }
      const from: CellRef = { rowKey, field };
      const target =
        move !== 'none' && rowIndex !== undefined
          ? neighbourCell(current, rowIndex, field, move)
          : null;
      // A new row left without anything typed into it was never a product: it goes away.
      if (
        target?.rowKey !== rowKey &&
        isBlankItem({ ...row, [field]: value ?? row[field] }) &&
        takeUntouched(rowKey)
      ) {
        void discardUntouched(row);
        if (!target) {
          setEditing(null);
          // Keyboard users go back to where they started: Add Product.
          if (refocus) document.querySelector<HTMLElement>('[data-add-product]')?.focus();
          return;
        }
      }
      if (target) {
        setEditing(target);
        return;
      }
      setEditing((editingNow) =>
        editingNow && editingNow.rowKey === from.rowKey && editingNow.field === from.field
          ? null
          : editingNow,
      );
      if (refocus) pendingFocus.current = from;
    },
    [updateField, discardUntouched],
  );

  const onDeleteRow = useCallback(
    (item: Item) => deleteItem(item, latest.current.items),
    [deleteItem],
  );

  const virtualRows = virtualizer.getVirtualItems();
  const classic = view === 'classic';

  return (
    <div>
      {selectedItems.length > 0 && (
        <SelectionBar
          count={selectedItems.length}
          lock={lock}
          starting={startingSelected}
          onGenerate={() =>
            void generateSelected({ itemIds: selectedItems.map((item) => item.id) }).then(
              clearSelection,
            )
          }
          onDuplicate={() => void duplicateItems(selectedItems).then(clearSelection)}
          onDelete={() => void deleteItems(selectedItems, items).then(clearSelection)}
          onClear={clearSelection}
          review={
            reviewMode
              ? {
                  onApprove: () => void review.approve(selectedItems).then(clearSelection),
                  onReject: () => setRejecting(selectedItems),
                }
              : null
          }
        />
      )}
      {rejectAsked && (
        <Suspense fallback={null}>
          <RejectDialog
            open={rejecting !== null}
            count={rejecting?.length ?? 0}
            onOpenChange={(open) => !open && setRejecting(null)}
            onReject={(instruction) =>
              review.reject(rejecting ?? [], instruction).then(clearSelection)
            }
          />
        </Suspense>
      )}
      {dialog}
      <div
        ref={scrollRef}
        data-scroll-container
        // Focusable so keyboard users can scroll it even when it holds no buttons (empty, 360 px).
        tabIndex={0}
        role="region"
        aria-labelledby="product-data-heading"
        // Fits under the site header, and a wheel inside it never scrolls the page past it.
        className={`relative max-h-[min(70vh,calc(100dvh-5rem))] overflow-auto overscroll-contain rounded-lg border bg-white dark:bg-slate-900 ${
          classic
            ? 'border-slate-400 dark:border-slate-500'
            : 'border-slate-200 dark:border-slate-700'
        }`}
        style={{ scrollPaddingTop: HEADER_HEIGHT }}
      >
        <table
          role="table"
          aria-labelledby="product-data-heading"
          aria-rowcount={rows.length + 1}
          className="grid w-full text-sm"
          style={cards ? undefined : { minWidth: minTableWidth(view) }}
        >
          <thead ref={headRef} role="rowgroup" className="sticky top-0 z-10 grid">
            {table.getHeaderGroups().map((group) => (
              <tr
                key={group.id}
                role="row"
                aria-rowindex={1}
                className={`flex w-full ${
                  classic
                    ? 'bg-slate-200 dark:bg-slate-800'
                    : 'border-b border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800'
                }`}
              >
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    role="columnheader"
                    scope="col"
                    className={`flex items-center gap-2 px-3 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-200 ${
                      classic && !cards ? 'border border-slate-400 dark:border-slate-500' : ''
                    } ${cards && header.column.id !== 'select' ? 'sr-only' : ''}`}
                    style={
                      cards
                        ? { height: HEADER_HEIGHT }
                        : { ...columnStyle(header.column), height: HEADER_HEIGHT }
                    }
                  >
                    {header.column.id === 'select' ? (
                      <>
                        <input
                          type="checkbox"
                          className={checkboxClass}
                          aria-label="Select all products"
                          checked={allSelected}
                          ref={(element) => {
                            if (element)
                              element.indeterminate = selectedItems.length > 0 && !allSelected;
                          }}
                          disabled={selectable.length === 0}
                          onChange={(event) => selectAll(event.currentTarget.checked)}
                        />
                        {cards && <span aria-hidden="true">Select all</span>}
                      </>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody
            role="rowgroup"
            className="relative grid"
            style={{ height: virtualizer.getTotalSize() }}
          >
            {virtualRows.map((virtualRow) => {
              const item = rows[virtualRow.index].original;
              return (
                <ItemRow
                  key={virtualRow.key}
                  item={item}
                  index={virtualRow.index}
                  top={virtualRow.start - HEADER_HEIGHT}
                  measureRef={virtualizer.measureElement}
                  columns={visibleColumns}
                  view={view}
                  cards={cards}
                  editingField={editing?.rowKey === rowKeyOf(item.id) ? editing.field : null}
                  onEdit={startEdit}
                  onDone={finishEdit}
                  onGenerate={generateDescription}
                  onDuplicate={duplicateItem}
                  onDelete={onDeleteRow}
                  selected={selected.has(item.id)}
                  onSelect={toggleSelected}
                />
              );
            })}
          </tbody>
        </table>

        {initialLoading && (
          <div className="flex items-center justify-center gap-3 p-10 text-slate-700 dark:text-slate-200">
            <Spinner label="Loading products..." />
            <span aria-hidden="true">Loading products...</span>
          </div>
        )}
        {error && !initialLoading && (
          <LoadError
            message="Your products could not be loaded."
            onRetry={retry}
            className="flex flex-col items-center gap-3 p-10 text-center"
          />
        )}
        {!initialLoading && !error && items.length === 0 && (
          <p className="p-10 text-center text-slate-700 dark:text-slate-200">
            No products yet. Add one or import a CSV.
          </p>
        )}
      </div>

      <div className="mt-2 flex min-h-8 flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
        {items.length > 0 && (
          <p>
            {loadingMore
              ? `Loaded ${items.length.toLocaleString()} of ${Math.max(totalCount, items.length).toLocaleString()} products`
              : `${items.length.toLocaleString()} ${items.length === 1 ? 'product' : 'products'}`}
          </p>
        )}
        {loadingMore && !loadMoreFailed && (
          <Spinner label="Loading more products..." className="h-4 w-4" />
        )}
        {loadMoreFailed && (
          <>
            <span>Some products could not be loaded.</span>
            <button type="button" className={`${secondaryButton} py-1`} onClick={retry}>
              Load the rest
            </button>
          </>
        )}
      </div>
    </div>
  );
}
