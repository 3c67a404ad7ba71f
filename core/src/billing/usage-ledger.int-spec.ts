import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { createTestGuest, createTestUser } from '../../../test/support/billing-accounts';
import { createDataSource } from '../db/data-source';
import { guestOwner, userOwner } from '../owner/owner';
import {
  GENERATION_LIMIT_MESSAGE,
  GUEST_LIMIT_MESSAGE,
  UnknownOwnerError,
  consumeForOwners,
  consumeGeneration,
  ensureAccountBilling,
  generationLimitMessage,
  getUsage,
} from './usage-ledger';

describe('usage ledger', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = createDataSource({ url: process.env.DATABASE_URL as string, poolSize: 12 });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource.destroy();
  });

  async function usageRow(userId: string) {
    const rows = await dataSource.query<
      { generations_used: number; overage: number; period_start: Date; reset_date: Date }[]
    >(
      'SELECT generations_used, overage, period_start, reset_date FROM usage_records WHERE user_id = $1',
      [userId],
    );
    return rows[0];
  }

  it('has the catalogue messages word for word', () => {
    expect(GENERATION_LIMIT_MESSAGE).toBe(
      'Generation limit reached. You have 0 generations remaining this month. Please upgrade your plan to continue.',
    );
    expect(generationLimitMessage(3)).toContain('You have 3 generations remaining');
    expect(GUEST_LIMIT_MESSAGE).toBe(
      'Guest users can only generate 1 description. Please sign in to continue.',
    );
  });

  it('creates a free plan and a one-month period at sign-up, once', async () => {
    const now = new Date('2026-01-31T09:00:00.000Z');
    const userId = await createTestUser(dataSource, { now });
    await ensureAccountBilling(dataSource, userId, new Date('2026-05-01T00:00:00.000Z'));
    const usage = await getUsage(dataSource, userOwner(userId), new Date('2026-02-01T00:00:00Z'));
    expect(usage).toEqual({
      plan: 'free',
      generationsUsed: 0,
      generationsLimit: 25,
      remaining: 25,
      overage: 0,
      periodStart: now,
      resetDate: new Date('2026-02-28T09:00:00.000Z'),
    });
  });

  it('stops a free user at 25: the 26th generation is refused', async () => {
    const owner = userOwner(await createTestUser(dataSource));
    for (let i = 1; i <= 25; i += 1) {
      const result = await consumeGeneration(dataSource, owner);
      expect(result).toMatchObject({ allowed: true, overage: false });
      expect(result.usage.remaining).toBe(25 - i);
    }
    const refused = await consumeGeneration(dataSource, owner);
    expect(refused).toMatchObject({ allowed: false, reason: 'plan-limit' });
    expect(refused.usage).toMatchObject({ generationsUsed: 25, remaining: 0, overage: 0 });
  });

  it('lets a pro user go past 850 into overage', async () => {
    const owner = userOwner(await createTestUser(dataSource, { plan: 'pro', used: 849 }));
    const last = await consumeGeneration(dataSource, owner);
    expect(last).toMatchObject({ allowed: true, overage: false });
    expect(last.usage).toMatchObject({ generationsUsed: 850, remaining: 0, overage: 0 });
    const first = await consumeGeneration(dataSource, owner);
    expect(first).toMatchObject({ allowed: true, overage: true });
    expect(first.usage).toMatchObject({
      plan: 'pro',
      generationsUsed: 851,
      generationsLimit: 850,
      remaining: 0,
      overage: 1,
    });
    await consumeGeneration(dataSource, owner);
    expect((await getUsage(dataSource, owner)).overage).toBe(2);
  });

  it('gives business 10,000 a month', async () => {
    const owner = userOwner(await createTestUser(dataSource, { plan: 'business', used: 9_999 }));
    expect(await consumeGeneration(dataSource, owner)).toMatchObject({ overage: false });
    expect(await consumeGeneration(dataSource, owner)).toMatchObject({ overage: true });
  });

  it('gives a guest exactly one generation, with no period', async () => {
    const owner = guestOwner(await createTestGuest(dataSource));
    expect(await getUsage(dataSource, owner)).toEqual({
      plan: 'free',
      generationsUsed: 0,
      generationsLimit: 1,
      remaining: 1,
      overage: 0,
      periodStart: null,
      resetDate: null,
    });
    expect(await consumeGeneration(dataSource, owner)).toMatchObject({ allowed: true });
    const refused = await consumeGeneration(dataSource, owner);
    expect(refused).toMatchObject({ allowed: false, reason: 'guest-limit' });
    expect(refused.usage).toMatchObject({ generationsUsed: 1, remaining: 0 });
  });

  it("takes several owners' units at once: what each allowance has room for, overage for paid plans", async () => {
    const free = userOwner(await createTestUser(dataSource, { used: 22 }));
    const pro = userOwner(await createTestUser(dataSource, { plan: 'pro', used: 848 }));
    const guest = guestOwner(await createTestGuest(dataSource));
    const results = await consumeForOwners(dataSource, [
      { owner: free, count: 5 },
      { owner: pro, count: 4 },
      { owner: guest, count: 3 },
    ]);
    expect(results.map(({ granted, overage, refusal }) => ({ granted, overage, refusal }))).toEqual(
      [
        { granted: 3, overage: 0, refusal: 'plan-limit' },
        { granted: 4, overage: 2, refusal: null },
        { granted: 1, overage: 0, refusal: 'guest-limit' },
      ],
    );
    expect(results[0].usage).toMatchObject({ generationsUsed: 25, remaining: 0 });
    expect(results[1].usage).toMatchObject({ generationsUsed: 852, overage: 2 });
    expect((await getUsage(dataSource, guest)).remaining).toBe(0);
  });

  it('never lets concurrent groups of several owners take more than is left', async () => {
    const owners = [
      userOwner(await createTestUser(dataSource, { used: 20 })),
      userOwner(await createTestUser(dataSource, { used: 23 })),
    ];
    const groups = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        consumeForOwners(
          dataSource,
          (index % 2 === 0 ? owners : [...owners].reverse()).map((owner) => ({ owner, count: 2 })),
        ),
      ),
    );
    const granted = new Map<string, number>();
    for (const group of groups) {
      group.forEach((result, position) => {
        const owner = (groups.indexOf(group) % 2 === 0 ? owners : [...owners].reverse())[position];
        const key = owner.kind === 'user' ? owner.userId : '';
        granted.set(key, (granted.get(key) ?? 0) + result.granted);
      });
    }
    expect([...granted.values()]).toEqual([5, 2]);
  });

  it('lets exactly one of 30 concurrent generations take the last free unit', async () => {
    const userId = await createTestUser(dataSource, { used: 24 });
    const owner = userOwner(userId);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => consumeGeneration(dataSource, owner)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(1);
    expect((await usageRow(userId)).generations_used).toBe(25);
  });

  it('lets exactly one of 10 concurrent guest generations through', async () => {
    const owner = guestOwner(await createTestGuest(dataSource));
    const results = await Promise.all(
      Array.from({ length: 10 }, () => consumeGeneration(dataSource, owner)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(1);
  });

  it('resets the counters once the reset date has passed, one month ahead', async () => {
    const start = new Date('2026-01-10T08:00:00.000Z');
    const userId = await createTestUser(dataSource, { plan: 'pro', used: 900, now: start });
    await dataSource.query('UPDATE usage_records SET overage = 50 WHERE user_id = $1', [userId]);
    const before = await getUsage(dataSource, userOwner(userId), new Date('2026-02-10T07:59:59Z'));
    expect(before).toMatchObject({ generationsUsed: 900, overage: 50 });

    const usage = await getUsage(dataSource, userOwner(userId), new Date('2026-02-11T00:00:00Z'));
    expect(usage).toMatchObject({
      generationsUsed: 0,
      overage: 0,
      remaining: 850,
      periodStart: new Date('2026-02-10T08:00:00.000Z'),
      resetDate: new Date('2026-03-10T08:00:00.000Z'),
    });
  });

  it('moves the reset date as many months as have passed', async () => {
    const userId = await createTestUser(dataSource, {
      used: 25,
      now: new Date('2026-01-31T12:00:00.000Z'),
    });
    // Reset date 2026-02-28; two periods later it is April.
    const usage = await getUsage(dataSource, userOwner(userId), new Date('2026-04-01T00:00:00Z'));
    expect(usage).toMatchObject({
      generationsUsed: 0,
      periodStart: new Date('2026-03-28T12:00:00.000Z'),
      resetDate: new Date('2026-04-28T12:00:00.000Z'),
    });
  });

  it('resets before counting, so a new month starts at one', async () => {
    const userId = await createTestUser(dataSource, {
      used: 25,
      now: new Date('2026-01-01T00:00:00.000Z'),
    });
    const owner = userOwner(userId);
    expect(
      await consumeGeneration(dataSource, owner, new Date('2026-01-20T00:00:00Z')),
    ).toMatchObject({ allowed: false });
    const result = await consumeGeneration(dataSource, owner, new Date('2026-02-02T00:00:00Z'));
    expect(result).toMatchObject({ allowed: true });
    expect(result.usage).toMatchObject({
      generationsUsed: 1,
      resetDate: new Date('2026-03-01T00:00:00.000Z'),
    });
  });

  it('resets once when many readers arrive together after the reset date', async () => {
    const userId = await createTestUser(dataSource, {
      used: 10,
      now: new Date('2026-01-01T00:00:00.000Z'),
    });
    const later = new Date('2026-02-05T00:00:00Z');
    const owner = userOwner(userId);
    await Promise.all([
      ...Array.from({ length: 5 }, () => getUsage(dataSource, owner, later)),
      ...Array.from({ length: 5 }, () => consumeGeneration(dataSource, owner, later)),
    ]);
    const row = await usageRow(userId);
    expect(row.generations_used).toBe(5);
    expect(row.reset_date).toEqual(new Date('2026-03-01T00:00:00.000Z'));
  });

  it('returns a demo plan cancelled at period end to free once the period is over', async () => {
    const userId = await createTestUser(dataSource, { plan: 'pro' });
    await dataSource.query(
      `UPDATE subscriptions SET cancel_at_period_end = true, current_period_end = $2 WHERE user_id = $1`,
      [userId, new Date('2026-01-01T00:00:00Z')],
    );
    const usage = await getUsage(dataSource, userOwner(userId));
    expect(usage.plan).toBe('free');
  });

  it('renews a demo paid plan that was not cancelled, month by month', async () => {
    const userId = await createTestUser(dataSource, { plan: 'pro' });
    await dataSource.query(
      `UPDATE subscriptions SET current_period_start = $2, current_period_end = $3 WHERE user_id = $1`,
      [userId, new Date('2026-01-31T00:00:00Z'), new Date('2026-02-28T00:00:00Z')],
    );
    await getUsage(dataSource, userOwner(userId), new Date('2026-04-05T00:00:00Z'));
    const rows = await dataSource.query<
      { plan: string; current_period_start: Date; current_period_end: Date }[]
    >(
      'SELECT plan, current_period_start, current_period_end FROM subscriptions WHERE user_id = $1',
      [userId],
    );
    expect(rows[0]).toEqual({
      plan: 'pro',
      current_period_start: new Date('2026-03-28T00:00:00.000Z'),
      current_period_end: new Date('2026-04-28T00:00:00.000Z'),
    });
  });

  it('creates missing billing rows for an existing user, and rejects unknown owners', async () => {
    const userId = await createTestUser(dataSource);
    await dataSource.query('DELETE FROM usage_records WHERE user_id = $1', [userId]);
    expect((await getUsage(dataSource, userOwner(userId))).remaining).toBe(25);
    await expect(
      getUsage(dataSource, userOwner('00000000-0000-4000-8000-000000000000')),
    ).rejects.toBeInstanceOf(UnknownOwnerError);
    await expect(
      getUsage(dataSource, guestOwner('00000000-0000-4000-8000-000000000000')),
    ).rejects.toBeInstanceOf(UnknownOwnerError);
  });
});
