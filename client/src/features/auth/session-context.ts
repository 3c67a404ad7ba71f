import { createContext } from 'react';
import type { Session, SessionUser } from './session';

export interface SessionContextValue {
  session: Session;
  user: SessionUser | null;
  isSignedIn: boolean;
  /** 'loading' until /api/session answers (or fails), even after the 3 s loading screen. */
  status: 'loading' | 'ready' | 'error';
  refresh: () => Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
