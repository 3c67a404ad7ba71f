import { z } from 'zod';

/**
 * Reads and validates environment variables once per process. Every problem is reported at
 * once, so an operator fixes a broken .env in one go rather than one variable per restart.
 */
export function loadEnv<T extends z.ZodRawShape>(
  shape: T,
  source: NodeJS.ProcessEnv = process.env,
): z.infer<z.ZodObject<T>> {
  // An empty variable (`FOO=` in .env or compose) means "use the default".
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = z.object(shape).safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Variables every process (server, worker, scripts) reads. */
export const baseEnvShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Postgres connection string. */
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/quillcart'),
  /** Redis connection string (queues, pub/sub, short-lived counters). */
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  /** Prefix of every Redis key and channel, so several installs can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9_-]+$/, 'letters, digits, _ and - only')
    .default('quillcart'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * auto: readable lines on a terminal, JSON otherwise; pretty: readable lines; json: one JSON
   * object per line (for log collectors).
   */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
};

export type BaseEnv = z.infer<z.ZodObject<typeof baseEnvShape>>;

export function loadBaseEnv(source: NodeJS.ProcessEnv = process.env): BaseEnv {
  return loadEnv(baseEnvShape, source);
}
