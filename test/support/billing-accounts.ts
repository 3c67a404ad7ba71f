import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ensureAccountBilling } from '../../core/src/billing/usage-ledger';
import type { PlanId } from '../../core/src/billing/plans';

/**
 * Creates a user straight in the database, with billing rows as sign-up makes them; `plan`
 * and `used` put the account in a given state. Returns the user id.
 */
export async function createTestUser(
  dataSource: DataSource,
  options: { plan?: PlanId; used?: number; now?: Date; email?: string } = {},
): Promise<string> {
  const id = randomUUID();
  const now = options.now ?? new Date();
  await dataSource.query('INSERT INTO users (id, email, display_name) VALUES ($1, $2, $3)', [
    id,
    options.email ?? `seller-${id}@example.com`,
    'Test Seller',
  ]);
  await ensureAccountBilling(dataSource, id, now);
  if (options.plan) {
    await dataSource.query('UPDATE subscriptions SET plan = $2 WHERE user_id = $1', [
      id,
      options.plan,
    ]);
  }
  if (options.used) {
    await dataSource.query('UPDATE usage_records SET generations_used = $2 WHERE user_id = $1', [
      id,
      options.used,
    ]);
  }
  return id;
}

export async function createTestGuest(dataSource: DataSource): Promise<string> {
  const rows = await dataSource.query<{ id: string }[]>(
    'INSERT INTO guest_sessions DEFAULT VALUES RETURNING id',
  );
  return rows[0].id;
}
