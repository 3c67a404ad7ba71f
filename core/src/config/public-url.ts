import { z } from 'zod';

/** The app's port and public origin: every process that writes a link reads both. */
export const publicUrlEnvShape = {
  /** Port the HTTP server listens on (the worker reads it only for PUBLIC_URL's default). */
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** The public origin (links in pages and mails, cookies' Secure flag). Default: http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
};

/** The origin every link starts with: PUBLIC_URL, else http://localhost:$PORT (no trailing /). */
export function resolvePublicUrl(env: { PUBLIC_URL?: string; PORT: number }): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}

/**
 * A link into the app, for pages and mails: the one way links are made, so a reset mail, a
 * batch mail and a Stripe return URL all point at the app where it runs.
 */
export function appLink(publicUrl: string, path = '/'): string {
  return `${publicUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
