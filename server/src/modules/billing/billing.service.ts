import { appLink } from '../../../../core/src/config/public-url';
import type { DataSource, EntityManager } from 'typeorm';
import {
  PLANS,
  PLAN_ORDER,
  addOneMonth,
  planFor,
  type Plan,
  type PlanId,
} from '../../../../core/src/billing/plans';
import { getUsage, type UsageSnapshot } from '../../../../core/src/billing/usage-ledger';
import { SubscriptionEntity } from '../../../../core/src/db/entities/subscription.entity';
import { UserEntity } from '../../../../core/src/db/entities/user.entity';
import { userOwner, type Owner } from '../../../../core/src/owner/owner';
import { UserInputError } from '../../../../core/src/errors/domain-error';
import type { StripeGateway } from './stripe-gateway';

export type BillingMode = 'demo' | 'stripe';

export interface SubscriptionView {
  plan: PlanId;
  status: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface BillingView {
  mode: BillingMode;
  plans: Plan[];
  /** Null for guests. */
  subscription: SubscriptionView | null;
  /** Null for guests. */
  usage: UsageSnapshot | null;
}

export interface CheckoutResult {
  /** Stripe Checkout to send the browser to; null when the plan changed at once (demo). */
  url: string | null;
  billing: BillingView;
}

export const PORTAL_UNAVAILABLE_MESSAGE = 'Billing portal is not available in demo billing';
export const DOWNGRADE_IN_PORTAL_MESSAGE =
  'To move to the Free plan, cancel your subscription in the billing portal';

/**
 * Plans and payments (SPEC §4 Plans, §7 Payments). Without Stripe (demo billing) plan changes
 * apply at once; with Stripe, checkout and the portal happen on Stripe and the webhook applies
 * the result. Mutations take a user id: the resolver has already checked the owner.
 */
export class BillingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly stripe: StripeGateway | null,
    private readonly publicUrl: string,
  ) {}

  get mode(): BillingMode {
    return this.stripe ? 'stripe' : 'demo';
  }

  plans(): Plan[] {
    return PLAN_ORDER.map((id) => PLANS[id]);
  }

  /** The billing page: plans for everyone, subscription and usage for users. */
  async billing(owner: Owner, now: Date = new Date()): Promise<BillingView> {
    if (owner.kind === 'guest') {
      return { mode: this.mode, plans: this.plans(), subscription: null, usage: null };
    }
    // Usage first: it applies the lazy reset and a finished demo cancellation.
    const usage = await getUsage(this.dataSource, owner, now);
    const subscription = await this.subscriptionRow(this.dataSource.manager, owner.userId);
    return {
      mode: this.mode,
      plans: this.plans(),
      subscription: subscription ? toView(subscription) : null,
      usage,
    };
  }

  /**
   * Moves the user to `plan`. Demo billing applies it at once (url null). Stripe answers a
   * Checkout URL; the plan changes when the webhook reports the paid subscription.
   */
  async startCheckout(
    userId: string,
    plan: PlanId,
    now: Date = new Date(),
  ): Promise<CheckoutResult> {
    const current = await this.requireSubscription(userId, now);
    if (current.plan === plan) {
      throw new UserInputError(`You are already on the ${PLANS[plan].name} plan`);
    }
    if (!this.stripe) {
      await this.applyDemoPlan(userId, plan, now);
      return { url: null, billing: await this.billing(userOwner(userId), now) };
    }
    if (plan === 'free') throw new UserInputError(DOWNGRADE_IN_PORTAL_MESSAGE);
    if (current.stripeSubscriptionId && current.plan !== 'free') {
      // A second Checkout would start a second subscription; plan switches go through the portal.
      throw new UserInputError('Change your paid plan in the billing portal');
    }
    const customer = await this.ensureStripeCustomer(userId);
    const session = await this.stripe.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: this.stripe.priceFor(plan), quantity: 1 }],
      customer,
      client_reference_id: userId,
      metadata: { userId, plan },
      subscription_data: { metadata: { userId } },
      success_url: appLink(this.publicUrl, '/billing-plans?success=true'),
      cancel_url: appLink(this.publicUrl, '/billing-plans?canceled=true'),
    });
    if (!session.url) throw new Error(`Stripe Checkout session ${session.id} has no URL`);
    return { url: session.url, billing: await this.billing(userOwner(userId), now) };
  }

  /** A Stripe customer-portal URL for the user (Stripe mode only). */
  async openBillingPortal(userId: string): Promise<string> {
    if (!this.stripe) throw new UserInputError(PORTAL_UNAVAILABLE_MESSAGE);
    const customer = await this.ensureStripeCustomer(userId);
    const session = await this.stripe.stripe.billingPortal.sessions.create({
      customer,
      return_url: appLink(this.publicUrl, '/billing-plans'),
    });
    return session.url;
  }

  /** Cancels at the end of the period: the plan stays until then. */
  async cancelSubscription(userId: string, now: Date = new Date()): Promise<BillingView> {
    const current = await this.requireSubscription(userId, now);
    if (current.plan === 'free') throw new UserInputError('The Free plan has nothing to cancel');
    await this.setCancelAtPeriodEnd(current, true);
    return this.billing(userOwner(userId), now);
  }

  /**
   * Before an account is deleted: end its Stripe subscription now, so a deleted seller is
   * never charged again. A subscription Stripe no longer knows is already over.
   */
  async endForDeletedAccount(userId: string): Promise<void> {
    if (!this.stripe) return;
    const current = await this.dataSource.getRepository(SubscriptionEntity).findOneBy({ userId });
    if (!current?.stripeSubscriptionId || current.status === 'canceled') return;
    await this.stripe.cancelNow(current.stripeSubscriptionId);
  }

  /** Undoes a cancellation before the period ends. */
  async reactivateSubscription(userId: string, now: Date = new Date()): Promise<BillingView> {
    const current = await this.requireSubscription(userId, now);
    if (current.plan === 'free') {
      throw new UserInputError('The Free plan has nothing to reactivate');
    }
    await this.setCancelAtPeriodEnd(current, false);
    return this.billing(userOwner(userId), now);
  }

  private async setCancelAtPeriodEnd(current: SubscriptionEntity, cancel: boolean): Promise<void> {
    const repository = this.dataSource.getRepository(SubscriptionEntity);
    if (this.stripe && current.stripeSubscriptionId) {
      // Stripe's answer is authoritative; the webhook that follows confirms it.
      const state = await this.stripe.setCancelAtPeriodEnd(current.stripeSubscriptionId, cancel);
      await repository.update(
        { userId: current.userId },
        { cancelAtPeriodEnd: state.cancelAtPeriodEnd, status: state.status },
      );
      return;
    }
    await repository.update(
      { userId: current.userId },
      cancel ? { cancelAtPeriodEnd: true } : { cancelAtPeriodEnd: false, status: 'active' },
    );
  }

  /** Demo billing: the change applies at once (SPEC §4 upgrade; a downgrade keeps usage). */
  private async applyDemoPlan(userId: string, plan: PlanId, now: Date): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const current = await this.subscriptionRow(manager, userId, true);
      const upgrade = !current || PLAN_ORDER.indexOf(plan) > PLAN_ORDER.indexOf(current.plan);
      await manager.query(
        `UPDATE subscriptions
            SET plan = $2, status = 'active', cancel_at_period_end = false,
                current_period_start = $3, current_period_end = $4, updated_at = now()
          WHERE user_id = $1`,
        [userId, plan, now, plan === 'free' ? null : addOneMonth(now)],
      );
      if (upgrade) await resetUsagePeriod(manager, userId, now, addOneMonth(now));
    });
  }

  private async ensureStripeCustomer(userId: string): Promise<string> {
    const stripe = this.stripe as StripeGateway;
    const current = await this.requireSubscription(userId);
    if (current.stripeCustomerId) return current.stripeCustomerId;
    const user = await this.dataSource.getRepository(UserEntity).findOneByOrFail({ id: userId });
    const customer = await stripe.stripe.customers.create({
      email: user.email,
      name: user.displayName || undefined,
      metadata: { userId },
    });
    // A concurrent request may have stored one first: keep that one.
    await this.dataSource.query(
      `UPDATE subscriptions SET stripe_customer_id = $2, updated_at = now()
        WHERE user_id = $1 AND stripe_customer_id IS NULL`,
      [userId, customer.id],
    );
    const stored = await this.requireSubscription(userId);
    return stored.stripeCustomerId ?? customer.id;
  }

  private async requireSubscription(userId: string, now?: Date): Promise<SubscriptionEntity> {
    // getUsage creates missing billing rows and applies period changes before we decide.
    await getUsage(this.dataSource, userOwner(userId), now);
    const row = await this.subscriptionRow(this.dataSource.manager, userId);
    if (!row) throw new Error(`No subscription row for user ${userId}`);
    return row;
  }

  private subscriptionRow(
    manager: EntityManager,
    userId: string,
    lock = false,
  ): Promise<SubscriptionEntity | null> {
    return manager.getRepository(SubscriptionEntity).findOne({
      where: { userId },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }
}

function toView(row: SubscriptionEntity): SubscriptionView {
  return {
    plan: planFor(row.plan).id,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

/** Starts a fresh usage period: counters to zero, from `start` to `resetDate`. */
export async function resetUsagePeriod(
  manager: EntityManager,
  userId: string,
  start: Date,
  resetDate: Date,
): Promise<void> {
  await manager.query(
    `UPDATE usage_records
        SET generations_used = 0, overage = 0, period_start = $2, reset_date = $3,
            updated_at = now()
      WHERE user_id = $1`,
    [userId, start, resetDate],
  );
}
