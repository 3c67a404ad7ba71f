import { toast } from '../../ui/toast';
import { showGuestLimit } from './guest-limit';

export interface QuotaExceededContext {
  isGuest: boolean;
  /** Opens the plans page (the toast's action for signed-in sellers). */
  viewPlans: () => void;
  /** Re-reads the viewer, so the header and the Guest Limit box show the allowance used. */
  refresh?: () => Promise<void>;
}

/**
 * The allowance is used (a Generate, a Generate All refused or stopped): the catalogue message
 * as a toast; a guest is then shown the Guest Limit box (or the sign-up modal), anyone else
 * is offered the plans.
 */
export async function showQuotaExceeded(
  message: string,
  { isGuest, viewPlans, refresh }: QuotaExceededContext,
): Promise<void> {
  if (isGuest) {
    toast.error(message, { id: 'quota-exceeded' });
    await refresh?.().catch(() => undefined);
    await showGuestLimit();
    return;
  }
  toast.error(message, {
    id: 'quota-exceeded',
    action: { label: 'View plans', onClick: viewPlans },
  });
  void refresh?.().catch(() => undefined);
}
