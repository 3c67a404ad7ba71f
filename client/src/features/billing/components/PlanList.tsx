import type { BillingMode, PlanId } from '../../../__generated__/graphql';
import { usePlanCheckout } from '../hooks/useBillingActions';
import type { Plan } from '../plan-card';
import { PlanCard } from './PlanCard';

/** Every plan's card; one checkout at a time. */
export function PlanList({
  plans,
  mode,
  signedIn,
  currentPlan,
}: {
  plans: Plan[];
  mode: BillingMode;
  signedIn: boolean;
  currentPlan: PlanId | null;
}) {
  const { busyPlan, choose } = usePlanCheckout();
  return (
    <ul className="grid gap-6 md:grid-cols-3" aria-label="Plans">
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          mode={mode}
          signedIn={signedIn}
          currentPlan={currentPlan}
          busy={busyPlan === plan.id}
          disabled={busyPlan !== null}
          onChoose={() => void choose(plan)}
        />
      ))}
    </ul>
  );
}
