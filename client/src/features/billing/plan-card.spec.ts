import type { PlanId } from '../../__generated__/graphql';
import { currentPlanOf, planCardState, usagePercent, type Billing } from './plan-card';

const FREE = { id: 'FREE', name: 'Free' } as const;
const PRO = { id: 'PRO', name: 'Pro' } as const;
const BUSINESS = { id: 'BUSINESS', name: 'Business' } as const;

const seller = (currentPlan: PlanId | null, mode: 'DEMO' | 'STRIPE' = 'STRIPE') => ({
  signedIn: true,
  currentPlan,
  mode,
});

describe("a plan card's button", () => {
  it('asks a guest to create a free account or to sign in to upgrade', () => {
    const guest = { signedIn: false, currentPlan: null, mode: 'STRIPE' as const };
    expect(planCardState(FREE, guest).action).toEqual({
      kind: 'create-account',
      label: 'Create free account',
    });
    expect(planCardState(PRO, guest).action.kind).toBe('sign-in');
    expect(planCardState(BUSINESS, guest).action).toEqual({
      kind: 'sign-in',
      label: 'Sign in to upgrade',
    });
  });

  it("never marks a guest's card as current, even when the session names a plan", () => {
    const state = planCardState(FREE, { signedIn: false, currentPlan: 'FREE', mode: 'DEMO' });
    expect(state.isCurrent).toBe(false);
    expect(state.action.kind).toBe('create-account');
  });

  it("says which plan is the seller's own", () => {
    expect(planCardState(PRO, seller('PRO'))).toEqual({
      isCurrent: true,
      tone: 'current',
      action: { kind: 'current', label: 'Your current plan' },
    });
  });

  it('offers every higher plan as an upgrade, and every plan when the plan is unknown', () => {
    expect(planCardState(PRO, seller('FREE')).action).toEqual({
      kind: 'upgrade',
      label: 'Upgrade to Pro',
    });
    expect(planCardState(BUSINESS, seller('PRO')).action.kind).toBe('upgrade');
    expect(planCardState(FREE, seller(null)).action).toEqual({
      kind: 'upgrade',
      label: 'Upgrade to Free',
    });
  });

  it('leaves downgrades to the Stripe portal, and applies them on the card with demo billing', () => {
    expect(planCardState(FREE, seller('PRO')).action).toEqual({ kind: 'none' });
    expect(planCardState(PRO, seller('BUSINESS')).action).toEqual({ kind: 'none' });
    expect(planCardState(FREE, seller('PRO', 'DEMO')).action).toEqual({
      kind: 'downgrade',
      label: 'Downgrade to Free',
    });
    expect(planCardState(PRO, seller('BUSINESS', 'DEMO')).action).toEqual({
      kind: 'downgrade',
      label: 'Switch to Pro',
    });
  });
});

describe("a plan card's frame", () => {
  it("highlights Pro unless another plan is the seller's, and the current plan above all", () => {
    expect(planCardState(PRO, seller('FREE')).tone).toBe('highlighted');
    expect(planCardState(FREE, seller('FREE')).tone).toBe('current');
    expect(planCardState(BUSINESS, seller('FREE')).tone).toBe('plain');
    expect(planCardState(PRO, { signedIn: false, currentPlan: null, mode: 'DEMO' }).tone).toBe(
      'highlighted',
    );
  });
});

describe("the seller's current plan", () => {
  const billing = (parts: Partial<Billing>): Billing =>
    ({ mode: 'DEMO', plans: [], subscription: null, usage: null, ...parts }) as Billing;
  const usage = { plan: 'PRO' } as NonNullable<Billing['usage']>;
  const subscription = { plan: 'BUSINESS' } as NonNullable<Billing['subscription']>;

  it("is the subscription's, then the usage's, then the session's", () => {
    expect(currentPlanOf(billing({ subscription, usage }), 'free')).toBe('BUSINESS');
    expect(currentPlanOf(billing({ usage }), 'free')).toBe('PRO');
    expect(currentPlanOf(billing({}), 'free')).toBe('FREE');
    expect(currentPlanOf(billing({}), undefined)).toBeNull();
  });
});

describe('the usage bar', () => {
  it('shows the share used, rounded, and never past full', () => {
    expect(usagePercent({ generationsUsed: 0, generationsLimit: 25 })).toBe(0);
    expect(usagePercent({ generationsUsed: 1, generationsLimit: 3 })).toBe(33);
    expect(usagePercent({ generationsUsed: 40, generationsLimit: 25 })).toBe(100);
  });

  it('is full when the plan has no allowance', () => {
    expect(usagePercent({ generationsUsed: 0, generationsLimit: 0 })).toBe(100);
  });
});
