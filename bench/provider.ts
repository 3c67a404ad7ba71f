import { FakeAiServer, type FakeTenant } from '../test/fakes/fake-ai-server';
import { testRunId } from '../test/support/test-env';
import { BatchBench, option } from './batches';
import { withBenchDatabase } from './support';

const MINUTE = 60_000;
// Answers like a busy real provider: median 400 ms, 95 % within 1.5 s.
const LATENCY = { medianMs: 400, p95Ms: 1500 };

/**
 * `npm run bench:provider`: Generate All against a fake provider that behaves like a real
 * one (latency, a requests-per-minute limit enforced with 429s and their hints), with real
 * worker processes sharing one budget through Redis.
 *
 * Default: 2,000 items at R = 3,000 requests/minute (2 worker processes) →
 *   limit ratio (achieved requests/minute ÷ R), failed items, 429 share;
 *   throughput with 1, 2 and 4 worker processes at a high R (each holding at most
 *   `--per-process` items, 32 by default, so a process's capacity binds rather than the
 *   cores the processes share on one machine);
 *   small batch ratio (a 20-item batch beside the big one ÷ the same batch alone at its share).
 * `--items 10000 --rpm 1000` runs only the headline: a 10,000-product store at 1,000/min.
 */
async function main(): Promise<void> {
  const items = option('items', 2000);
  const rpm = option('rpm', 3000);
  const headline = process.argv.includes('--items') && items >= 10_000;
  const fake = new FakeAiServer();
  await fake.start();
  try {
    await withBenchDatabase(async (url) => {
      const bench = new BatchBench(url, `qc-bench-provider-${testRunId()}`);
      await bench.open();
      try {
        let run = 0;
        const tenant = (options: Parameters<FakeTenant['behaveRealistically']>[0]) => {
          run += 1;
          const key = `bench-key-${run}`;
          fake.tenant(key).behaveRealistically(options);
          return { key, gemini: fake.tenant(key) };
        };
        const env = (key: string, limit: number) => ({
          GEMINI_API_KEY: key,
          GEMINI_BASE_URL: fake.url,
          GENERATION_PROVIDERS: 'gemini',
          PROVIDER_LIMITS: `gemini=rpm:${limit}`,
        });

        // 1. The limit: one big batch, plus a small one that arrives while it runs.
        await bench.forgetProviders();
        const limited = tenant({ rpm, windowMs: MINUTE, latency: LATENCY });
        const big = await bench.seller(items, 'Big');
        const small = await bench.seller(20, 'Small');
        await bench.workers(2, env(limited.key, rpm));
        const started = Date.now();
        const bigBatch = await bench.start(big);
        let smallMs: number | null = null;
        if (!headline) {
          await waitForRequests(limited.gemini, Math.min(200, items / 4));
          const smallStart = Date.now();
          const smallBatch = await bench.start(small);
          const ended = await bench.finished([smallBatch]);
          smallMs = (ended.get(smallBatch)?.at ?? Date.now()) - smallStart;
        }
        await bench.finished([bigBatch]);
        const elapsed = Date.now() - started;
        await bench.stopWorkers();
        const requests = limited.gemini.requests;
        const times = requests.map((request) => request.at);
        const span = Math.max(...times) - Math.min(...times);
        const achieved = (requests.length / span) * MINUTE;
        const refused = requests.filter((request) => request.status === 429).length;
        const { failed } = await bench.outcomes([bigBatch]);

        console.log(
          `\nGenerate All against a provider limited to ${rpm.toLocaleString()} requests/min ` +
            `(latency median ${LATENCY.medianMs} ms, p95 ${LATENCY.p95Ms} ms), 2 worker processes`,
        );
        console.log(
          `  ${items.toLocaleString()} items in ${(elapsed / MINUTE).toFixed(2)} min; ` +
            `${requests.length.toLocaleString()} requests, busiest minute ${limited.gemini.maxInAnyWindow(MINUTE)}`,
        );
        console.log(`  achieved ${achieved.toFixed(0)} requests/min`);
        console.log(`limit ratio: ${(achieved / rpm).toFixed(3)}`);
        console.log(`failed items: ${failed}`);
        console.log(`429 share: ${((refused / requests.length) * 100).toFixed(2)}%`);
        if (headline) {
          console.log(
            `headline: ${items.toLocaleString()} items at ${rpm}/min in ${(elapsed / MINUTE).toFixed(2)} minutes`,
          );
          return;
        }

        // 2. The same 20 items alone, at the share they had (half the limit).
        await bench.forgetProviders();
        const alone = tenant({ rpm: rpm / 2, windowMs: MINUTE, latency: LATENCY });
        const lone = await bench.seller(20, 'Alone');
        await bench.workers(2, env(alone.key, rpm / 2));
        const aloneStart = Date.now();
        const aloneBatch = await bench.start(lone);
        const aloneEnded = await bench.finished([aloneBatch]);
        const aloneMs = (aloneEnded.get(aloneBatch)?.at ?? Date.now()) - aloneStart;
        await bench.stopWorkers();
        console.log(
          `  a 20-item batch took ${((smallMs ?? 0) / 1000).toFixed(2)} s beside the big one, ` +
            `${(aloneMs / 1000).toFixed(2)} s alone at half the limit`,
        );
        console.log(`small batch ratio: ${((smallMs ?? 0) / aloneMs).toFixed(2)}`);

        // 3. Scaling out: more worker processes, a limit high enough not to bind. Each process
        // holds at most PER_PROCESS items, so that what binds is a process's capacity (as on
        // separate machines), not this machine's cores, which every process here shares.
        const high = 600_000;
        const perProcess = option('per-process', 32);
        console.log(
          `\nThroughput at R = ${high.toLocaleString()}/min, ${items} items, ` +
            `WORKER_MAX_IN_FLIGHT=${perProcess} per process:`,
        );
        for (const count of [1, 2, 4]) {
          await bench.forgetProviders();
          const open = tenant({ rpm: high, windowMs: MINUTE, latency: LATENCY });
          const seller = await bench.seller(items, `Scale ${count}`);
          await bench.workers(count, {
            ...env(open.key, high),
            WORKER_MAX_IN_FLIGHT: String(perProcess),
          });
          const start = Date.now();
          const batch = await bench.start(seller);
          await bench.finished([batch]);
          const seconds = (Date.now() - start) / 1000;
          await bench.stopWorkers();
          console.log(
            `  ${count} worker process${count > 1 ? 'es' : ''}: ${(items / seconds).toFixed(0)} items/s ` +
              `(${((items / seconds) * 60).toFixed(0)} requests/min)`,
          );
        }
      } finally {
        await bench.close();
      }
    });
  } finally {
    await fake.stop();
  }
}

async function waitForRequests(tenant: FakeTenant, count: number): Promise<void> {
  while (tenant.requests.length < count) await new Promise((resolve) => setTimeout(resolve, 50));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
