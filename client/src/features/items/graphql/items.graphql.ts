import { graphql } from '../../../__generated__';

export const ItemFieldsFragment = graphql(`
  fragment ItemFields on Item {
    id
    name
    sku
    details
    price
    notes
    description
    status
    statusMessage
    provider
    claimWarnings
    lengthNote
    seoTitle
    seoDescription
    bulletPoints
    searchTerms
    tags
    marketplaceTitle
    sameness {
      sharesWordsWith
      sharesWordsWithCount
      sharedRun
      sameOpeningAs
      sameOpeningCount
    }
    reviewState
    reviewInstruction
    versionCount
    choosingVersion
    createdAt
    updatedAt
  }
`);

export const ItemsQuery = graphql(`
  query Items($first: Int!, $after: String) {
    items(first: $first, after: $after) {
      nodes {
        ...ItemFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

/** The counters above the table: the query and every batch event carry the same fields. */
export const ItemStatsFieldsFragment = graphql(`
  fragment ItemStatsFields on ItemStats {
    total
    withDescriptions
    pending
    processing
    drafts
    approved
    rejected
  }
`);

export const ItemStatsQuery = graphql(`
  query ItemStats {
    itemStats {
      ...ItemStatsFields
    }
  }
`);

export const AddItemMutation = graphql(`
  mutation AddItem($input: ItemInput) {
    addItem(input: $input) {
      ...ItemFields
    }
  }
`);

export const UpdateItemMutation = graphql(`
  mutation UpdateItem($id: ID!, $patch: ItemPatch!) {
    updateItem(id: $id, patch: $patch) {
      ...ItemFields
    }
  }
`);

export const DeleteItemMutation = graphql(`
  mutation DeleteItem($id: ID!) {
    deleteItem(id: $id)
  }
`);

export const DeleteItemsMutation = graphql(`
  mutation DeleteItems($ids: [ID!]!) {
    deleteItems(ids: $ids)
  }
`);

export const RestoreItemsMutation = graphql(`
  mutation RestoreItems($ids: [ID!]!) {
    restoreItems(ids: $ids) {
      ...ItemFields
    }
  }
`);

export const DuplicateItemsMutation = graphql(`
  mutation DuplicateItems($ids: [ID!]!) {
    duplicateItems(ids: $ids) {
      ...ItemFields
    }
  }
`);

export const DuplicateItemMutation = graphql(`
  mutation DuplicateItem($id: ID!) {
    duplicateItem(id: $id) {
      ...ItemFields
    }
  }
`);

export const GenerateDescriptionMutation = graphql(`
  mutation GenerateDescription($itemId: ID!, $versions: Int) {
    generateDescription(itemId: $itemId, versions: $versions) {
      item {
        ...ItemFields
      }
      provider
      providerName
      fallbackUsed
      versions
      usage {
        ...UsageFields
      }
    }
  }
`);

export const ItemChangedSubscription = graphql(`
  subscription ItemChanged {
    itemChanged {
      kind
      itemId
      item {
        ...ItemFields
      }
    }
  }
`);
