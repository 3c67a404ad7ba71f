import { createLogger } from '../../core/src/logging/logger';
import { loadWorkerConfig } from './config';
import { startWorker } from './worker';

async function main(): Promise<void> {
  const config = loadWorkerConfig();
  const log = createLogger('worker', config.LOG_LEVEL);
  const worker = await startWorker(config, log);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'finishing running jobs, then stopping');
    const timer = setTimeout(() => {
      log.error('running jobs did not finish in time; exiting (BullMQ will retry them)');
      process.exit(1);
    }, config.WORKER_SHUTDOWN_TIMEOUT_S * 1000);
    timer.unref();
    worker.close().then(
      () => {
        log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
