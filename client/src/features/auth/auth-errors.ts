import { CombinedGraphQLErrors } from '@apollo/client';

/** SPEC §8 authentication error catalogue. */
export const AUTH_ERROR_MESSAGES: Record<string, string> = {
  'user-not-found': 'No account found with this email address',
  'wrong-password': 'Incorrect password',
  'email-already-in-use': 'An account with this email already exists',
  'weak-password': 'Password should be at least 6 characters',
  'invalid-email': 'Please enter a valid email address',
  'too-many-requests': 'Too many failed attempts. Please try again later',
};
export const GENERIC_AUTH_ERROR = 'An error occurred. Please try again';

export const MIN_PASSWORD_LENGTH = 6;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** The message to show for a failed auth call: the catalogue text, else the server's. */
export function authErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.authCode;
    if (typeof code === 'string' && AUTH_ERROR_MESSAGES[code]) return AUTH_ERROR_MESSAGES[code];
    if (first?.message) return first.message;
  }
  return GENERIC_AUTH_ERROR;
}
