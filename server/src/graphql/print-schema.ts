import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';

const HEADER = `# This file is generated from the resolvers by \`npm run schema:emit\`. Do not edit it.
# A test fails when it is stale.

`;

/** The committed SDL: sorted, so the file changes only when the API does. */
export function printAppSchema(schema: GraphQLSchema): string {
  return HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
}
