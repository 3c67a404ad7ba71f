import type { Column } from '@tanstack/react-table';
import { memo } from 'react';
import { useIsGenerating } from '../item-activity';
import { FIELD_LABELS, type EditableField, type Item, type TableView } from '../item-fields';
import { isTempId } from '../optimistic-ids';
import { CARD_CELL, checkboxClass, columnStyle, isEditableField } from '../product-table-layout';
import type { GenerateRow } from '../hooks/useGenerateDescription';
import { ChannelFieldsPanel } from './ChannelFieldsPanel';
import { DescriptionMeta } from './DescriptionMeta';
import { CellEditor, DisplayCell, type EditResult } from './EditableCell';
import { ReviewBar } from './ReviewBar';
import { RowActions } from './RowActions';
import { VersionsPanel } from './VersionsPanel';
import { StatusBadge } from './StatusBadge';

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
  onGenerate: GenerateRow;
  onDuplicate: (item: Item) => Promise<void>;
  onDelete: (item: Item) => Promise<void>;
  selected: boolean;
  onSelect: (itemId: string, selected: boolean) => void;
}

export const ItemRow = memo(function ItemRow({
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
        const display = (
          <DisplayCell
            item={item}
            field={field}
            rowNumber={rowNumber}
            view={view}
            onEdit={onEdit}
          />
        );
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
                <div className="min-h-0 flex-1">{display}</div>
                <DescriptionMeta item={item} />
                <ReviewBar item={item} generating={generating} />
                <ChannelFieldsPanel item={item} />
                <VersionsPanel item={item} generating={generating} />
              </div>
            ) : (
              display
            )}
          </td>
        );
      })}
    </tr>
  );
});
