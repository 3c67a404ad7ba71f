import cookieParser from 'cookie-parser';
import type { CookieOptions, NextFunction, Request, Response } from 'express';
import { guestOwner, type Owner } from '../../../../core/src/owner/owner';
import type { GuestSessionsService } from './guest-sessions.service';

export const GUEST_COOKIE = 'qc_guest';
const GUEST_COOKIE_MAX_AGE_MS = 365 * 24 * 3600 * 1000;

declare module 'express-serve-static-core' {
  interface Request {
    /** Whose data this request may touch; set by the owner middleware. */
    owner?: Owner;
  }
}

export interface OwnerResolver {
  /** Express middleware: sets req.owner, creating a guest session on the first visit. */
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /** The owner behind a raw Cookie header (WebSocket upgrades); never creates one. */
  fromCookieHeader: (header: string | undefined) => Promise<Owner | null>;
}

/**
 * Resolves the owner of a request. Accounts slot in here later: a signed-in user wins over
 * the guest cookie. Nothing the browser stores besides the signed cookie is trusted.
 */
export function createOwnerResolver(
  guests: GuestSessionsService,
  secret: string,
  secureCookies: boolean,
): OwnerResolver {
  const cookieOptions: CookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies,
    signed: true,
    path: '/',
    maxAge: GUEST_COOKIE_MAX_AGE_MS,
  };

  async function resolve(req: Request, res: Response): Promise<Owner> {
    const signed = (req.signedCookies as Record<string, unknown> | undefined)?.[GUEST_COOKIE];
    if (typeof signed === 'string') {
      const existing = await guests.find(signed);
      if (existing) return guestOwner(existing.id);
    }
    const created = await guests.create();
    res.cookie(GUEST_COOKIE, created.id, cookieOptions);
    return guestOwner(created.id);
  }

  return {
    middleware(req, res, next) {
      resolve(req, res).then((owner) => {
        req.owner = owner;
        next();
      }, next);
    },
    async fromCookieHeader(header) {
      if (!header) return null;
      const raw = parseCookieHeader(header)[GUEST_COOKIE];
      if (!raw) return null;
      const id = cookieParser.signedCookie(raw, secret);
      if (typeof id !== 'string') return null;
      const session = await guests.find(id);
      return session ? guestOwner(session.id) : null;
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
