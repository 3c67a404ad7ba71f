import { BrowserSession } from '../support/browser-session';
import { batchFinished, waitForBatch } from '../support/batches';
import { ownDatabase } from '../support/own-database';
import { PrivateRedis } from '../support/private-redis';
import { readinessOf, spawnServer, type ServerChild } from '../support/server-process';
import { seedItems } from '../support/sellers';
import { sql } from '../support/test-env';
import { waitFor } from '../support/wait-for';
import { spawnWorker, type WorkerChild } from '../support/worker-process';

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { kind } }`;
const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { kind } }`;
const UPDATE = `mutation Update($id: ID!, $name: String!) {
  updateItem(id: $id, patch: { name: $name }) { id name } }`;
const ITEMS = `{ items(first: 500) { nodes { id name } totalCount } }`;
const GENERATE_ALL = `mutation { generateAll { id total } }`;

/**
 * Redis going away must not take a process with it: a private Redis is killed and started
 * again (empty, as after a crash without persistence) under a real server process and a real
 * worker process. Edits keep working (their live updates are dropped), Postgres-only reads
 * keep working, actions that need Redis answer 503 with a retry hint, and when Redis is back
 * every batch finishes by itself, each item described and charged once.
 */
jest.setTimeout(240_000);

describe('a Redis outage', () => {
  const database = ownDatabase('redis_outage');
  const redis = new PrivateRedis();
  let server: ServerChild;
  let worker: WorkerChild;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    await database.setUp();
    await redis.start();
    env = {
      ...process.env,
      REDIS_URL: redis.url,
      // The built-in writer, a little paced, so a batch is still running when Redis dies.
      GENERATION_PROVIDERS: 'builtin',
      BULK_PACE_MS: '40',
      WORKER_RECONCILE_INTERVAL_MS: '600000',
      LOG_LEVEL: 'info',
    };
    server = await spawnServer(env);
    worker = spawnWorker(env);
    await waitFor(() => worker.output().includes('worker started'), 'the worker to start');
  });

  afterAll(async () => {
    for (const child of [server?.child, worker?.child]) {
      if (child && child.exitCode === null) child.kill('SIGKILL');
    }
    await redis.kill();
    await database.tearDown();
  });

  afterEach(async () => {
    // Each test starts with Redis up and both processes alive.
    if (!redis.running) await redis.start();
    expect(server.child.exitCode).toBeNull();
    expect(worker.child.exitCode).toBeNull();
  });

  async function seller(): Promise<{ session: BrowserSession; userId: string; email: string }> {
    const session = new BrowserSession(server.url);
    await session.start();
    const email = `outage.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
    await session.ok(SIGN_UP, {
      input: { name: 'Outage Seller', email, password: 'correct horse battery' },
    });
    const [{ id: userId }] = await sql<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      email,
    ]);
    await sql(`UPDATE subscriptions SET plan = 'business' WHERE user_id = $1`, [userId]);
    return { session, userId, email };
  }

  it('keeps the server up mid-request: edits and reads work, Redis actions answer 503', async () => {
    const { session, userId, email } = await seller();
    const [itemId] = await seedItems({ userId }, 3);
    const publishFailures = () => countMatches(server.output(), 'redis publish failed');
    const failuresBefore = publishFailures();

    await redis.kill();
    const edited = await session.gql<{ updateItem: { name: string } }>(UPDATE, {
      id: itemId,
      name: 'Edited while Redis is down',
    });
    expect(edited.errors).toBeUndefined();
    expect(edited.data?.updateItem.name).toBe('Edited while Redis is down');
    // The dropped live update is logged once, and the process lives on past it (the crash
    // used to come from exactly this rejection, seconds after the answer).
    await waitFor(() => publishFailures() > failuresBefore, 'the publish failure to be logged');

    const items = await session.gql<{ items: { totalCount: number } }>(ITEMS);
    expect(items.errors).toBeUndefined();
    expect(items.data?.items.totalCount).toBe(3);

    // Signing in needs Redis (the attempt counters): a clear 503 with a retry hint.
    const other = new BrowserSession(server.url);
    await other.start();
    const response = await other.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: SIGN_IN,
        variables: { input: { email, password: 'correct horse battery' } },
      }),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    const body = (await response.json()) as {
      errors: { message: string; extensions: { code: string } }[];
    };
    expect(body.errors[0]).toMatchObject({
      message: 'Quillcart is briefly unavailable. Please try again in a few seconds.',
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 },
    });

    expect(await readinessOf(server.url, 503)).toMatchObject({ postgres: 'up', redis: 'down' });

    // A batch asked for while Redis is down waits in Postgres and runs once Redis is back.
    const { generateAll } = await session.ok<{ generateAll: { id: string; total: number } }>(
      GENERATE_ALL,
    );
    expect(generateAll.total).toBe(3);
    expect(server.child.exitCode).toBeNull();
    expect(worker.child.exitCode).toBeNull();

    await redis.start();
    await readinessOf(server.url, 200);
    const batch = await waitForBatch(session, generateAll.id, batchFinished);
    expect(batch).toMatchObject({ status: 'COMPLETED', succeeded: 3, failed: 0 });
    await expectChargedOnce(userId, generateAll.id, 3);
    const signIn = await other.gql(SIGN_IN, {
      input: { email, password: 'correct horse battery' },
    });
    expect(signIn.errors).toBeUndefined();
  });

  it('keeps the worker up mid-batch; the batch completes once Redis is back', async () => {
    const { session, userId } = await seller();
    await seedItems({ userId }, 40);
    const { generateAll } = await session.ok<{ generateAll: { id: string } }>(GENERATE_ALL);
    await waitForBatch(session, generateAll.id, (batch) => batch.succeeded >= 5);

    await redis.kill();
    // The worker notices (its connection drops) and carries on living.
    const errorsBefore = countMatches(worker.output(), 'redis error');
    await waitFor(
      () => countMatches(worker.output(), 'redis error') > errorsBefore,
      'the worker to see Redis go',
    );
    expect(worker.child.exitCode).toBeNull();
    expect(server.child.exitCode).toBeNull();

    await redis.start();
    const batch = await waitForBatch(session, generateAll.id, batchFinished, 120_000);
    expect(batch).toMatchObject({ status: 'COMPLETED', succeeded: 40, failed: 0, pending: 0 });
    await expectChargedOnce(userId, generateAll.id, 40);
  });
});

/** Every item of the batch described once, one success record each, usage equal to them. */
async function expectChargedOnce(userId: string, batchId: string, count: number): Promise<void> {
  const [records] = await sql<{ n: number; items: number }>(
    `SELECT count(*)::int AS n, count(DISTINCT item_id)::int AS items
       FROM generation_records WHERE batch_id = $1 AND outcome = 'success'`,
    [batchId],
  );
  expect(records).toEqual({ n: count, items: count });
  const [usage] = await sql<{ generations_used: number }>(
    'SELECT generations_used FROM usage_records WHERE user_id = $1',
    [userId],
  );
  expect(usage.generations_used).toBe(count);
}

function countMatches(text: string, needle: string): number {
  return text.split(needle).length - 1;
}
