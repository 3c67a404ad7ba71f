import { ApolloProvider } from '@apollo/client/react';
import * as Tooltip from '@radix-ui/react-tooltip';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { RouterProvider } from 'react-router/dom';
import { apolloClient } from './apollo/client';
import { AuthProvider } from './features/auth';
import { ThemePreferenceSync, ThemeProvider, useTheme } from './features/theme';
import { router } from './router';
import { toasterRequest } from './ui/toast';

// Loaded with the first toast (see ui/toast.ts).
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

function ToasterMounted() {
  useEffect(() => toasterRequest.mounted(), []);
  return null;
}

/** SPEC §9: toasts stay 4 s. */
const TOAST_DURATION_MS = 4_000;

function ThemedToaster() {
  const { theme } = useTheme();
  const requested = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.requested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={theme}
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
        // Away from the sticky header (navigation, Sign In, the account menu) and its menus:
        // a toast after an action never covers the way on. On phones they span the width.
        position="bottom-right"
      />
      {/* After the Toaster in the tree: its effect runs once the Toaster listens. */}
      <ToasterMounted />
    </Suspense>
  );
}

/** The session, which forgets this device's theme choice on sign-out and applies the saved one. */
function Session({ children }: { children: ReactNode }) {
  const { setChoice } = useTheme();
  const forgetTheme = useCallback(() => setChoice(null), [setChoice]);
  return (
    <AuthProvider onSignOut={forgetTheme}>
      <ThemePreferenceSync />
      {children}
    </AuthProvider>
  );
}

export function App() {
  return (
    <ThemeProvider>
      <ApolloProvider client={apolloClient}>
        <Session>
          <Tooltip.Provider delayDuration={300}>
            <RouterProvider router={router} />
          </Tooltip.Provider>
        </Session>
      </ApolloProvider>
      <ThemedToaster />
    </ThemeProvider>
  );
}
