import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPubSub } from '@graphql-yoga/subscription';
import { repoRoot } from '../../core/src/config/paths';
import type { PubSubChannels } from '../../core/src/events/pubsub';
import { printAppSchema } from './graphql/print-schema';
import { buildAppSchema } from './graphql/schema';
import { RESOLVERS } from './modules';

// Writes schema.graphql from the resolvers: `npm run schema:emit`.
async function main(): Promise<void> {
  const schema = await buildAppSchema(RESOLVERS, createPubSub<PubSubChannels>());
  const target = path.join(repoRoot(), 'schema.graphql');
  writeFileSync(target, printAppSchema(schema));
  console.log(`Wrote ${path.relative(process.cwd(), target) || target}`);
}

void main();
