import 'reflect-metadata';
import { createLogger } from '../../core/src/logging/logger';
import { exitGracefullyOnSignals } from '../../core/src/process/graceful-shutdown';
import { surviveDependencyOutages } from '../../core/src/process/unhandled';
import { createApp } from './app';
import { loadServerConfig } from './config';

const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  const config = loadServerConfig();
  const log = createLogger('server', config.LOG_LEVEL);
  surviveDependencyOutages(log);
  if (config.usesDevSecret) log.warn('SESSION_SECRET is not set: using the development secret');

  const app = await createApp(config, log);
  const url = await app.listen();
  log.info({ url, publicUrl: config.PUBLIC_URL }, `Quillcart server listening on ${url}`);

  exitGracefullyOnSignals({
    log,
    close: () => app.close(),
    timeoutMs: SHUTDOWN_TIMEOUT_MS,
    stoppingMessage: 'shutting down',
    timeoutMessage: 'shutdown took too long; exiting',
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
