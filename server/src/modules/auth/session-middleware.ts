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

/** Signed cookie values already checked, and the session id each carries. */
const CHECKED_COOKIES = 10_000;

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

  const checked = new Map<string, string>();
  // The session id a signed cookie value names, if its signature is ours.
  const sessionId = (value: string): string | null => {
    const known = checked.get(value);
    if (known !== undefined) return known;
    const sid = cookieParser.signedCookie(value, secret);
    if (typeof sid !== 'string' || sid === value) return null;
    if (checked.size >= CHECKED_COOKIES) checked.clear();
    checked.set(value, sid);
    return sid;
  };

  // The session cookie's value in each Cookie header seen lately (a browser sends the same
  // header again and again), as parseCookies would find it.
  const valueIn = new Map<string, string | null>();
  const cookieValue = (header: string): string | null => {
    let value = valueIn.get(header);
    if (value === undefined) {
      value = parseCookies(header)[name] ?? null;
      if (valueIn.size >= CHECKED_COOKIES) valueIn.clear();
      valueIn.set(header, value);
    }
    return value;
  };
  const rolling = new RollingCookies(name);

  return (req, res, next) => {
    // The cookie as express-session reads it: the first of its name, signed ("s:…").
    const value =
      options.readOnly(req) && req.headers.cookie ? cookieValue(req.headers.cookie) : null;
    const sid = value?.startsWith('s:') ? sessionId(value) : null;
    if (!value || !sid) return runFull(req, res, next);
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
