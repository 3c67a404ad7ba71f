import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { BrowserSession } from '../test/support/browser-session';
import { spawnServer } from '../test/support/server-process';
import { ms, stats, withBenchDatabase } from './support';

const SAMPLES = 40;
const ATTACKERS = 5;
const ITEMS_PAGE = 'items(first: 200) { nodes { id name details notes description } }';
// Issue 12's attack: a thousand aliases of a 200-item page, about 70 KB, from a guest.
const ATTACK = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: ${ITEMS_PAGE}`).join(' ')} }`;
// The same shape within the token limit, so the alias rule is what refuses it.
const ALIASES = `{ ${Array.from({ length: 100 }, (_, i) => `a${i}: items(first: 200) { nodes { id } }`).join(' ')} }`;
const VICTIM_QUERY = `{ ${ITEMS_PAGE} }`;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

// Bodies are serialised once: the attacker's own work of writing a 70 KB query must not count
// against the victim's latency, which this process measures beside it.
const bodies = new Map<string, string>();

async function post(url: string, query: string): Promise<number> {
  let body = bodies.get(query);
  if (body === undefined) {
    body = JSON.stringify({ query });
    bodies.set(query, body);
  }
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

// `npm run bench:limits`: prints figures and ratios; never asserts a time.
async function main(): Promise<void> {
  await withBenchDatabase(async (databaseUrl) => {
    const server = await spawnServer({
      DATABASE_URL: databaseUrl,
      REDIS_PREFIX: `qc-bench-limits-${process.pid}`,
      LOG_LEVEL: 'warn',
    });
    try {
      const seller = new BrowserSession(server.url);
      await seller.start();
      const email = `bench.${Date.now()}@example.com`;
      await seller.ok(`mutation ($input: SignUpInput!) { signUp(input: $input) { kind } }`, {
        input: { name: 'Bench Seller', email, password: 'correct horse battery' },
      });
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(
        `INSERT INTO items (owner_user_id, position, name, sku, details, price, notes)
         SELECT u.id, n * 1024, 'Product ' || n, 'SKU-' || n, repeat('Details ', 20), '9.99', 'Notes'
           FROM users u, generate_series(1, 200) AS n WHERE u.email = $1`,
        [email],
      );
      await client.end();

      const victim = () => timed(() => seller.ok(VICTIM_QUERY));
      for (let i = 0; i < 5; i += 1) await victim();
      const idle: number[] = [];
      for (let i = 0; i < SAMPLES; i += 1) idle.push(await victim());

      // The attack as reported: five such queries at once, here in rounds, each round with one
      // query of another seller sent at the same moment. For scale, the same rounds with five
      // ordinary small queries instead (what any five visitors cost).
      const rounds = async (query: (index: number) => string) => {
        const statuses = new Map<number, number>();
        const times: number[] = [];
        const victimTimes: number[] = [];
        for (let round = 0; round < SAMPLES; round += 1) {
          const others = Array.from({ length: ATTACKERS }, async (_, index) => {
            const started = performance.now();
            const status = await post(server.url, query(index));
            times.push(performance.now() - started);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          });
          const [victimMs] = await Promise.all([victim(), ...others]);
          victimTimes.push(victimMs);
        }
        return { statuses, times, victimTimes };
      };
      const attack = await rounds((index) => (index % 2 === 0 ? ATTACK : ALIASES));
      const ordinary = await rounds(() => '{ viewer { kind } }');
      const statuses = attack.statuses;
      const attackTimes = attack.times;
      const underAttack = attack.victimTimes;

      const before = stats(idle);
      const during = stats(underAttack);
      const refused = stats(attackTimes);
      console.log(
        `\nGraphQL limits — ${SAMPLES} rounds of ${ATTACKERS} parallel 1,000- and 100-alias queries`,
      );
      console.log(
        `  attack answers: ${[...statuses].map(([status, n]) => `${n}× ${status}`).join(', ')};` +
          ` median ${ms(refused.median)}, p95 ${ms(refused.p95)}`,
      );
      console.log(
        `  another seller's items(first: 200): idle median ${ms(before.median)} (p95 ${ms(before.p95)}),` +
          ` under attack median ${ms(during.median)} (p95 ${ms(during.p95)})`,
      );
      const busy = stats(ordinary.victimTimes);
      console.log(
        `  the same with five ordinary small queries instead: median ${ms(busy.median)} (p95 ${ms(busy.p95)})`,
      );
      console.log(
        `  ratio under attack / idle (median): ${(during.median / before.median).toFixed(2)}×;` +
          ` under attack / under ordinary traffic: ${(during.median / busy.median).toFixed(2)}×`,
      );
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
