import 'reflect-metadata';
import { createLogger } from '../../core/src/logging/logger';
import { createApp } from './app';
import { loadServerConfig } from './config';

const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  const config = loadServerConfig();
  const log = createLogger('server', config.LOG_LEVEL);
  if (config.usesDevSecret) log.warn('SESSION_SECRET is not set: using the development secret');

  const app = await createApp(config, log);
  const url = await app.listen();
  log.info({ url, publicUrl: config.PUBLIC_URL }, `Quillcart server listening on ${url}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
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
