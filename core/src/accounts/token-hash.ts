import { createHash } from 'node:crypto';

/**
 * How a secret we hand out (a password-reset link's token, a personal API token) is stored:
 * its SHA-256 in hex, so the table never holds a token that works.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
