import { createContext, useContext, useSyncExternalStore } from 'react';
import { rowKeyOf } from './optimistic-ids';

/**
 * What this tab is doing to its items right now: the generateDescription calls it waits for
 * (kept outside the rows, which the virtualiser mounts and unmounts while scrolling), and the
 * saves still on their way to the server, per row. Generation waits for the saves, so a value
 * typed just before clicking Generate is part of what the server writes from.
 */
export interface ItemActivity {
  markGenerating: (itemId: string, on: boolean) => void;
  isGenerating: (itemId: string) => boolean;
  subscribe: (listener: () => void) => () => void;
  trackItemWrite: (itemId: string, write: Promise<unknown>) => void;
  /** Resolves once every save of the item's row started so far has settled. */
  whenItemWritten: (itemId: string) => Promise<void>;
  /** Resolves once every save started so far, of any row, has settled (before Generate All). */
  whenAllItemsWritten: () => Promise<void>;
}

export function createItemActivity(): ItemActivity {
  const generating = new Set<string>();
  const listeners = new Set<() => void>();
  const writesByRow = new Map<string, Set<Promise<unknown>>>();

  return {
    markGenerating(itemId, on) {
      if (on === generating.has(itemId)) return;
      if (on) generating.add(itemId);
      else generating.delete(itemId);
      for (const listener of listeners) listener();
    },
    isGenerating: (itemId) => generating.has(itemId),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    trackItemWrite(itemId, write) {
      const key = rowKeyOf(itemId);
      let writes = writesByRow.get(key);
      if (!writes) {
        writes = new Set();
        writesByRow.set(key, writes);
      }
      const set = writes;
      set.add(write);
      const done = () => {
        set.delete(write);
        if (set.size === 0 && writesByRow.get(key) === set) writesByRow.delete(key);
      };
      write.then(done, done);
    },
    async whenItemWritten(itemId) {
      const writes = writesByRow.get(rowKeyOf(itemId));
      if (writes) await Promise.allSettled([...writes]);
    },
    async whenAllItemsWritten() {
      const writes = [...writesByRow.values()].flatMap((set) => [...set]);
      if (writes.length > 0) await Promise.allSettled(writes);
    },
  };
}

export const ItemActivityContext = createContext<ItemActivity | null>(null);

/** This tab's item activity (from ItemActivityProvider). */
export function useItemActivity(): ItemActivity {
  const activity = useContext(ItemActivityContext);
  if (!activity) throw new Error('useItemActivity needs an ItemActivityProvider above it');
  return activity;
}

/** True while this tab is generating the item's description. */
export function useIsGenerating(itemId: string): boolean {
  const activity = useItemActivity();
  return useSyncExternalStore(activity.subscribe, () => activity.isGenerating(itemId));
}
