import { z } from 'zod';
import { baseEnvShape, loadEnv } from '../../core/src/config/env';

const workerEnvShape = {
  ...baseEnvShape,
  /** Jobs one worker process runs at once per queue. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Seconds to wait for running jobs on SIGTERM before giving up. */
  WORKER_SHUTDOWN_TIMEOUT_S: z.coerce.number().int().min(1).default(30),
};

export type WorkerConfig = ReturnType<typeof loadWorkerConfig>;

export function loadWorkerConfig(source: NodeJS.ProcessEnv = process.env) {
  return loadEnv(workerEnvShape, source);
}
