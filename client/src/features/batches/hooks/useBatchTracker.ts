import { createContext, useContext, useSyncExternalStore } from 'react';
import type { BatchTracker, TrackerView } from '../batch-tracker';

export const BatchTrackerContext = createContext<BatchTracker | null>(null);

/** This tab's Generate All tracker (from BatchProvider). */
export function useBatchTracker(): BatchTracker {
  const tracker = useContext(BatchTrackerContext);
  if (!tracker) throw new Error('useBatchTracker needs a BatchProvider above it');
  return tracker;
}

/** What the tracker shows now: the batch id, the pace, the sentence for screen readers. */
export function useTrackerView(): TrackerView {
  const tracker = useBatchTracker();
  return useSyncExternalStore(
    (listener) => tracker.subscribe(listener),
    () => tracker.view(),
  );
}
