// `npm run chaos`: runs the app exactly as `npm start` does (build, migrations, supervised
// server + worker) on dependencies it can break — a Redis of its own and a TCP proxy in
// front of Postgres — then breaks them mid-batch and mid-request and prints what survived:
// processes alive, items lost, items charged twice, seconds to recover. Everything stays on
// 127.0.0.1 and is removed afterwards. Options (environment): CHAOS_ITEMS (default 300),
// CHAOS_OUTAGE_S (default 5).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Client } from 'pg';
import { repoRoot } from '../core/src/config/paths';
import { BrowserSession } from '../test/support/browser-session';
import { PrivateRedis } from '../test/support/private-redis';
import { TcpProxy } from '../test/support/tcp-proxy';
import {
  ADMIN_DATABASE_URL,
  createDatabase,
  databaseUrlFor,
  dropDatabase,
  freePort,
  testRunId,
} from '../test/support/test-env';

const ITEMS = Number(process.env.CHAOS_ITEMS ?? 300);
const OUTAGE_MS = Number(process.env.CHAOS_OUTAGE_S ?? 5) * 1000;
const UPDATE = `mutation ($id: ID!, $name: String!) { updateItem(id: $id, patch: { name: $name }) { id } }`;
const BATCH = `query ($id: ID!) { generationBatch(id: $id) { status succeeded failed total } }`;

interface Scenario {
  name: string;
  serverAlive: boolean;
  workerAlive: boolean;
  restarts: number;
  requestsDuring: string;
  itemsLost: number;
  chargedTwice: number;
  usageMatches: boolean;
  recoverySeconds: number | null;
  batchSeconds: number;
}

class App {
  private output = '';
  private child: ChildProcess | null = null;
  url = '';

  async start(env: NodeJS.ProcessEnv): Promise<void> {
    const port = await freePort();
    this.url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [path.join(repoRoot(), 'scripts', 'start.mjs')], {
      cwd: repoRoot(),
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: this.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const collect = (chunk: Buffer) => (this.output += chunk.toString());
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    await until(
      () => this.output.includes('Quillcart is running at'),
      600_000,
      () => {
        if (child.exitCode !== null) throw new Error(`npm start exited:\n${this.output}`);
      },
    );
  }

  /** Current pid of a child, from start.mjs's own lines. */
  pid(name: 'server' | 'worker'): number {
    const pids = [
      ...this.output.matchAll(new RegExp(`(?:the|Restarted the) ${name} \\(pid (\\d+)\\)`, 'g')),
    ];
    return Number(pids.at(-1)?.[1]);
  }

  restarts(): number {
    return (this.output.match(/Restarted the (server|worker)/g) ?? []).length;
  }

  log(): string {
    return this.output;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

async function main(): Promise<void> {
  const runId = testRunId();
  const database = `quillcart_chaos_${runId}`;
  const redis = new PrivateRedis();
  const admin = new URL(ADMIN_DATABASE_URL);
  const proxy = new TcpProxy(admin.hostname, Number(admin.port || 5432));
  const app = new App();
  await createDatabase(database);
  const direct = databaseUrlFor(database);
  const proxied = new URL(direct);
  proxied.port = String(await proxy.start());
  await redis.start();
  const results: Scenario[] = [];
  try {
    say(`Starting the app (npm start) on a Redis and a Postgres proxy of its own…`);
    await app.start({
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: `chaos-${runId}-session-secret`,
      DATABASE_URL: proxied.toString(),
      REDIS_URL: redis.url,
      REDIS_PREFIX: `chaos-${runId}`,
      GENERATION_PROVIDERS: 'builtin',
      BULK_PACE_MS: '20',
      LOG_LEVEL: 'warn',
    });
    say(
      `Running at ${app.url} (server pid ${app.pid('server')}, worker pid ${app.pid('worker')}).`,
    );

    results.push(
      await scenario(app, direct, 'Redis killed mid-batch and mid-request', {
        break: () => redis.kill(),
        repair: () => redis.start().then(() => undefined),
      }),
    );
    results.push(
      await scenario(app, direct, 'Postgres connections dropped and refused', {
        break: () => proxy.stop(),
        repair: () => proxy.start().then(() => undefined),
      }),
    );
    results.push(
      await scenario(app, direct, 'worker killed (SIGKILL) mid-batch', {
        break: () => kill(app.pid('worker')),
        repair: () => Promise.resolve(),
        expectRestart: 'worker',
      }),
    );
    results.push(
      await scenario(app, direct, 'server killed (SIGKILL) mid-request', {
        break: () => kill(app.pid('server')),
        repair: () => Promise.resolve(),
        expectRestart: 'server',
      }),
    );
  } finally {
    await app.stop();
    await redis.kill();
    await proxy.stop();
    await dropDatabase(database).catch(() => undefined);
  }
  report(results);
  const failed = results.some(
    (result) => result.itemsLost > 0 || result.chargedTwice > 0 || !result.usageMatches,
  );
  process.exitCode = failed ? 1 : 0;
}

async function scenario(
  app: App,
  databaseUrl: string,
  name: string,
  fault: {
    break: () => Promise<void>;
    repair: () => Promise<void>;
    expectRestart?: 'server' | 'worker';
  },
): Promise<Scenario> {
  say(`Scenario: ${name}`);
  const pids = { server: app.pid('server'), worker: app.pid('worker') };
  const restartsBefore = app.restarts();
  const seller = new BrowserSession(app.url);
  await seller.start();
  const email = `chaos.${Date.now()}@example.com`;
  await seller.ok(`mutation ($input: SignUpInput!) { signUp(input: $input) { kind } }`, {
    input: { name: 'Chaos Seller', email, password: 'correct horse battery' },
  });
  const userId = await seed(databaseUrl, email, ITEMS);
  const started = Date.now();
  const { generateAll } = await seller.ok<{ generateAll: { id: string } }>(
    'mutation { generateAll { id } }',
  );
  await until(
    async () => ((await batchOf(seller, generateAll.id))?.succeeded ?? 0) >= ITEMS / 5,
    120_000,
  );

  await fault.break();
  const brokenAt = Date.now();
  // Sellers keep working while it is broken: count how each request is answered.
  const answers = new Map<string, number>();
  const [firstItem] = await itemIds(databaseUrl, userId, 1);
  while (Date.now() - brokenAt < OUTAGE_MS) {
    const status = await seller
      .fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: UPDATE,
          variables: { id: firstItem, name: `Edited ${Date.now()}` },
        }),
      })
      .then(
        async (response) => {
          await response.text();
          return String(response.status);
        },
        () => 'no answer',
      );
    answers.set(status, (answers.get(status) ?? 0) + 1);
    await sleep(250);
  }
  await fault.repair();
  const repairedAt = Date.now();
  await until(
    async () => (await fetch(`${app.url}/readyz`).catch(() => null))?.status === 200,
    120_000,
  );
  const progressAt = (await batchOf(seller, generateAll.id))?.succeeded ?? 0;
  await until(async () => {
    const batch = await batchOf(seller, generateAll.id);
    return !!batch && (batch.succeeded > progressAt || batch.status !== 'RUNNING');
  }, 120_000);
  const recovered = (Date.now() - repairedAt) / 1000;
  await until(
    async () =>
      ['COMPLETED', 'STOPPED', 'FAILED', 'CANCELLED'].includes(
        (await batchOf(seller, generateAll.id))?.status ?? '',
      ),
    600_000,
  );
  const batchSeconds = (Date.now() - started) / 1000;
  const counts = await tally(databaseUrl, userId, generateAll.id);
  return {
    name,
    serverAlive: fault.expectRestart === 'server' || alive(pids.server),
    workerAlive: fault.expectRestart === 'worker' || alive(pids.worker),
    restarts: app.restarts() - restartsBefore,
    requestsDuring: [...answers].map(([status, n]) => `${n}× ${status}`).join(', '),
    itemsLost: ITEMS - counts.described,
    chargedTwice: counts.records - counts.distinctItems,
    usageMatches: counts.used === counts.described,
    recoverySeconds: recovered,
    batchSeconds,
  };
}

async function seed(databaseUrl: string, email: string, count: number): Promise<string> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      email,
    ]);
    const userId = rows[0].id;
    await client.query(`UPDATE subscriptions SET plan = 'business' WHERE user_id = $1`, [userId]);
    await client.query(
      `INSERT INTO items (owner_user_id, position, name, sku, details, price)
       SELECT $1, n * 1024, 'Chaos product ' || n, 'CH-' || n, 'Solid oak, 40 cm', '19.99'
         FROM generate_series(1, $2::int) AS n`,
      [userId, count],
    );
    return userId;
  });
}

async function itemIds(databaseUrl: string, userId: string, limit: number): Promise<string[]> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      'SELECT id FROM items WHERE owner_user_id = $1 ORDER BY position LIMIT $2',
      [userId, limit],
    );
    return rows.map((row) => row.id);
  });
}

async function tally(databaseUrl: string, userId: string, batchId: string) {
  return withClient(databaseUrl, async (client) => {
    const described = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM items WHERE owner_user_id = $1 AND description <> ''`,
      [userId],
    );
    const records = await client.query<{ n: number; items: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT item_id)::int AS items FROM generation_records
        WHERE batch_id = $1 AND outcome = 'success'`,
      [batchId],
    );
    const usage = await client.query<{ used: number }>(
      'SELECT generations_used AS used FROM usage_records WHERE user_id = $1',
      [userId],
    );
    return {
      described: described.rows[0].n,
      records: records.rows[0].n,
      distinctItems: records.rows[0].items,
      used: usage.rows[0].used,
    };
  });
}

async function batchOf(
  seller: BrowserSession,
  id: string,
): Promise<{ status: string; succeeded: number } | null> {
  const answer = await seller
    .gql<{ generationBatch: { status: string; succeeded: number } }>(BATCH, { id })
    .catch(() => null);
  return answer?.data?.generationBatch ?? null;
}

async function withClient<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function kill(pid: number): Promise<void> {
  process.kill(pid, 'SIGKILL');
  return Promise.resolve();
}

async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  each: () => void = () => undefined,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    each();
    if (Date.now() > deadline) throw new Error('chaos: timed out waiting for the app');
    await sleep(100);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function say(message: string): void {
  process.stdout.write(`[chaos] ${message}\n`);
}

function report(results: Scenario[]): void {
  say('');
  say(`What survived (${ITEMS} items per batch, ${OUTAGE_MS / 1000} s outages):`);
  for (const result of results) {
    say(`- ${result.name}`);
    say(
      `    processes alive: server ${result.serverAlive ? 'yes' : 'NO'}, worker ${result.workerAlive ? 'yes' : 'NO'}` +
        ` (supervisor restarts: ${result.restarts})`,
    );
    say(`    edits during the fault answered: ${result.requestsDuring || 'none sent'}`);
    say(
      `    items lost: ${result.itemsLost}, items charged twice: ${result.chargedTwice}, ` +
        `usage equals descriptions: ${result.usageMatches ? 'yes' : 'NO'}`,
    );
    say(
      `    seconds to recover (fault repaired → batch moving again): ${result.recoverySeconds?.toFixed(1) ?? '—'}` +
        `, whole batch: ${result.batchSeconds.toFixed(1)} s`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
