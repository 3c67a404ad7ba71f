import type { Router } from 'express';
import type { Redis } from 'ioredis';
import type { Passport } from 'passport';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import type { AppPubSub } from '../../../core/src/events/pubsub';
import type { Logger } from '../../../core/src/logging/logger';
import type { BaseServerConfig } from '../server-env';
import type { GraphQLContext } from '../graphql/context';
import type { ResolverClass } from '../graphql/schema';

/** A passport of the app's own (not the package's global one). */
export type PassportInstance = InstanceType<typeof Passport>;

/** The app's store of sign-in sessions, as a feature may use it. */
export interface SignInSessions {
  /** Ends every session of a user on every server, but `exceptSid`'s. */
  destroyUserSessions(userId: string, exceptSid?: string): Promise<void>;
}

/**
 * What every feature builds itself from: the process's config (the server's own variables and
 * the module's: `TEnv`), connections and identity.
 */
export interface AppServices<TEnv extends object = object> {
  config: BaseServerConfig & TEnv;
  log: Logger;
  dataSource: DataSource;
  /** Commands (auto-pipelined; fails fast while Redis is away). */
  redis: Redis;
  /** A connection in subscriber mode, for pub/sub listeners. */
  redisSubscriber: Redis;
  pubSub: AppPubSub;
  /** Sign-in sessions, read by every request's session middleware. */
  sessions: SignInSessions;
  /** The one passport: sessions are the app's; strategies are registered by the auth module. */
  passport: PassportInstance;
  /** What a module earlier in the list exports (throws when it is not built yet). */
  use<T>(module: FeatureModule<T>): T;
}

/** What a built feature adds to the app. */
export interface Feature<TExports = undefined> {
  /** For later modules (`app.use(thisModule)`). */
  exports?: TExports;
  /** One instance of each resolver class the module lists. */
  resolvers?: object[];
  /** Mounted before body parsers, CSRF checks and sessions: raw-body, signed webhooks. */
  rawRoutes?: Router[];
  /** Mounted after sessions and the owner middleware, in module order. */
  routes?: Router[];
  /** Added to every GraphQL context (for subscriptions that check before they start). */
  context?: Partial<GraphQLContext>;
  /** Called when the app stops, after it stopped taking requests. */
  close?(): Promise<void>;
}

// No variables of its own: nothing added to the config's type.
type NoVariables = Record<never, never>;

/** The parsed values of a module's variables. */
type EnvOf<TShape extends z.ZodRawShape> = keyof TShape extends never
  ? object
  : z.infer<z.ZodObject<TShape>>;

/**
 * A feature of the server: its own folder under server/src/modules and one line in
 * MODULES (modules/index.ts). See README, "Adding a feature". Annotate the constant with
 * this type: the server config's type is read from the modules' `config` shapes.
 */
export interface FeatureModule<TExports = undefined, TShape extends z.ZodRawShape = NoVariables> {
  name: string;
  /** Its resolver classes: the schema is built from these (also without a running app). */
  resolvers?: readonly ResolverClass[];
  /** Its environment variables (zod), validated with the server's at start. */
  config?: TShape;
  /** Checks between its variables, once the whole config has parsed; throws a ConfigError. */
  checkConfig?(config: EnvOf<TShape>): void;
  /** Builds the feature; modules are built in list order. */
  create(app: AppServices<EnvOf<TShape>>): Feature<TExports>;
}

/** The features of MODULES, built in order, each able to use those before it. */
export function buildFeatures(
  modules: readonly FeatureModule<unknown>[],
  services: Omit<AppServices, 'use'>,
): Feature<unknown>[] {
  const built = new Map<FeatureModule<unknown>, Feature<unknown>>();
  const app: AppServices = {
    ...services,
    use<T>(module: FeatureModule<T>): T {
      const feature = built.get(module);
      if (!feature) throw new Error(`The ${module.name} module is used before it is built`);
      return feature.exports as T;
    },
  };
  for (const module of modules) built.set(module, module.create(app));
  return [...built.values()];
}
