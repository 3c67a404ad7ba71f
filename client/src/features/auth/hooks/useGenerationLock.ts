import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { openAuthModal } from '../open-auth-modal';
import { useSession } from './useSession';

export interface GenerationLock {
  /** What the locked controls say, e.g. 'Guest limit reached: sign up to keep generating'. */
  reason: string;
  /** The way on: 'Sign up free' (guests) or 'View plans' (free plan). */
  actionLabel: string;
  /** Opens the sign-up dialog or the plans page. */
  goOn: () => void;
}

export const GUEST_LOCK_REASON = 'Guest limit reached: sign up free to keep generating';
export const PLAN_LOCK_REASON = "This month's generations are used: upgrade to keep generating";

/**
 * When the viewer has nothing left to generate with (a guest's one, a free plan's month), the
 * Generate controls show it and lead on; null while generating is possible (paid plans go on
 * into overage).
 */
export function useGenerationLock(): GenerationLock | null {
  const { viewer, isSignedIn } = useSession();
  const navigate = useNavigate();
  const isGuest = !isSignedIn || viewer?.kind === 'GUEST';
  const usedUp =
    viewer !== null && viewer.usage.remaining <= 0 && (isGuest || viewer.usage.plan === 'FREE');
  const goOn = useCallback(() => {
    if (isGuest) openAuthModal('signup');
    else void navigate('/billing-plans');
  }, [isGuest, navigate]);
  if (!usedUp) return null;
  return isGuest
    ? { reason: GUEST_LOCK_REASON, actionLabel: 'Sign up free', goOn }
    : { reason: PLAN_LOCK_REASON, actionLabel: 'View plans', goOn };
}
