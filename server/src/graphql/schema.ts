import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type ContainerType } from 'type-graphql';
import type { AppPubSub } from '../../../core/src/events/pubsub';
import { withErrorCodes } from './error-code.type';

/** A constructor of a type-graphql resolver class. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ResolverClass = new (...args: any[]) => object;

/**
 * Builds the executable schema from the resolver classes it is given (every module's:
 * `RESOLVERS` of modules/index.ts). Resolvers come from the container (constructed with their
 * services); building only to print the schema needs no container.
 */
export async function buildAppSchema(
  resolvers: readonly ResolverClass[],
  pubSub: AppPubSub,
  container?: ContainerType,
): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    // The app's list is never empty, so neither is this.
    resolvers: resolvers as [ResolverClass, ...ResolverClass[]],
    pubSub,
    container,
    validate: false,
  });
  return withErrorCodes(schema);
}
