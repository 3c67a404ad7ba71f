import 'reflect-metadata';
import type { ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { BullBatchQueue, createGenerationQueue } from '../core/src/batches/batch-queue';
import { BatchService } from '../core/src/batches/batch.service';
import { createDataSource } from '../core/src/db/data-source';
import { userOwner } from '../core/src/owner/owner';
import { createTestUser } from '../test/support/billing-accounts';
import { deleteRedisKeys } from '../test/support/test-env';
import { spawnWorker, type WorkerChild } from '../test/support/worker-process';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * What the batch benchmarks share: a database, a way to start sellers' batches the way
 * `generateAll` does (a batch row, its items, the BullMQ job), worker processes, and a wait
 * for batches to end.
 */
export class BatchBench {
  readonly dataSource: DataSource;
  private readonly redis: Redis;
  private readonly service: BatchService;
  private readonly queue: ReturnType<typeof createGenerationQueue>;
  private readonly children: ChildProcess[] = [];

  constructor(
    readonly databaseUrl: string,
    readonly prefix: string,
  ) {
    this.dataSource = createDataSource({ url: databaseUrl, poolSize: 4 });
    this.redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    this.queue = createGenerationQueue(this.redis, prefix);
    this.service = new BatchService(this.dataSource, new BullBatchQueue(this.queue), null);
  }

  async open(): Promise<void> {
    await this.dataSource.initialize();
  }

  /** A Business seller with `count` products named `${label} n`. */
  async seller(count: number, label = 'Stoneware mug'): Promise<string> {
    const userId = await createTestUser(this.dataSource, { plan: 'business' });
    await this.dataSource.query(
      `INSERT INTO items (owner_user_id, position, name, sku, details, price)
       SELECT $1, n, $3 || ' ' || n, 'SKU-' || n,
              'Stoneware, 350 ml, dishwasher safe, glazed by hand', '14.99'
         FROM generate_series(1, $2::int) AS n`,
      [userId, count, label],
    );
    return userId;
  }

  /** Generate All for the seller: returns the batch id. */
  async start(userId: string): Promise<string> {
    return (await this.service.start(userOwner(userId), {})).id;
  }

  /**
   * Worker processes with this bench's database, prefix and `env`; resolves once each has
   * said it started (so start-up is not counted as work).
   */
  async workers(count: number, env: Record<string, string>): Promise<WorkerChild[]> {
    const started = Array.from({ length: count }, () =>
      spawnWorker({
        ...process.env,
        DATABASE_URL: this.databaseUrl,
        REDIS_URL,
        REDIS_PREFIX: this.prefix,
        LOG_LEVEL: 'info',
        ...env,
      }),
    );
    this.children.push(...started.map((worker) => worker.child));
    for (const worker of started) {
      while (!worker.output().includes('worker started')) {
        if (worker.child.exitCode !== null) throw new Error(`worker exited:\n${worker.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    return started;
  }

  async stopWorkers(): Promise<void> {
    await Promise.all(
      this.children.splice(0).map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
  }

  /** Waits until every batch has ended; returns when each ended (ms since the epoch). */
  async finished(batchIds: string[]): Promise<Map<string, { status: string; at: number }>> {
    const ended = new Map<string, { status: string; at: number }>();
    while (ended.size < batchIds.length) {
      const rows = await this.dataSource.query<{ id: string; status: string }[]>(
        `SELECT id, status FROM generation_batches
          WHERE id = ANY($1) AND status NOT IN ('queued', 'running')`,
        [batchIds],
      );
      for (const row of rows) {
        if (!ended.has(row.id)) ended.set(row.id, { status: row.status, at: Date.now() });
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return ended;
  }

  /** Successful and failed records of the batches. */
  async outcomes(batchIds: string[]): Promise<{ succeeded: number; failed: number }> {
    const [row] = await this.dataSource.query<{ succeeded: number; failed: number }[]>(
      `SELECT count(*) FILTER (WHERE outcome = 'success')::int AS succeeded,
              count(*) FILTER (WHERE outcome = 'failed')::int AS failed
         FROM generation_records WHERE batch_id = ANY($1)`,
      [batchIds],
    );
    return row;
  }

  /** Forgets what providers taught (learned limits, blocks) between runs. */
  async forgetProviders(): Promise<void> {
    await deleteRedisKeys(REDIS_URL, `${this.prefix}:gov:`);
    await deleteRedisKeys(REDIS_URL, `${this.prefix}:providers:active`);
  }

  async close(): Promise<void> {
    await this.stopWorkers();
    await this.queue.close();
    await this.redis.quit();
    await this.dataSource.destroy();
    await deleteRedisKeys(REDIS_URL, this.prefix);
  }
}

/** `--name value` from the command line, or the default. */
export function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}
