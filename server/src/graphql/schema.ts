import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type ContainerType } from 'type-graphql';
import type { AppPubSub } from '../../../core/src/events/pubsub';
import { MODULES } from '../modules';
import type { ResolverClass } from '../modules/feature-module';
import { withErrorCodes } from './error-code.type';

/** The resolver classes of every module (MODULES), in module order. */
export const RESOLVERS = MODULES.flatMap((module) => module.resolvers ?? []);

/**
 * Builds the executable schema. Resolvers come from the container (constructed with their
 * services); building only to print the schema needs no container.
 */
export async function buildAppSchema(
  pubSub: AppPubSub,
  container?: ContainerType,
): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    // MODULES is never empty, so neither is this.
    resolvers: RESOLVERS as [ResolverClass, ...ResolverClass[]],
    pubSub,
    container,
    validate: false,
  });
  return withErrorCodes(schema);
}
