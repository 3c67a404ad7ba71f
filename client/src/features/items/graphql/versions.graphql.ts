import { graphql } from '../../../__generated__';

export const ItemVersionsQuery = graphql(`
  query ItemVersions($id: ID!) {
    item(id: $id) {
      id
      versions {
        id
        description
        provider
        origin
        instruction
        setId
        setIndex
        setSize
        current
        createdAt
      }
    }
  }
`);

export const ChooseVersionMutation = graphql(`
  mutation ChooseVersion($itemId: ID!, $versionId: ID!) {
    chooseVersion(itemId: $itemId, versionId: $versionId) {
      ...ItemFields
    }
  }
`);

export const RestoreVersionMutation = graphql(`
  mutation RestoreVersion($itemId: ID!, $versionId: ID!) {
    restoreVersion(itemId: $itemId, versionId: $versionId) {
      ...ItemFields
    }
  }
`);

/** What writing several versions of one row would use, and what is left (the preview's rule). */
export const VersionsPreviewQuery = graphql(`
  query VersionsPreview($itemId: ID!, $versions: Int!) {
    generateAllPreview(
      onlyFailed: false
      itemIds: [$itemId]
      versions: $versions
      rewrite: true
      force: true
    ) {
      willUse
      remaining
      goesIntoOverage
      blockedReason
    }
  }
`);
