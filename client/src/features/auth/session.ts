/** What `GET /api/session` answers. */
export interface SessionApiUser {
  id: string;
  email: string;
  displayName: string | null;
  photoUrl: string | null;
  plan: string;
}

export interface Session {
  owner: { kind: 'guest' | 'user' };
  user: SessionApiUser | null;
}

export const GUEST_SESSION: Session = { owner: { kind: 'guest' }, user: null };

/** SPEC §9: the initial auth load ends after 3 s whether or not the server answered. */
export const AUTH_LOADING_TIMEOUT_MS = 3_000;
// The call itself keeps going past the loading screen, but not forever.
const SESSION_REQUEST_TIMEOUT_MS = 20_000;

function parseSession(body: unknown): Session {
  if (typeof body !== 'object' || body === null) return GUEST_SESSION;
  const { owner, user } = body as Partial<Session>;
  const kind = owner?.kind === 'user' ? 'user' : 'guest';
  return { owner: { kind }, user: kind === 'user' && user ? user : null };
}

let inFlight: Promise<Session> | null = null;

/**
 * Loads the session. The first call also sets the guest cookie on the server, so concurrent
 * callers share one request (two would create two guest sessions).
 */
export function loadSession(): Promise<Session> {
  if (inFlight) return inFlight;
  inFlight = fetch('/api/session', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(SESSION_REQUEST_TIMEOUT_MS),
  })
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET /api/session answered ${response.status}`);
      return parseSession(await response.json());
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
