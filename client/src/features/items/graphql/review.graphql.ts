import { graphql } from '../../../__generated__';

/** Review mode is a setting: the rows, the counters and the exports follow it. */
export const ReviewModeQuery = graphql(`
  query ReviewMode {
    promptSettings {
      reviewMode
    }
  }
`);

export const ApproveDescriptionsMutation = graphql(`
  mutation ApproveDescriptions($itemIds: [ID!]!) {
    approveDescriptions(itemIds: $itemIds) {
      ...ItemFields
    }
  }
`);

export const RejectDescriptionMutation = graphql(`
  mutation RejectDescription($itemId: ID!, $instruction: String) {
    rejectDescription(itemId: $itemId, instruction: $instruction) {
      item {
        ...ItemFields
      }
      rewritten
    }
  }
`);

export const RejectDescriptionsMutation = graphql(`
  mutation RejectDescriptions($itemIds: [ID!]!, $instruction: String) {
    rejectDescriptions(itemIds: $itemIds, instruction: $instruction) {
      items {
        ...ItemFields
      }
      batch {
        id
      }
    }
  }
`);
