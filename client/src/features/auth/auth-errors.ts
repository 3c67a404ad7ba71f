import { CombinedGraphQLErrors } from '@apollo/client';
import { AUTH_MESSAGES, isAuthCode } from '../../../../core/src/shared/auth-messages';

/** The message to show for a failed auth call: the catalogue text, else the server's. */
export function authErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.authCode;
    if (isAuthCode(code) && code !== 'other') return AUTH_MESSAGES[code];
    if (first?.message) return first.message;
  }
  return AUTH_MESSAGES.other;
}
