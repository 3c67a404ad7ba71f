import 'reflect-metadata';
import Stripe from 'stripe';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../../../core/src/db/data-source';
import { createTestUser } from '../../../../test/support/billing-accounts';
import {
  FakeStripeServer,
  stripeEvent,
  stripeSubscription,
} from '../../../../test/fakes/fake-stripe-server';
import { startTestServer, type TestServer } from '../../../../test/support/server';

const WEBHOOK_SECRET = 'whsec_quillcart_test';
const PRO = 'price_pro_monthly';
const BUSINESS = 'price_business_monthly';
const DAY = 24 * 3600;
const stripe = new Stripe('sk_test_unused');

interface AccountState {
  plan: string;
  status: string;
  cancel_at_period_end: boolean;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  current_period_start: Date;
  current_period_end: Date | null;
  generations_used: number;
  overage: number;
  period_start: Date;
  reset_date: Date;
}

describe('POST /api/stripe/webhook', () => {
  let fake: FakeStripeServer;
  let server: TestServer;
  let dataSource: DataSource;
  let eventCounter = 0;

  beforeAll(async () => {
    fake = new FakeStripeServer();
    server = await startTestServer({
      STRIPE_SECRET_KEY: 'sk_test_quillcart',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_PRO: PRO,
      STRIPE_PRICE_BUSINESS: BUSINESS,
      STRIPE_API_BASE: await fake.start(),
    });
    dataSource = createDataSource({ url: process.env.DATABASE_URL as string, poolSize: 2 });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource.destroy();
    await server.close();
    await fake.close();
  });

  function post(payload: string, signature?: string): Promise<Response> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature !== undefined) headers['stripe-signature'] = signature;
    return fetch(`${server.url}/api/stripe/webhook`, { method: 'POST', headers, body: payload });
  }

  async function deliver(event: object, secret = WEBHOOK_SECRET): Promise<Response> {
    const payload = JSON.stringify(event);
    return post(payload, stripe.webhooks.generateTestHeaderString({ payload, secret }));
  }

  function nextEventId(): string {
    eventCounter += 1;
    return `evt_test_${eventCounter}_${Date.now()}`;
  }

  async function state(userId: string): Promise<AccountState> {
    const rows = await dataSource.query<AccountState[]>(
      `SELECT s.plan, s.status, s.cancel_at_period_end, s.stripe_customer_id,
              s.stripe_subscription_id, s.current_period_start, s.current_period_end,
              u.generations_used, u.overage, u.period_start, u.reset_date
         FROM subscriptions s JOIN usage_records u ON u.user_id = s.user_id
        WHERE s.user_id = $1`,
      [userId],
    );
    return rows[0];
  }

  /** A user who went to Checkout: the customer is stored, the plan still free. */
  async function checkedOutUser(used = 0): Promise<{ userId: string; customer: string }> {
    const userId = await createTestUser(dataSource, { used });
    const customer = `cus_${userId.slice(0, 8)}`;
    await dataSource.query('UPDATE subscriptions SET stripe_customer_id = $2 WHERE user_id = $1', [
      userId,
      customer,
    ]);
    return { userId, customer };
  }

  function subscriptionEvent(
    type: string,
    created: number,
    input: Parameters<typeof stripeSubscription>[0],
    id = nextEventId(),
  ) {
    return stripeEvent(id, type, stripeSubscription(input), created);
  }

  const now = Math.floor(Date.now() / 1000);

  it('applies a paid subscription: plan, status, period, and a fresh usage period', async () => {
    const { userId, customer } = await checkedOutUser(20);
    const subscription = {
      id: `sub_${userId}`,
      customer,
      price: PRO,
      periodStart: now,
      periodEnd: now + 30 * DAY,
    };
    fake.putSubscription(subscription);
    const completed = stripeEvent(
      nextEventId(),
      'checkout.session.completed',
      {
        id: 'cs_test_1',
        object: 'checkout.session',
        client_reference_id: userId,
        customer,
        subscription: `sub_${userId}`,
        metadata: { userId, plan: 'pro' },
      },
      now,
    );
    const response = await deliver(completed);
    expect(await response.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await state(userId)).stripe_subscription_id).toBe(`sub_${userId}`);

    const created = subscriptionEvent('customer.subscription.created', now + 1, subscription);
    expect((await deliver(created)).status).toBe(200);
    expect(await state(userId)).toMatchObject({
      plan: 'pro',
      status: 'active',
      cancel_at_period_end: false,
      current_period_start: new Date(now * 1000),
      current_period_end: new Date((now + 30 * DAY) * 1000),
      generations_used: 0,
      period_start: new Date(now * 1000),
      reset_date: new Date((now + 30 * DAY) * 1000),
    });
  });

  it('rejects a bad signature with 400 and changes nothing', async () => {
    const { userId, customer } = await checkedOutUser();
    const event = subscriptionEvent('customer.subscription.created', now, {
      id: `sub_${userId}`,
      customer,
      price: BUSINESS,
      periodStart: now,
      periodEnd: now + 30 * DAY,
    });
    const forged = await deliver(event, 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ error: 'Invalid signature' });
    const unsigned = await post(JSON.stringify(event));
    expect(unsigned.status).toBe(400);
    await unsigned.text();
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await post(payload.replace(BUSINESS, PRO), signature);
    expect(tampered.status).toBe(400);
    await tampered.text();
    expect((await state(userId)).plan).toBe('free');
    const stored = await dataSource.query<unknown[]>('SELECT 1 FROM stripe_events WHERE id = $1', [
      event.id,
    ]);
    expect(stored).toHaveLength(0);
  });

  it('applies the same event once when Stripe delivers it twice', async () => {
    const { userId, customer } = await checkedOutUser();
    const subscription = `sub_${userId}`;
    const input = {
      id: subscription,
      customer,
      price: PRO,
      periodStart: now,
      periodEnd: now + 30 * DAY,
    };
    fake.putSubscription(input);
    await deliver(subscriptionEvent('customer.subscription.created', now, input));
    await dataSource.query('UPDATE usage_records SET generations_used = 7 WHERE user_id = $1', [
      userId,
    ]);
    // A renewal: the invoice for the next period resets usage, once.
    const invoice = stripeEvent(
      nextEventId(),
      'invoice.paid',
      {
        id: 'in_test_1',
        object: 'invoice',
        customer,
        parent: { type: 'subscription_details', subscription_details: { subscription } },
        lines: {
          object: 'list',
          data: [
            {
              id: 'il_1',
              object: 'line_item',
              period: { start: now + 30 * DAY, end: now + 60 * DAY },
            },
          ],
        },
      },
      now + 30 * DAY,
    );
    const first = await deliver(invoice);
    expect(await first.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await state(userId)).toMatchObject({
      generations_used: 0,
      period_start: new Date((now + 30 * DAY) * 1000),
      reset_date: new Date((now + 60 * DAY) * 1000),
    });
    await dataSource.query('UPDATE usage_records SET generations_used = 3 WHERE user_id = $1', [
      userId,
    ]);
    const again = await deliver(invoice);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await state(userId)).generations_used).toBe(3);
  });

  it('applies an event once when two deliveries of it arrive together', async () => {
    const { userId, customer } = await checkedOutUser(12);
    const input = {
      id: `sub_${userId}`,
      customer,
      price: PRO,
      periodStart: now,
      periodEnd: now + 30 * DAY,
    };
    fake.putSubscription(input);
    const event = subscriptionEvent('customer.subscription.created', now, input);
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    const outcomes = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { outcome: string }).outcome),
    );
    expect(outcomes.sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect(await state(userId)).toMatchObject({ plan: 'pro', generations_used: 0 });
  });

  it('links the account whatever comes first: the subscription or the checkout', async () => {
    const { userId, customer } = await checkedOutUser();
    const subscription = `sub_${userId}`;
    const input = {
      id: subscription,
      customer,
      price: BUSINESS,
      periodStart: now,
      periodEnd: now + 30 * DAY,
    };
    fake.putSubscription(input);
    await deliver(subscriptionEvent('customer.subscription.created', now, input));
    await deliver(
      stripeEvent(
        nextEventId(),
        'checkout.session.completed',
        {
          id: 'cs_late',
          object: 'checkout.session',
          client_reference_id: userId,
          customer,
          subscription,
        },
        now - 1,
      ),
    );
    expect(await state(userId)).toMatchObject({
      plan: 'business',
      stripe_customer_id: customer,
      stripe_subscription_id: subscription,
    });
  });

  it('ends on the newest state when an older update arrives after a newer one', async () => {
    const { userId, customer } = await checkedOutUser();
    const base = { id: `sub_${userId}`, customer, periodStart: now, periodEnd: now + 30 * DAY };
    const older = subscriptionEvent('customer.subscription.updated', now + 10, {
      ...base,
      price: PRO,
    });
    const newer = subscriptionEvent('customer.subscription.updated', now + 20, {
      ...base,
      price: BUSINESS,
      cancelAtPeriodEnd: true,
    });
    // Stripe's latest state is the newer one; each event makes Quillcart read it again.
    fake.putSubscription({ ...base, price: BUSINESS, cancelAtPeriodEnd: true });
    expect((await deliver(newer)).status).toBe(200);
    const late = await deliver(older);
    expect(await late.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await state(userId)).toMatchObject({ plan: 'business', cancel_at_period_end: true });
  });

  it('returns the user to free when the subscription is deleted', async () => {
    const { userId, customer } = await checkedOutUser();
    const input = {
      id: `sub_${userId}`,
      customer,
      price: PRO,
      periodStart: now,
      periodEnd: now + 30 * DAY,
    };
    fake.putSubscription(input);
    await deliver(subscriptionEvent('customer.subscription.created', now, input));
    expect((await state(userId)).plan).toBe('pro');
    fake.putSubscription({ ...input, status: 'canceled' });
    await deliver(
      subscriptionEvent('customer.subscription.deleted', now + 5, { ...input, status: 'canceled' }),
    );
    expect(await state(userId)).toMatchObject({
      plan: 'free',
      stripe_subscription_id: null,
      cancel_at_period_end: false,
    });
  });

  it('ignores events it has no account for, and event types it does not use', async () => {
    const unknown = subscriptionEvent('customer.subscription.updated', now, {
      id: 'sub_nobody',
      customer: 'cus_nobody',
      price: PRO,
      periodStart: now,
      periodEnd: now + 30 * DAY,
    });
    expect(await (await deliver(unknown)).json()).toEqual({ received: true, outcome: 'ignored' });
    const other = stripeEvent(
      nextEventId(),
      'charge.succeeded',
      { id: 'ch_1', object: 'charge' },
      now,
    );
    expect(await (await deliver(other)).json()).toEqual({ received: true, outcome: 'ignored' });
  });
  /** Every order of `items`. */
  function permutations<T>(items: T[]): T[][] {
    if (items.length <= 1) return [items];
    return items.flatMap((item, index) =>
      permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [
        item,
        ...rest,
      ]),
    );
  }

  it("ends on Stripe's latest state when two events of the same second arrive in either order", async () => {
    for (const order of permutations(['updated', 'created'])) {
      const { userId, customer } = await checkedOutUser();
      const base = { id: `sub_${userId}`, customer, periodStart: now, periodEnd: now + 30 * DAY };
      // The same second T: Stripe created the subscription incomplete, then the payment went
      // through and it became an active Business subscription.
      const events = {
        created: subscriptionEvent('customer.subscription.created', now, {
          ...base,
          price: BUSINESS,
          status: 'incomplete',
        }),
        updated: subscriptionEvent('customer.subscription.updated', now, {
          ...base,
          price: BUSINESS,
          status: 'active',
        }),
      };
      fake.putSubscription({ ...base, price: BUSINESS, status: 'active' });
      for (const name of order) {
        const answer = await deliver(events[name as keyof typeof events]);
        expect(answer.status).toBe(200);
        await answer.text();
      }
      expect({ order, ...(await state(userId)) }).toMatchObject({
        order,
        plan: 'business',
        status: 'active',
        stripe_subscription_id: base.id,
      });
    }
  });

  it('unlinks a deleted subscription in every order of checkout, creation and deletion', async () => {
    const orders = permutations(['checkout', 'created', 'deleted']);
    expect(orders).toHaveLength(6);
    for (const order of orders) {
      const { userId, customer } = await checkedOutUser();
      const input = {
        id: `sub_${userId}`,
        customer,
        price: PRO,
        periodStart: now,
        periodEnd: now + 30 * DAY,
      };
      const events = {
        checkout: stripeEvent(
          nextEventId(),
          'checkout.session.completed',
          {
            id: `cs_${userId}`,
            object: 'checkout.session',
            client_reference_id: userId,
            customer,
            subscription: input.id,
          },
          now,
        ),
        created: subscriptionEvent('customer.subscription.created', now, input),
        deleted: subscriptionEvent('customer.subscription.deleted', now + 60, {
          ...input,
          status: 'canceled',
        }),
      };
      // By the time the events arrive, Stripe's subscription has already been canceled.
      fake.putSubscription({ ...input, status: 'canceled' });
      for (const name of order) {
        const answer = await deliver(events[name as keyof typeof events]);
        expect(answer.status).toBe(200);
        await answer.text();
      }
      expect({ order, ...(await state(userId)) }).toMatchObject({
        order,
        plan: 'free',
        stripe_subscription_id: null,
        stripe_customer_id: customer,
      });
    }
  });

  it('keeps the newer live subscription when an older one is reported later', async () => {
    const { userId, customer } = await checkedOutUser();
    const older = {
      id: `sub_old_${userId}`,
      customer,
      price: PRO,
      periodStart: now - DAY,
      periodEnd: now + 29 * DAY,
    };
    const newer = {
      id: `sub_new_${userId}`,
      customer,
      price: BUSINESS,
      periodStart: now,
      periodEnd: now + 30 * DAY,
    };
    fake.putSubscription(older);
    fake.putSubscription(newer);
    await deliver(subscriptionEvent('customer.subscription.created', now, newer));
    const late = await deliver(subscriptionEvent('customer.subscription.updated', now + 5, older));
    expect(await late.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await state(userId)).toMatchObject({
      plan: 'business',
      stripe_subscription_id: newer.id,
    });
  });

  it('refuses a signature made more than 300 s before or after now', async () => {
    const { userId, customer } = await checkedOutUser();
    const input = {
      id: `sub_${userId}`,
      customer,
      price: PRO,
      periodStart: now,
      periodEnd: now + 30 * DAY,
    };
    fake.putSubscription(input);
    const payload = JSON.stringify(subscriptionEvent('customer.subscription.created', now, input));
    const signedAt = (offset: number) =>
      stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(Date.now() / 1000) + offset,
      });
    for (const offset of [3600, 301 + 60, -3600, -(301 + 60)]) {
      const refused = await post(payload, signedAt(offset));
      expect({ offset, status: refused.status }).toEqual({ offset, status: 400 });
      await refused.text();
    }
    expect((await state(userId)).plan).toBe('free');
    const accepted = await post(payload, signedAt(60));
    expect(accepted.status).toBe(200);
    await accepted.text();
    expect((await state(userId)).plan).toBe('pro');
  });
});
