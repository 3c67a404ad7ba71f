import { ApolloServer } from '@apollo/server';
import { buildSchema, GraphQLError, type GraphQLSchema } from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { CompiledExecution } from './compiled-execution';

// A small schema with what the app's has: lists of plain objects, enums, a custom scalar,
// nullable and non-null fields, arguments, a mutation, resolvers that fail with codes.
function testSchema(): GraphQLSchema {
  const schema = buildSchema(`
    scalar DateTimeISO
    enum Status { idle done failed }
    type Item { id: ID! name: String! price: String notes: String! status: Status! createdAt: DateTimeISO! }
    type Page { nodes: [Item!]! total: Int }
    type Query {
      items(first: Int = 2, status: Status): Page!
      broken: Item
      brokenRequired: Item!
      coded: String
    }
    type Mutation { rename(id: ID!, name: String!): Item! }
  `);
  Object.assign(schema.getType('DateTimeISO') as object, {
    serialize: GraphQLDateTimeISO.serialize.bind(GraphQLDateTimeISO),
  });
  const item = (n: number) => ({
    id: `id-${n}`,
    name: `Item ${n}`,
    price: n % 2 ? `${n}.99` : null,
    notes: '',
    status: n % 3 === 0 ? 'failed' : 'idle',
    createdAt: new Date(Date.UTC(2026, 0, n + 1)),
    // Not a field of Item: never answered.
    position: n * 1024,
  });
  const query = schema.getQueryType()?.getFields();
  const mutation = schema.getMutationType()?.getFields();
  if (!query || !mutation) throw new Error('schema without roots');
  query.items.resolve = (_root, args: { first: number; status?: string }) =>
    Promise.resolve({
      nodes: Array.from({ length: args.first }, (_, n) => item(n)).filter(
        (row) => !args.status || row.status === args.status,
      ),
      total: null,
    });
  query.broken.resolve = () => ({ ...item(1), name: null });
  query.brokenRequired.resolve = () => Promise.reject(new Error('database went away'));
  query.coded.resolve = () => {
    throw new GraphQLError('Quota reached', { extensions: { code: 'QUOTA_EXCEEDED' } });
  };
  mutation.rename.resolve = (_root, args: { id: string; name: string }) => ({
    ...item(7),
    id: args.id,
    name: args.name,
  });
  return schema;
}

const OPERATIONS: { query: string; variables?: Record<string, unknown> }[] = [
  { query: '{ items { nodes { id name price notes status createdAt } total } }' },
  {
    query: `query Page($n: Int!, $withNotes: Boolean!) {
      items(first: $n) { nodes { ...Bits first: name notes @include(if: $withNotes) __typename } }
    }
    fragment Bits on Item { id status }`,
    variables: { n: 5, withNotes: false },
  },
  // Defaults of variables not given, a non-null one among them.
  {
    query: `query($n: Int! = 4, $status: Status = failed, $only: Boolean! = true) {
      items(first: $n, status: $status) @include(if: $only) { nodes { id status } }
    }`,
  },
  { query: '{ broken { id name } }' },
  { query: '{ brokenRequired { id } items { total } }' },
  { query: '{ coded }' },
  { query: '{ __typename }' },
  {
    query: 'mutation($id: ID!, $name: String!) { rename(id: $id, name: $name) { id name } }',
    variables: { id: 'x', name: 'Renamed' },
  },
  { query: 'query($n: Int!) { items(first: $n) { total } }', variables: { n: 'many' } },
  { query: 'query($n: Int!) { items(first: $n) { total } }', variables: {} },
];

describe('CompiledExecution', () => {
  let plain: ApolloServer;
  let compiled: ApolloServer;
  let execution: CompiledExecution;

  beforeAll(async () => {
    const schema = testSchema();
    execution = new CompiledExecution(schema);
    plain = new ApolloServer({ schema });
    compiled = new ApolloServer({ gateway: execution });
    await plain.start();
    await compiled.start();
  });
  afterAll(async () => {
    await plain.stop();
    await compiled.stop();
  });

  const answer = async (server: ApolloServer, operation: (typeof OPERATIONS)[number]) => {
    const response = await server.executeOperation(operation);
    return {
      status: response.http.status,
      body: JSON.parse(JSON.stringify(response.body)) as unknown,
    };
  };

  it.each(OPERATIONS.map((operation) => [operation.query.split('\n')[0], operation] as const))(
    'answers %s as graphql-js does, the first time and compiled',
    async (_name, operation) => {
      const expected = await answer(plain, operation);
      // The first run is graphql-js's, the next ones the compiled operation's.
      for (let run = 0; run < 3; run += 1) {
        expect(await answer(compiled, operation)).toEqual(expected);
      }
    },
  );

  it('keeps compiled code for the 500 documents run most recently', async () => {
    for (let n = 1; n <= 502; n += 1) {
      const operation = { query: `{ items(first: ${n % 7}) { total } n${n}: __typename }` };
      await answer(compiled, operation);
      await answer(compiled, operation);
    }
    expect(execution.documentsWithCode).toBe(500);
  });

  it('compiles a document on its second run, once', async () => {
    const before = execution.compiledCount;
    const operation = { query: '{ items(first: 1) { nodes { id } } }' };
    await answer(compiled, operation);
    expect(execution.compiledCount).toBe(before);
    await answer(compiled, operation);
    await answer(compiled, operation);
    expect(execution.compiledCount).toBe(before + 1);
  });
});
