import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { authModeOf, OPEN_AUTH_MODAL_EVENT, originOf, type AuthMode } from '../open-auth-modal';

// The modal's code loads the first time someone asks for it; it then listens itself.
const AuthModal = lazy(() =>
  import('./AuthModal').then((module) => ({ default: module.AuthModal })),
);

/**
 * Mounts the sign-in modal on the first open-auth-modal event, open in that event's mode, or
 * when a guest arrives sent away from a signed-in page (the modal then asks them to sign in).
 */
export function AuthModalLoader() {
  const [openedWith, setOpenedWith] = useState<AuthMode | null>(null);
  const sentAway = originOf(useLocation()) !== null;
  // Once loaded it stays mounted (and listens itself), wherever the seller goes next.
  const [loaded, setLoaded] = useState(false);
  if ((openedWith || sentAway) && !loaded) setLoaded(true);

  useEffect(() => {
    if (openedWith) return;
    const onOpen = (event: Event) => setOpenedWith(authModeOf(event));
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
  }, [openedWith]);

  if (!loaded && !openedWith && !sentAway) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal openedWith={openedWith ?? undefined} />
    </Suspense>
  );
}
