import 'reflect-metadata';
import { createLogger } from '../../core/src/logging/logger';
import { exitGracefullyOnSignals } from '../../core/src/process/graceful-shutdown';
import { surviveDependencyOutages } from '../../core/src/process/unhandled';
import { createApp } from './app';
import { loadServerConfig } from './config';

const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  const config = loadServerConfig();
  const log = createLogger('server', config.LOG_LEVEL, config.LOG_FORMAT);
  surviveDependencyOutages(log);
  if (config.usesDevSecret) log.warn('SESSION_SECRET is not set: using the development secret');

  // Listen for signals before anything starts, so a SIGTERM during start-up still stops
  // the server cleanly instead of killing it mid-migration.
  const starting = createApp(config, log);
  exitGracefullyOnSignals({
    log,
    close: async () => (await starting).close(),
    timeoutMs: SHUTDOWN_TIMEOUT_MS,
    stoppingMessage: 'shutting down',
    timeoutMessage: 'shutdown took too long; exiting',
  });
  const app = await starting;
  const url = await app.listen();
  log.info({ url, publicUrl: config.PUBLIC_URL }, `Quillcart server listening on ${url}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
