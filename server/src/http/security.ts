import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../core/src/shared/csrf';

/**
 * Which page origins may act for a seller: PUBLIC_URL's, ALLOWED_ORIGINS, and outside
 * production the origin the request itself names in Host (so http://127.0.0.1:4000 and
 * http://localhost:4000 both work on a developer's machine).
 */
export class OriginPolicy {
  private readonly allowed: Set<string>;

  constructor(
    publicUrl: string,
    extra: string[],
    private readonly trustHostHeader: boolean,
  ) {
    this.allowed = new Set([new URL(publicUrl).origin, ...extra.map((url) => new URL(url).origin)]);
  }

  /** True when the request's Origin (if any) may act for the seller. */
  allows(request: IncomingMessage): boolean {
    const origin = request.headers.origin;
    // Browsers send Origin with every WebSocket handshake and every cross-origin or
    // state-changing fetch; a request without one is not a browser acting for a page.
    if (origin === undefined) return true;
    if (this.allowed.has(origin)) return true;
    if (!this.trustHostHeader || !request.headers.host) return false;
    return (
      origin === `http://${request.headers.host}` || origin === `https://${request.headers.host}`
    );
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// What an HTML form (or a no-cors fetch) can send without a preflight.
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * Cookie-authenticated state-changing requests (POST, PUT, PATCH, DELETE under /api and
 * /admin) must come from Quillcart's own pages: they carry the X-Quillcart-CSRF header
 * (which no form can send, and which a cross-origin fetch cannot send without a preflight we
 * never grant), a form encoding is refused, and a foreign Origin is refused. Requests with a
 * bearer token carry no ambient credentials and skip the header check.
 */
export function csrfGuard(
  origins: OriginPolicy,
  options: {
    requireHeader: boolean;
    /**
     * Path prefixes whose pages we do not write (Bull Board's UI) and so cannot send the
     * header: they keep the Origin and encoding checks. Their state changes are PUT, PATCH or
     * JSON POSTs, which no form can send and no other origin can send without a preflight.
     */
    headerNotNeededUnder?: string[];
  },
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (!origins.allows(req)) {
      refuse(req, res, 403, 'Requests from other sites are not accepted');
      return;
    }
    const type = (req.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (FORM_TYPES.includes(type)) {
      refuse(req, res, 415, `Content-Type ${type} is not accepted here`);
      return;
    }
    if (!options.requireHeader || req.get('authorization')?.startsWith('Bearer ')) return next();
    if (options.headerNotNeededUnder?.some((prefix) => req.originalUrl.startsWith(prefix))) {
      return next();
    }
    if (req.get(CSRF_HEADER) !== CSRF_HEADER_VALUE) {
      refuse(req, res, 403, `Missing the ${CSRF_HEADER} header`);
      return;
    }
    next();
  };
}

// The body is never read: answer and close, so a large upload does not keep streaming in.
function refuse(req: Request, res: Response, status: number, message: string): void {
  req.log?.warn({ method: req.method, url: req.url, origin: req.get('origin') }, message);
  res.set('Connection', 'close');
  res.status(status).json({ error: message });
  req.resume();
}

/**
 * Security headers for every answer (helmet): the CSP below, no framing, no MIME sniffing, a
 * strict referrer policy, HSTS only behind https. The app's HTML replaces the CSP with the
 * same policy plus the hashes of its inline scripts (see contentSecurityPolicy).
 *
 * Helmet's headers depend only on its options, so they are taken from it once and each answer
 * gets the same list in one step, instead of a dozen middleware calls per request.
 */
export function securityHeaders(publicUrl: string): RequestHandler {
  const https = publicUrl.startsWith('https://');
  const headers = helmetHeaders(
    helmet({
      // Set below, from the same builder the HTML page uses.
      contentSecurityPolicy: false,
      strictTransportSecurity: https ? { maxAge: 180 * 24 * 3600, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
    }),
  );
  headers.unshift(['Content-Security-Policy', contentSecurityPolicy(publicUrl)]);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/** The headers a helmet middleware sets, in its order (it only sets and removes headers). */
function helmetHeaders(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
): [string, string][] {
  const set = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => set.set(name, String(value)),
    removeHeader: (name: string) => set.delete(name),
  };
  let failed: unknown = null;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    failed = error ?? null;
  });
  if (failed) throw failed instanceof Error ? failed : new Error('helmet refused its options');
  return [...set];
}

/**
 * The CSP: scripts only from our origin (plus, for the app's HTML, its inline scripts by
 * hash), styles from our origin and inline (the UI library positions popovers with style
 * attributes), images from our origin, data: and https (Google profile photos), connections
 * to our origin (GraphQL over HTTP and WebSocket), never framed.
 */
export function contentSecurityPolicy(publicUrl: string, html?: string): string {
  const hashes = html
    ? inlineScripts(html).map(
        (code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
      )
    : [];
  const origin = new URL(publicUrl);
  const socket = `${origin.protocol === 'https:' ? 'wss' : 'ws'}://${origin.host}`;
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${socket}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(origin.protocol === 'https:' ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

// Executable inline scripts (no src, no data type such as application/ld+json or JSON).
function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    scripts.push(match[2]);
  }
  return scripts;
}
