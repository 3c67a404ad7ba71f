import 'reflect-metadata';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { BullBatchQueue, createGenerationQueue } from '../core/src/batches/batch-queue';
import { BatchService } from '../core/src/batches/batch.service';
import { createDataSource } from '../core/src/db/data-source';
import { GenerationBatchEntity } from '../core/src/db/entities/generation-batch.entity';
import { createAppPubSub } from '../core/src/events/pubsub';
import { createLogger } from '../core/src/logging/logger';
import { userOwner } from '../core/src/owner/owner';
import { loadWorkerConfig } from '../worker/src/config';
import { startWorker } from '../worker/src/worker';
import { createTestUser } from '../test/support/billing-accounts';
import { deleteRedisKeys, testRunId } from '../test/support/test-env';
import { ms, withBenchDatabase } from './support';

const ITEMS = Number(process.env.BENCH_QUEUE_ITEMS ?? 10_000);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * `npm run bench:queue`: a 10,000-item Generate All batch with no pace and an instant
 * provider (the built-in writer, no network), end to end through Postgres, BullMQ and the
 * worker — against BullMQ's own throughput for no-op jobs on the same Redis, in the same run.
 */
async function main(): Promise<void> {
  const prefix = `qc-bench-queue-${testRunId()}`;
  try {
    await withBenchDatabase(async (url) => {
      const dataSource = createDataSource({ url, poolSize: 4 });
      await dataSource.initialize();
      const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
      const subscriber = new Redis(REDIS_URL, { maxRetriesPerRequest: null, lazyConnect: true });
      const pubSub = createAppPubSub(redis, subscriber, prefix);
      const queue = createGenerationQueue(redis, prefix);
      const batches = new BatchService(dataSource, new BullBatchQueue(queue), pubSub);

      const userId = await createTestUser(dataSource, { plan: 'business' });
      await dataSource.query(
        `INSERT INTO items (owner_user_id, position, name, sku, details, price)
         SELECT $1, n, 'Stoneware mug ' || n, 'MUG-' || n,
                'Stoneware, 350 ml, dishwasher safe, glazed by hand', '14.99'
           FROM generate_series(1, $2::int) AS n`,
        [userId, ITEMS],
      );

      const enqueueStart = performance.now();
      const batch = await batches.start(userOwner(userId), {});
      const enqueueMs = performance.now() - enqueueStart;

      const workerStart = performance.now();
      const worker = await startWorker(
        loadWorkerConfig({
          ...process.env,
          DATABASE_URL: url,
          REDIS_URL,
          REDIS_PREFIX: prefix,
          GENERATION_PROVIDERS: 'builtin',
          BULK_PACE_MS: '0',
          LOG_LEVEL: 'silent',
        }),
        createLogger('worker', 'silent'),
      );
      const repository = dataSource.getRepository(GenerationBatchEntity);
      for (;;) {
        const current = await repository.findOneByOrFail({ id: batch.id });
        if (current.status === 'completed') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const batchMs = performance.now() - workerStart;
      await worker.close();
      const [{ n: described }] = await dataSource.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM items WHERE owner_user_id = $1 AND description <> ''`,
        [userId],
      );

      const noop = await noopThroughput(prefix, ITEMS);
      const itemsPerSecond = (ITEMS / batchMs) * 1000;

      console.log(`\nGenerate All: ${ITEMS.toLocaleString()} items, pace 0, built-in writer`);
      console.log(
        `  enqueue (batch row + ${ITEMS.toLocaleString()} batch items + job): ${ms(enqueueMs)}`,
      );
      console.log(
        `  end to end: ${ms(batchMs)} → ${itemsPerSecond.toFixed(0)} items/s (${described.toLocaleString()} described)`,
      );
      console.log(
        `  per item: ${((batchMs / ITEMS) * 1000).toFixed(0)} µs (read, generate, one transaction, two events)`,
      );
      console.log(`BullMQ no-op jobs on the same Redis: ${ITEMS.toLocaleString()} jobs`);
      console.log(`  concurrency 1: ${noop.sequential.toFixed(0)} jobs/s`);
      console.log(
        `  ratio, batch items/s ÷ no-op jobs/s: ${(itemsPerSecond / noop.sequential).toFixed(2)}×`,
      );

      await queue.close();
      await redis.quit();
      subscriber.disconnect();
      await dataSource.destroy();
    });
  } finally {
    await deleteRedisKeys(REDIS_URL, prefix);
  }
}

/** Jobs per second BullMQ drains when the processor does nothing, one at a time. */
async function noopThroughput(prefix: string, count: number): Promise<{ sequential: number }> {
  const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue('bench-noop', { connection, prefix: `{${prefix}}` });
  for (let offset = 0; offset < count; offset += 1000) {
    await queue.addBulk(
      Array.from({ length: Math.min(1000, count - offset) }, (_, index) => ({
        name: 'noop',
        data: { index: offset + index },
        opts: { removeOnComplete: true },
      })),
    );
  }
  let done = 0;
  const start = performance.now();
  const finished = new Promise<void>((resolve) => {
    const worker = new Worker(
      'bench-noop',
      () => {
        done += 1;
        if (done === count) setImmediate(() => void worker.close().then(() => resolve()));
        return Promise.resolve();
      },
      { connection, prefix: `{${prefix}}`, concurrency: 1 },
    );
  });
  await finished;
  const seconds = (performance.now() - start) / 1000;
  await queue.close();
  await connection.quit();
  return { sequential: count / seconds };
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
