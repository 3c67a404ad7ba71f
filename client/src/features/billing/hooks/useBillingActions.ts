import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { PlanId } from '../../../__generated__/graphql';
import { toast } from '../../../ui/toast';
import { ViewerQuery } from '../../auth';
import {
  CancelSubscriptionMutation,
  OpenBillingPortalMutation,
  ReactivateSubscriptionMutation,
  StartCheckoutMutation,
} from '../graphql/billing.graphql';
import type { Plan } from '../plan-card';

// A plan change changes the viewer's allowance and lock: the header reads them from there.
const refetchViewer = { refetchQueries: [ViewerQuery], awaitRefetchQueries: true };

/**
 * Choosing a plan: Stripe's checkout when the server answers with its URL, else (demo
 * billing) the plan applies at once. `busyPlan` is the plan whose call is running.
 */
export function usePlanCheckout() {
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

  return { busyPlan, choose };
}

/** The subscription's actions: Stripe's billing portal, cancel at period end, reactivate. */
export function useSubscriptionActions() {
  const [cancel, cancelState] = useMutation(CancelSubscriptionMutation, refetchViewer);
  const [reactivate, reactivateState] = useMutation(ReactivateSubscriptionMutation, refetchViewer);
  const [openPortal, portalState] = useMutation(OpenBillingPortalMutation);

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

  /** True when the subscription will end at the close of the period. */
  const onCancel = async (): Promise<boolean> => {
    try {
      await cancel();
      toast.success('Your subscription will end at the close of this period');
      return true;
    } catch {
      // The error link showed the server's message.
      return false;
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

  return {
    onPortal,
    onCancel,
    onReactivate,
    portalBusy: portalState.loading,
    cancelBusy: cancelState.loading,
    reactivateBusy: reactivateState.loading,
  };
}
