import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../../../core/src/db/data-source';
import { createTestUser } from '../../../../test/support/billing-accounts';
import { FakeStripeServer } from '../../../../test/fakes/fake-stripe-server';
import { stripeSettings } from './billing.config';
import { BillingService, DOWNGRADE_IN_PORTAL_MESSAGE } from './billing.service';
import { StripeGateway } from './stripe-gateway';

const PUBLIC_URL = 'https://quillcart.test';

describe('BillingService with Stripe (real SDK, fake API)', () => {
  let dataSource: DataSource;
  let fake: FakeStripeServer;
  let gateway: StripeGateway;
  let billing: BillingService;

  beforeAll(async () => {
    dataSource = createDataSource({ url: process.env.DATABASE_URL as string, poolSize: 4 });
    await dataSource.initialize();
    fake = new FakeStripeServer();
    const settings = stripeSettings({
      STRIPE_SECRET_KEY: 'sk_test_quillcart',
      STRIPE_WEBHOOK_SECRET: 'whsec_test',
      STRIPE_PRICE_PRO: 'price_pro_monthly',
      STRIPE_PRICE_BUSINESS: 'price_business_monthly',
      STRIPE_API_BASE: await fake.start(),
    });
    gateway = new StripeGateway(settings!);
    billing = new BillingService(dataSource, gateway, PUBLIC_URL);
  });
  afterAll(async () => {
    await fake.close();
    await dataSource.destroy();
  });

  async function subscriptionRow(userId: string) {
    const rows = await dataSource.query<
      { plan: string; stripe_customer_id: string | null; cancel_at_period_end: boolean }[]
    >(
      'SELECT plan, stripe_customer_id, cancel_at_period_end FROM subscriptions WHERE user_id = $1',
      [userId],
    );
    return rows[0];
  }

  it('starts Checkout with the price, the return URLs and a new customer; the plan waits', async () => {
    const userId = await createTestUser(dataSource, { email: 'ada@example.com' });
    const result = await billing.startCheckout(userId, 'pro');
    expect(result.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(result.billing.mode).toBe('stripe');
    expect(result.billing.subscription?.plan).toBe('free');

    const [customer] = fake.requestsTo('/v1/customers');
    expect(customer.authorization).toBe('Bearer sk_test_quillcart');
    expect(customer.params).toMatchObject({ email: 'ada@example.com', 'metadata[userId]': userId });
    const [session] = fake.requestsTo('/v1/checkout/sessions').slice(-1);
    const row = await subscriptionRow(userId);
    expect(row.stripe_customer_id).toMatch(/^cus_/);
    expect(session.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro_monthly',
      'line_items[0][quantity]': '1',
      customer: row.stripe_customer_id,
      client_reference_id: userId,
      'metadata[userId]': userId,
      'metadata[plan]': 'pro',
      success_url: `${PUBLIC_URL}/billing-plans?success=true`,
      cancel_url: `${PUBLIC_URL}/billing-plans?canceled=true`,
    });
    expect(row.plan).toBe('free');
  });

  it('reuses the stored customer for a second Checkout and for the portal', async () => {
    const userId = await createTestUser(dataSource);
    const before = fake.requestsTo('/v1/customers').length;
    await billing.startCheckout(userId, 'business');
    await billing.startCheckout(userId, 'pro');
    const portalUrl = await billing.openBillingPortal(userId);
    expect(fake.requestsTo('/v1/customers')).toHaveLength(before + 1);

    const { stripe_customer_id: customer } = await subscriptionRow(userId);
    const sessions = fake.requestsTo('/v1/checkout/sessions').slice(-2);
    expect(sessions.map((request) => request.params.customer)).toEqual([customer, customer]);
    expect(sessions[0].params['line_items[0][price]']).toBe('price_business_monthly');
    expect(portalUrl).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    expect(fake.requestsTo('/v1/billing_portal/sessions').at(-1)?.params).toEqual({
      customer,
      return_url: `${PUBLIC_URL}/billing-plans`,
    });
  });

  it('sends a downgrade to free to the portal', async () => {
    const userId = await createTestUser(dataSource, { plan: 'pro' });
    await expect(billing.startCheckout(userId, 'free')).rejects.toMatchObject({
      message: DOWNGRADE_IN_PORTAL_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('cancels and reactivates through subscriptions.update', async () => {
    const userId = await createTestUser(dataSource, { plan: 'pro' });
    fake.putSubscription({
      id: 'sub_cancel_me',
      customer: 'cus_cancel_me',
      price: 'price_pro_monthly',
      periodStart: 1_780_000_000,
      periodEnd: 1_782_592_000,
    });
    await dataSource.query(
      `UPDATE subscriptions SET stripe_subscription_id = 'sub_cancel_me', stripe_customer_id = 'cus_cancel_me' WHERE user_id = $1`,
      [userId],
    );
    const cancelled = await billing.cancelSubscription(userId);
    expect(fake.requestsTo('/v1/subscriptions/sub_cancel_me').at(-1)).toMatchObject({
      method: 'POST',
      params: { cancel_at_period_end: 'true' },
    });
    expect(cancelled.subscription?.cancelAtPeriodEnd).toBe(true);
    const reactivated = await billing.reactivateSubscription(userId);
    expect(fake.requestsTo('/v1/subscriptions/sub_cancel_me').at(-1)?.params).toEqual({
      cancel_at_period_end: 'false',
    });
    expect(reactivated.subscription).toMatchObject({ cancelAtPeriodEnd: false, status: 'active' });
  });

  it('ends the Stripe subscription at once when the account is deleted', async () => {
    const userId = await createTestUser(dataSource, { plan: 'pro' });
    fake.putSubscription({
      id: 'sub_deleted_seller',
      customer: 'cus_deleted_seller',
      price: 'price_pro_monthly',
      periodStart: 1_780_000_000,
      periodEnd: 1_782_592_000,
    });
    await dataSource.query(
      `UPDATE subscriptions SET stripe_subscription_id = 'sub_deleted_seller' WHERE user_id = $1`,
      [userId],
    );
    await billing.endForDeletedAccount(userId);
    expect(fake.requestsTo('/v1/subscriptions/sub_deleted_seller').at(-1)).toMatchObject({
      method: 'DELETE',
    });
    expect(fake.subscriptions.get('sub_deleted_seller')?.status).toBe('canceled');
    // One Stripe no longer knows is over already: no error.
    await dataSource.query(
      `UPDATE subscriptions SET stripe_subscription_id = 'sub_gone' WHERE user_id = $1`,
      [userId],
    );
    await expect(billing.endForDeletedAccount(userId)).resolves.toBeUndefined();
  });

  it('reads a subscription status: plan from the first price, status, period, cancel flag', async () => {
    fake.putSubscription({
      id: 'sub_status',
      customer: 'cus_status',
      price: 'price_business_monthly',
      status: 'trialing',
      periodStart: 1_780_000_000,
      periodEnd: 1_782_592_000,
      cancelAtPeriodEnd: true,
    });
    expect(await gateway.retrieveSubscription('sub_status')).toEqual({
      id: 'sub_status',
      customerId: 'cus_status',
      plan: 'business',
      priceId: 'price_business_monthly',
      status: 'trialing',
      currentPeriodStart: new Date(1_780_000_000_000),
      currentPeriodEnd: new Date(1_782_592_000_000),
      cancelAtPeriodEnd: true,
      userId: null,
      createdAt: new Date(1_780_000_000_000),
      ended: false,
    });
    fake.putSubscription({
      id: 'sub_gone',
      customer: 'cus_status',
      price: 'price_pro_monthly',
      status: 'canceled',
      periodStart: 1_780_000_000,
      periodEnd: 1_782_592_000,
    });
    expect(await gateway.retrieveSubscription('sub_gone')).toMatchObject({
      plan: 'free',
      ended: true,
    });
    expect(await gateway.currentSubscription('sub_missing')).toBeNull();
    await expect(gateway.retrieveSubscription('sub_missing')).rejects.toMatchObject({
      code: 'resource_missing',
    });
  });
});
