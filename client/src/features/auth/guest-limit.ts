import { openAuthModal } from '../auth/open-auth-modal';

const GUEST_LIMIT_SELECTOR = '[data-testid="guest-limit-reached"]';
const GUEST_LIMIT_WAIT_MS = 1_500;

/** Resolves with the element once React has rendered it, or null after a while. */
function waitForElement(selector: string, timeoutMs: number): Promise<HTMLElement | null> {
  const deadline = performance.now() + timeoutMs;
  return new Promise((resolve) => {
    const look = () => {
      const element = document.querySelector<HTMLElement>(selector);
      if (element || performance.now() > deadline) resolve(element);
      else requestAnimationFrame(look);
    };
    look();
  });
}

/**
 * Brings the Guest Limit Reached box (it appears once the refreshed viewer says the guest's
 * allowance is used) into view and focus; the sign-up modal where the box is not on screen.
 */
export async function showGuestLimit(): Promise<void> {
  const box = await waitForElement(GUEST_LIMIT_SELECTOR, GUEST_LIMIT_WAIT_MS);
  if (!box) {
    openAuthModal('signup');
    return;
  }
  box.scrollIntoView({ block: 'center', behavior: 'smooth' });
  box.focus({ preventScroll: true });
}
