import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { AUTH_LOADING_TIMEOUT_MS, GUEST_SESSION, loadSession, type Session } from '../session';
import { SessionContext, type SessionContextValue } from '../session-context';

interface SessionState {
  session: Session;
  status: SessionContextValue['status'];
}

/**
 * Calls /api/session once at boot (it also sets the guest cookie) and renders the app when
 * it answers, or after 3 s as a guest while the call keeps going.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ session: GUEST_SESSION, status: 'loading' });
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    let active = true;
    // Counted from navigation start, so the whole wait (bundle load included) stays under 3 s.
    const remaining = Math.max(0, AUTH_LOADING_TIMEOUT_MS - performance.now());
    const timer = window.setTimeout(() => setTimedOut(true), remaining);
    loadSession()
      .then((session) => {
        if (active) setState({ session, status: 'ready' });
      })
      .catch((error: unknown) => {
        console.warn('Could not load the session; continuing as a guest', error);
        if (active) setState({ session: GUEST_SESSION, status: 'error' });
      })
      .finally(() => window.clearTimeout(timer));
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, []);

  const refresh = useCallback(async () => {
    try {
      const session = await loadSession();
      setState({ session, status: 'ready' });
    } catch (error) {
      console.warn('Could not refresh the session', error);
    }
  }, []);

  const value = useMemo<SessionContextValue>(
    () => ({
      session: state.session,
      user: state.session.user,
      isSignedIn: state.session.owner.kind === 'user' && state.session.user !== null,
      status: state.status,
      refresh,
    }),
    [state, refresh],
  );

  if (state.status === 'loading' && !timedOut) return <LoadingScreen />;
  return <SessionContext value={value}>{children}</SessionContext>;
}
