import { randomUUID } from 'node:crypto';
import { FakeStripeServer } from '../../../../test/fakes/fake-stripe-server';
import { BrowserSession } from '../../../../test/support/browser-session';
import { startTestServer, type TestServer } from '../../../../test/support/server';
import { SIGN_IN_TO_MANAGE_PLAN_MESSAGE } from './billing.resolver';

const BILLING = `{
  billing {
    mode
    plans { id name monthlyGenerations priceUsd features { label inDevelopment } }
    subscription { plan status currentPeriodStart currentPeriodEnd cancelAtPeriodEnd }
    usage { plan generationsUsed generationsLimit remaining overage periodStart resetDate }
  }
}`;

interface BillingAnswer {
  billing: {
    mode: string;
    plans: { id: string; name: string; monthlyGenerations: number; priceUsd: number }[];
    subscription: unknown;
    usage: unknown;
  };
}

describe('billing over GraphQL, as a guest in demo billing', () => {
  let server: TestServer;
  let guest: BrowserSession;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    guest = new BrowserSession(server.url);
    await guest.start();
  });

  it('shows the three plans with their numbers, and no subscription or usage', async () => {
    const { billing } = await guest.ok<BillingAnswer>(BILLING);
    expect(billing.mode).toBe('DEMO');
    expect(billing.plans.map((plan) => [plan.id, plan.monthlyGenerations, plan.priceUsd])).toEqual([
      ['FREE', 25, 0],
      ['PRO', 850, 9],
      ['BUSINESS', 10_000, 25],
    ]);
    expect(billing.subscription).toBeNull();
    expect(billing.usage).toBeNull();
  });

  it.each([
    ['startCheckout', 'mutation { startCheckout(plan: PRO) { url } }'],
    ['openBillingPortal', 'mutation { openBillingPortal }'],
    ['cancelSubscription', 'mutation { cancelSubscription { mode } }'],
    ['reactivateSubscription', 'mutation { reactivateSubscription { mode } }'],
  ])('answers %s with UNAUTHENTICATED', async (_name, mutation) => {
    const result = await guest.gql(mutation);
    expect(result.data).toBeNull();
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: SIGN_IN_TO_MANAGE_PLAN_MESSAGE,
        extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) as unknown,
      }),
    ]);
  });

  it('has no Stripe webhook without Stripe', async () => {
    const response = await fetch(`${server.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { kind } }`;
const CHECKOUT = `mutation Checkout($plan: PlanId!) {
  startCheckout(plan: $plan) { url billing { subscription { plan cancelAtPeriodEnd } usage { plan generationsLimit remaining } } }
}`;

async function signedUpSeller(baseUrl: string): Promise<BrowserSession> {
  const session = new BrowserSession(baseUrl);
  await session.start();
  await session.ok(SIGN_UP, {
    input: { name: 'Ada Seller', email: `ada-${randomUUID()}@example.com`, password: 'secret pw' },
  });
  return session;
}

interface CheckoutAnswer {
  startCheckout: {
    url: string | null;
    billing: {
      subscription: { plan: string; cancelAtPeriodEnd: boolean };
      usage: { plan: string; generationsLimit: number; remaining: number };
    };
  };
}

describe('billing over GraphQL, signed in, demo billing', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('starts on free with 25, upgrades at once, cancels and reactivates', async () => {
    const seller = await signedUpSeller(server.url);
    const { billing } = await seller.ok<BillingAnswer>(BILLING);
    expect(billing.subscription).toMatchObject({ plan: 'FREE', status: 'active' });
    expect(billing.usage).toMatchObject({ plan: 'FREE', generationsLimit: 25, remaining: 25 });

    const { startCheckout } = await seller.ok<CheckoutAnswer>(CHECKOUT, { plan: 'PRO' });
    expect(startCheckout.url).toBeNull();
    expect(startCheckout.billing.subscription).toEqual({ plan: 'PRO', cancelAtPeriodEnd: false });
    expect(startCheckout.billing.usage).toEqual({
      plan: 'PRO',
      generationsLimit: 850,
      remaining: 850,
    });

    const cancelled = await seller.ok<{ cancelSubscription: BillingAnswer['billing'] }>(
      'mutation { cancelSubscription { subscription { plan cancelAtPeriodEnd } } }',
    );
    expect(cancelled.cancelSubscription.subscription).toEqual({
      plan: 'PRO',
      cancelAtPeriodEnd: true,
    });
    const reactivated = await seller.ok<{ reactivateSubscription: BillingAnswer['billing'] }>(
      'mutation { reactivateSubscription { subscription { plan cancelAtPeriodEnd } } }',
    );
    expect(reactivated.reactivateSubscription.subscription).toEqual({
      plan: 'PRO',
      cancelAtPeriodEnd: false,
    });
  });

  it('has no billing portal in demo billing', async () => {
    const seller = await signedUpSeller(server.url);
    const result = await seller.gql('mutation { openBillingPortal }');
    expect(result.errors?.[0]).toMatchObject({
      message: 'Billing portal is not available in demo billing',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('billing over GraphQL, signed in, Stripe billing', () => {
  let fake: FakeStripeServer;
  let server: TestServer;

  beforeAll(async () => {
    fake = new FakeStripeServer();
    server = await startTestServer({
      // http: an https PUBLIC_URL makes cookies Secure, which plain-HTTP tests cannot send back.
      PUBLIC_URL: 'http://quillcart.test',
      STRIPE_SECRET_KEY: 'sk_test_quillcart',
      STRIPE_WEBHOOK_SECRET: 'whsec_quillcart_test',
      STRIPE_PRICE_PRO: 'price_pro_monthly',
      STRIPE_PRICE_BUSINESS: 'price_business_monthly',
      STRIPE_API_BASE: await fake.start(),
    });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('answers a Checkout URL and keeps the plan until Stripe confirms', async () => {
    const seller = await signedUpSeller(server.url);
    const { startCheckout } = await seller.ok<CheckoutAnswer>(CHECKOUT, { plan: 'BUSINESS' });
    expect(startCheckout.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(startCheckout.billing.subscription.plan).toBe('FREE');
    expect(fake.requestsTo('/v1/checkout/sessions').at(-1)?.params).toMatchObject({
      'line_items[0][price]': 'price_business_monthly',
      success_url: 'http://quillcart.test/billing-plans?success=true',
      cancel_url: 'http://quillcart.test/billing-plans?canceled=true',
    });
    const { billing } = await seller.ok<BillingAnswer>(BILLING);
    expect(billing.mode).toBe('STRIPE');
  });

  it('opens the portal for the stored customer', async () => {
    const seller = await signedUpSeller(server.url);
    const { openBillingPortal } = await seller.ok<{ openBillingPortal: string }>(
      'mutation { openBillingPortal }',
    );
    expect(openBillingPortal).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(fake.requestsTo('/v1/billing_portal/sessions').at(-1)?.params.return_url).toBe(
      'http://quillcart.test/billing-plans',
    );
  });
});
