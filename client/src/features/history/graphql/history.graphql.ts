import { graphql } from '../../../__generated__';

export const GenerationRecordFieldsFragment = graphql(`
  fragment GenerationRecordFields on GenerationRecord {
    id
    itemName
    itemSku
    description
    characterCount
    writingStyle
    tone
    targetAudience
    industry
    language
    provider
    providerName
    fallbackUsed
    claimWarnings
    revised
    lengthNote
    outcome
    error
    createdAt
  }
`);

export const GenerationHistoryQuery = graphql(`
  query GenerationHistory($first: Int!, $after: String, $filter: HistoryFilter) {
    generationHistory(first: $first, after: $after, filter: $filter) {
      nodes {
        ...GenerationRecordFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

export const HistoryStatsQuery = graphql(`
  query HistoryStats($timeZone: String!) {
    historyStats(timeZone: $timeZone) {
      total
      thisMonth
      thisWeek
      today
      avgLength
      attempts
      failed
      successRate
    }
  }
`);

export const DeleteGenerationRecordMutation = graphql(`
  mutation DeleteGenerationRecord($id: ID!) {
    deleteGenerationRecord(id: $id)
  }
`);

export const ClearGenerationHistoryMutation = graphql(`
  mutation ClearGenerationHistory {
    clearGenerationHistory
  }
`);
