import 'reflect-metadata';
import { createDatabase, databaseUrlFor, dropDatabase } from '../../../test/support/test-env';
import type { DataSource } from 'typeorm';
import { createDataSource, runMigrations } from './data-source';
import { ItemSourceCells1763863200000 } from './migrations/1763863200000-item-source-cells';

/** Runs `use` against a database of its own, created empty and dropped afterwards. */
async function inEmptyDatabase(
  suffix: string,
  use: (dataSource: DataSource) => Promise<void>,
): Promise<void> {
  const name = `${process.env.TEST_DATABASE_NAME}_${suffix}`;
  await createDatabase(name);
  const dataSource = createDataSource({ url: databaseUrlFor(name), poolSize: 2 });
  await dataSource.initialize();
  try {
    await use(dataSource);
  } finally {
    await dataSource.destroy();
    await dropDatabase(name);
  }
}

describe('migrations', () => {
  it('leave nothing for TypeORM to generate: entities and schema agree', async () => {
    const dataSource = createDataSource({ url: process.env.DATABASE_URL as string, poolSize: 1 });
    await dataSource.initialize();
    try {
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((query) => query.query)).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });

  it('apply on an empty database, revert completely, and apply again', async () => {
    await inEmptyDatabase('roundtrip', async (dataSource) => {
      const applied = await runMigrations(dataSource);
      expect(applied.length).toBeGreaterThan(0);
      expect(await runMigrations(dataSource)).toEqual([]);
      for (let i = 0; i < applied.length; i += 1) await dataSource.undoLastMigration();
      const tables = await dataSource.query<{ table_name: string }[]>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`,
      );
      expect(tables).toEqual([]);
      expect(await runMigrations(dataSource)).toEqual(applied);
    });
  });

  it('move an imported item’s own rows out of source_rows into source_cells, and back', async () => {
    await inEmptyDatabase('source_cells', async (dataSource) => {
      await runMigrations(dataSource);
      // This migration's own steps, whichever migrations come after it.
      const migration = new ItemSourceCells1763863200000();
      const runner = dataSource.createQueryRunner();
      try {
        await migration.down(runner);
        const rows = [
          ['mug', 'Mug', '<p>Two\r\nlines, "quoted", C:\\mugs</p>'],
          ['mug', '', ''],
        ];
        const before = {
          headers: ['Handle', 'Title', 'Body (HTML)'],
          rows,
          delimiter: ',',
          quoted: true,
        };
        const [{ id: guest }] = await dataSource.query<{ id: string }[]>(
          'INSERT INTO guest_sessions DEFAULT VALUES RETURNING id',
        );
        const [{ id }] = await dataSource.query<{ id: string }[]>(
          `INSERT INTO items (owner_guest_id, position, name, source_format, source_rows)
           VALUES ($1, 1, 'Mug', 'shopify', $2::jsonb) RETURNING id`,
          [guest, JSON.stringify(before)],
        );
        await migration.up(runner);
        const [after] = await dataSource.query<{ source_rows: unknown; cells: string }[]>(
          'SELECT source_rows, source_cells::text AS cells FROM items WHERE id = $1',
          [id],
        );
        expect(after.source_rows).toEqual({
          headers: before.headers,
          delimiter: ',',
          quoted: true,
        });
        expect(JSON.parse(after.cells)).toEqual(rows);
        await migration.down(runner);
        const [{ source_rows: restored }] = await dataSource.query<{ source_rows: unknown }[]>(
          'SELECT source_rows FROM items WHERE id = $1',
          [id],
        );
        expect(restored).toEqual(before);
      } finally {
        await runner.release();
      }
    });
  });
});
