import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';

// bench:api's first anchor: Apollo Server and its Express 5 integration, the versions the app
// runs, with nothing else: no session, no limits, no logging. Prints its URL.
async function main(): Promise<void> {
  const apollo = new ApolloServer({ typeDefs: 'type Query { ok: Boolean }' });
  await apollo.start();
  const app = express();
  app.use('/graphql', express.json(), expressMiddleware(apollo));
  const server = createServer(app);
  server.listen(0, '127.0.0.1', () => {
    console.log(`listening http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

void main();
