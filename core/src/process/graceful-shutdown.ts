import type { Logger } from '../logging/logger';

export interface ShutdownOptions {
  log: Logger;
  /** Stops the process's work: drains requests, finishes running jobs, closes connections. */
  close: () => Promise<void>;
  timeoutMs: number;
  /** Logged when the signal arrives. */
  stoppingMessage: string;
  /** Logged when close() does not finish in time. */
  timeoutMessage: string;
}

/** On SIGTERM or SIGINT: close once, exit 0 when done, exit 1 on failure or after the timeout. */
export function exitGracefullyOnSignals(options: ShutdownOptions): void {
  const { log } = options;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, options.stoppingMessage);
    const timer = setTimeout(() => {
      log.error(options.timeoutMessage);
      process.exit(1);
    }, options.timeoutMs);
    timer.unref();
    options.close().then(
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
