import type { IncomingMessage } from 'node:http';
import {
  parse as parseCookies,
  serialize as serializeCookie,
  type CookieSerializeOptions,
} from 'cookie';
import cookieParser from 'cookie-parser';
import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import type { Logger } from '../../../../core/src/logging/logger';
import type { PgSessionStore } from './pg-session-store';

export interface SessionMiddlewareOptions {
  /** express-session's middleware. */
  expressSession: RequestHandler;
  /** passport.session(): sets req.user from the session. */
  passportSession: RequestHandler;
  store: PgSessionStore;
  /** The session cookie's name and signing secret (express-session's `name` and `secret`). */
  name: string;
  secret: string;
  /** express-session's `proxy`. */
  proxy: boolean | undefined;
  /** True for a request that cannot change the session (a GraphQL operation of queries). */
  readOnly: (req: Request) => boolean;
  log: Logger;
}

/** Cookie headers (and cookie values) already checked, at most. */
const CHECKED_COOKIES = 10_000;
/** A Cookie header longer than this is checked every time, not kept. */
const REMEMBERED_HEADER_LENGTH = 1024;

/** The session cookie a request came with, its signature checked. */
interface SessionCookie {
  value: string;
  sid: string;
}

interface RolledCookie {
  /** The stored cookie it was made from, and the second its end falls in (null: none). */
  stored: Record<string, unknown>;
  second: number | null;
  cookie: CookieSerializeOptions & { expires?: Date };
  line: string;
}

/**
 * The rolling cookie of a session (rollingCookie) and its Set-Cookie line, per cookie value:
 * made again only when the session's stored cookie changes or the end it names moves to
 * another second (the line's date has seconds), not for every request.
 */
export class RollingCookies {
  private readonly made = new Map<string, RolledCookie>();

  constructor(private readonly name: string) {}

  get(
    value: string,
    stored: Record<string, unknown>,
    now = Date.now(),
  ): { cookie: RolledCookie['cookie']; line: string } {
    const maxAge = stored.originalMaxAge;
    const second = typeof maxAge === 'number' ? Math.floor((now + maxAge) / 1000) : null;
    const known = this.made.get(value);
    if (known && known.stored === stored && known.second === second) return known;
    const cookie = rollingCookie(stored, now);
    const made = { stored, second, cookie, line: serializeCookie(this.name, value, cookie) };
    if (this.made.size >= CHECKED_COOKIES) this.made.clear();
    this.made.set(value, made);
    return made;
  }
}

/**
 * express-session and passport.session() for every request but the commonest one: a
 * read-only request of a signed-in seller whose session this server holds in memory
 * (SessionCache, trusted only while revocations reach it). That one is answered as
 * express-session with `rolling` answers it — the same Set-Cookie with the end moved forward,
 * the same touch of the store — with the user passport would deserialize, and without their
 * per-request work: checking the cookie's signature, hashing the session twice, signing the
 * cookie again, wrapping res.end, and passport's strategy call. It gets no `req.session`
 * (nothing read-only writes one), so whatever would change a session goes the full way.
 */
export function sessionMiddleware(options: SessionMiddlewareOptions): RequestHandler {
  const { store, name, secret, proxy, log, expressSession, passportSession } = options;
  const runFull: RequestHandler = (req, res, next) =>
    void expressSession(req, res, (error?: unknown) =>
      error ? next(error) : void passportSession(req, res, next),
    );

  // The session cookie in each Cookie header seen lately (a browser sends the same header
  // again and again): its value as express-session reads it (the first of its name, signed
  // "s:…") and the session id it names, when its signature is ours. Only headers of a usual
  // length are kept, so what is kept stays small whatever a client sends.
  const known = new Map<string, SessionCookie | null>();
  const sessionCookie = (header: string): SessionCookie | null => {
    let found = known.get(header);
    if (found !== undefined) return found;
    const value = parseCookies(header)[name];
    const sid = value?.startsWith('s:') ? cookieParser.signedCookie(value, secret) : false;
    found = value && typeof sid === 'string' && sid !== '' && sid !== value ? { value, sid } : null;
    if (header.length <= REMEMBERED_HEADER_LENGTH) {
      if (known.size >= CHECKED_COOKIES) known.clear();
      known.set(header, found);
    }
    return found;
  };
  const rolling = new RollingCookies(name);

  return (req, res, next) => {
    const signed =
      options.readOnly(req) && req.headers.cookie ? sessionCookie(req.headers.cookie) : null;
    if (!signed) return runFull(req, res, next);
    const { value, sid } = signed;
    // Looked up after the I/O that already arrived is handled, as the store does, so a
    // revocation that reached this server before the request is applied first.
    setImmediate(() => {
      const cached = store.cache.get(sid);
      if (!cached?.userId || !cached.cookie) return runFull(req, res, next);
      const { cookie, line } = rolling.get(value, cached.cookie);
      if (!cookie.secure || isSecure(req, proxy)) {
        // express-session signs the same id with the same secret: the value it came with.
        res.append('Set-Cookie', line);
      }
      store.touch(sid, { cookie } as unknown as session.SessionData, (error) => {
        if (error) log.warn({ err: error }, 'could not move a session’s end forward');
      });
      req.user = { id: cached.userId };
      next();
    });
  };
}

/**
 * The cookie express-session sends with a rolling session: the options it stored with the
 * session, and an end a full max-age from now (Session.touch), or none for a cookie that ends
 * with the browser session.
 */
export function rollingCookie(
  stored: Record<string, unknown>,
  now = Date.now(),
): CookieSerializeOptions & { expires?: Date } {
  const maxAge = stored.originalMaxAge;
  return {
    expires: typeof maxAge === 'number' ? new Date(now + maxAge) : undefined,
    secure: stored.secure as boolean | undefined,
    httpOnly: (stored.httpOnly as boolean | undefined) ?? true,
    domain: stored.domain as string | undefined,
    path: (stored.path as string | undefined) ?? '/',
    sameSite: stored.sameSite as CookieSerializeOptions['sameSite'],
    partitioned: stored.partitioned as boolean | undefined,
    priority: stored.priority as CookieSerializeOptions['priority'],
  };
}

/** express-session's test of whether a Secure cookie may be sent on this request. */
function isSecure(
  req: IncomingMessage & { secure?: boolean },
  proxy: boolean | undefined,
): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (proxy === false) return false;
  if (proxy !== true) return req.secure === true;
  const header = req.headers['x-forwarded-proto'];
  const first = (typeof header === 'string' ? header : '').split(',')[0];
  return first.trim().toLowerCase() === 'https';
}
