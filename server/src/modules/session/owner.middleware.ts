import cookieParser from 'cookie-parser';
import type { CookieOptions, NextFunction, Request, Response } from 'express';
import { guestOwner, userOwner, type Owner } from '../../../../core/src/owner/owner';
import type { ApiTokensService } from '../api-tokens/api-tokens.service';
import type { PgSessionStore } from '../auth/pg-session-store';
import type { GuestSessionsService } from './guest-sessions.service';

export const GUEST_COOKIE = 'qc_guest';
export const SESSION_COOKIE = 'qc_sid';
const GUEST_COOKIE_MAX_AGE_MS = 365 * 24 * 3600 * 1000;

declare module 'express-serve-static-core' {
  interface Request {
    /** Whose data this request may touch; set by the owner middleware. */
    owner?: Owner;
    /** True when a bearer API token authenticated the request. */
    viaApiToken?: boolean;
  }
}

export interface OwnerResolver {
  /** Express middleware: sets req.owner (bearer token, signed-in user, or guest). */
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /**
   * The owner behind a raw Cookie header (WebSocket upgrades), and the sign-in session it
   * came from (null for a guest); never creates one.
   */
  fromCookieHeader: (
    header: string | undefined,
  ) => Promise<{ owner: Owner; sessionId: string | null } | null>;
}

export interface OwnerResolverDeps {
  guests: GuestSessionsService;
  sessions: PgSessionStore;
  apiTokens: ApiTokensService;
  secret: string;
  secureCookies: boolean;
}

/**
 * Resolves the owner of a request: a bearer API token, else the signed-in user (passport
 * session), else the guest cookie — created on the first visit. Nothing else the browser
 * sends is trusted.
 */
export function createOwnerResolver(deps: OwnerResolverDeps): OwnerResolver {
  const guestCookieOptions: CookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.secureCookies,
    signed: true,
    path: '/',
    maxAge: GUEST_COOKIE_MAX_AGE_MS,
  };

  // The guest cookie is read (and its signature checked) only when no sign-in or token says
  // who it is: a signed-in request pays for no cookie it does not use.
  async function existingGuest(req: Request): Promise<string | null> {
    const raw = req.headers.cookie
      ? parseCookieHeader(req.headers.cookie)[GUEST_COOKIE]
      : undefined;
    const signed = raw ? cookieParser.signedCookie(raw, deps.secret) : false;
    if (typeof signed !== 'string') return null;
    return (await deps.guests.find(signed))?.id ?? null;
  }

  async function resolve(
    req: Request,
    res: Response,
    token: string | null,
  ): Promise<Owner | 'invalid-token'> {
    if (token !== null) {
      const userId = await deps.apiTokens.authenticate(token);
      if (!userId) return 'invalid-token';
      req.viaApiToken = true;
      return userOwner(userId);
    }
    // A signed-in user needs no guest lookup: one query fewer on every request.
    if (req.user) return userOwner(req.user.id);
    const guestId = await existingGuest(req);
    if (guestId) return guestOwner(guestId);
    const created = await deps.guests.create(req.ip ?? 'unknown');
    // Express signs the cookie with req.secret (what cookie-parser would have set).
    req.secret = deps.secret;
    res.cookie(GUEST_COOKIE, created.id, guestCookieOptions);
    return guestOwner(created.id);
  }

  return {
    middleware(req, res, next) {
      const token = bearerToken(req);
      // The commonest case, a signed-in request without a bearer token, is decided here and
      // now: resolve() would answer the same a microtask later.
      if (token === null && req.user) {
        req.owner = userOwner(req.user.id);
        next();
        return;
      }
      resolve(req, res, token).then((owner) => {
        if (owner === 'invalid-token') {
          res.status(401).json({ error: 'Invalid or revoked API token' });
          return;
        }
        req.owner = owner;
        next();
      }, next);
    },
    async fromCookieHeader(header) {
      if (!header) return null;
      const cookies = parseCookieHeader(header);
      const sid = cookies[SESSION_COOKIE]
        ? cookieParser.signedCookie(cookies[SESSION_COOKIE], deps.secret)
        : false;
      if (typeof sid === 'string') {
        const userId = await deps.sessions.userIdOf(sid);
        if (userId) return { owner: userOwner(userId), sessionId: sid };
      }
      const guest = cookies[GUEST_COOKIE]
        ? cookieParser.signedCookie(cookies[GUEST_COOKIE], deps.secret)
        : false;
      if (typeof guest !== 'string') return null;
      const session = await deps.guests.find(guest);
      return session ? { owner: guestOwner(session.id), sessionId: null } : null;
    },
  };
}

function parseCookieHeader(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      cookies[name] = part.slice(index + 1).trim();
    }
  }
  return cookies;
}

/** The API token of an `Authorization: Bearer …` header, or null without one. */
function bearerToken(req: Request): string | null {
  const authorization = req.headers.authorization;
  return authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : null;
}
