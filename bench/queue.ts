import { Client } from 'pg';
import { testRunId } from '../test/support/test-env';
import { BatchBench, option } from './batches';
import { PostgresCpu, cpuSeconds, medianRound, withBenchDatabase } from './support';

/**
 * `npm run bench:queue`: Generate All with the instant built-in writer and no pace floor,
 * end to end (Postgres, BullMQ, worker processes), against the rate at which the same
 * Postgres commits bare single-row INSERTs one at a time — in the same run.
 *   commit ratio = items described per second ÷ bare autocommit INSERTs per second
 * Options: --items 10000 (one batch; ten batches share the same number), --workers 1,
 * --rounds 3 (the ratios printed last are the rounds' medians).
 */
async function main(): Promise<void> {
  const items = option('items', 10_000);
  const workers = option('workers', 1);
  const rounds = option('rounds', 3);
  await withBenchDatabase(async (url) => {
    const bench = new BatchBench(url, `qc-bench-queue-${testRunId()}`);
    await bench.open();
    try {
      const started = await bench.workers(workers, {
        GENERATION_PROVIDERS: 'builtin',
        BULK_PACE_MS: '0',
      });
      const cpu = new RunCpu(
        started.map((worker) => worker.child.pid as number),
        new PostgresCpu(url, 'quillcart-worker'),
      );
      // A worker runs for weeks: its code is compiled by the time a seller presses Generate All.
      // One batch first, not counted, so the figures are the steady state, not V8's warm-up.
      const warmup = option('warmup', 2_000);
      if (warmup > 0) await run(bench, [warmup]);

      // Rounds of: the anchor, one batch, ten batches, the anchor again (a machine whose load
      // changes meanwhile moves both). The ratios printed last are the rounds' medians.
      console.log(`\nGenerate All, built-in writer, no pace floor, ${workers} worker process(es)`);
      const results: Round[] = [];
      for (let round = 1; round <= rounds; round += 1) {
        const before = await autocommitInsertRate(url, 3000);
        const one = await cpu.during(() => run(bench, [items]));
        const ten = await cpu.during(() =>
          run(
            bench,
            Array.from({ length: 10 }, () => Math.round(items / 10)),
          ),
        );
        const after = await autocommitInsertRate(url, 3000);
        const result: Round = { before, after, anchor: (before + after) / 2, one, ten };
        results.push(result);
        console.log(
          `  round ${round}: anchor ${result.anchor.toFixed(0)}/s, one batch ${one.rate.toFixed(0)} items/s, ` +
            `10 batches ${ten.rate.toFixed(0)} items/s → commit ratios ${oneRatio(result).toFixed(2)} and ${tenRatio(result).toFixed(2)}`,
        );
      }
      const forOne = medianRound(results, oneRatio);
      const forTen = medianRound(results, tenRatio);
      const { one } = forOne;
      const { ten } = forTen;
      console.log(`  the rounds' medians (by ratio):`);
      console.log(
        `  bare single-row autocommit INSERT, same Postgres: ${forOne.anchor.toFixed(0)}/s ` +
          `(${forOne.before.toFixed(0)} before, ${forOne.after.toFixed(0)} after) beside one batch, ` +
          `${forTen.anchor.toFixed(0)}/s beside ten`,
      );
      console.log(
        `  one batch of ${items.toLocaleString()}: ${(one.ms / 1000).toFixed(1)} s → ${one.rate.toFixed(0)} items/s (${one.described} described)`,
      );
      console.log(
        `  10 batches of ${Math.round(items / 10).toLocaleString()} (10 sellers at once): ${(ten.ms / 1000).toFixed(1)} s → ${ten.rate.toFixed(0)} items/s (${ten.described} described)`,
      );
      // CPU per item moves far less with the machine's other work than the rates do.
      console.log(
        `  CPU per item: one batch ${perItem(one, items)}; 10 batches ${perItem(ten, items)}`,
      );
      console.log(`commit ratio, one batch: ${oneRatio(forOne).toFixed(2)}`);
      console.log(`commit ratio, 10 batches: ${tenRatio(forTen).toFixed(2)}`);
    } finally {
      await bench.close();
    }
  });
}

interface Round {
  before: number;
  after: number;
  anchor: number;
  one: Run;
  ten: Run;
}

type Run = Awaited<ReturnType<typeof run>> & { workerCpu: number; postgresCpu: number };

const oneRatio = (round: Round) => round.one.rate / round.anchor;
const tenRatio = (round: Round) => round.ten.rate / round.anchor;

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

/** CPU the worker processes and their Postgres backends used during a run. */
class RunCpu {
  constructor(
    private readonly workerPids: number[],
    private readonly postgres: PostgresCpu,
  ) {}

  async during<T>(work: () => Promise<T>): Promise<T & { workerCpu: number; postgresCpu: number }> {
    const workersBefore = this.workerCpu();
    await this.postgres.start();
    const result = await work();
    const postgresCpu = await this.postgres.stop();
    return { ...result, workerCpu: this.workerCpu() - workersBefore, postgresCpu };
  }

  private workerCpu(): number {
    return this.workerPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  }
}

function perItem(run: { workerCpu: number; postgresCpu: number }, items: number): string {
  const us = (seconds: number) => `${Math.round((seconds * 1e6) / items)} µs`;
  return `worker ${us(run.workerCpu)}, Postgres ${us(run.postgresCpu)}`;
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
