import { graphql } from '../../../__generated__';

export const ApiTokensQuery = graphql(`
  query ApiTokens {
    apiTokens {
      id
      name
      tokenPrefix
      createdAt
      lastUsedAt
    }
  }
`);

export const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($name: String!) {
    createApiToken(name: $name) {
      token
      apiToken {
        id
        name
        tokenPrefix
        createdAt
        lastUsedAt
      }
    }
  }
`);

export const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id)
  }
`);
