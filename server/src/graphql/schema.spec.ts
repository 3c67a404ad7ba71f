import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createPubSub } from '@graphql-yoga/subscription';
import { repoRoot } from '../../../core/src/config/paths';
import type { PubSubChannels } from '../../../core/src/events/pubsub';
import { printAppSchema } from './print-schema';
import { buildAppSchema } from './schema';

describe('schema.graphql', () => {
  it('matches the schema the resolvers build (run `npm run schema:emit` when this fails)', async () => {
    const schema = await buildAppSchema(createPubSub<PubSubChannels>());
    const committed = readFileSync(path.join(repoRoot(), 'schema.graphql'), 'utf8');
    expect(committed).toBe(printAppSchema(schema));
  });
});
