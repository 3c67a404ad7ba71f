// A product added with Add Product shows at once under a temporary id, and its Product Name
// cell opens for typing before the server has answered. When the real id arrives the row
// keeps its temporary id as its React/virtualiser key, so the open editor (and what was
// typed into it) survives the swap.

const TEMP_PREFIX = 'new-';
let counter = 0;

/** Real id → the temporary id its row was first shown under. */
const rowKeyByRealId = new Map<string, string>();
/** Temporary id → the real id once saved (null when saving failed). */
const savedIdByTempId = new Map<string, Promise<string | null>>();

export function newTempId(): string {
  counter += 1;
  return `${TEMP_PREFIX}${Date.now().toString(36)}-${counter}`;
}

export function isTempId(id: string): boolean {
  return id.startsWith(TEMP_PREFIX);
}

/** The stable key of an item's row. */
export function rowKeyOf(id: string): string {
  return rowKeyByRealId.get(id) ?? id;
}

export function linkSavedId(tempId: string, realId: string): void {
  rowKeyByRealId.set(realId, tempId);
}

export function trackSave(tempId: string, saved: Promise<string | null>): void {
  savedIdByTempId.set(tempId, saved);
}

/** Resolves to the real id of a temporarily shown item, or null if it was never saved. */
export function whenSaved(tempId: string): Promise<string | null> {
  return savedIdByTempId.get(tempId) ?? Promise.resolve(null);
}

/** Rows added with Add Product that nothing has been typed into yet (by row key). */
const untouchedRows = new Set<string>();

export function markUntouched(tempId: string): void {
  untouchedRows.add(tempId);
}

/** Something was typed into the row: it stays, whatever happens to its fields later. */
export function markTouched(rowKey: string): void {
  untouchedRows.delete(rowKey);
}

/** Whether the row is a new one nothing was typed into; asking forgets it. */
export function takeUntouched(rowKey: string): boolean {
  return untouchedRows.delete(rowKey);
}
