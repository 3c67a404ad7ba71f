import type { PlanId } from '../db/entities/subscription.entity';

export type { PlanId };

export interface PlanFeature {
  label: string;
  /** Listed but not built yet (SPEC §9: Business features flagged In Development). */
  inDevelopment: boolean;
}

export interface Plan {
  id: PlanId;
  name: string;
  /** Generations per usage period (one month). */
  monthlyGenerations: number;
  priceUsd: number;
  /** Paid plans go on past the quota, counting overage; free stops at the limit. */
  allowsOverage: boolean;
  /** Prompt customisation (style, audience, tone, length, industry, language). */
  customization: boolean;
  features: PlanFeature[];
}

/** SPEC §9. Allowance copy states monthly numbers, never "unlimited". */
export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    monthlyGenerations: 25,
    priceUsd: 0,
    allowsOverage: false,
    customization: false,
    features: [
      { label: '25 descriptions a month', inDevelopment: false },
      { label: 'CSV import and export (General, Shopify, Amazon, Etsy)', inDevelopment: false },
      { label: 'Generation history', inDevelopment: false },
    ],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    monthlyGenerations: 850,
    priceUsd: 9,
    allowsOverage: true,
    customization: true,
    features: [
      { label: '850 descriptions a month', inDevelopment: false },
      {
        label: 'Custom prompt settings: style, audience, tone, length, industry, language',
        inDevelopment: false,
      },
      { label: 'Everything in Free', inDevelopment: false },
    ],
  },
  business: {
    id: 'business',
    name: 'Business',
    monthlyGenerations: 10_000,
    priceUsd: 25,
    allowsOverage: true,
    customization: true,
    features: [
      { label: '10,000 descriptions a month', inDevelopment: false },
      { label: 'Personal API tokens for GraphQL clients', inDevelopment: false },
      { label: 'API access', inDevelopment: true },
      { label: 'Custom integrations', inDevelopment: true },
      { label: 'Advanced analytics', inDevelopment: true },
      { label: 'Everything in Pro', inDevelopment: false },
    ],
  },
};

export const PLAN_ORDER: readonly PlanId[] = ['free', 'pro', 'business'];

/** Guests: one generation in total. */
export const GUEST_GENERATION_LIMIT = 1;

export function planFor(id: string): Plan {
  return PLANS[id as PlanId] ?? PLANS.free;
}

/** One calendar month after `from` (Jan 31 → Feb 28/29, as Postgres' interval does). */
export function addOneMonth(from: Date): Date {
  const next = new Date(from.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
