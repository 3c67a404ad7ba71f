import type { DataSource, EntityManager } from 'typeorm';
import type { Owner } from '../owner/owner';
import {
  GUEST_GENERATION_LIMIT,
  PLANS,
  PLAN_ORDER,
  addOneMonth,
  planFor,
  type PlanId,
} from './plans';

/** Anything that runs SQL: a DataSource, or the EntityManager of an open transaction. */
export type Queryable = Pick<DataSource | EntityManager, 'query'>;

/** Generations this period, as the billing page and the quota check see them. */
export interface UsageSnapshot {
  plan: PlanId;
  generationsUsed: number;
  generationsLimit: number;
  /** max(limit - used, 0). */
  remaining: number;
  /** Generations past the quota this period (paid plans only). */
  overage: number;
  /** Null for guests: their one generation is for good, not per period. */
  periodStart: Date | null;
  resetDate: Date | null;
}

export type ConsumeResult =
  | { allowed: true; overage: boolean; usage: UsageSnapshot }
  | { allowed: false; reason: 'guest-limit' | 'plan-limit'; usage: UsageSnapshot };

/** SPEC §8, with the number of generations left (0 whenever a generation is refused). */
export function generationLimitMessage(remaining = 0): string {
  return `Generation limit reached. You have ${remaining} generations remaining this month. Please upgrade your plan to continue.`;
}

export const GENERATION_LIMIT_MESSAGE = generationLimitMessage(0);

export const GUEST_LIMIT_MESSAGE =
  'Guest users can only generate 1 description. Please sign in to continue.';

/** The catalogue message for a refused generation. */
export function limitMessage(reason: 'guest-limit' | 'plan-limit'): string {
  return reason === 'guest-limit' ? GUEST_LIMIT_MESSAGE : GENERATION_LIMIT_MESSAGE;
}

export class UnknownOwnerError extends Error {
  override name = 'UnknownOwnerError';
}

/**
 * Creates a new user's free plan and first usage period (now → one month ahead). Safe to
 * call twice: existing rows are left alone. Call it inside the sign-up transaction.
 */
export async function ensureAccountBilling(
  manager: Queryable,
  userId: string,
  now: Date = new Date(),
): Promise<void> {
  await manager.query(
    `INSERT INTO subscriptions (user_id, plan, status, current_period_start)
     VALUES ($1, 'free', 'active', $2) ON CONFLICT (user_id) DO NOTHING`,
    [userId, now],
  );
  await manager.query(
    `INSERT INTO usage_records (user_id, generations_used, overage, period_start, reset_date)
     VALUES ($1, 0, 0, $2, $3) ON CONFLICT (user_id) DO NOTHING`,
    [userId, now, addOneMonth(now)],
  );
}

/**
 * The owner's usage. For users the lazy monthly reset runs first (SPEC §4), in one atomic
 * UPDATE, so concurrent readers cannot reset twice.
 */
export async function getUsage(
  manager: Queryable,
  owner: Owner,
  now: Date = new Date(),
): Promise<UsageSnapshot> {
  if (owner.kind === 'guest') {
    const rows = await manager.query<{ generations_used: number }[]>(
      'SELECT generations_used FROM guest_sessions WHERE id = $1',
      [owner.guestSessionId],
    );
    if (rows.length === 0) throw new UnknownOwnerError('Guest session not found');
    return guestSnapshot(rows[0].generations_used);
  }
  await prepareUserPeriod(manager, owner.userId, now);
  const rows = await manager.query<UserUsageRow[]>(
    `SELECT s.plan, u.generations_used, u.overage, u.period_start, u.reset_date
       FROM usage_records u JOIN subscriptions s ON s.user_id = u.user_id
      WHERE u.user_id = $1`,
    [owner.userId],
  );
  if (rows.length === 0) throw new UnknownOwnerError('User not found');
  return userSnapshot(rows[0]);
}

/**
 * Takes one generation from the owner's allowance, atomically: see consumeGenerations. Paid
 * plans always succeed and count overage past the quota. Run it in the transaction that
 * records the generation, so a failed generation consumes nothing.
 */
export async function consumeGeneration(
  manager: Queryable,
  owner: Owner,
  now: Date = new Date(),
): Promise<ConsumeResult> {
  const taken = await consumeGenerations(manager, owner, 1, now);
  if (taken.granted === 1) return { allowed: true, overage: taken.overage > 0, usage: taken.usage };
  return { allowed: false, reason: taken.refusal ?? 'plan-limit', usage: taken.usage };
}

export interface ConsumeManyResult {
  /** Units taken: all of `count` for paid plans, at most what is left for guests and free. */
  granted: number;
  /** How many of the granted units went past the quota (paid plans). */
  overage: number;
  /** Why fewer than `count` were granted. */
  refusal: 'guest-limit' | 'plan-limit' | null;
  usage: UsageSnapshot;
}

/**
 * Takes up to `count` generations from the owner's allowance in one statement: the row is
 * locked and read, then moved on, so concurrent callers (other requests, other workers'
 * batches) can never together take more than is left. Paid plans always get all of them,
 * counting overage past the quota; guests and free plans get what is left.
 */
export async function consumeGenerations(
  manager: Queryable,
  owner: Owner,
  count: number,
  now: Date = new Date(),
): Promise<ConsumeManyResult> {
  const [result] = await consumeForOwners(manager, [{ owner, count }], now);
  return result;
}

/**
 * consumeGenerations for several owners at once (a batch writer's group): one statement for
 * the users and one for the guests, rows locked in one order so concurrent writers never
 * deadlock. Results in the order given.
 */
export async function consumeForOwners(
  manager: Queryable,
  requests: { owner: Owner; count: number }[],
  now: Date = new Date(),
): Promise<ConsumeManyResult[]> {
  const results = new Map<number, ConsumeManyResult>();
  const users = requests.flatMap((request, index) =>
    request.owner.kind === 'user'
      ? [{ userId: request.owner.userId, count: request.count, index }]
      : [],
  );
  const guests = requests.flatMap((request, index) =>
    request.owner.kind === 'guest'
      ? [{ guestId: request.owner.guestSessionId, count: request.count, index }]
      : [],
  );

  if (guests.length > 0) {
    const rows = await manager.query<{ id: string; generations_used: number; granted: number }[]>(
      `WITH req AS (SELECT * FROM unnest($1::uuid[], $2::int[]) AS r(id, n)),
       cur AS (
         SELECT g.id, g.generations_used AS used, req.n FROM guest_sessions g
           JOIN req ON req.id = g.id ORDER BY g.id FOR UPDATE OF g),
       k AS (SELECT id, LEAST(n, GREATEST($3::int - used, 0)) AS n FROM cur),
       taken AS (
         UPDATE guest_sessions g SET generations_used = g.generations_used + k.n
           FROM k WHERE g.id = k.id AND k.n > 0
         RETURNING g.id, g.generations_used, k.n AS granted)
       SELECT * FROM taken`,
      [
        guests.map((guest) => guest.guestId),
        guests.map((guest) => guest.count),
        GUEST_GENERATION_LIMIT,
      ],
    );
    const taken = new Map(rows.map((row) => [row.id, row]));
    for (const guest of guests) {
      const row = taken.get(guest.guestId);
      const granted = row?.granted ?? 0;
      results.set(guest.index, {
        granted,
        overage: 0,
        refusal: granted < guest.count ? 'guest-limit' : null,
        usage: row
          ? guestSnapshot(row.generations_used)
          : await getUsage(manager, requests[guest.index].owner, now),
      });
    }
  }

  if (users.length > 0) {
    await prepareUserPeriods(manager, [...new Set(users.map((user) => user.userId))], now);
    const { sql: plansSql, params: planParams } = planTable(3);
    const rows = await manager.query<
      (UserUsageRow & { user_id: string; granted: number; over: number })[]
    >(
      `WITH req AS (SELECT * FROM unnest($1::uuid[], $2::int[]) AS r(user_id, n)),
       cur AS (
         SELECT u.user_id, u.generations_used AS used, p.quota, p.allows_overage, s.plan, req.n
           FROM usage_records u JOIN req ON req.user_id = u.user_id
           JOIN subscriptions s ON s.user_id = u.user_id
           JOIN ${plansSql} ON p.id = s.plan
          ORDER BY u.user_id
            FOR UPDATE OF u),
       k AS (
         SELECT user_id, used, quota, plan,
                CASE WHEN allows_overage THEN n ELSE LEAST(n, GREATEST(quota - used, 0)) END AS n
           FROM cur),
       taken AS (
         UPDATE usage_records u
            SET generations_used = u.generations_used + k.n,
                overage = u.overage + GREATEST(0, k.used + k.n - GREATEST(k.quota, k.used)),
                updated_at = now()
           FROM k
          WHERE u.user_id = k.user_id AND k.n > 0
         RETURNING u.user_id, k.plan AS plan, u.generations_used, u.overage, u.period_start,
                   u.reset_date, k.n AS granted,
                   GREATEST(0, k.used + k.n - GREATEST(k.quota, k.used)) AS over)
       SELECT * FROM taken`,
      [users.map((user) => user.userId), users.map((user) => user.count), ...planParams],
    );
    const taken = new Map(rows.map((row) => [row.user_id, row]));
    for (const user of users) {
      const row = taken.get(user.userId);
      const granted = row?.granted ?? 0;
      results.set(user.index, {
        granted,
        overage: row?.over ?? 0,
        refusal: granted < user.count ? 'plan-limit' : null,
        usage: row ? userSnapshot(row) : await getUsage(manager, requests[user.index].owner, now),
      });
    }
  }
  return requests.map((_, index) => results.get(index) as ConsumeManyResult);
}

interface UserUsageRow {
  plan: string;
  generations_used: number;
  overage: number;
  period_start: Date;
  reset_date: Date;
}

function guestSnapshot(used: number): UsageSnapshot {
  return {
    plan: 'free',
    generationsUsed: used,
    generationsLimit: GUEST_GENERATION_LIMIT,
    remaining: Math.max(GUEST_GENERATION_LIMIT - used, 0),
    overage: 0,
    periodStart: null,
    resetDate: null,
  };
}

function userSnapshot(row: UserUsageRow): UsageSnapshot {
  const plan = planFor(row.plan);
  return {
    plan: plan.id,
    generationsUsed: row.generations_used,
    generationsLimit: plan.monthlyGenerations,
    remaining: Math.max(plan.monthlyGenerations - row.generations_used, 0),
    overage: row.overage,
    periodStart: new Date(row.period_start),
    resetDate: new Date(row.reset_date),
  };
}

/** `(VALUES ($n, $n+1, $n+2), …) AS p(id, quota, allows_overage)` from PLANS. */
function planTable(firstParam: number): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const tuples = PLAN_ORDER.map((id) => {
    const base = firstParam + params.length;
    params.push(id, PLANS[id].monthlyGenerations, PLANS[id].allowsOverage);
    return `($${base}::text, $${base + 1}::int, $${base + 2}::boolean)`;
  });
  return { sql: `(VALUES ${tuples.join(', ')}) AS p(id, quota, allows_overage)`, params };
}

// Month arithmetic in UTC, as addOneMonth does, whatever the session time zone.
const PLUS_MONTHS = (column: string, months: string) =>
  `((${column} AT TIME ZONE 'UTC') + (${months}) * interval '1 month') AT TIME ZONE 'UTC'`;

/**
 * Makes sure the user's rows exist and the current period is the one `now` falls in:
 * a demo-mode cancellation whose period has ended returns the plan to free, a demo paid plan
 * renews, and a passed reset date zeroes the counters and moves one month ahead as often as
 * needed.
 */
/** prepareUserPeriod for several users: one read, the fix-ups only for those that need one. */
async function prepareUserPeriods(manager: Queryable, userIds: string[], now: Date): Promise<void> {
  if (userIds.length === 1) return prepareUserPeriod(manager, userIds[0], now);
  const rows = await manager.query<{ user_id: string; due: boolean }[]>(
    `SELECT u.user_id,
            (u.reset_date <= $2
             OR (s.stripe_subscription_id IS NULL AND s.current_period_end IS NOT NULL
                 AND s.current_period_end <= $2)) AS due
       FROM usage_records u JOIN subscriptions s ON s.user_id = u.user_id
      WHERE u.user_id = ANY($1::uuid[])`,
    [userIds, now],
  );
  const ready = new Set(rows.filter((row) => !row.due).map((row) => row.user_id));
  for (const userId of userIds) {
    if (!ready.has(userId)) await prepareUserPeriod(manager, userId, now);
  }
}

async function prepareUserPeriod(manager: Queryable, userId: string, now: Date): Promise<void> {
  // One read on the common path (every viewer poll and generation): the fix-ups below run
  // only when a period has actually ended. Their WHERE clauses still guard concurrency.
  const state = await manager.query<{ due: boolean }[]>(
    `SELECT (u.reset_date <= $2
             OR (s.stripe_subscription_id IS NULL AND s.current_period_end IS NOT NULL
                 AND s.current_period_end <= $2)) AS due
       FROM usage_records u JOIN subscriptions s ON s.user_id = u.user_id
      WHERE u.user_id = $1`,
    [userId, now],
  );
  if (state.length === 0) {
    const users = await manager.query<unknown[]>('SELECT 1 FROM users WHERE id = $1', [userId]);
    if (users.length === 0) throw new UnknownOwnerError('User not found');
    await ensureAccountBilling(manager, userId, now);
    return;
  }
  if (!state[0].due) return;
  // Stripe-managed subscriptions end through the webhook; only demo ones expire here.
  await manager.query(
    `UPDATE subscriptions
        SET plan = 'free', status = 'active', cancel_at_period_end = false,
            current_period_start = current_period_end, current_period_end = NULL, updated_at = now()
      WHERE user_id = $1 AND cancel_at_period_end AND stripe_subscription_id IS NULL
        AND current_period_end IS NOT NULL AND current_period_end <= $2`,
    [userId, now],
  );
  // A demo paid plan that was not cancelled renews: its period moves on like the usage period.
  await manager.query(
    `UPDATE subscriptions s
        SET current_period_start = ${PLUS_MONTHS('s.current_period_end', 'k.months - 1')},
            current_period_end = ${PLUS_MONTHS('s.current_period_end', 'k.months')},
            updated_at = now()
       FROM (SELECT min(m) AS months
               FROM subscriptions r, generate_series(1, 1200) AS m
              WHERE r.user_id = $1
                AND ${PLUS_MONTHS('r.current_period_end', 'm')} > $2) AS k
      WHERE s.user_id = $1 AND s.plan <> 'free' AND NOT s.cancel_at_period_end
        AND s.stripe_subscription_id IS NULL
        AND s.current_period_end IS NOT NULL AND s.current_period_end <= $2`,
    [userId, now],
  );
  // The smallest k with reset_date + k months > now: the new reset date; k - 1 months is
  // the start of the period now runs in. The WHERE makes the reset happen once.
  await manager.query(
    `UPDATE usage_records u
        SET generations_used = 0, overage = 0,
            period_start = ${PLUS_MONTHS('u.reset_date', 'k.months - 1')},
            reset_date = ${PLUS_MONTHS('u.reset_date', 'k.months')},
            updated_at = now()
       FROM (SELECT min(m) AS months
               FROM usage_records r, generate_series(1, 1200) AS m
              WHERE r.user_id = $1
                AND ${PLUS_MONTHS('r.reset_date', 'm')} > $2) AS k
      WHERE u.user_id = $1 AND u.reset_date <= $2`,
    [userId, now],
  );
}
