import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Spinner } from '../../../ui/Spinner';
import { card, mutedText, primaryButton, secondaryButton } from '../../../ui/styles';
import { planLabel } from '../../../lib/plans';
import { currentPeriodLabel, formatDate } from '../format';
import { useSubscriptionActions } from '../hooks/useBillingActions';
import { subscriptionStatusLabel, type Billing } from '../plan-card';

/** The seller's current plan: status, period, and manage / cancel / reactivate. */
export function SubscriptionCard({ billing }: { billing: Billing }) {
  const subscription = billing.subscription;
  const actions = useSubscriptionActions();
  const [confirmCancel, setConfirmCancel] = useState(false);

  if (!subscription) return null;
  const paid = subscription.plan !== 'FREE';

  return (
    <section
      aria-labelledby="subscription-heading"
      className={`${card} p-6`}
      data-testid="subscription-card"
    >
      <h2
        id="subscription-heading"
        className="text-xl font-semibold text-slate-900 dark:text-white"
      >
        Your subscription
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className={`text-sm ${mutedText}`}>Plan</dt>
          <dd className="font-semibold" data-testid="subscription-plan">
            {planLabel(subscription.plan)}
          </dd>
        </div>
        <div>
          <dt className={`text-sm ${mutedText}`}>Status</dt>
          <dd className="font-semibold capitalize">
            {subscriptionStatusLabel(subscription.status)}
          </dd>
        </div>
        <div>
          <dt className={`text-sm ${mutedText}`}>
            {subscription.cancelAtPeriodEnd ? 'Ends' : 'Current period'}
          </dt>
          <dd className="font-semibold" data-testid="subscription-period">
            {subscription.cancelAtPeriodEnd
              ? formatDate(subscription.currentPeriodEnd)
              : currentPeriodLabel({ subscription, usage: billing.usage ?? null })}
          </dd>
        </div>
      </dl>
      {subscription.cancelAtPeriodEnd && (
        <p
          className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 dark:bg-amber-950/60 dark:text-amber-100"
          data-testid="cancels-on"
        >
          Cancels on {formatDate(subscription.currentPeriodEnd)}
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        {billing.mode === 'STRIPE' && paid && (
          <button
            type="button"
            className={secondaryButton}
            onClick={() => void actions.onPortal()}
            disabled={actions.portalBusy}
            aria-busy={actions.portalBusy}
          >
            {actions.portalBusy && <Spinner label="Opening..." className="h-4 w-4" />}
            Manage Subscription
            <span className="sr-only"> (opens in a new tab)</span>
          </button>
        )}
        {paid && subscription.cancelAtPeriodEnd && (
          <button
            type="button"
            className={primaryButton}
            onClick={() => void actions.onReactivate()}
            disabled={actions.reactivateBusy}
            aria-busy={actions.reactivateBusy}
          >
            {actions.reactivateBusy && <Spinner label="Please wait..." className="h-4 w-4" />}
            Reactivate
          </button>
        )}
        {paid && !subscription.cancelAtPeriodEnd && (
          <button type="button" className={secondaryButton} onClick={() => setConfirmCancel(true)}>
            Cancel subscription
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel your subscription?"
        description={
          <p>
            You keep the {planLabel(subscription.plan)} plan until{' '}
            {formatDate(subscription.currentPeriodEnd)}; after that you move to the Free plan. You
            can reactivate any time before then.
          </p>
        }
        confirmLabel="Cancel subscription"
        busy={actions.cancelBusy}
        onConfirm={() =>
          void actions.onCancel().then((cancelled) => {
            if (cancelled) setConfirmCancel(false);
          })
        }
      />
    </section>
  );
}
