import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../ui/toast';
import type { BillingFieldsFragment, PlanId } from '../__generated__/graphql';
import { ViewerQuery } from '../features/auth/graphql/auth.graphql';
import { useSession } from '../features/auth/hooks/useSession';
import { openAuthModal } from '../features/auth/open-auth-modal';
import { planLabel, planName, planRank } from '../features/auth/plans';
import {
  BillingQuery,
  CancelSubscriptionMutation,
  OpenBillingPortalMutation,
  ReactivateSubscriptionMutation,
  StartCheckoutMutation,
} from '../features/billing/graphql/billing.graphql';
import { currentPeriodLabel, formatCount, formatDate } from '../features/billing/format';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ContentPage } from '../ui/ContentPage';
import { CheckIcon } from '../ui/Icons';
import { Spinner } from '../ui/Spinner';
import { card, mutedText, primaryButton, secondaryButton } from '../ui/styles';
import { LoadError } from '../ui/LoadError';

type Billing = BillingFieldsFragment;
type Plan = Billing['plans'][number];

const PLAN_SUMMARIES: Record<PlanId, string> = {
  FREE: 'For trying Quillcart on a few products.',
  PRO: 'For shops that add products every week.',
  BUSINESS: 'For large catalogues and teams.',
};

const refetchViewer = { refetchQueries: [ViewerQuery], awaitRefetchQueries: true };

export function BillingPlansPage() {
  const { isSignedIn, user } = useSession();
  const { data, error, loading, refetch } = useQuery(BillingQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const billing = data?.billing;
  useCheckoutReturn(refetch);

  return (
    <ContentPage
      wide
      title="Plans & Billing"
      lead="Pick the monthly allowance that fits your catalogue. Prices are in US dollars."
    >
      {billing?.mode === 'DEMO' && (
        <p
          role="note"
          data-testid="demo-billing-notice"
          className="rounded-lg border-2 border-amber-400 bg-amber-50 px-4 py-3 font-semibold text-amber-950 dark:border-amber-600 dark:bg-amber-950/60 dark:text-amber-100"
        >
          Demo billing — no payment taken. Plan changes apply at once.
        </p>
      )}
      {!billing && loading && <Spinner label="Loading plans..." className="h-8 w-8" />}
      {!billing && error && !loading && (
        <LoadError message="Plans could not be loaded." onRetry={refetch} />
      )}
      {billing && (
        <>
          {isSignedIn && billing.usage && <UsageCard billing={billing} />}
          <PlanList
            billing={billing}
            signedIn={isSignedIn}
            currentPlan={currentPlanOf(billing, user?.plan)}
          />
          {isSignedIn && <SubscriptionCard billing={billing} />}
        </>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Guests can generate one description without an account. Monthly allowances reset one month
        after your period starts.
      </p>
    </ContentPage>
  );
}

function currentPlanOf(billing: Billing, fallback: string | undefined): PlanId | null {
  if (billing.subscription) return billing.subscription.plan;
  if (billing.usage) return billing.usage.plan;
  return fallback ? (fallback.toUpperCase() as PlanId) : null;
}

/** Stripe sends the browser back with ?success=true or ?canceled=true. */
function useCheckoutReturn(refetch: () => Promise<unknown>) {
  const [params, setParams] = useSearchParams();
  const { refresh } = useSession();
  const handled = useRef(false);
  const success = params.get('success') === 'true';
  const canceled = params.get('canceled') === 'true';

  useEffect(() => {
    if (handled.current || (!success && !canceled)) return;
    handled.current = true;
    if (success) {
      toast.success('Subscription updated', { id: 'checkout-return' });
      void refetch().catch(() => undefined);
      void refresh();
    } else {
      toast.info('Checkout canceled', { id: 'checkout-return' });
    }
    const next = new URLSearchParams(params);
    next.delete('success');
    next.delete('canceled');
    setParams(next, { replace: true });
  }, [success, canceled, params, setParams, refetch, refresh]);
}

function UsageCard({ billing }: { billing: Billing }) {
  const usage = billing.usage;
  if (!usage) return null;
  const percent =
    usage.generationsLimit > 0
      ? Math.min(100, Math.round((usage.generationsUsed / usage.generationsLimit) * 100))
      : 100;
  return (
    <section aria-labelledby="usage-heading" className={`${card} p-6`} data-testid="usage-card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="usage-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          Usage this period
        </h2>
        <span className="rounded-full bg-indigo-100 px-3 py-1 text-sm font-semibold text-indigo-900 dark:bg-indigo-950 dark:text-indigo-200">
          {planName(usage.plan)}
        </span>
      </div>
      <p className="mt-4 text-lg text-slate-900 dark:text-white">
        <span className="font-semibold tabular-nums" data-testid="usage-used">
          {formatCount(usage.generationsUsed)}
        </span>{' '}
        of <span className="tabular-nums">{formatCount(usage.generationsLimit)}</span> generations
        used
      </p>
      <div
        role="progressbar"
        aria-label="Generations used this period"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-indigo-600 dark:bg-indigo-400"
          style={{ width: `${percent}%` }}
        />
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className={`text-sm ${mutedText}`}>Remaining</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="usage-remaining">
            {formatCount(usage.remaining)}
          </dd>
        </div>
        <div>
          <dt className={`text-sm ${mutedText}`}>Overage</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatCount(usage.overage)}</dd>
        </div>
        <div>
          <dt className={`text-sm ${mutedText}`}>Resets on</dt>
          <dd className="text-lg font-semibold" data-testid="usage-reset">
            {formatDate(usage.resetDate)}
          </dd>
        </div>
      </dl>
      {usage.overage > 0 && (
        <p className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/60 dark:text-amber-100">
          You have generated {formatCount(usage.overage)} descriptions beyond your monthly allowance
          of {formatCount(usage.generationsLimit)}. Paid plans keep generating past the allowance;
          the extra generations are counted here as overage.
        </p>
      )}
    </section>
  );
}

function PlanList({
  billing,
  signedIn,
  currentPlan,
}: {
  billing: Billing;
  signedIn: boolean;
  currentPlan: PlanId | null;
}) {
  const [startCheckout] = useMutation(StartCheckoutMutation, refetchViewer);
  const [busyPlan, setBusyPlan] = useState<PlanId | null>(null);

  const choose = async (plan: Plan) => {
    setBusyPlan(plan.id);
    try {
      const { data } = await startCheckout({ variables: { plan: plan.id } });
      const url = data?.startCheckout.url;
      if (url) {
        window.location.assign(url);
        return;
      }
      toast.success(`You are now on the ${plan.name} plan`);
    } catch {
      // The error link showed the server's message.
    } finally {
      setBusyPlan(null);
    }
  };

  return (
    <ul className="grid gap-6 md:grid-cols-3" aria-label="Plans">
      {billing.plans.map((plan) => {
        const isCurrent = signedIn && plan.id === currentPlan;
        const highlighted = plan.id === 'PRO';
        return (
          <li
            key={plan.id}
            data-testid={`plan-${plan.id.toLowerCase()}`}
            aria-current={isCurrent ? 'true' : undefined}
            className={`flex flex-col rounded-xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${
              isCurrent
                ? 'border-emerald-600 ring-2 ring-emerald-600 dark:border-emerald-400 dark:ring-emerald-400'
                : highlighted
                  ? 'border-indigo-600 ring-1 ring-indigo-600 dark:border-indigo-400 dark:ring-indigo-400'
                  : 'border-slate-200 dark:border-slate-700'
            }`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{plan.name}</h2>
              {isCurrent && (
                <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
                  Current plan
                </span>
              )}
            </div>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              {PLAN_SUMMARIES[plan.id]}
            </p>
            <p className="mt-5">
              <span className="text-4xl font-bold text-slate-900 dark:text-white">
                ${plan.priceUsd}
              </span>
              <span className="text-slate-600 dark:text-slate-300"> / month</span>
            </p>
            <p className="mt-2 font-medium text-slate-800 dark:text-slate-200">
              {formatCount(plan.monthlyGenerations)} generations a month
            </p>
            <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700 dark:text-slate-300">
              {plan.features.map((feature) => (
                <li key={feature.label} className="flex items-start gap-2">
                  <CheckIcon className="mt-0.5 shrink-0 text-indigo-700 dark:text-indigo-300" />
                  <span>
                    {feature.label}
                    {feature.inDevelopment && (
                      <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                        In Development
                      </span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
            <div className="mt-6">
              <PlanAction
                plan={plan}
                billing={billing}
                signedIn={signedIn}
                currentPlan={currentPlan}
                busy={busyPlan === plan.id}
                disabled={busyPlan !== null}
                onChoose={() => void choose(plan)}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function PlanAction({
  plan,
  billing,
  signedIn,
  currentPlan,
  busy,
  disabled,
  onChoose,
}: {
  plan: Plan;
  billing: Billing;
  signedIn: boolean;
  currentPlan: PlanId | null;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  if (!signedIn) {
    return plan.id === 'FREE' ? (
      <button
        type="button"
        className={`${secondaryButton} w-full`}
        onClick={() => openAuthModal('signup')}
      >
        Create free account
      </button>
    ) : (
      <button
        type="button"
        className={`${primaryButton} w-full`}
        onClick={() => openAuthModal('signin')}
      >
        Sign in to upgrade
      </button>
    );
  }
  if (plan.id === currentPlan) {
    return (
      <p className="py-2 text-center text-sm font-medium text-emerald-800 dark:text-emerald-300">
        Your current plan
      </p>
    );
  }
  const isUpgrade = currentPlan === null || planRank(plan.id) > planRank(currentPlan);
  const spinner = busy && <Spinner label="Please wait..." className="h-4 w-4" />;
  if (isUpgrade) {
    return (
      <button
        type="button"
        className={`${primaryButton} w-full`}
        onClick={onChoose}
        disabled={disabled}
        aria-busy={busy}
      >
        {spinner}
        Upgrade to {plan.name}
      </button>
    );
  }
  // Downgrades: demo billing applies them at once; with Stripe they go through the portal.
  if (billing.mode !== 'DEMO') return null;
  return (
    <button
      type="button"
      className={`${secondaryButton} w-full`}
      onClick={onChoose}
      disabled={disabled}
      aria-busy={busy}
    >
      {spinner}
      {plan.id === 'FREE' ? 'Downgrade to Free' : `Switch to ${plan.name}`}
    </button>
  );
}

function SubscriptionCard({ billing }: { billing: Billing }) {
  const subscription = billing.subscription;
  const [cancel, cancelState] = useMutation(CancelSubscriptionMutation, refetchViewer);
  const [reactivate, reactivateState] = useMutation(ReactivateSubscriptionMutation, refetchViewer);
  const [openPortal, portalState] = useMutation(OpenBillingPortalMutation);
  const [confirmCancel, setConfirmCancel] = useState(false);

  if (!subscription) return null;
  const paid = subscription.plan !== 'FREE';

  const onPortal = async () => {
    // Opened before the await so the popup blocker sees a user gesture.
    const tab = window.open('', '_blank');
    try {
      const { data } = await openPortal();
      if (!data?.openBillingPortal) throw new Error('No portal URL');
      if (tab) {
        tab.opener = null;
        tab.location.href = data.openBillingPortal;
      } else {
        window.location.assign(data.openBillingPortal);
      }
    } catch {
      tab?.close();
    }
  };

  const onCancel = async () => {
    try {
      await cancel();
      toast.success('Your subscription will end at the close of this period');
      setConfirmCancel(false);
    } catch {
      // The error link showed the server's message.
    }
  };

  const onReactivate = async () => {
    try {
      await reactivate();
      toast.success('Subscription reactivated');
    } catch {
      // The error link showed the server's message.
    }
  };

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
          <dd className="font-semibold capitalize">{subscription.status.replace(/_/g, ' ')}</dd>
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
            onClick={() => void onPortal()}
            disabled={portalState.loading}
            aria-busy={portalState.loading}
          >
            {portalState.loading && <Spinner label="Opening..." className="h-4 w-4" />}
            Manage Subscription
            <span className="sr-only"> (opens in a new tab)</span>
          </button>
        )}
        {paid && subscription.cancelAtPeriodEnd && (
          <button
            type="button"
            className={primaryButton}
            onClick={() => void onReactivate()}
            disabled={reactivateState.loading}
            aria-busy={reactivateState.loading}
          >
            {reactivateState.loading && <Spinner label="Please wait..." className="h-4 w-4" />}
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
        busy={cancelState.loading}
        onConfirm={() => void onCancel()}
      />
    </section>
  );
}
