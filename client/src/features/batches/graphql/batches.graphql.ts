import { graphql } from '../../../__generated__';

export const BatchFieldsFragment = graphql(`
  fragment BatchFields on GenerationBatch {
    id
    status
    onlyFailed
    total
    succeeded
    failed
    skipped
    pending
    generating
    itemsPerMinute
    secondsLeft
    fallbackUsed
    fallbackProviderName
    notice
    stopReason
    samenessFlagged
    versions
    rewrite
    unchangedCount
    notReadyCount
    notReady {
      itemId
      name
      reason
    }
    createdAt
    startedAt
    finishedAt
  }
`);

export const GenerateAllPreviewQuery = graphql(`
  query GenerateAllPreview(
    $onlyFailed: Boolean!
    $itemIds: [ID!]
    $versions: Int
    $rewrite: Boolean
    $force: Boolean
  ) {
    generateAllPreview(
      onlyFailed: $onlyFailed
      itemIds: $itemIds
      versions: $versions
      rewrite: $rewrite
      force: $force
    ) {
      itemCount
      willUse
      versions
      unchangedCount
      remaining
      quota
      goesIntoOverage
      blockedReason
      notice
      notReadyCount
      notReady {
        itemId
        name
        reason
      }
      emptyReason
    }
  }
`);

/** Generate All over every row: the variables of the one cached preview everything reads. */
export const GENERATE_ALL_PREVIEW_VARIABLES = { onlyFailed: false } as const;

export const ActiveBatchQuery = graphql(`
  query ActiveBatch {
    activeBatch {
      ...BatchFields
    }
  }
`);

export const GenerationBatchQuery = graphql(`
  query GenerationBatch($id: ID!) {
    generationBatch(id: $id) {
      ...BatchFields
    }
  }
`);

export const GenerateAllMutation = graphql(`
  mutation GenerateAll(
    $onlyFailed: Boolean!
    $itemIds: [ID!]
    $versions: Int
    $rewrite: Boolean
    $force: Boolean
  ) {
    generateAll(
      onlyFailed: $onlyFailed
      itemIds: $itemIds
      versions: $versions
      rewrite: $rewrite
      force: $force
    ) {
      ...BatchFields
      queuedItemIds
    }
  }
`);

export const CancelBatchMutation = graphql(`
  mutation CancelBatch($id: ID!) {
    cancelBatch(id: $id) {
      ...BatchFields
    }
  }
`);

export const BatchProgressSubscription = graphql(`
  subscription BatchProgress($batchId: ID!) {
    batchProgress(batchId: $batchId) {
      batch {
        ...BatchFields
      }
      transitions {
        itemId
        state
        error
        item {
          ...ItemFields
        }
      }
      itemStats {
        ...ItemStatsFields
      }
    }
  }
`);
