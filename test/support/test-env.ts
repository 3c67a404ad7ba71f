import { Client } from 'pg';

/**
 * Each test run gets its own Postgres database (created, migrated, dropped) and its own Redis
 * key prefix, so runs never collide with each other or with a developer's data.
 */
export const ADMIN_DATABASE_URL =
  process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function testRunId(): string {
  return `${Date.now().toString(36)}_${process.pid}`;
}

export function databaseUrlFor(name: string): string {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createDatabase(name: string): Promise<void> {
  const client = new Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(name: string): Promise<void> {
  const client = new Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
