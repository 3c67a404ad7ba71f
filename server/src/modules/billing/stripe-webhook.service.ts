import type Stripe from 'stripe';
import type { DataSource, EntityManager } from 'typeorm';
import { PLAN_ORDER, addOneMonth, planFor } from '../../../../core/src/billing/plans';
import { isUuid } from '../../../../core/src/owner/owner';
import type { Logger } from '../../../../core/src/logging/logger';
import { InvalidSignatureError } from '../../http/stripe-webhook.routes';
import { resetUsagePeriod } from './billing.service';
import { fromUnix, idOf, type StripeGateway, type StripeSubscriptionState } from './stripe-gateway';

/** What became of a delivered event. */
export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/** How far a signature's timestamp may be from now, either way (Stripe's default is 300 s). */
export const SIGNATURE_TOLERANCE_S = 300;

interface SubscriptionRow {
  user_id: string;
  plan: string;
  stripe_subscription_id: string | null;
}

/**
 * Applies Stripe webhook events. Each event is stored by id first, in the same transaction
 * as its effect, so a redelivered event changes nothing. An event only says *that* a
 * subscription changed: its state is read back from Stripe (the pattern Stripe recommends),
 * with the account row locked, so the final state is Stripe's latest whatever order events
 * arrive in, ties in the same second included.
 */
export class StripeWebhookService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gateway: StripeGateway,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Verifies the signature on the raw body, and that it was made within
   * SIGNATURE_TOLERANCE_S of now (past or future); throws InvalidSignatureError when not.
   */
  verify(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    if (!signature) throw new InvalidSignatureError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.gateway.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.gateway.settings.webhookSecret,
        SIGNATURE_TOLERANCE_S,
      );
    } catch (error) {
      throw new InvalidSignatureError((error as Error).message);
    }
    // The SDK refuses old timestamps only; one from the future is as suspect.
    const timestamp = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
    if (!Number.isFinite(timestamp) || timestamp - this.now() / 1000 > SIGNATURE_TOLERANCE_S) {
      throw new InvalidSignatureError('Timestamp outside the tolerance zone');
    }
    return event;
  }

  async handle(event: Stripe.Event): Promise<WebhookOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const inserted = await manager.query<unknown[]>(
        `INSERT INTO stripe_events (id, type, event_created_at) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [event.id, event.type, fromUnix(event.created)],
      );
      if (inserted.length === 0) return 'duplicate';
      const outcome = await this.apply(manager, event);
      this.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
      return outcome;
    });
  }

  private apply(manager: EntityManager, event: Stripe.Event): Promise<WebhookOutcome> {
    // Only these events matter; Stripe may be set up to send others.
    if (event.type === 'checkout.session.completed') {
      return this.checkoutCompleted(manager, event, event.data.object);
    }
    if (
      event.type === 'customer.subscription.created' ||
      event.type === 'customer.subscription.updated' ||
      event.type === 'customer.subscription.deleted'
    ) {
      return this.subscriptionChanged(manager, event, event.data.object);
    }
    if (event.type === 'invoice.paid') return this.invoicePaid(manager, event.data.object);
    return Promise.resolve('ignored');
  }

  /** Links the Stripe customer to the user who checked out, and the subscription if alive. */
  private async checkoutCompleted(
    manager: EntityManager,
    event: Stripe.Event,
    session: Stripe.Checkout.Session,
  ): Promise<WebhookOutcome> {
    const userId = session.client_reference_id ?? session.metadata?.userId ?? null;
    if (!userId || !isUuid(userId)) return 'ignored';
    const row = await this.findAccount(manager, null, null, userId);
    if (!row) return 'ignored';
    await manager.query(
      `UPDATE subscriptions SET stripe_customer_id = COALESCE($2, stripe_customer_id),
              updated_at = now()
        WHERE user_id = $1`,
      [userId, idOf(session.customer)],
    );
    const subscriptionId = idOf(session.subscription);
    if (!subscriptionId) return 'applied';
    await this.syncSubscription(manager, event, row, subscriptionId);
    return 'applied';
  }

  private async subscriptionChanged(
    manager: EntityManager,
    event: Stripe.Event,
    subscription: Stripe.Subscription,
  ): Promise<WebhookOutcome> {
    const row = await this.findAccount(
      manager,
      subscription.id,
      idOf(subscription.customer),
      subscription.metadata?.userId ?? null,
    );
    if (!row) return 'ignored';
    return this.syncSubscription(manager, event, row, subscription.id);
  }

  /**
   * Makes the account match Stripe's current state of the subscription: an ended (or
   * vanished) one is unlinked and the account is back on Free; a live one is linked and its
   * plan, status and period applied — unless the account already follows a newer live
   * subscription.
   */
  private async syncSubscription(
    manager: EntityManager,
    event: Stripe.Event,
    row: SubscriptionRow,
    subscriptionId: string,
  ): Promise<WebhookOutcome> {
    const state = await this.gateway.currentSubscription(subscriptionId);
    const linked = row.stripe_subscription_id;
    const eventAt = fromUnix(event.created);

    if (!state || state.ended) {
      // The end of an older subscription the user has since replaced changes nothing.
      if (linked && linked !== subscriptionId) return 'ignored';
      await manager.query(
        `UPDATE subscriptions
            SET plan = 'free', status = 'active', cancel_at_period_end = false,
                stripe_subscription_id = NULL, current_period_start = $2,
                current_period_end = NULL, stripe_event_at = $2, updated_at = now()
          WHERE user_id = $1`,
        [row.user_id, eventAt],
      );
      return 'applied';
    }

    if (linked && linked !== subscriptionId) {
      const current = await this.gateway.currentSubscription(linked);
      if (current && !current.ended && current.createdAt > state.createdAt) return 'ignored';
    }
    await manager.query(
      `UPDATE subscriptions
          SET plan = $2, status = $3, current_period_start = $4, current_period_end = $5,
              cancel_at_period_end = $6, stripe_subscription_id = $7,
              stripe_customer_id = COALESCE($8, stripe_customer_id), stripe_event_at = $9,
              updated_at = now()
        WHERE user_id = $1`,
      [
        row.user_id,
        state.plan,
        state.status,
        state.currentPeriodStart,
        state.currentPeriodEnd,
        state.cancelAtPeriodEnd,
        state.id,
        state.customerId,
        eventAt,
      ],
    );
    const upgraded = PLAN_ORDER.indexOf(state.plan) > PLAN_ORDER.indexOf(planFor(row.plan).id);
    await this.startPeriodIfNew(manager, row.user_id, state, upgraded);
    return 'applied';
  }

  /** A paid invoice opens a new billing period: usage starts again from zero. */
  private async invoicePaid(
    manager: EntityManager,
    invoice: Stripe.Invoice,
  ): Promise<WebhookOutcome> {
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
    const period = invoice.lines?.data?.[0]?.period;
    if (!subscriptionId || !period) return 'ignored';
    const row = await this.findAccount(manager, subscriptionId, idOf(invoice.customer), null);
    if (!row || planFor(row.plan).id === 'free') return 'ignored';
    const start = fromUnix(period.start);
    const end = period.end > period.start ? fromUnix(period.end) : addOneMonth(start);
    const reset = await this.resetIfNewer(manager, row.user_id, start, end, false);
    return reset ? 'applied' : 'ignored';
  }

  private async startPeriodIfNew(
    manager: EntityManager,
    userId: string,
    state: StripeSubscriptionState,
    upgraded: boolean,
  ): Promise<void> {
    if (state.plan === 'free') return;
    const end = state.currentPeriodEnd ?? addOneMonth(state.currentPeriodStart);
    await this.resetIfNewer(manager, userId, state.currentPeriodStart, end, upgraded);
  }

  /**
   * Resets usage for a period that starts after the recorded one (or always on an upgrade,
   * SPEC §4), so the same period reported twice (subscription update, then invoice) resets once.
   */
  private async resetIfNewer(
    manager: EntityManager,
    userId: string,
    start: Date,
    end: Date,
    force: boolean,
  ): Promise<boolean> {
    const rows = await manager.query<{ period_start: Date }[]>(
      'SELECT period_start FROM usage_records WHERE user_id = $1 FOR UPDATE',
      [userId],
    );
    if (rows.length > 0 && !force && rows[0].period_start >= start) return false;
    if (rows.length === 0) {
      await manager.query(
        `INSERT INTO usage_records (user_id, period_start, reset_date) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO NOTHING`,
        [userId, start, end],
      );
    }
    await resetUsagePeriod(manager, userId, start, end);
    return true;
  }

  /** The account a Stripe object belongs to, locked for this transaction. */
  private async findAccount(
    manager: EntityManager,
    subscriptionId: string | null,
    customerId: string | null,
    userId: string | null,
  ): Promise<SubscriptionRow | null> {
    const rows = await manager.query<SubscriptionRow[]>(
      `SELECT user_id, plan, stripe_subscription_id FROM subscriptions
        WHERE ($1::text IS NOT NULL AND stripe_subscription_id = $1)
           OR ($2::text IS NOT NULL AND stripe_customer_id = $2)
           OR ($3::uuid IS NOT NULL AND user_id = $3)
        ORDER BY (stripe_subscription_id = $1) DESC NULLS LAST, (stripe_customer_id = $2) DESC NULLS LAST
        LIMIT 1
        FOR UPDATE`,
      [subscriptionId, customerId, userId && isUuid(userId) ? userId : null],
    );
    return rows[0] ?? null;
  }
}
