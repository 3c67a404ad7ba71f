import { primaryButton } from '../../../ui/styles';
import { openAuthModal } from '../open-auth-modal';

/** A guest's way to an account from a box that says what one unlocks: opens the sign-up form. */
export function StartTrialButton({ className }: { className: string }) {
  return (
    <button
      type="button"
      className={`${primaryButton} ${className}`}
      onClick={() => openAuthModal('signup')}
    >
      Start Free Trial
    </button>
  );
}
