import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import { Kind, parse, print, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import * as operations from '../../../client/src/__generated__/graphql';
import type { PubSubChannels } from '../../../core/src/events/pubsub';
import { MAX_PAGE_SIZE } from '../modules/items/items.service';
import { RESOLVERS } from '../modules';
import { apolloLimits, createWsGuard, operationCost, type GraphQLLimits } from './limits';
import { buildAppSchema } from './schema';

const LIMITS: GraphQLLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2000,
  maxDirectives: 20,
  maxCost: 50_000,
  hideSchema: true,
};

/** Every operation document the client is built with. */
function clientDocuments(): [string, DocumentNode][] {
  return Object.entries(operations).filter(
    (entry): entry is [string, DocumentNode] =>
      entry[0].endsWith('Document') &&
      typeof entry[1] === 'object' &&
      (entry[1] as { kind?: unknown }).kind === Kind.DOCUMENT,
  );
}

describe('GraphQL limits', () => {
  let schema: GraphQLSchema;

  beforeAll(async () => {
    schema = await buildAppSchema(RESOLVERS, createPubSub<PubSubChannels>());
  });

  it('costs a list its page size times its children, any other field 1 plus its children', () => {
    const cost = (query: string, variables?: Record<string, unknown>) =>
      operationCost(schema, parse(query), variables, undefined);
    expect(cost('{ viewer { kind } }')).toBe(2);
    // 1 + 200 × (nodes 1 + id 1 + name 1) = 601.
    expect(cost('{ items(first: 200) { nodes { id name } } }')).toBe(601);
    expect(cost('query ($n: Int!) { items(first: $n) { nodes { id name } } }', { n: 10 })).toBe(31);
    // The default page size (200) counts when the client leaves `first` out.
    expect(cost('{ items { nodes { id name } } }')).toBe(601);
    expect(cost('{ trendingKeywords(category: "home", limit: 10) { keyword } }')).toBe(11);
  });

  it("lets every operation the client sends through, even at the server's largest page", () => {
    const { validationRules } = apolloLimits(LIMITS);
    const guard = createWsGuard(schema, LIMITS);
    const documents = clientDocuments();
    expect(documents.length).toBeGreaterThan(30);
    for (const [name, document] of documents) {
      expect({ name, errors: validate(schema, document, validationRules) }).toEqual({
        name,
        errors: [],
      });
      const variables = { first: MAX_PAGE_SIZE, limit: 100 };
      const cost = operationCost(schema, document, variables, undefined) ?? 0;
      expect({ name, withinCost: cost <= LIMITS.maxCost }).toEqual({ name, withinCost: true });
      // Over the WebSocket the same operation passes the same checks.
      expect({ name, errors: guard({ query: print(document), variables }) }).toEqual({
        name,
        errors: [],
      });
    }
  });

  it('names the limit an operation breaks over the WebSocket', () => {
    const guard = createWsGuard(schema, LIMITS);
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: viewer { kind }`).join(' ');
    expect(guard({ query: `{ ${aliases} }` }).map((error) => error.message)).toEqual([
      'Syntax Error: Aliases limit of 15 exceeded, found 16.',
    ]);
    expect(guard({ query: '{ __schema { types { name } } }' })[0].message).toMatch(
      /introspection/i,
    );
    expect(guard({ query: '{ viewr { kind } }' }).map((error) => error.message)).toEqual([
      'Cannot query field "viewr" on type "Query".',
    ]);
    const development = createWsGuard(schema, { ...LIMITS, hideSchema: false });
    expect(development({ query: '{ viewr { kind } }' })[0].message).toMatch(
      /Did you mean "viewer"\?/,
    );
  });
});
