import { lazy, Suspense, useEffect, useState } from 'react';
import { authModeOf, OPEN_AUTH_MODAL_EVENT, type AuthMode } from '../open-auth-modal';

// The modal's code loads the first time someone asks for it; it then listens itself.
const AuthModal = lazy(() =>
  import('./AuthModal').then((module) => ({ default: module.AuthModal })),
);

/** Mounts the sign-in modal on the first open-auth-modal event, open in that event's mode. */
export function AuthModalLoader() {
  const [openedWith, setOpenedWith] = useState<AuthMode | null>(null);

  useEffect(() => {
    if (openedWith) return;
    const onOpen = (event: Event) => setOpenedWith(authModeOf(event));
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
  }, [openedWith]);

  if (!openedWith) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal openedWith={openedWith} />
    </Suspense>
  );
}
