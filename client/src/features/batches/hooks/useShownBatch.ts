import { useFragment } from '@apollo/client/react';
import type { Batch } from '../batch-state';
import { BatchFieldsFragment } from '../graphql/batches.graphql';
import { useTrackerView } from './useBatchTracker';

/** The batch the progress panel shows (running, or the last one until dismissed), if any. */
export function useShownBatch(): Batch | null {
  const { shownBatchId } = useTrackerView();
  const { data, complete } = useFragment({
    fragment: BatchFieldsFragment,
    from: shownBatchId ? { __typename: 'GenerationBatch', id: shownBatchId } : null,
  });
  return shownBatchId && complete ? data : null;
}
