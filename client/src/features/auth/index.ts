// The auth feature's public entry: other features import from here, never its insides.
import { lazy } from 'react';

export { AuthModalLoader } from './components/AuthModalLoader';
export { AuthProvider } from './components/AuthProvider';
export { UpdatePreferencesMutation, ViewerQuery } from './graphql/auth.graphql';
export { showGuestLimit } from './guest-limit';
export { useGenerationLock, type GenerationLock } from './hooks/useGenerationLock';
export { useIsGuest, useQuotaExceeded } from './hooks/useQuotaExceeded';
export { useSession } from './hooks/useSession';
export { openAuthModal, type AuthMode } from './open-auth-modal';
export { showQuotaExceeded, type QuotaExceededContext } from './quota-exceeded';
export { StartTrialButton } from './components/StartTrialButton';

// The account menu is for signed-in visitors only: its code loads once the session says who
// they are.
export const UserMenu = lazy(() =>
  import('./components/UserMenu').then((module) => ({ default: module.UserMenu })),
);
