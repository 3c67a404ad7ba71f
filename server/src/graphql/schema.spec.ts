import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createPubSub } from '@graphql-yoga/subscription';
import { isObjectType } from 'graphql';
import { repoRoot } from '../../../core/src/config/paths';
import type { PubSubChannels } from '../../../core/src/events/pubsub';
import { accessRuleOf } from './access';
import { printAppSchema } from './print-schema';
import { buildAppSchema } from './schema';

describe('schema.graphql', () => {
  it('matches the schema the resolvers build (run `npm run schema:emit` when this fails)', async () => {
    const schema = await buildAppSchema(createPubSub<PubSubChannels>());
    const committed = readFileSync(path.join(repoRoot(), 'schema.graphql'), 'utf8');
    expect(committed).toBe(printAppSchema(schema));
  });
});

describe('field resolution', () => {
  it('reads plain fields straight off their object: no per-field resolver outside the roots', async () => {
    const schema = await buildAppSchema(createPubSub<PubSubChannels>());
    const roots = new Set(
      [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].map(
        (type) => type?.name,
      ),
    );
    // Fields computed by a @FieldResolver of their own.
    const computed = new Set(['GenerationBatch.queuedItemIds', 'Item.versions']);
    const wrapped: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || roots.has(type.name) || !isObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        const name = `${type.name}.${field.name}`;
        if (field.resolve && !computed.has(name)) wrapped.push(name);
      }
    }
    expect(wrapped).toEqual([]);
  });
});

describe('access', () => {
  it('every query, mutation and subscription declares who may call it (@Allow)', async () => {
    const schema = await buildAppSchema(createPubSub<PubSubChannels>());
    const undeclared = [
      schema.getQueryType(),
      schema.getMutationType(),
      schema.getSubscriptionType(),
    ]
      .flatMap((type) => Object.values(type?.getFields() ?? {}).map((field) => ({ type, field })))
      .filter(({ field }) => !accessRuleOf(field))
      .map(({ type, field }) => `${type?.name}.${field.name}`);
    expect(undeclared).toEqual([]);
  });
});
