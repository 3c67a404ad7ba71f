import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { restartSubscriptions } from '../../../apollo/client';
import { INLINE_ERRORS } from '../../../apollo/error-link';
import { clearSavedPreferences } from '../../../lib/storage';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { SignOutMutation, ViewerQuery } from '../graphql/auth.graphql';
import {
  AUTH_LOADING_TIMEOUT_MS,
  GUEST_SESSION,
  loadSession,
  type Session,
  type SessionApiUser,
} from '../session';
import {
  SessionContext,
  type PlanKey,
  type SessionContextValue,
  type SessionUser,
  type Viewer,
} from '../session-context';

interface SessionState {
  session: Session;
  status: SessionContextValue['status'];
}

/** SPEC §2: the plan name in the user menu is refreshed every 30 seconds. */
export const VIEWER_POLL_MS = 30_000;

function planKey(plan: string): PlanKey {
  const key = plan.toLowerCase();
  return key === 'pro' || key === 'business' ? key : 'free';
}

function fromSessionApi(user: SessionApiUser | null): SessionUser | null {
  if (!user) return null;
  return { ...user, plan: planKey(user.plan), hasPassword: true };
}

function fromViewer(viewer: Viewer): SessionUser | null {
  const user = viewer.user;
  if (viewer.kind !== 'USER' || !user) return null;
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    photoUrl: user.photoUrl ?? null,
    plan: planKey(user.plan),
    hasPassword: user.hasPassword,
  };
}

/**
 * Calls /api/session once at boot (it also sets the guest cookie) and renders the app when
 * it answers, or after 3 s as a guest while the call keeps going. Then the GraphQL viewer
 * (plan, usage, customisation lock, preferences) is the source of truth, polled every 30 s.
 * Must sit inside <ApolloProvider>. `onSignOut` runs when this device signs out (the app
 * forgets the theme choice there).
 */
export function AuthProvider({
  children,
  onSignOut,
}: {
  children: ReactNode;
  onSignOut?: () => void;
}) {
  const client = useApolloClient();
  const [state, setState] = useState<SessionState>({ session: GUEST_SESSION, status: 'loading' });
  const [timedOut, setTimedOut] = useState(false);
  // While the store resets after an auth change, the new owner as far as we know it.
  const [pending, setPending] = useState<{ viewer: Viewer | null } | null>(null);

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

  // Waits for /api/session so the guest cookie exists before the first GraphQL request.
  const viewerQuery = useQuery(ViewerQuery, {
    skip: state.status === 'loading',
    pollInterval: VIEWER_POLL_MS,
  });
  const { refetch } = viewerQuery;
  const queriedViewer = viewerQuery.data?.viewer ?? null;
  const viewer = pending ? pending.viewer : queriedViewer;

  const refresh = useCallback(async () => {
    try {
      await refetch();
    } catch (error) {
      console.warn('Could not refresh the viewer', error);
    }
  }, [refetch]);

  const applyAuthChange = useCallback(
    async (next: Viewer | null) => {
      setPending({ viewer: next });
      restartSubscriptions();
      try {
        // Clears every cached fact of the previous owner and refetches the active queries.
        await client.resetStore();
      } catch (error) {
        console.warn('Some data could not be reloaded after the sign-in change', error);
      } finally {
        setPending(null);
      }
    },
    [client],
  );

  const signOut = useCallback(async () => {
    await client.mutate({ mutation: SignOutMutation, context: INLINE_ERRORS });
    clearSavedPreferences();
    onSignOut?.();
    await applyAuthChange(null);
  }, [client, applyAuthChange, onSignOut]);

  const value = useMemo<SessionContextValue>(() => {
    let user: SessionUser | null;
    if (pending) user = pending.viewer ? fromViewer(pending.viewer) : null;
    else if (queriedViewer) user = fromViewer(queriedViewer);
    else user = fromSessionApi(state.session.user);
    return {
      session: state.session,
      viewer,
      user,
      isSignedIn: user !== null,
      status: state.status,
      refresh,
      applyAuthChange,
      signOut,
    };
  }, [state, viewer, pending, queriedViewer, refresh, applyAuthChange, signOut]);

  if (state.status === 'loading' && !timedOut) return <LoadingScreen />;
  return <SessionContext value={value}>{children}</SessionContext>;
}
