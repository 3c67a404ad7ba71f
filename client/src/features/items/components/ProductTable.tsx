import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type Column,
} from '@tanstack/react-table';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Ref,
} from 'react';
import { Spinner } from '../../../ui/Spinner';
import { secondaryButton } from '../../../ui/styles';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useGenerationLock } from '../../auth/hooks/useGenerationLock';
import { useIsGenerating } from '../generating-items';
import { useStickyHeaderOffset } from '../hooks/useStickyHeaderOffset';
import { useAllItems } from '../hooks/useAllItems';
import { useGenerateDescription } from '../hooks/useGenerateDescription';
import { useItemActions } from '../hooks/useItemActions';
import {
  EDITABLE_FIELDS,
  FIELD_LABELS,
  isBlankItem,
  type EditableField,
  type Item,
  type TableView,
} from '../item-fields';
import { isTempId, markTouched, rowKeyOf, takeUntouched } from '../optimistic-ids';
import { useGenerateAll } from '../../batches/hooks/useGenerateAll';
import { SelectionBar } from './SelectionBar';
import { DescriptionMeta } from './DescriptionMeta';
import { CellEditor, cellKey, DisplayCell, type EditResult } from './EditableCell';
import { RowActions } from './RowActions';
import { StatusBadge } from './StatusBadge';

export interface ProductTableHandle {
  /** Scrolls to an item and opens one of its cells for editing. */
  editCell: (itemId: string, field: EditableField) => void;
}

/** A cell, addressed by its row's stable key (see optimistic-ids.ts) and field. */
interface CellRef {
  rowKey: string;
  field: EditableField;
}

const HEADER_HEIGHT = 44;
const checkboxClass = 'h-4 w-4 cursor-pointer accent-indigo-600 disabled:cursor-not-allowed';
const ROW_ESTIMATE: Record<TableView, number> = { modern: 78, classic: 50 };
const CARD_ESTIMATE = 300;
// A card: the checkbox and the actions on the top line, then the name, SKU and price side by
// side, then the longer texts.
const CARD_CELL: Record<'select' | 'actions' | EditableField, string> = {
  select: 'order-first',
  actions: 'order-first flex-1',
  name: 'order-1 w-full',
  sku: 'order-2 w-1/2',
  price: 'order-3 w-1/2',
  details: 'order-4 w-full',
  notes: 'order-5 w-full',
  description: 'order-6 w-full',
};
/** Below this width each row is a card: every field fits without sideways scrolling. */
const CARDS_QUERY = '(max-width: 639px)';

type ColumnId = 'select' | EditableField | 'actions';

// Classic view has text buttons, so its Actions column takes width from the text columns.
const COLUMN_SIZES: Record<TableView, Record<ColumnId, number>> = {
  modern: {
    select: 44,
    name: 170,
    sku: 100,
    details: 200,
    price: 85,
    notes: 150,
    description: 250,
    actions: 170,
  },
  classic: {
    select: 44,
    name: 150,
    sku: 95,
    details: 175,
    price: 75,
    notes: 130,
    description: 210,
    actions: 285,
  },
};

const columnHelper = createColumnHelper<Item>();

function buildColumns(view: TableView) {
  const sizes = COLUMN_SIZES[view];
  return [
    columnHelper.display({ id: 'select', header: 'Select', size: sizes.select }),
    ...EDITABLE_FIELDS.map((field) =>
      columnHelper.accessor((item) => item[field], {
        id: field,
        header: FIELD_LABELS[field],
        size: sizes[field],
      }),
    ),
    columnHelper.display({ id: 'actions', header: 'Actions', size: sizes.actions }),
  ];
}

const COLUMNS: Record<TableView, ReturnType<typeof buildColumns>> = {
  modern: buildColumns('modern'),
  classic: buildColumns('classic'),
};

function minTableWidth(view: TableView): number {
  return Object.values(COLUMN_SIZES[view]).reduce((sum, size) => sum + size, 0);
}

function columnStyle(column: Column<Item>) {
  const size = column.getSize();
  return { flex: `${size} 0 ${size}px`, minWidth: size };
}

/** The cell Tab (next) or Shift+Tab (prev) goes to: across the row, then on to the next row. */
function neighbourCell(
  items: Item[],
  rowIndex: number,
  field: EditableField,
  move: 'next' | 'prev',
): CellRef | null {
  const fieldIndex = EDITABLE_FIELDS.indexOf(field);
  const row = items[rowIndex];
  if (move === 'next') {
    if (fieldIndex < EDITABLE_FIELDS.length - 1 && row)
      return { rowKey: rowKeyOf(row.id), field: EDITABLE_FIELDS[fieldIndex + 1] };
    const next = items[rowIndex + 1];
    return next ? { rowKey: rowKeyOf(next.id), field: EDITABLE_FIELDS[0] } : null;
  }
  if (fieldIndex > 0 && row)
    return { rowKey: rowKeyOf(row.id), field: EDITABLE_FIELDS[fieldIndex - 1] };
  const previous = items[rowIndex - 1];
  return previous
    ? { rowKey: rowKeyOf(previous.id), field: EDITABLE_FIELDS[EDITABLE_FIELDS.length - 1] }
    : null;
}

function isEditableField(id: string): id is EditableField {
  return (EDITABLE_FIELDS as readonly string[]).includes(id);
}

/** The Product Data table: virtualised rows, inline editing, per-row actions. */
export function ProductTable({ view, ref }: { view: TableView; ref?: Ref<ProductTableHandle> }) {
  const { items, totalCount, initialLoading, error, loadingMore, loadMoreFailed, retry } =
    useAllItems();
  const { updateField, duplicateItem, duplicateItems, deleteItem, deleteItems, discardUntouched } =
    useItemActions();
  const { run: generateSelected, starting: startingSelected, dialog } = useGenerateAll();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const lock = useGenerationLock();
  const generateDescription = useGenerateDescription();
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

  // Rows deleted or gone elsewhere leave the selection by themselves.
  const selectedItems = useMemo(
    () => (selected.size === 0 ? [] : items.filter((item) => selected.has(item.id))),
    [items, selected],
  );
  const selectable = useMemo(() => items.filter((item) => !isTempId(item.id)), [items]);
  const toggleSelected = useCallback((itemId: string, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(itemId);
      else next.delete(itemId);
      return next;
    });
  }, []);
  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const allSelected = selectable.length > 0 && selectedItems.length === selectable.length;

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
        />
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
                          onChange={(event) =>
                            setSelected(
                              event.currentTarget.checked
                                ? new Set(selectable.map((item) => item.id))
                                : new Set(),
                            )
                          }
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
          <div className="flex flex-col items-center gap-3 p-10 text-center">
            <p className="text-slate-700 dark:text-slate-200">Your products could not be loaded.</p>
            <button type="button" className={secondaryButton} onClick={retry}>
              Try again
            </button>
          </div>
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

interface ItemRowProps {
  item: Item;
  index: number;
  top: number;
  measureRef: (element: Element | null) => void;
  columns: Column<Item>[];
  view: TableView;
  /** Narrow screens: the row is a card, each field under its own label. */
  cards: boolean;
  editingField: EditableField | null;
  onEdit: (itemId: string, field: EditableField) => void;
  onDone: (result: EditResult) => void;
  onGenerate: (item: Item) => Promise<void>;
  onDuplicate: (item: Item) => Promise<void>;
  onDelete: (item: Item) => Promise<void>;
  selected: boolean;
  onSelect: (itemId: string, selected: boolean) => void;
}

const ItemRow = memo(function ItemRow({
  item,
  index,
  top,
  measureRef,
  columns: rowColumns,
  view,
  cards,
  editingField,
  onEdit,
  onDone,
  onGenerate,
  onDuplicate,
  onDelete,
  selected,
  onSelect,
}: ItemRowProps) {
  const classic = view === 'classic';
  const generating = useIsGenerating(item.id);
  // The server also reports GENERATING over itemChanged; this shows it from the click on.
  const status = generating ? 'GENERATING' : item.status;
  const rowNumber = index + 1;
  return (
    <tr
      ref={measureRef}
      data-index={index}
      data-testid="item-row"
      data-item-id={item.id}
      data-status={status.toLowerCase()}
      aria-busy={generating || undefined}
      role="row"
      aria-rowindex={index + 2}
      className={`absolute top-0 left-0 flex w-full ${
        cards
          ? 'flex-wrap items-start border-b border-slate-300 px-1 py-2 dark:border-slate-600'
          : classic
            ? 'even:bg-slate-50 dark:even:bg-slate-800/40'
            : 'border-b border-slate-200 hover:bg-slate-50/60 dark:border-slate-700 dark:hover:bg-slate-800/30'
      }`}
      style={{ transform: `translateY(${top}px)` }}
    >
      {rowColumns.map((column) => {
        const field = column.id;
        const cellClass = `${classic && !cards ? 'border border-slate-300 px-1 py-0.5 dark:border-slate-600' : 'px-1 py-1.5'} align-top text-slate-900 dark:text-slate-100`;
        // Cards: the checkbox and the actions share the top line, each field takes a line.
        const place = (kind: 'select' | 'actions' | EditableField) =>
          cards
            ? { className: `${cellClass} ${CARD_CELL[kind]}`, style: undefined }
            : { className: cellClass, style: columnStyle(column) };
        if (field === 'select') {
          return (
            <td key={field} role="cell" {...place('select')}>
              <div className="flex min-h-9 items-center justify-center">
                <input
                  type="checkbox"
                  className={checkboxClass}
                  aria-label={`Select ${item.name.trim() || `row ${rowNumber}`}`}
                  checked={selected}
                  disabled={isTempId(item.id)}
                  onChange={(event) => onSelect(item.id, event.currentTarget.checked)}
                />
              </div>
            </td>
          );
        }
        if (!isEditableField(field)) {
          return (
            <td key={field} role="cell" {...place('actions')}>
              <div
                className={`flex gap-1 px-1 ${cards ? 'flex-row-reverse flex-wrap items-center justify-between' : 'flex-col items-start'}`}
              >
                <StatusBadge
                  status={status}
                  message={status === 'FAILED' ? item.statusMessage : null}
                />
                <RowActions
                  item={item}
                  view={view}
                  generating={generating}
                  onGenerate={onGenerate}
                  onDuplicate={onDuplicate}
                  onDelete={onDelete}
                />
              </div>
            </td>
          );
        }
        return (
          <td key={field} role="cell" {...place(field)}>
            {cards && (
              <span
                aria-hidden="true"
                className="block px-2 pt-0.5 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300"
              >
                {FIELD_LABELS[field]}
              </span>
            )}
            {editingField === field ? (
              <CellEditor item={item} field={field} rowNumber={rowNumber} onDone={onDone} />
            ) : field === 'description' ? (
              // The provider and claim notes sit under the text; the text keeps the rest.
              <div className="flex h-full flex-col">
                <div className="min-h-0 flex-1">
                  <DisplayCell
                    item={item}
                    field={field}
                    rowNumber={rowNumber}
                    view={view}
                    onEdit={onEdit}
                  />
                </div>
                <DescriptionMeta item={item} />
              </div>
            ) : (
              <DisplayCell
                item={item}
                field={field}
                rowNumber={rowNumber}
                view={view}
                onEdit={onEdit}
              />
            )}
          </td>
        );
      })}
    </tr>
  );
});
