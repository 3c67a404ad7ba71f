import autocannon from 'autocannon';
import { BrowserSession } from '../test/support/browser-session';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import {
  cpuSeconds,
  seedUserItems,
  medianRound,
  spawnBuiltServer,
  spawnProcess,
  withBenchDatabase,
  type BenchProcess,
} from './support';

// `npm run bench:api`: the app as its own process against two bare anchors, each loaded by
// autocannon over loopback for a bounded time. Prints figures and ratios; never asserts a time.
// Everything runs as deployed (Dockerfile, docker-compose): NODE_ENV=production.

const CONNECTIONS = 50;
const WARMUP_S = 3;
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3);
const TYPENAME = JSON.stringify({ query: '{ __typename }' });
const ITEMS = JSON.stringify({
  query: '{ items(first: 100) { nodes { id name sku details price notes description status } } }',
});

interface Load {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

interface Figures {
  rps: number;
  p50: number;
  p97: number;
  failed: number;
  /** CPU the serving process used per request (µs): stretches far less with the load. */
  cpuPerRequest: number;
}

async function load(target: Load, seconds: number, pid: number): Promise<Figures> {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p97: result.latency.p97_5,
    failed: result.non2xx + result.errors + result.timeouts,
    cpuPerRequest: ((cpuSeconds(pid) - cpuBefore) * 1e6) / Math.max(result.requests.total, 1),
  };
}

async function measure(target: Load, pid: number): Promise<Figures> {
  await load(target, WARMUP_S, pid);
  return load(target, DURATION_S, pid);
}

function line(label: string, figures: Figures): string {
  const failed = figures.failed > 0 ? `, ${figures.failed} failed` : '';
  return (
    `  ${label.padEnd(34)} ${Math.round(figures.rps).toLocaleString('en-US').padStart(6)} req/s, ` +
    `p50 ${figures.p50} ms, p97.5 ${figures.p97} ms, ${Math.round(figures.cpuPerRequest)} µs CPU/request${failed}`
  );
}

interface Round {
  bareApollo: Figures;
  typename: Figures;
  barePg: Figures;
  items: Figures;
}

const apiRatio = (round: Round) => round.typename.rps / round.bareApollo.rps;
const itemsRatio = (round: Round) => round.items.rps / round.barePg.rps;
const rps = (figures: Figures) => `${Math.round(figures.rps).toLocaleString('en-US')} req/s`;

async function benchApi(): Promise<void> {
  await withBenchDatabase(async (url) => {
    const prefix = `qc-bench-${process.pid}`;
    const started: BenchProcess[] = [];
    const production = { NODE_ENV: 'production' };
    try {
      const app = await spawnBuiltServer(
        {
          ...production,
          SESSION_SECRET: randomBytes(24).toString('hex'),
          DATABASE_URL: url,
          REDIS_PREFIX: prefix,
          PORT: '0',
          HOST: '127.0.0.1',
          MIGRATE_ON_START: 'false',
          LOG_LEVEL: 'info',
        },
        /"url":"(http:\/\/localhost:\d+)"/,
      );
      started.push(app);
      const seller = new BrowserSession(app.url);
      await seller.start();
      const email = `bench.${process.pid}@example.com`;
      await seller.ok('mutation($i: SignUpInput!) { signUp(input: $i) { kind } }', {
        i: { name: 'Bench Seller', email, password: 'bench password' },
      });
      const db = new Client({ connectionString: url });
      await db.connect();
      const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
        email,
      ]);
      await db.end();
      const userId = rows[0].id;
      await seedUserItems(url, userId, 100);

      const apollo = await spawnProcess(
        'bench/anchors/bare-apollo.ts',
        production,
        /listening (\S+)/,
      );
      started.push(apollo);
      const bareItems = await spawnProcess(
        'bench/anchors/bare-items.ts',
        { ...production, DATABASE_URL: url, BENCH_USER_ID: userId },
        /listening (\S+)/,
      );
      started.push(bareItems);

      const graphql = (base: string, body: string, cookie?: string): Load => ({
        url: `${base}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body,
      });
      // Each answer is checked once before it is loaded: a ratio of errors would mean nothing.
      const check = async (target: Load, expected: (text: string) => boolean) => {
        const response = await fetch(target.url, {
          method: target.method ?? 'GET',
          headers: target.headers,
          body: target.body,
        });
        const text = await response.text();
        if (response.status !== 200 || !expected(text)) {
          throw new Error(`${target.url} answered ${response.status}: ${text.slice(0, 200)}`);
        }
      };
      const appTypename = graphql(app.url, TYPENAME, seller.cookieHeader);
      const appItems = graphql(app.url, ITEMS, seller.cookieHeader);
      const bareTypename = graphql(apollo.url, TYPENAME);
      const anchorItems: Load = { url: bareItems.url };
      await check(appTypename, (text) => text.includes('"__typename":"Query"'));
      await check(bareTypename, (text) => text.includes('"__typename":"Query"'));
      await check(
        appItems,
        (text) =>
          (JSON.parse(text) as { data: { items: { nodes: unknown[] } } }).data.items.nodes
            .length === 100,
      );
      await check(
        anchorItems,
        (text) => (JSON.parse(text) as { nodes: unknown[] }).nodes.length === 100,
      );

      console.log(
        `\nAPI — ${CONNECTIONS} connections, ${WARMUP_S} s warm-up then ${DURATION_S} s each, loopback, ${ROUNDS} rounds`,
      );
      // Each anchor right before its app figure, so both see the same machine; in rounds, and
      // the ratios printed last are the rounds' medians (one round moves with the machine).
      const results: Round[] = [];
      for (let round = 1; round <= ROUNDS; round += 1) {
        const bareApollo = await measure(bareTypename, apollo.pid);
        const typename = await measure(appTypename, app.pid);
        const barePg = await measure(anchorItems, bareItems.pid);
        const items = await measure(appItems, app.pid);
        const result = { bareApollo, typename, barePg, items };
        results.push(result);
        console.log(
          `  round ${round}: api ratio ${apiRatio(result).toFixed(2)} (${rps(typename)} ÷ ${rps(bareApollo)}), ` +
            `items ratio ${itemsRatio(result).toFixed(2)} (${rps(items)} ÷ ${rps(barePg)})`,
        );
      }
      const forApi = medianRound(results, apiRatio);
      const forItems = medianRound(results, itemsRatio);
      console.log(`  the rounds' medians (by ratio):`);
      console.log(line('bare Apollo Server { __typename }', forApi.bareApollo));
      console.log(line('app { __typename }, signed in', forApi.typename));
      console.log(line('bare pg + node:http, 100 rows', forItems.barePg));
      console.log(line('app items(first: 100), signed in', forItems.items));
      // The same comparison in CPU per request (anchor ÷ app), which the machine's load moves less.
      const cpuRatio = (anchor: Figures, figures: Figures) =>
        (anchor.cpuPerRequest / figures.cpuPerRequest).toFixed(2);
      console.log(
        `  CPU per request, anchor ÷ app: { __typename } ${cpuRatio(forApi.bareApollo, forApi.typename)}, ` +
          `items ${cpuRatio(forItems.barePg, forItems.items)}`,
      );
      console.log(`api ratio: ${apiRatio(forApi).toFixed(2)}`);
      console.log(`items ratio: ${itemsRatio(forItems).toFixed(2)}`);
    } finally {
      for (const process of started.reverse()) await process.stop();
    }
  });
}

benchApi().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
