import { useSyncExternalStore } from 'react';

// Items whose generateDescription call this tab is waiting for. Kept outside the rows,
// which the virtualiser mounts and unmounts while scrolling.

const generating = new Set<string>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function markGenerating(itemId: string, on: boolean): void {
  if (on === generating.has(itemId)) return;
  if (on) generating.add(itemId);
  else generating.delete(itemId);
  notify();
}

export function isGenerating(itemId: string): boolean {
  return generating.has(itemId);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while this tab is generating the item's description. */
export function useIsGenerating(itemId: string): boolean {
  return useSyncExternalStore(subscribe, () => generating.has(itemId));
}
