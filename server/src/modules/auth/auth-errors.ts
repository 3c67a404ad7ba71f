import { GraphQLError } from 'graphql';

/** SPEC §8 authentication error catalogue. */
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

const GRAPHQL_CODE: Record<AuthCode, string> = {
  'user-not-found': 'UNAUTHENTICATED',
  'wrong-password': 'UNAUTHENTICATED',
  'email-already-in-use': 'BAD_USER_INPUT',
  'weak-password': 'BAD_USER_INPUT',
  'invalid-email': 'BAD_USER_INPUT',
  'too-many-requests': 'TOO_MANY_REQUESTS',
  'missing-name': 'BAD_USER_INPUT',
  'invalid-reset-token': 'BAD_USER_INPUT',
  other: 'INTERNAL_SERVER_ERROR',
};

/** An expected auth failure: the catalogue message, its code for clients. */
export class AuthError extends GraphQLError {
  constructor(readonly authCode: AuthCode) {
    super(AUTH_MESSAGES[authCode], {
      extensions: { code: GRAPHQL_CODE[authCode], authCode },
    });
  }
}

export function signInRequired(): GraphQLError {
  return new GraphQLError('Please sign in to continue', {
    extensions: { code: 'UNAUTHENTICATED' },
  });
}
