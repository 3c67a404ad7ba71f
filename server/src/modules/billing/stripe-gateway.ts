import Stripe from 'stripe';
import type { PlanId } from '../../../../core/src/billing/plans';
import type { StripeSettings } from './billing.config';

/** A Stripe subscription as Quillcart reads it (SPEC §7 "Retrieve subscription status"). */
export interface StripeSubscriptionState {
  id: string;
  customerId: string | null;
  /** From the first item's price id; free when the subscription no longer entitles. */
  plan: PlanId;
  priceId: string | null;
  status: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Our user id, when checkout put it in the subscription's metadata. */
  userId: string | null;
  createdAt: Date;
  /** Canceled or expired: it no longer belongs to the account. */
  ended: boolean;
}

// past_due keeps the plan while Stripe retries the card; the rest end it.
const ENTITLED_STATUSES = new Set(['active', 'trialing', 'past_due']);
// These never come back: the subscription is over.
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

/** The real Stripe SDK, configured once; every Stripe call of the server goes through here. */
export class StripeGateway {
  readonly stripe: Stripe;

  constructor(readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, {
      ...(settings.apiBase ?? {}),
      appInfo: { name: 'Quillcart' },
    });
  }

  priceFor(plan: 'pro' | 'business'): string {
    return this.settings.prices[plan];
  }

  planForPrice(priceId: string | null): PlanId | null {
    if (priceId === this.settings.prices.pro) return 'pro';
    if (priceId === this.settings.prices.business) return 'business';
    return null;
  }

  async retrieveSubscription(id: string): Promise<StripeSubscriptionState> {
    return this.readSubscription(await this.stripe.subscriptions.retrieve(id));
  }

  /** Stripe's current state of a subscription; null when Stripe no longer has it. */
  async currentSubscription(id: string): Promise<StripeSubscriptionState | null> {
    try {
      return await this.retrieveSubscription(id);
    } catch (error) {
      if ((error as { code?: string }).code === 'resource_missing') return null;
      throw error;
    }
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<StripeSubscriptionState> {
    const updated = await this.stripe.subscriptions.update(id, { cancel_at_period_end: cancel });
    return this.readSubscription(updated);
  }

  /** Ends the subscription at once (no further invoices); a missing one counts as ended. */
  async cancelNow(id: string): Promise<void> {
    try {
      await this.stripe.subscriptions.cancel(id);
    } catch (error) {
      if ((error as { code?: string }).code !== 'resource_missing') throw error;
    }
  }

  /** Reads the fields SPEC §7 names; the period comes from the first item (API 2025+). */
  readSubscription(subscription: Stripe.Subscription): StripeSubscriptionState {
    const item = subscription.items?.data?.[0];
    const priceId = item?.price?.id ?? null;
    // Older API versions carried the period on the subscription itself.
    const legacy = subscription as unknown as {
      current_period_start?: number;
      current_period_end?: number;
    };
    const start = item?.current_period_start ?? legacy.current_period_start ?? subscription.created;
    const end = item?.current_period_end ?? legacy.current_period_end ?? null;
    const plan = this.planForPrice(priceId);
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer),
      plan: plan && ENTITLED_STATUSES.has(subscription.status) ? plan : 'free',
      priceId,
      status: subscription.status,
      currentPeriodStart: fromUnix(start),
      currentPeriodEnd: end === null ? null : fromUnix(end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      userId: subscription.metadata?.userId ?? null,
      createdAt: fromUnix(subscription.created),
      ended: ENDED_STATUSES.has(subscription.status),
    };
  }
}

export function fromUnix(seconds: number): Date {
  return new Date(seconds * 1000);
}

/** The id of an expandable Stripe field (a string id or the expanded object). */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
