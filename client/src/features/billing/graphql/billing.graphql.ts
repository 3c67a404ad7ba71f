import { graphql } from '../../../__generated__';

export const BillingFieldsFragment = graphql(`
  fragment BillingFields on Billing {
    mode
    plans {
      id
      name
      monthlyGenerations
      priceUsd
      features {
        label
        inDevelopment
      }
    }
    subscription {
      plan
      status
      currentPeriodStart
      currentPeriodEnd
      cancelAtPeriodEnd
    }
    usage {
      ...UsageFields
    }
  }
`);

export const BillingQuery = graphql(`
  query Billing {
    billing {
      ...BillingFields
    }
  }
`);

export const StartCheckoutMutation = graphql(`
  mutation StartCheckout($plan: PlanId!) {
    startCheckout(plan: $plan) {
      url
      billing {
        ...BillingFields
      }
    }
  }
`);

export const OpenBillingPortalMutation = graphql(`
  mutation OpenBillingPortal {
    openBillingPortal
  }
`);

export const CancelSubscriptionMutation = graphql(`
  mutation CancelSubscription {
    cancelSubscription {
      ...BillingFields
    }
  }
`);

export const ReactivateSubscriptionMutation = graphql(`
  mutation ReactivateSubscription {
    reactivateSubscription {
      ...BillingFields
    }
  }
`);
