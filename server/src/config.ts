import path from 'node:path';
import { z } from 'zod';
import { baseEnvShape, loadEnv } from '../../core/src/config/env';
import { repoRoot } from '../../core/src/config/paths';

const DEV_SECRET = 'dev-only-insecure-session-secret-change-me';

const serverEnvShape = {
  ...baseEnvShape,
  /** Port the HTTP server listens on. */
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** Interface to bind. */
  HOST: z.string().default('0.0.0.0'),
  /** The public origin (canonical links, cookies' Secure flag). Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** Signs the guest and session cookies. Required in production. */
  SESSION_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_SECRET),
  /** Number of proxy hops to trust for X-Forwarded-* (0 when the server faces clients). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /** The built client to serve; defaults to client/dist in the repository. */
  CLIENT_DIST_DIR: z.string().optional(),
  /** Run pending migrations when the server starts (the worker never does). */
  // --- billing (Stripe) ---
  // --- end billing ---
  // --- auth ---
  // --- end auth ---
  MIGRATE_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
};

export type ServerConfig = ReturnType<typeof loadServerConfig>;

export function loadServerConfig(source: NodeJS.ProcessEnv = process.env) {
  const env = loadEnv(serverEnvShape, source);
  if (env.NODE_ENV === 'production' && env.SESSION_SECRET === DEV_SECRET) {
    throw new Error('Invalid configuration:\n  SESSION_SECRET: must be set in production');
  }
  return {
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    CLIENT_DIST_DIR: env.CLIENT_DIST_DIR ?? path.join(repoRoot(), 'client', 'dist'),
    usesDevSecret: env.SESSION_SECRET === DEV_SECRET,
  };
}
