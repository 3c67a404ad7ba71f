import { useCallback, useState } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import type { TableView } from '../item-fields';

/** Modern or Classic table, remembered in localStorage. */
export function useTableView(): [TableView, (view: TableView) => void] {
  const [view, setViewState] = useState<TableView>(() =>
    readStorage(STORAGE_KEYS.tableView) === 'classic' ? 'classic' : 'modern',
  );
  const setView = useCallback((next: TableView) => {
    setViewState(next);
    writeStorage(STORAGE_KEYS.tableView, next);
  }, []);
  return [view, setView];
}
