import type { Logger } from '../../core/src/logging/logger';
import { loadWorkerConfig } from '../../worker/src/config';
import { startWorker, type WorkerProcess } from '../../worker/src/worker';

export type { WorkerProcess };

/**
 * Starts the worker's consumers inside the test's own process, configured from `env` as the
 * worker's main would be. Server tests reach the worker only through here: server code never
 * imports the worker.
 */
export function startInProcessWorker(env: NodeJS.ProcessEnv, log: Logger): Promise<WorkerProcess> {
  return startWorker(loadWorkerConfig(env), log);
}
