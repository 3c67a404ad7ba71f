import { Client } from 'pg';
import { MIGRATIONS } from './migrations';

/** Names of the migrations this build knows, in order. */
export function knownMigrationNames(): string[] {
  return MIGRATIONS.map((Migration) => new Migration().name ?? Migration.name);
}

/**
 * The migrations this build knows that the database has not applied yet (all of them on a
 * fresh database). Processes that never migrate (the worker) wait until this is empty.
 */
export async function pendingMigrations(databaseUrl: string): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  // A connection that drops while we ask is answered by the query's rejection.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const [{ exists }] = (
      await client.query<{ exists: boolean }>(
        `SELECT to_regclass('public.migrations') IS NOT NULL AS exists`,
      )
    ).rows;
    const applied = exists
      ? new Set(
          (await client.query<{ name: string }>('SELECT name FROM migrations')).rows.map(
            (row) => row.name,
          ),
        )
      : new Set<string>();
    return knownMigrationNames().filter((name) => !applied.has(name));
  } finally {
    await client.end().catch(() => undefined);
  }
}
