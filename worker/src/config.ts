import { z } from 'zod';
import { baseEnvShape, loadEnv } from '../../core/src/config/env';
import { publicUrlEnvShape, resolvePublicUrl } from '../../core/src/config/public-url';
import { providerEnvShape } from '../../core/src/generation/providers/provider-config';

const workerEnvShape = {
  ...baseEnvShape,
  ...providerEnvShape,
  /** Generate All batches one worker process follows at once (each costs next to nothing). */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(100),
  /**
   * Batch items one worker process holds at most: sent, or waiting for their moment to send.
   * A ceiling for the process; how many are really in flight comes from the providers' limits.
   */
  WORKER_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(2000).default(256),
  /** Most items taken from Postgres in one statement. */
  BATCH_CLAIM_CHUNK: z.coerce.number().int().min(1).max(1000).default(64),
  /** How long a worker that stopped renewing (died) keeps its items before others take them. */
  ITEM_LEASE_MS: z.coerce.number().int().min(1000).default(10_000),
  /** With nothing to do, how often a worker looks for batch work anyway (a missed wake-up). */
  WORKER_IDLE_CHECK_MS: z.coerce.number().int().min(100).default(2000),
  /** Seconds to wait for running jobs on SIGTERM before giving up. */
  WORKER_SHUTDOWN_TIMEOUT_S: z.coerce.number().int().min(1).default(30),
  /**
   * Optional floor between two Generate All requests to a provider, ms (0: none). The pace
   * comes from the providers' limits; an operator may set a floor on top.
   */
  BULK_PACE_MS: z.coerce.number().int().min(0).default(0),
  /** A batch job's lock; a worker that dies loses it after this long and another follows it. */
  WORKER_LOCK_DURATION_MS: z.coerce.number().int().min(500).default(10_000),
  /** How often workers look for jobs whose worker died. */
  WORKER_STALLED_INTERVAL_MS: z.coerce.number().int().min(500).default(5000),
  /** Times a job may be recovered from a dead worker before it is failed (then reconciled). */
  WORKER_MAX_STALLED_COUNT: z.coerce.number().int().min(1).default(10),
  /** smtp(s)://user:pass@host:port for "batch finished" mail; unset → the dev outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Quillcart <no-reply@quillcart.app>'),
  // The public origin, for the link in "batch finished" mail: the same as the server's.
  ...publicUrlEnvShape,
  /** How often the worker re-enqueues batches whose job is gone from Redis. */
  WORKER_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
};

export type WorkerConfig = ReturnType<typeof loadWorkerConfig>;

export function loadWorkerConfig(source: NodeJS.ProcessEnv = process.env) {
  const env = loadEnv(workerEnvShape, source);
  return { ...env, PUBLIC_URL: resolvePublicUrl(env) };
}
