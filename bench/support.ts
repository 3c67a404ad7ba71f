import 'reflect-metadata';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { repoRoot } from '../core/src/config/paths';
import { createDataSource, runMigrations } from '../core/src/db/data-source';
import { createDatabase, databaseUrlFor, dropDatabase, testRunId } from '../test/support/test-env';
import { waitFor } from '../test/support/wait-for';
import { cpuProfileFlags } from '../test/support/worker-process';
import NODE_FLAGS from '../scripts/node-flags.json';

/** A throwaway migrated database for one benchmark run. */
export async function withBenchDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `quillcart_bench_${testRunId()}`;
  await createDatabase(name);
  const url = databaseUrlFor(name);
  try {
    const dataSource = createDataSource({ url, poolSize: 2 });
    await dataSource.initialize();
    await runMigrations(dataSource);
    await dataSource.destroy();
    return await run(url);
  } finally {
    await dropDatabase(name);
  }
}

/** Inserts `count` items for a guest session in one statement. */
export async function seedGuestItems(url: string, guestId: string, count: number): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO items (owner_guest_id, position, name, sku, details, price, notes)
       SELECT $1, n * 1024, 'Product ' || n, 'SKU-' || lpad(n::text, 5, '0'),
              'Stoneware mug, 350 ml, dishwasher safe | batch ' || n, (n % 90 + 9) || '.99', 'Note ' || n
         FROM generate_series(1, $2::int) AS n`,
      [guestId, count],
    );
  } finally {
    await client.end();
  }
}

export function stats(samples: number[]): { median: number; p95: number; mean: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {
    median: at(0.5),
    p95: at(0.95),
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
  };
}

export const ms = (value: number): string => `${value.toFixed(1)} ms`;

/** The round whose `ratio` is the median of the rounds' (the upper middle of an even count). */
export function medianRound<T>(rounds: readonly T[], ratio: (round: T) => number): T {
  return [...rounds].sort((a, b) => ratio(a) - ratio(b))[Math.floor(rounds.length / 2)];
}

export interface BenchProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Runs the app's server as `npm start` runs it: the compiled JavaScript (built first, as
 * `npm start` builds, when a source is newer than the last build) with the server's Node flags
 * (scripts/node-flags.json), one process, one event loop; resolves with the URL it prints. Measured under tsx instead, the import spent a fifth
 * more CPU (bench:csv, 2026-12-04: 3.68 s against 3.05 s) on what users never run.
 */
export async function spawnBuiltServer(
  env: NodeJS.ProcessEnv,
  urlPattern: RegExp,
): Promise<BenchProcess> {
  const build = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { ensureBuild } from './scripts/lib.mjs'; ensureBuild();",
    ],
    { cwd: repoRoot(), stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('Building the app failed');
  return spawnNode([...NODE_FLAGS.server, 'dist/server/src/main.js'], env, urlPattern);
}

/**
 * Runs a TypeScript entry point (an anchor of bench/anchors) as its own process under tsx
 * and resolves with the URL it prints; its further output is discarded.
 */
export async function spawnProcess(
  entry: string,
  env: NodeJS.ProcessEnv,
  urlPattern: RegExp,
): Promise<BenchProcess> {
  return spawnNode(['--import', 'tsx', entry], env, urlPattern);
}

async function spawnNode(
  args: string[],
  env: NodeJS.ProcessEnv,
  urlPattern: RegExp,
): Promise<BenchProcess> {
  const entry = args[args.length - 1];
  const child = spawn(process.execPath, [...cpuProfileFlags(), ...args], {
    cwd: repoRoot(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = urlPattern.exec(output);
      if (!match) return;
      child.stdout.off('data', onData);
      child.stderr.off('data', onData);
      child.stdout.resume();
      child.stderr.resume();
      resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`${entry} exited while starting:\n${output}`)));
  });
  return {
    url,
    pid: child.pid as number,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Inserts `count` items for a signed-in user in one statement. */
export async function seedUserItems(url: string, userId: string, count: number): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO items (owner_user_id, position, name, sku, details, price, notes, description)
       SELECT $1, n * 1024, 'Product ' || n, 'SKU-' || lpad(n::text, 5, '0'),
              'Stoneware mug, 350 ml, dishwasher safe | batch ' || n, (n % 90 + 9) || '.99',
              'Note ' || n, 'A sturdy stoneware mug that keeps coffee warm, number ' || n || '.'
         FROM generate_series(1, $2::int) AS n`,
      [userId, count],
    );
  } finally {
    await client.end();
  }
}

/** A process's resident memory now, in bytes (Linux: /proc/<pid>/status). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : 0;
}

/** CPU time a process has used so far (user and system, all threads), in seconds. */
export function cpuSeconds(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * Resolves once no backend of `application` runs a statement in the database (the work an
 * answered request left behind, such as the statistics refresh after a large import), so the
 * next measurement gets the machine to itself and its CPU is counted with what caused it.
 */
export async function postgresSettled(url: string, application: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await waitFor(async () => {
      const { rows } = await client.query<{ busy: number }>(
        `SELECT count(*)::int AS busy FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = $1 AND state = 'active'`,
        [application],
      );
      return rows[0].busy === 0;
    }, `${application}'s Postgres work to finish`);
  } finally {
    await client.end();
  }
}

/**
 * CPU time of the Postgres backends serving one application (by application_name) in a
 * database, measured between `start` and `stop`: backends that serve it at either moment
 * count (their time since `start`, or all of it for one that joined later).
 */
export class PostgresCpu {
  private readonly before = new Map<number, number>();

  constructor(
    private readonly url: string,
    private readonly application: string,
  ) {}

  private async backends(): Promise<number[]> {
    const client = new Client({ connectionString: this.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
        [this.application],
      );
      return rows.map((row) => row.pid);
    } finally {
      await client.end();
    }
  }

  async start(): Promise<void> {
    this.before.clear();
    for (const pid of await this.backends()) this.before.set(pid, cpuSeconds(pid));
  }

  async stop(): Promise<number> {
    const pids = new Set([...this.before.keys(), ...(await this.backends())]);
    let total = 0;
    for (const pid of pids) total += Math.max(0, cpuSeconds(pid) - (this.before.get(pid) ?? 0));
    return total;
  }
}
