import { useFragment, useReactiveVar } from '@apollo/client/react';
import { shownBatchIdVar, type Batch } from '../batch-state';
import { BatchFieldsFragment } from '../graphql/batches.graphql';

/** The batch the progress panel shows (running, or the last one until dismissed), if any. */
export function useShownBatch(): Batch | null {
  const batchId = useReactiveVar(shownBatchIdVar);
  const { data, complete } = useFragment({
    fragment: BatchFieldsFragment,
    from: batchId ? { __typename: 'GenerationBatch', id: batchId } : null,
  });
  return batchId && complete ? data : null;
}
