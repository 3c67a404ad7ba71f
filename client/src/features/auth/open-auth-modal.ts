/** Global event that opens the sign-in modal from anywhere. */
export const OPEN_AUTH_MODAL_EVENT = 'open-auth-modal';

export function openAuthModal(): void {
  window.dispatchEvent(new Event(OPEN_AUTH_MODAL_EVENT));
}
