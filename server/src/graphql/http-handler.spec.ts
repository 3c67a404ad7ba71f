import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import express from 'express';
import { graphqlHandler } from './http-handler';

// A text longer than the Buffer threshold, with characters of two, three and four bytes.
const LONG = 'Tasse à café ☕ 🍵 '.repeat(400);

describe('graphqlHandler', () => {
  let apollo: ApolloServer;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    apollo = new ApolloServer({
      typeDefs: 'type Query { short: String, long: String }',
      resolvers: { Query: { short: () => 'Tasse à café', long: () => LONG } },
    });
    await apollo.start();
    const app = express();
    app.use(
      '/graphql',
      express.json(),
      graphqlHandler(apollo, () => Promise.resolve({})),
    );
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(async () => {
    await apollo.stop();
    await new Promise((resolve) => server.close(resolve));
  });

  it.each([
    ['short', 'Tasse à café'],
    ['long', LONG],
  ])('answers a %s result whole, with its length in bytes', async (field, expected) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ ${field} }` }),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({ data: { [field]: expected } });
  });
});
