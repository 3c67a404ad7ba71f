import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { showQuotaExceeded } from '../quota-exceeded';
import { useSession } from './useSession';

/** Whether the viewer is a guest (no account, or a guest session). */
export function useIsGuest(): boolean {
  const { viewer, isSignedIn } = useSession();
  return !isSignedIn || viewer?.kind === 'GUEST';
}

/** Shows a quota-exceeded message the way this viewer can go on (see showQuotaExceeded). */
export function useQuotaExceeded(): (message: string) => Promise<void> {
  const navigate = useNavigate();
  const { refresh } = useSession();
  const isGuest = useIsGuest();
  return useCallback(
    (message: string) =>
      showQuotaExceeded(message, {
        isGuest,
        viewPlans: () => void navigate('/billing-plans'),
        refresh,
      }),
    [isGuest, navigate, refresh],
  );
}
