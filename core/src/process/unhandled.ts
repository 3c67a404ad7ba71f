import type { Logger } from '../logging/logger';
import { outageOf } from './dependency-outage';

/**
 * A promise nobody awaited that fails because Redis or Postgres went away must not end the
 * process (Node's default for an unhandled rejection): it is logged, and the process lives on
 * to serve again when the dependency is back. Any other unhandled rejection is a bug: it is
 * logged and the process exits, for the supervisor to restart it in a clean state.
 */
export function surviveDependencyOutages(log: Logger): void {
  process.on('unhandledRejection', (reason: unknown) => {
    const outage = outageOf(reason);
    if (outage) {
      log.warn({ err: reason, dependency: outage }, 'unhandled rejection: dependency unavailable');
      return;
    }
    log.fatal({ err: reason }, 'unhandled rejection');
    process.exit(1);
  });
}
