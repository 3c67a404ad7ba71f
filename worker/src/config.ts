import { z } from 'zod';
import { baseEnvShape, loadEnv } from '../../core/src/config/env';
import { providerEnvShape } from '../../core/src/generation/providers/provider-config';

const workerEnvShape = {
  ...baseEnvShape,
  ...providerEnvShape,
  /** Jobs one worker process runs at once per queue (batches of different sellers in parallel). */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Seconds to wait for running jobs on SIGTERM before giving up. */
  WORKER_SHUTDOWN_TIMEOUT_S: z.coerce.number().int().min(1).default(30),
  /** Pause between two items of a Generate All batch (SPEC: 2 s). */
  BULK_PACE_MS: z.coerce.number().int().min(0).default(2000),
  /** Without a pace, a batch hands its job back after this long so other batches take turns. */
  BATCH_SLICE_MS: z.coerce.number().int().min(100).default(5000),
  /** How long the queue pauses when every provider answers 429 or quota. */
  PROVIDER_THROTTLE_DELAY_MS: z.coerce.number().int().min(100).default(30_000),
  /** A job's lock; a worker that dies loses it after this long and the job is run again. */
  WORKER_LOCK_DURATION_MS: z.coerce.number().int().min(500).default(30_000),
  /** How often workers look for jobs whose worker died. */
  WORKER_STALLED_INTERVAL_MS: z.coerce.number().int().min(500).default(30_000),
  /** Times a job may be recovered from a dead worker before it is failed (then reconciled). */
  WORKER_MAX_STALLED_COUNT: z.coerce.number().int().min(1).default(10),
  /** smtp(s)://user:pass@host:port for "batch finished" mail; unset → the dev outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Quillcart <no-reply@quillcart.app>'),
  /** The public origin, for the link in "batch finished" mail. */
  PUBLIC_URL: z.string().url().default('http://localhost:4000'),
  /** How often the worker re-enqueues batches whose job is gone from Redis. */
  WORKER_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
};

export type WorkerConfig = ReturnType<typeof loadWorkerConfig>;

export function loadWorkerConfig(source: NodeJS.ProcessEnv = process.env) {
  return loadEnv(workerEnvShape, source);
}
