import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type ContainerType } from 'type-graphql';
import type { AppPubSub } from '../../../core/src/events/pubsub';
import { withErrorCodes } from './error-code.type';
import { ApiTokensResolver } from '../modules/api-tokens/api-tokens.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { GenerationResolver } from '../modules/generation/generation.resolver';
import { BillingResolver } from '../modules/billing/billing.resolver';
import { BatchesResolver } from '../modules/batches/batches.resolver';
import { ItemsResolver } from '../modules/items/items.resolver';
import { PromptSettingsResolver } from '../modules/prompt-settings/prompt-settings.resolver';
import { HistoryResolver } from '../modules/history/history.resolver';
import { KeywordsResolver } from '../modules/keywords/keywords.resolver';

export const RESOLVERS = [
  ItemsResolver,
  PromptSettingsResolver,
  AuthResolver,
  ApiTokensResolver,
  GenerationResolver,
  // --- billing resolvers ---
  BillingResolver,
  // --- end billing resolvers ---
  // --- batches (Generate All) ---
  BatchesResolver,
  // --- keywords and history ---
  HistoryResolver,
  KeywordsResolver,
] as const;

/**
 * Builds the executable schema. Resolvers come from the container (constructed with their
 * services); building only to print the schema needs no container.
 */
export async function buildAppSchema(
  pubSub: AppPubSub,
  container?: ContainerType,
): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: RESOLVERS,
    pubSub,
    container,
    validate: false,
  });
  return withErrorCodes(schema);
}
