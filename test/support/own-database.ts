import { createDataSource, runMigrations } from '../../core/src/db/data-source';
import { createDatabase, databaseUrlFor, dropDatabase, testRunId } from './test-env';

/**
 * Gives a test file a database of its own (migrated) for the length of the file: its rows
 * are invisible to every other file's servers and workers (their batch reconcilers look at
 * every queued batch in their database). Call in beforeAll / afterAll; `sql()` and servers
 * and workers started in between use it.
 */
export function ownDatabase(suffix: string): { setUp(): Promise<void>; tearDown(): Promise<void> } {
  const name = `quillcart_test_${testRunId()}_${suffix}`;
  let original: string | undefined;
  return {
    async setUp() {
      original = process.env.DATABASE_URL;
      await createDatabase(name);
      process.env.DATABASE_URL = databaseUrlFor(name);
      const dataSource = createDataSource({ url: databaseUrlFor(name), poolSize: 2 });
      await dataSource.initialize();
      await runMigrations(dataSource);
      await dataSource.destroy();
    },
    async tearDown() {
      process.env.DATABASE_URL = original;
      await dropDatabase(name);
    },
  };
}
