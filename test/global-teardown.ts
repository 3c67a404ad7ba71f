import { deleteRedisKeys, dropDatabase } from './support/test-env';

/** Drops this run's database and deletes its Redis keys. */
export default async function globalTeardown(): Promise<void> {
  const database = process.env.TEST_DATABASE_NAME;
  if (database) await dropDatabase(database);
  const prefix = process.env.REDIS_PREFIX;
  if (prefix?.startsWith('qc-test-')) {
    await deleteRedisKeys(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', prefix);
  }
}
