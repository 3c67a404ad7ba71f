import { InMemoryCache, type FieldPolicy, type Reference } from '@apollo/client';

/** How `Query.items` sits in the cache: one merged list of Item references. */
export interface ItemConnectionRef {
  __typename?: string;
  nodes: Reference[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  totalCount: number;
}

// All pages of `items(first, after)` live in one list: the first page (no `after`) starts
// it afresh, later pages are appended. The server's order wins when an item we already
// placed locally (an add while pages were still loading) arrives in a page.
const itemsField: FieldPolicy<ItemConnectionRef> = {
  keyArgs: false,
  merge(existing, incoming, { args }) {
    if (!existing || !args?.after) return incoming;
    const arriving = new Set(incoming.nodes.map((node) => node.__ref));
    return {
      ...incoming,
      nodes: [...existing.nodes.filter((node) => !arriving.has(node.__ref)), ...incoming.nodes],
    };
  },
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          items: itemsField,
          item: {
            read(existing: Reference | undefined, { args, toReference }) {
              if (existing) return existing;
              return typeof args?.id === 'string'
                ? toReference({ __typename: 'Item', id: args.id })
                : undefined;
            },
          },
        },
      },
      Item: { keyFields: ['id'] },
      // One settings object per owner: a singleton, so mutation results update the query.
      PromptSettings: { keyFields: [] },
      // Also one per owner: mutation results (sign-in, preferences, billing) update the queries.
      Viewer: { keyFields: [] },
      Preferences: { keyFields: [] },
      Billing: { keyFields: [] },
      Usage: { keyFields: [] },
      Plan: { keyFields: ['id'] },
    },
  });
}
