import { rowKeyOf } from './optimistic-ids';

// Saves still on their way to the server, per row. Generation waits for them, so a value
// typed just before clicking Generate is part of what the server writes from.

const writesByRow = new Map<string, Set<Promise<unknown>>>();

export function trackItemWrite(itemId: string, write: Promise<unknown>): void {
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
}

/** Resolves once every save of the item's row started so far has settled. */
export async function whenItemWritten(itemId: string): Promise<void> {
  const writes = writesByRow.get(rowKeyOf(itemId));
  if (writes) await Promise.allSettled([...writes]);
}

/** Resolves once every save started so far, of any row, has settled (before Generate All). */
export async function whenAllItemsWritten(): Promise<void> {
  const writes = [...writesByRow.values()].flatMap((set) => [...set]);
  if (writes.length > 0) await Promise.allSettled(writes);
}
