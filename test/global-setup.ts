import 'reflect-metadata';
import { createDataSource, runMigrations } from '../core/src/db/data-source';
import { createDatabase, databaseUrlFor, testRunId } from './support/test-env';

/** Creates and migrates this run's database; tests read its URL from the environment. */
export default async function globalSetup(): Promise<void> {
  const runId = testRunId();
  const database = `quillcart_test_${runId}`;
  await createDatabase(database);
  const url = databaseUrlFor(database);
  const dataSource = createDataSource({ url, poolSize: 2 });
  await dataSource.initialize();
  try {
    await runMigrations(dataSource);
  } finally {
    await dataSource.destroy();
  }
  Object.assign(process.env, {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: url,
    TEST_DATABASE_NAME: database,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `qc-test-${runId}`,
    SESSION_SECRET: 'test-session-secret-0123456789',
  });
}
