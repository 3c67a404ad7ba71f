import { Redis } from 'ioredis';
import { dropDatabase } from './support/test-env';

/** Drops this run's database and deletes its Redis keys. */
export default async function globalTeardown(): Promise<void> {
  const database = process.env.TEST_DATABASE_NAME;
  if (database) await dropDatabase(database);
  const prefix = process.env.REDIS_PREFIX;
  if (prefix?.startsWith('qc-test-')) {
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    try {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `*${prefix}*`, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    } finally {
      await redis.quit();
    }
  }
}
