import type { PlanId } from '../../core/src/billing/plans';
import { BrowserSession } from './browser-session';
import { sql } from './test-env';

let counter = 0;

/** A visitor who signed up through GraphQL (free plan unless `plan` says otherwise). */
export async function signedUpSeller(
  baseUrl: string,
  options: { plan?: PlanId; used?: number; email?: string } = {},
): Promise<{ session: BrowserSession; userId: string }> {
  const session = new BrowserSession(baseUrl);
  await session.start();
  counter += 1;
  const email = options.email ?? `seller${counter}.${process.pid}.${Date.now()}@example.com`;
  await session.ok(`mutation SignUp($input: SignUpInput!) { signUp(input: $input) { kind } }`, {
    input: { name: 'Test Seller', email, password: 'correct horse battery' },
  });
  const [{ id: userId }] = await sql<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    email,
  ]);
  if (options.plan) {
    await sql('UPDATE subscriptions SET plan = $2 WHERE user_id = $1', [userId, options.plan]);
  }
  if (options.used !== undefined) {
    await sql('UPDATE usage_records SET generations_used = $2 WHERE user_id = $1', [
      userId,
      options.used,
    ]);
  }
  return { session, userId };
}

/**
 * Puts `count` named products (name, SKU, details, price) at the end of an owner's table,
 * in one statement. Returns their ids in table order.
 */
export async function seedItems(
  owner: { userId: string } | { guestSessionId: string },
  count: number,
  label = 'Product',
): Promise<string[]> {
  const [column, id] =
    'userId' in owner ? ['owner_user_id', owner.userId] : ['owner_guest_id', owner.guestSessionId];
  const rows = await sql<{ id: string }>(
    `INSERT INTO items (${column}, position, name, sku, details, price)
     SELECT $1, coalesce((SELECT max(position) FROM items WHERE ${column} = $1), 0) + n,
            $3 || ' ' || n, 'SKU-' || n, 'Solid oak, hand finished, 40 cm wide', '19.99'
       FROM generate_series(1, $2::int) AS n
     RETURNING id, position`,
    [id, count, label],
  );
  return rows.map((row) => row.id);
}
