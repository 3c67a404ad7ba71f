import { createContext } from 'react';
import type { ViewerFieldsFragment } from '../../__generated__/graphql';
import type { Session } from './session';

export type PlanKey = 'free' | 'pro' | 'business';

/** The signed-in user as the header, menus and pages need them. */
export interface SessionUser {
  id: string;
  email: string;
  displayName: string | null;
  photoUrl: string | null;
  plan: PlanKey;
  /** False for Google-only accounts; unknown (true) until the viewer query answers. */
  hasPassword: boolean;
}

export type Viewer = ViewerFieldsFragment;

export interface SessionContextValue {
  session: Session;
  /** The GraphQL viewer (usage, lock, preferences); null until it first answers. */
  viewer: Viewer | null;
  user: SessionUser | null;
  isSignedIn: boolean;
  /** 'loading' until /api/session answers (or fails), even after the 3 s loading screen. */
  status: 'loading' | 'ready' | 'error';
  /** Re-reads the viewer (plan, usage, lock). */
  refresh: () => Promise<void>;
  /**
   * After sign-in, sign-up, sign-out or account deletion: forgets every cached fact of the
   * previous owner, reconnects subscriptions and reloads as the new one. `next` is the new
   * viewer when known (shown at once), or null for a guest.
   */
  applyAuthChange: (next: Viewer | null) => Promise<void>;
  /** Signs out; throws when the server refused. */
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
