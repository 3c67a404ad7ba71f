import 'reflect-metadata';
import { createDatabase, databaseUrlFor, dropDatabase } from '../../../test/support/test-env';
import { createDataSource, runMigrations } from './data-source';

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
    const name = `${process.env.TEST_DATABASE_NAME}_roundtrip`;
    await createDatabase(name);
    const dataSource = createDataSource({ url: databaseUrlFor(name), poolSize: 2 });
    await dataSource.initialize();
    try {
      const applied = await runMigrations(dataSource);
      expect(applied.length).toBeGreaterThan(0);
      expect(await runMigrations(dataSource)).toEqual([]);
      for (let i = 0; i < applied.length; i += 1) await dataSource.undoLastMigration();
      const tables = await dataSource.query<{ table_name: string }[]>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`,
      );
      expect(tables).toEqual([]);
      expect(await runMigrations(dataSource)).toEqual(applied);
    } finally {
      await dataSource.destroy();
      await dropDatabase(name);
    }
  });
});
