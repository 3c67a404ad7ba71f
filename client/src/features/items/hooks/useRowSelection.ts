import { useCallback, useMemo, useState } from 'react';
import type { Item } from '../item-fields';
import { isTempId } from '../optimistic-ids';

/** The rows ticked in the Product Data table, for Generate, Create Copy and Delete of several. */
export function useRowSelection(items: readonly Item[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  // Rows deleted or gone elsewhere leave the selection by themselves.
  const selectedItems = useMemo(
    () => (selected.size === 0 ? [] : items.filter((item) => selected.has(item.id))),
    [items, selected],
  );
  // A row still being created has no server id yet: it cannot be selected.
  const selectable = useMemo(() => items.filter((item) => !isTempId(item.id)), [items]);
  const toggleSelected = useCallback((itemId: string, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(itemId);
      else next.delete(itemId);
      return next;
    });
  }, []);
  const selectAll = useCallback(
    (on: boolean) => setSelected(on ? new Set(selectable.map((item) => item.id)) : new Set()),
    [selectable],
  );
  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const allSelected = selectable.length > 0 && selectedItems.length === selectable.length;
  return {
    selected,
    selectedItems,
    selectable,
    allSelected,
    toggleSelected,
    selectAll,
    clearSelection,
  };
}
