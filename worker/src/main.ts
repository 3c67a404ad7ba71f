import { createLogger } from '../../core/src/logging/logger';
import { exitGracefullyOnSignals } from '../../core/src/process/graceful-shutdown';
import { surviveDependencyOutages } from '../../core/src/process/unhandled';
import { loadWorkerConfig } from './config';
import { waitForSchema } from './wait-for-schema';
import { startWorker } from './worker';

async function main(): Promise<void> {
  const config = loadWorkerConfig();
  const log = createLogger('worker', config.LOG_LEVEL, config.LOG_FORMAT);
  surviveDependencyOutages(log);
  // Listen for signals before starting: the worker takes jobs as soon as it connects, and a
  // SIGTERM that arrives during start-up must still let the current item finish.
  const waiting = new AbortController();
  const starting = waitForSchema(config.DATABASE_URL, log, waiting.signal).then((ready) =>
    ready ? startWorker(config, log) : null,
  );
  exitGracefullyOnSignals({
    log,
    close: async () => {
      waiting.abort();
      await (await starting)?.close();
    },
    timeoutMs: config.WORKER_SHUTDOWN_TIMEOUT_S * 1000,
    stoppingMessage: 'finishing running jobs, then stopping',
    timeoutMessage: 'running jobs did not finish in time; exiting (BullMQ will retry them)',
  });
  await starting;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
