import type { PlanId } from '../__generated__/graphql';

/** A plan as the session names it ('pro'). */
type PlanKey = Lowercase<PlanId>;

const PLAN_LABELS: Record<PlanKey, string> = { free: 'Free', pro: 'Pro', business: 'Business' };

export function planLabel(plan: PlanKey | PlanId): string {
  return PLAN_LABELS[plan.toLowerCase() as PlanKey] ?? plan;
}

/** 'Free plan', 'Pro plan', 'Business plan'. */
export function planName(plan: PlanKey | PlanId): string {
  return `${planLabel(plan)} plan`;
}
