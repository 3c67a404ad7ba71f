import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * The `pg` pool behind a data source: the same connections, statement timeout and
 * application name. For hot reads whose rows need no entity and no query runner (TypeORM's
 * `query` takes a runner from the pool, wraps, logs and releases it around every statement).
 */
export function pgPoolOf(dataSource: DataSource): Pool {
  const pool = (dataSource.driver as { master?: Pool }).master;
  if (!pool || typeof pool.query !== 'function') {
    throw new Error('pgPoolOf needs an initialised Postgres data source');
  }
  return pool;
}
