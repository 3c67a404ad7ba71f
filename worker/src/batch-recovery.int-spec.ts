import type { ChildProcess } from 'node:child_process';
import { createLogger } from '../../core/src/logging/logger';
import { FakeAiServer } from '../../test/fakes/fake-ai-server';
import { readBatch, waitForBatch } from '../../test/support/batches';
import { seedItems, signedUpSeller } from '../../test/support/sellers';
import { startTestServer, type TestServer } from '../../test/support/server';
import { ownDatabase } from '../../test/support/own-database';
import { deleteRedisKeys, sql } from '../../test/support/test-env';
import {
  spawnWorker as startWorkerProcess,
  type WorkerChild,
} from '../../test/support/worker-process';
import { loadWorkerConfig } from './config';
import { startWorker } from './worker';

const GENERATE_ALL = `mutation { generateAll { id total } }`;

/**
 * Crash safety with real processes: workers killed with SIGKILL (no clean-up at all), Redis
 * keys wiped mid-batch, SIGTERM mid-batch. Postgres is the source of truth; every item must
 * end described exactly once and charged exactly once.
 */
jest.setTimeout(180_000);

describe('batch recovery', () => {
  const prefix = `${process.env.REDIS_PREFIX}-recovery`;
  let fake: FakeAiServer;
  let server: TestServer;
  const children: ChildProcess[] = [];

  const workerEnv = (extra: Record<string, string> = {}) => ({
    ...process.env,
    REDIS_PREFIX: prefix,
    GEMINI_API_KEY: 'gem-key',
    GEMINI_BASE_URL: fake.url,
    GENERATION_PROVIDERS: 'gemini,builtin',
    // Crash safety, not pace: a known limit of 20 a second (with none, Gemini would start at
    // 60 a minute and these batches would wait on the budget for a minute or more).
    PROVIDER_LIMITS: 'gemini=rpm:1200',
    BULK_PACE_MS: '0',
    // A killed worker's items come back after this (10 s by default; issue 11 asks for 15).
    ITEM_LEASE_MS: '3000',
    BATCH_SLICE_MS: '400',
    WORKER_LOCK_DURATION_MS: '1500',
    WORKER_STALLED_INTERVAL_MS: '500',
    WORKER_RECONCILE_INTERVAL_MS: '1000',
    LOG_LEVEL: 'info',
    ...extra,
  });

  function spawnWorker(extra: Record<string, string> = {}): WorkerChild {
    const worker = startWorkerProcess(workerEnv(extra));
    children.push(worker.child);
    return worker;
  }

  /** Every item described once, one record per item, usage equal to the descriptions. */
  async function expectExactlyOnce(userId: string, batchId: string, count: number) {
    const described = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM items WHERE owner_user_id = $1 AND description <> ''
          AND status = 'idle'`,
      [userId],
    );
    expect(described[0].n).toBe(count);
    const records = await sql<{ n: number; distinct_items: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT item_id)::int AS distinct_items
         FROM generation_records WHERE batch_id = $1 AND outcome = 'success'`,
      [batchId],
    );
    expect(records[0]).toEqual({ n: count, distinct_items: count });
    const [usage] = await sql<{ generations_used: number }>(
      'SELECT generations_used FROM usage_records WHERE user_id = $1',
      [userId],
    );
    expect(usage.generations_used).toBe(count);
    const states = await sql<{ state: string; n: number }>(
      `SELECT state, count(*)::int AS n FROM generation_batch_items WHERE batch_id = $1
        GROUP BY state`,
      [batchId],
    );
    expect(states).toEqual([{ state: 'done', n: count }]);
  }

  const database = ownDatabase('recovery');

  beforeAll(async () => {
    await database.setUp();
    fake = new FakeAiServer();
    await fake.start();
    // A little slow, so kills land in the middle of items as well as between them.
    fake.script('gemini', [], {
      kind: 'slow',
      ms: 25,
      text: 'Handsome solid oak piece, hand finished and forty centimetres wide for small rooms.',
    });
    server = await startTestServer({ REDIS_PREFIX: prefix });
  });

  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  });

  afterAll(async () => {
    await server.close();
    await fake.stop();
    await database.tearDown();
  });

  it('survives workers killed with SIGKILL at several points: each item once, charged once', async () => {
    const { session, userId } = await signedUpSeller(server.url, { plan: 'business' });
    await seedItems({ userId }, 100);
    const { generateAll } = await session.ok<{ generateAll: { id: string } }>(GENERATE_ALL);

    for (const killAt of [10, 35, 65]) {
      const worker = spawnWorker();
      await waitForBatch(session, generateAll.id, (batch) => batch.succeeded >= killAt);
      worker.child.kill('SIGKILL');
      await worker.exited;
      // The kill came mid-batch: the next worker has items left to take over.
      expect((await readBatch(session, generateAll.id)).succeeded).toBeLessThan(100);
    }
    const last = spawnWorker();
    const batch = await waitForBatch(session, generateAll.id, (b) => b.status === 'COMPLETED');
    expect(batch).toMatchObject({ succeeded: 100, failed: 0, pending: 0 });
    last.child.kill('SIGTERM');
    expect(await last.exited).toBe(0);
    await expectExactlyOnce(userId, generateAll.id, 100);
  });

  it('runs the offline writer inline: a worker killed mid-batch holds no item, each is written and charged once', async () => {
    const { session, userId } = await signedUpSeller(server.url, { plan: 'business' });
    await seedItems({ userId }, 3000);
    const { generateAll } = await session.ok<{ generateAll: { id: string } }>(GENERATE_ALL);
    const offline = { GENERATION_PROVIDERS: 'builtin' };

    const first = spawnWorker(offline);
    await waitForBatch(session, generateAll.id, (batch) => batch.succeeded >= 100);
    first.child.kill('SIGKILL');
    await first.exited;
    // Taken, written and recorded in one transaction: the kill rolled back whatever it held,
    // and no item waits on a lease.
    const [{ n: generating }] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM generation_batch_items
        WHERE batch_id = $1 AND state = 'generating'`,
      [generateAll.id],
    );
    expect(generating).toBe(0);

    const second = spawnWorker(offline);
    const batch = await waitForBatch(session, generateAll.id, (b) => b.status === 'COMPLETED');
    expect(batch).toMatchObject({ succeeded: 3000, failed: 0, pending: 0 });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    await expectExactlyOnce(userId, generateAll.id, 3000);
  });

  it("writes two sellers' offline batches side by side, each transaction on one seller's batch", async () => {
    const sellers = await Promise.all(
      [0, 1].map(async () => {
        const seller = await signedUpSeller(server.url, { plan: 'business' });
        await seedItems({ userId: seller.userId }, 1200);
        const { generateAll } = await seller.session.ok<{ generateAll: { id: string } }>(
          GENERATE_ALL,
        );
        return { ...seller, batchId: generateAll.id };
      }),
    );
    // Both batches wait before a worker starts, so the two run at once from the first item.
    const worker = spawnWorker({ GENERATION_PROVIDERS: 'builtin' });
    for (const seller of sellers) {
      const batch = await waitForBatch(
        seller.session,
        seller.batchId,
        (b) => b.status === 'COMPLETED',
      );
      expect(batch).toMatchObject({ succeeded: 1200, failed: 0, pending: 0 });
    }
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    for (const seller of sellers) await expectExactlyOnce(seller.userId, seller.batchId, 1200);
    // Rows a transaction wrote share its id (xmin): each of the worker's inline transactions
    // took one seller's batch, so neither waited for the other's batch and usage row locks.
    const transactions = await sql<{ batches: number }>(
      `SELECT count(DISTINCT batch_id)::int AS batches
         FROM generation_records WHERE batch_id = ANY($1::uuid[]) GROUP BY xmin::text`,
      [sellers.map((seller) => seller.batchId)],
    );
    expect(transactions.length).toBeGreaterThanOrEqual(2 * Math.ceil(1200 / 256));
    expect(transactions.filter((transaction) => transaction.batches !== 1)).toEqual([]);
  });

  it('recovers from Postgres when Redis loses the batch job mid-batch', async () => {
    const { session, userId } = await signedUpSeller(server.url, { plan: 'business' });
    await seedItems({ userId }, 60);
    const { generateAll } = await session.ok<{ generateAll: { id: string } }>(GENERATE_ALL);
    const worker = await startWorker(
      loadWorkerConfig(workerEnv({ LOG_LEVEL: 'silent' })),
      createLogger('worker', 'silent'),
    );
    try {
      await waitForBatch(session, generateAll.id, (batch) => batch.succeeded >= 10);
      // As if Redis restarted empty: queue, job, locks — all gone.
      await deleteRedisKeys(process.env.REDIS_URL as string, prefix);
      const batch = await waitForBatch(session, generateAll.id, (b) => b.status === 'COMPLETED');
      expect(batch.succeeded).toBe(60);
    } finally {
      await worker.close();
    }
    await expectExactlyOnce(userId, generateAll.id, 60);
  });

  it('re-enqueues a batch whose job vanished when a worker starts', async () => {
    const { session, userId } = await signedUpSeller(server.url, { plan: 'business' });
    await seedItems({ userId }, 5);
    const { generateAll } = await session.ok<{ generateAll: { id: string } }>(GENERATE_ALL);
    await deleteRedisKeys(process.env.REDIS_URL as string, prefix);
    const worker = spawnWorker();
    await waitForBatch(session, generateAll.id, (b) => b.status === 'COMPLETED');
    expect(worker.output()).toContain('re-enqueued batches from Postgres');
    await expectExactlyOnce(userId, generateAll.id, 5);
  });

  it('finishes the item in progress on SIGTERM and leaves the rest to the next worker', async () => {
    const { session, userId } = await signedUpSeller(server.url, { plan: 'business' });
    await seedItems({ userId }, 12);
    const { generateAll } = await session.ok<{ generateAll: { id: string } }>(GENERATE_ALL);
    const first = spawnWorker({ BULK_PACE_MS: '200' });
    await waitForBatch(session, generateAll.id, (batch) => batch.succeeded >= 3);
    first.child.kill('SIGTERM');
    const code = await first.exited;
    if (code !== 0) console.error(first.output());
    expect(code).toBe(0);
    const [{ n: generating }] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM generation_batch_items
        WHERE batch_id = $1 AND state = 'generating'`,
      [generateAll.id],
    );
    expect(generating).toBe(0);
    const stopped = await readBatch(session, generateAll.id);
    expect(stopped.succeeded).toBeLessThan(12);
    spawnWorker();
    await waitForBatch(session, generateAll.id, (b) => b.status === 'COMPLETED');
    await expectExactlyOnce(userId, generateAll.id, 12);
  });
});
