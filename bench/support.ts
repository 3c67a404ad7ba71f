import 'reflect-metadata';
import { Client } from 'pg';
import { createDataSource, runMigrations } from '../core/src/db/data-source';
import { createDatabase, databaseUrlFor, dropDatabase, testRunId } from '../test/support/test-env';

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
