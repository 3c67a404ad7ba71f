import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { rowKeyOf } from '../optimistic-ids';
import {
  FIELD_LABELS,
  MULTILINE_FIELDS,
  type EditableField,
  type Item,
  type TableView,
} from '../item-fields';

export type EditMove = 'next' | 'prev' | 'none';

export interface EditResult {
  item: Item;
  field: EditableField;
  /** The value to save, or null to discard the edit. */
  value: string | null;
  move: EditMove;
  /** Return focus to the cell (keyboard exits) rather than leave it where the user clicked. */
  refocus: boolean;
}

/** The data-cell value of a display cell: its row's stable key and the field. */
export function cellKey(rowKey: string, field: EditableField): string {
  return `${rowKey}:${field}`;
}

interface DisplayCellProps {
  item: Item;
  field: EditableField;
  rowNumber: number;
  view: TableView;
  onEdit: (itemId: string, field: EditableField) => void;
}

/** A cell at rest: a button showing the (clamped) text; click, Enter or F2 edits it. */
export function DisplayCell({ item, field, rowNumber, view, onEdit }: DisplayCellProps) {
  const value = item[field];
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'F2') {
      event.preventDefault();
      onEdit(item.id, field);
    }
  };
  return (
    <button
      type="button"
      data-cell={cellKey(rowKeyOf(item.id), field)}
      onClick={() => onEdit(item.id, field)}
      onKeyDown={onKeyDown}
      className={`flex h-full w-full cursor-text items-start rounded text-left hover:bg-slate-100 dark:hover:bg-slate-800 ${
        view === 'classic' ? 'min-h-7 px-2 py-1' : 'min-h-10 px-2 py-1.5'
      }`}
    >
      <span className="sr-only">
        {`${FIELD_LABELS[field]} for row ${rowNumber}: `}
        {value === '' ? 'empty' : null}
      </span>
      <span
        className={`${view === 'classic' ? 'line-clamp-2' : 'line-clamp-3'} min-w-0 break-words whitespace-pre-wrap`}
      >
        {value}
      </span>
    </button>
  );
}

interface CellEditorProps {
  item: Item;
  field: EditableField;
  rowNumber: number;
  onDone: (result: EditResult) => void;
}

const MAX_EDITOR_HEIGHT = 240;

function fitHeight(element: HTMLTextAreaElement): void {
  element.style.height = 'auto';
  element.style.height = `${Math.min(element.scrollHeight + 2, MAX_EDITOR_HEIGHT)}px`;
}

/**
 * A cell in edit mode. Enter commits (Shift+Enter is a newline in text areas), Escape
 * discards, Tab/Shift+Tab commit and move, blur commits. Only the first of these counts.
 */
export function CellEditor({ item, field, rowNumber, onDone }: CellEditorProps) {
  const multiline = MULTILINE_FIELDS.has(field);
  const [initial] = useState(item[field]);
  const elementRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const latest = useRef(initial);
  const finished = useRef(false);
  const mounted = useRef(false);

  function finish(save: boolean, move: EditMove, refocus: boolean) {
    if (finished.current) return;
    finished.current = true;
    const value = latest.current;
    onDone({ item, field, value: save && value !== initial ? value : null, move, refocus });
  }
  const finishRef = useRef(finish);
  useLayoutEffect(() => {
    finishRef.current = finish;
  });

  useLayoutEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    if (element instanceof HTMLTextAreaElement) fitHeight(element);
    element.focus();
    const end = element.value.length;
    element.setSelectionRange(end, end);
  }, []);

  // Unmounted without a blur (the row went away): keep what was typed. The check waits a
  // tick so React's development double-mount does not count as leaving.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.setTimeout(() => {
        if (!mounted.current) finishRef.current(true, 'none', false);
      });
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'Enter':
        if (multiline && event.shiftKey) return;
        event.preventDefault();
        finish(true, 'none', true);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        finish(false, 'none', true);
        break;
      case 'Tab':
        event.preventDefault();
        finish(true, event.shiftKey ? 'prev' : 'next', true);
        break;
    }
  }

  const label = `${FIELD_LABELS[field]} for row ${rowNumber}`;
  const className =
    'block w-full rounded border-2 border-indigo-600 bg-white px-2 py-1 text-sm text-slate-900 shadow-sm outline-none dark:border-indigo-400 dark:bg-slate-950 dark:text-slate-100';

  return multiline ? (
    <textarea
      ref={elementRef}
      aria-label={label}
      defaultValue={initial}
      rows={2}
      onKeyDown={onKeyDown}
      onChange={(event) => {
        latest.current = event.currentTarget.value;
        fitHeight(event.currentTarget);
      }}
      onBlur={() => finish(true, 'none', false)}
      className={`${className} resize-none`}
      style={{ maxHeight: MAX_EDITOR_HEIGHT }}
    />
  ) : (
    <input
      ref={elementRef}
      type="text"
      aria-label={label}
      defaultValue={initial}
      onKeyDown={onKeyDown}
      onChange={(event) => {
        latest.current = event.currentTarget.value;
      }}
      onBlur={() => finish(true, 'none', false)}
      className={className}
    />
  );
}
