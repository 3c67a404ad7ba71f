// The billing page's pure rules (no React): which plan is the seller's, how a plan's card
// looks and what its button offers, how full the allowance is.
import type { BillingFieldsFragment, BillingMode, PlanId } from '../../__generated__/graphql';

export type Billing = BillingFieldsFragment;
export type Plan = Billing['plans'][number];
export type Usage = NonNullable<Billing['usage']>;

export const PLAN_SUMMARIES: Record<PlanId, string> = {
  FREE: 'For trying Quillcart on a few products.',
  PRO: 'For shops that add products every week.',
  BUSINESS: 'For large catalogues and teams.',
};

const PLAN_ORDER: PlanId[] = ['FREE', 'PRO', 'BUSINESS'];

export function planRank(plan: PlanId): number {
  return PLAN_ORDER.indexOf(plan);
}

/** The seller's plan: the subscription's, else the usage's, else the session's ('pro'). */
export function currentPlanOf(billing: Billing, fallback: string | undefined): PlanId | null {
  if (billing.subscription) return billing.subscription.plan;
  if (billing.usage) return billing.usage.plan;
  return fallback ? (fallback.toUpperCase() as PlanId) : null;
}

/** What a plan card's button does. */
export type PlanCardAction =
  | { kind: 'create-account'; label: 'Create free account' }
  | { kind: 'sign-in'; label: 'Sign in to upgrade' }
  | { kind: 'current'; label: 'Your current plan' }
  | { kind: 'upgrade'; label: string }
  | { kind: 'downgrade'; label: string }
  // A downgrade with Stripe goes through its portal (the subscription card), not the card.
  | { kind: 'none' };

export interface PlanCardState {
  /** The seller's own plan (guests have none). */
  isCurrent: boolean;
  /** The card's frame: the seller's plan, the one we suggest, or plain. */
  tone: 'current' | 'highlighted' | 'plain';
  action: PlanCardAction;
}

export function planCardState(
  plan: Pick<Plan, 'id' | 'name'>,
  {
    signedIn,
    currentPlan,
    mode,
  }: { signedIn: boolean; currentPlan: PlanId | null; mode: BillingMode },
): PlanCardState {
  const isCurrent = signedIn && plan.id === currentPlan;
  const tone = isCurrent ? 'current' : plan.id === 'PRO' ? 'highlighted' : 'plain';
  return { isCurrent, tone, action: planAction(plan, signedIn, currentPlan, mode) };
}

function planAction(
  plan: Pick<Plan, 'id' | 'name'>,
  signedIn: boolean,
  currentPlan: PlanId | null,
  mode: BillingMode,
): PlanCardAction {
  if (!signedIn) {
    return plan.id === 'FREE'
      ? { kind: 'create-account', label: 'Create free account' }
      : { kind: 'sign-in', label: 'Sign in to upgrade' };
  }
  if (plan.id === currentPlan) return { kind: 'current', label: 'Your current plan' };
  if (currentPlan === null || planRank(plan.id) > planRank(currentPlan)) {
    return { kind: 'upgrade', label: `Upgrade to ${plan.name}` };
  }
  // Downgrades: demo billing applies them at once; with Stripe they go through the portal.
  if (mode !== 'DEMO') return { kind: 'none' };
  return {
    kind: 'downgrade',
    label: plan.id === 'FREE' ? 'Downgrade to Free' : `Switch to ${plan.name}`,
  };
}

/** The share of the period's allowance used, 0–100 (a plan with no allowance is full). */
export function usagePercent(usage: Pick<Usage, 'generationsUsed' | 'generationsLimit'>): number {
  return usage.generationsLimit > 0
    ? Math.min(100, Math.round((usage.generationsUsed / usage.generationsLimit) * 100))
    : 100;
}

/** Stripe's status in words ('past_due': 'past due'); the page capitalises it. */
export function subscriptionStatusLabel(status: string): string {
  return status.replace(/_/g, ' ');
}
