import { BrowserSession } from '../support/browser-session';
import { batchFinished, waitForBatch } from '../support/batches';
import { ownDatabase } from '../support/own-database';
import { readinessOf, spawnServer, type ServerChild } from '../support/server-process';
import { seedItems } from '../support/sellers';
import { sql } from '../support/test-env';
import { TcpProxy } from '../support/tcp-proxy';
import { waitFor } from '../support/wait-for';
import { spawnWorker, type WorkerChild } from '../support/worker-process';

const ITEMS = `{ items(first: 50) { totalCount } }`;

/**
 * Postgres going away (every connection dropped, new ones refused, as in a restart) under a
 * real server and worker process: requests answer 503 with a retry hint, nothing crashes,
 * and everything works again when Postgres is back, without restarting anything.
 */
jest.setTimeout(180_000);

describe('a Postgres outage', () => {
  const database = ownDatabase('pg_outage');
  let proxy: TcpProxy;
  let server: ServerChild;
  let worker: WorkerChild;

  beforeAll(async () => {
    await database.setUp();
    const direct = new URL(process.env.DATABASE_URL as string);
    proxy = new TcpProxy(direct.hostname, Number(direct.port || 5432));
    const proxied = new URL(direct);
    proxied.port = String(await proxy.start());
    const env = {
      ...process.env,
      DATABASE_URL: proxied.toString(),
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}-pg-outage`,
      GENERATION_PROVIDERS: 'builtin',
      BULK_PACE_MS: '0',
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
    await proxy?.stop();
    await database.tearDown();
  });

  it('answers 503 while Postgres is away and recovers by itself when it is back', async () => {
    const seller = new BrowserSession(server.url);
    await seller.start();
    const email = `pg.${Date.now()}@example.com`;
    await seller.ok(`mutation ($input: SignUpInput!) { signUp(input: $input) { kind } }`, {
      input: { name: 'Seller', email, password: 'correct horse battery' },
    });
    const [{ id: userId }] = await sql<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      email,
    ]);
    await seedItems({ userId }, 5);

    await proxy.stop();
    const during = await seller.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: ITEMS }),
    });
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('5');
    expect(await during.json()).toMatchObject({
      error: 'Quillcart is briefly unavailable. Please try again in a few seconds.',
    });
    expect(await readinessOf(server.url, 503)).toMatchObject({ postgres: 'down', redis: 'up' });
    expect(server.child.exitCode).toBeNull();
    expect(worker.child.exitCode).toBeNull();

    await proxy.start();
    await readinessOf(server.url, 200);
    const after = await seller.ok<{ items: { totalCount: number } }>(ITEMS);
    expect(after.items.totalCount).toBe(5);
    // The worker lived through it too: a batch asked for now runs to the end.
    await sql(`UPDATE subscriptions SET plan = 'business' WHERE user_id = $1`, [userId]);
    const { generateAll } = await seller.ok<{ generateAll: { id: string } }>(
      'mutation { generateAll { id } }',
    );
    const batch = await waitForBatch(seller, generateAll.id, batchFinished);
    expect(batch).toMatchObject({ status: 'COMPLETED', succeeded: 5, failed: 0 });
    expect(server.child.exitCode).toBeNull();
    expect(worker.child.exitCode).toBeNull();
  });
});
