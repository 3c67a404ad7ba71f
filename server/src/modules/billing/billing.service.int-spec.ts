import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { addOneMonth } from '../../../../core/src/billing/plans';
import { consumeGeneration } from '../../../../core/src/billing/usage-ledger';
import { createDataSource } from '../../../../core/src/db/data-source';
import { guestOwner, userOwner } from '../../../../core/src/owner/owner';
import { createTestGuest, createTestUser } from '../../../../test/support/billing-accounts';
import { BillingService, PORTAL_UNAVAILABLE_MESSAGE } from './billing.service';

describe('BillingService in demo billing', () => {
  let dataSource: DataSource;
  let billing: BillingService;

  beforeAll(async () => {
    dataSource = createDataSource({ url: process.env.DATABASE_URL as string, poolSize: 4 });
    await dataSource.initialize();
    billing = new BillingService(dataSource, null, 'http://localhost:4000');
  });
  afterAll(async () => {
    await dataSource.destroy();
  });

  it('shows guests the plans with no subscription or usage', async () => {
    const view = await billing.billing(guestOwner(await createTestGuest(dataSource)));
    expect(view.mode).toBe('demo');
    expect(view.plans.map((plan) => [plan.id, plan.monthlyGenerations, plan.priceUsd])).toEqual([
      ['free', 25, 0],
      ['pro', 850, 9],
      ['business', 10_000, 25],
    ]);
    expect(view.subscription).toBeNull();
    expect(view.usage).toBeNull();
  });

  it('shows a new user the free plan, active, with 25 left', async () => {
    const userId = await createTestUser(dataSource);
    const view = await billing.billing(userOwner(userId));
    expect(view.subscription).toMatchObject({
      plan: 'free',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    expect(view.usage).toMatchObject({ plan: 'free', generationsLimit: 25, remaining: 25 });
  });

  it('upgrades at once: active, a new one-month period from now, usage back to zero', async () => {
    const userId = await createTestUser(dataSource, { used: 25 });
    const now = new Date('2026-03-31T10:00:00.000Z');
    const result = await billing.startCheckout(userId, 'pro', now);
    expect(result.url).toBeNull();
    expect(result.billing.subscription).toEqual({
      plan: 'pro',
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: new Date('2026-04-30T10:00:00.000Z'),
      cancelAtPeriodEnd: false,
    });
    expect(result.billing.usage).toMatchObject({
      plan: 'pro',
      generationsUsed: 0,
      generationsLimit: 850,
      remaining: 850,
      overage: 0,
      periodStart: now,
      resetDate: addOneMonth(now),
    });
  });

  it('lets an upgraded user generate again after the free limit', async () => {
    const userId = await createTestUser(dataSource, { used: 25 });
    expect(await consumeGeneration(dataSource, userOwner(userId))).toMatchObject({
      allowed: false,
    });
    await billing.startCheckout(userId, 'business');
    expect(await consumeGeneration(dataSource, userOwner(userId))).toMatchObject({
      allowed: true,
    });
  });

  it('refuses a change to the plan the user is already on', async () => {
    const userId = await createTestUser(dataSource);
    await expect(billing.startCheckout(userId, 'free')).rejects.toMatchObject({
      message: 'You are already on the Free plan',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('downgrades to free at once, keeping the usage of the period', async () => {
    const userId = await createTestUser(dataSource, { plan: 'pro', used: 40 });
    const result = await billing.startCheckout(userId, 'free');
    expect(result.billing.subscription).toMatchObject({ plan: 'free', currentPeriodEnd: null });
    expect(result.billing.usage).toMatchObject({ generationsUsed: 40, remaining: 0 });
  });

  it('cancels at period end and reactivates', async () => {
    const userId = await createTestUser(dataSource);
    await billing.startCheckout(userId, 'pro');
    const cancelled = await billing.cancelSubscription(userId);
    expect(cancelled.subscription).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true });
    const reactivated = await billing.reactivateSubscription(userId);
    expect(reactivated.subscription).toMatchObject({
      plan: 'pro',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
  });

  it('ends a cancelled demo plan when its period is over', async () => {
    const userId = await createTestUser(dataSource);
    const start = new Date('2026-01-15T00:00:00.000Z');
    await billing.startCheckout(userId, 'pro', start);
    await billing.cancelSubscription(userId, start);
    const later = await billing.billing(userOwner(userId), new Date('2026-02-16T00:00:00Z'));
    expect(later.subscription).toMatchObject({ plan: 'free', cancelAtPeriodEnd: false });
    expect(later.usage).toMatchObject({ plan: 'free', generationsLimit: 25 });
  });

  it('has nothing to cancel on the free plan and no portal in demo billing', async () => {
    const userId = await createTestUser(dataSource);
    await expect(billing.cancelSubscription(userId)).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await expect(billing.openBillingPortal(userId)).rejects.toMatchObject({
      message: PORTAL_UNAVAILABLE_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
