/**
 * SPEC §8 authentication error catalogue, keyed by the `authCode` the server sends with an
 * auth failure. Browser-safe: the client shows these same words.
 */
export const AUTH_MESSAGES = {
  'user-not-found': 'No account found with this email address',
  'wrong-password': 'Incorrect password',
  'email-already-in-use': 'An account with this email already exists',
  'weak-password': 'Password should be at least 6 characters',
  'invalid-email': 'Please enter a valid email address',
  'too-many-requests': 'Too many failed attempts. Please try again later',
  'missing-name': 'Please enter your name',
  'invalid-reset-token': 'This reset link is invalid or has expired',
  other: 'An error occurred. Please try again',
} as const;

export type AuthCode = keyof typeof AUTH_MESSAGES;

export function isAuthCode(value: unknown): value is AuthCode {
  return typeof value === 'string' && Object.hasOwn(AUTH_MESSAGES, value);
}

/** SPEC §8: the shortest password accepted. */
export const MIN_PASSWORD_LENGTH = 6;

// A practical address check: something@something.tld, no spaces (both sides check it).
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
