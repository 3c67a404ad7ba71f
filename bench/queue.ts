import { Client } from 'pg';
import { testRunId } from '../test/support/test-env';
import { BatchBench, option } from './batches';
import { withBenchDatabase } from './support';

/**
 * `npm run bench:queue`: Generate All with the instant built-in writer and no pace floor,
 * end to end (Postgres, BullMQ, worker processes), against the rate at which the same
 * Postgres commits bare single-row INSERTs one at a time — in the same run.
 *   commit ratio = items described per second ÷ bare autocommit INSERTs per second
 * Options: --items 10000 (one batch; ten batches share the same number), --workers 1.
 */
async function main(): Promise<void> {
  const items = option('items', 10_000);
  const workers = option('workers', 1);
  await withBenchDatabase(async (url) => {
    const bench = new BatchBench(url, `qc-bench-queue-${testRunId()}`);
    await bench.open();
    try {
      const before = await autocommitInsertRate(url, 3000);
      await bench.workers(workers, { GENERATION_PROVIDERS: 'builtin', BULK_PACE_MS: '0' });

      const one = await run(bench, [items]);
      const ten = await run(
        bench,
        Array.from({ length: 10 }, () => Math.round(items / 10)),
      );
      // The anchor before and after the runs: a machine whose load changes meanwhile moves both.
      const after = await autocommitInsertRate(url, 3000);
      const anchor = (before + after) / 2;

      console.log(`\nGenerate All, built-in writer, no pace floor, ${workers} worker process(es)`);
      console.log(
        `  bare single-row autocommit INSERT, same Postgres: ${anchor.toFixed(0)}/s ` +
          `(${before.toFixed(0)} before, ${after.toFixed(0)} after)`,
      );
      console.log(
        `  one batch of ${items.toLocaleString()}: ${(one.ms / 1000).toFixed(1)} s → ${one.rate.toFixed(0)} items/s (${one.described} described)`,
      );
      console.log(
        `  10 batches of ${Math.round(items / 10).toLocaleString()} (10 sellers at once): ${(ten.ms / 1000).toFixed(1)} s → ${ten.rate.toFixed(0)} items/s (${ten.described} described)`,
      );
      console.log(`commit ratio, one batch: ${(one.rate / anchor).toFixed(2)}`);
      console.log(`commit ratio, 10 batches: ${(ten.rate / anchor).toFixed(2)}`);
    } finally {
      await bench.close();
    }
  });
}

async function run(bench: BatchBench, sizes: number[]) {
  const sellers = await Promise.all(sizes.map((size, index) => bench.seller(size, `Mug ${index}`)));
  const start = performance.now();
  const batches = await Promise.all(sellers.map((userId) => bench.start(userId)));
  await bench.finished(batches);
  const ms = performance.now() - start;
  const { succeeded } = await bench.outcomes(batches);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  return { ms, rate: (total / ms) * 1000, described: succeeded };
}

/** Single-row INSERTs, each its own transaction (autocommit), one after another. */
async function autocommitInsertRate(url: string, count: number): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      'CREATE TABLE IF NOT EXISTS bench_anchor (id serial PRIMARY KEY, note text NOT NULL)',
    );
    const start = performance.now();
    for (let index = 0; index < count; index += 1) {
      await client.query('INSERT INTO bench_anchor (note) VALUES ($1)', [`row ${index}`]);
    }
    const rate = (count / (performance.now() - start)) * 1000;
    await client.query('DROP TABLE bench_anchor');
    return rate;
  } finally {
    await client.end();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
