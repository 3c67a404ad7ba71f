/**
 * What deleting an account does to a paid plan, said the same way on every page that
 * mentions it (profile, refund policy, privacy policy, FAQ). The server ends the Stripe
 * subscription at once before the account is deleted (BillingService.endForDeletedAccount).
 */
export const ACCOUNT_DELETION_BILLING =
  'Deleting your account ends a paid subscription at once: nothing more is charged, and the rest of the period already paid for is not refunded.';
