import path from 'node:path';
import { z } from 'zod';
import { baseEnvShape, loadEnv } from '../../core/src/config/env';
import { repoRoot } from '../../core/src/config/paths';
import { publicUrlEnvShape, resolvePublicUrl } from '../../core/src/config/public-url';
import { providerEnvShape } from '../../core/src/generation/providers/provider-config';

// The server's configuration without its feature modules: what every module may read
// (app.config), whatever modules the server is built from. config.ts adds the modules'.

export const DEV_SECRET = 'dev-only-insecure-session-secret-change-me';

/** The server's own variables, besides those each feature module declares. */
export const serverEnvShape = {
  ...baseEnvShape,
  ...providerEnvShape,
  ...publicUrlEnvShape,
  /** Interface to bind. */
  HOST: z.string().default('0.0.0.0'),
  /** Signs the guest and session cookies. Required in production. */
  SESSION_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_SECRET),
  /** Number of proxy hops to trust for X-Forwarded-* (0 when the server faces clients). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /** The built client to serve; defaults to client/dist in the repository. */
  CLIENT_DIST_DIR: z.string().optional(),
  /** How long a sign-in lasts without activity, in days. */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * How long a server uses a sign-in session it read before reading it again, in ms (0: every
   * request reads Postgres). Sessions ended anywhere leave every server's cache at once; this
   * only bounds what a revocation lost on its way could leave behind.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  /** Comma-separated e-mails of operators (dev outbox, queue dashboard). */
  OPERATOR_EMAILS: z.string().default(''),
  /** New guest sessions per IP per day that get the free generation (stops cookie farming). */
  GUEST_FREE_SESSIONS_PER_IP_PER_DAY: z.coerce.number().int().min(1).default(20),
  /** Further page origins (comma-separated URLs) that may act for a seller besides PUBLIC_URL. */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      (urls) => urls.every((url) => URL.canParse(url) && new URL(url).origin !== 'null'),
      'must be comma-separated origins such as https://app.example.com',
    ),
  /** Largest GraphQL request body over HTTP, in bytes (413 past it). */
  GRAPHQL_MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(2 * 1024 * 1024),
  /** Largest WebSocket message, in bytes (the socket is closed with 1009 past it). */
  WS_MAX_MESSAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024),
  /** Deepest selection nesting one GraphQL operation may have. */
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(1).default(10),
  /** Most aliases in one GraphQL operation. */
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(0).default(15),
  /** Most tokens in one GraphQL document. */
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(100).default(2000),
  /** Most directives in one GraphQL operation. */
  GRAPHQL_MAX_DIRECTIVES: z.coerce.number().int().min(0).default(20),
  /** Most cost units in one operation: a list costs its page size times its fields. */
  GRAPHQL_MAX_COST: z.coerce.number().int().min(100).default(50_000),
  /** Postgres statement_timeout of the server's connections, in ms (0: none). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  /** Postgres connections of one server process. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  /** Run pending migrations when the server starts (the worker never does). */
  MIGRATE_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
};

/** Reads the server's own variables and derives what they imply. */
export function loadServerBaseConfig(source: NodeJS.ProcessEnv = process.env) {
  const env = loadEnv(serverEnvShape, source);
  if (env.NODE_ENV === 'production' && env.SESSION_SECRET === DEV_SECRET) {
    throw new Error('Invalid configuration:\n  SESSION_SECRET: must be set in production');
  }
  return {
    ...env,
    operatorEmails: env.OPERATOR_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    PUBLIC_URL: resolvePublicUrl(env),
    CLIENT_DIST_DIR: env.CLIENT_DIST_DIR ?? path.join(repoRoot(), 'client', 'dist'),
    usesDevSecret: env.SESSION_SECRET === DEV_SECRET,
  };
}

/** What every feature module reads of the config, besides its own variables. */
export type BaseServerConfig = ReturnType<typeof loadServerBaseConfig>;
