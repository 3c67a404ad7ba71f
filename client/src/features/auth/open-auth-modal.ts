import type { Location } from 'react-router';

/** Global event that opens the sign-in modal from anywhere. */
export const OPEN_AUTH_MODAL_EVENT = 'open-auth-modal';

export type AuthMode = 'signin' | 'signup' | 'reset';

/** Opens the auth modal; a plain `open-auth-modal` Event (no detail) opens it in signin mode. */
export function openAuthModal(mode: AuthMode = 'signin'): void {
  window.dispatchEvent(
    new CustomEvent<{ mode: AuthMode }>(OPEN_AUTH_MODAL_EVENT, { detail: { mode } }),
  );
}

export function authModeOf(event: Event): AuthMode {
  const mode = (event as CustomEvent<{ mode?: unknown } | null>).detail?.mode;
  return mode === 'signup' || mode === 'reset' ? mode : 'signin';
}

/** The page a guest was sent away from (RequireAuth), to return to after signing in. */
export function originOf(location: Location): string | null {
  const from = (location.state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
