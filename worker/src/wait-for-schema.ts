import { pendingMigrations } from '../../core/src/db/schema-state';
import type { Logger } from '../../core/src/logging/logger';
import { outageOf } from '../../core/src/process/dependency-outage';

const POLL_MS = 1000;

/**
 * The worker never migrates: on a fresh database it waits for the server to apply the
 * migrations (and for Postgres to answer at all), saying so once, instead of querying
 * tables that are not there yet. Resolves true when the schema is ready, false when
 * `signal` aborts the wait (SIGTERM while waiting).
 */
export async function waitForSchema(
  databaseUrl: string,
  log: Logger,
  signal: AbortSignal,
): Promise<boolean> {
  let said: string | null = null;
  const sayOnce = (key: string, message: string, details: Record<string, unknown>) => {
    if (said === key) return;
    said = key;
    log.info(details, message);
  };
  while (!signal.aborted) {
    try {
      const pending = await pendingMigrations(databaseUrl);
      if (pending.length === 0) {
        if (said) log.info('database schema is ready');
        return true;
      }
      sayOnce('migrations', 'waiting for the server to apply database migrations', { pending });
    } catch (error) {
      if (!outageOf(error)) throw error;
      sayOnce('postgres', 'waiting for Postgres to answer', { reason: (error as Error).message });
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, POLL_MS);
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });
  }
  return false;
}
