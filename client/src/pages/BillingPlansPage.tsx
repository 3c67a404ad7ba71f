import { useQuery } from '@apollo/client/react';
import { useSession } from '../features/auth/hooks/useSession';
import { PlanList } from '../features/billing/components/PlanList';
import { SubscriptionCard } from '../features/billing/components/SubscriptionCard';
import { UsageCard } from '../features/billing/components/UsageCard';
import { BillingQuery } from '../features/billing/graphql/billing.graphql';
import { useCheckoutReturn } from '../features/billing/hooks/useCheckoutReturn';
import { currentPlanOf } from '../features/billing/plan-card';
import { ContentPage } from '../ui/ContentPage';
import { LoadError } from '../ui/LoadError';
import { Spinner } from '../ui/Spinner';

/** The plans, and for a seller their usage and subscription (billing feature's components). */
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
          {isSignedIn && billing.usage && <UsageCard usage={billing.usage} />}
          <PlanList
            plans={billing.plans}
            mode={billing.mode}
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
