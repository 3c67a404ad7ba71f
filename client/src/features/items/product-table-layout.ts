import { createColumnHelper, type Column } from '@tanstack/react-table';
import {
  EDITABLE_FIELDS,
  FIELD_LABELS,
  type EditableField,
  type Item,
  type TableView,
} from './item-fields';
import { rowKeyOf } from './optimistic-ids';

// The Product Data table's columns, sizes and keyboard moves between cells (no React here).

/** A cell, addressed by its row's stable key (see optimistic-ids.ts) and field. */
export interface CellRef {
  rowKey: string;
  field: EditableField;
}

export const HEADER_HEIGHT = 44;
export const checkboxClass = 'h-4 w-4 cursor-pointer accent-indigo-600 disabled:cursor-not-allowed';
export const ROW_ESTIMATE: Record<TableView, number> = { modern: 78, classic: 50 };
export const CARD_ESTIMATE = 300;
// A card: the checkbox and the actions on the top line, then the name, SKU and price side by
// side, then the longer texts.
export const CARD_CELL: Record<'select' | 'actions' | EditableField, string> = {
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
export const CARDS_QUERY = '(max-width: 639px)';

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

export const COLUMNS: Record<TableView, ReturnType<typeof buildColumns>> = {
  modern: buildColumns('modern'),
  classic: buildColumns('classic'),
};

export function minTableWidth(view: TableView): number {
  return Object.values(COLUMN_SIZES[view]).reduce((sum, size) => sum + size, 0);
}

export function columnStyle(column: Column<Item>) {
  const size = column.getSize();
  return { flex: `${size} 0 ${size}px`, minWidth: size };
}

/** The cell Tab (next) or Shift+Tab (prev) goes to: across the row, then on to the next row. */
export function neighbourCell(
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

export function isEditableField(id: string): id is EditableField {
  return (EDITABLE_FIELDS as readonly string[]).includes(id);
}
