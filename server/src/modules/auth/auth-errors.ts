import { DomainError, ErrorCode } from '../../../../core/src/errors/domain-error';
import { AUTH_MESSAGES, type AuthCode } from '../../../../core/src/shared/auth-messages';

export { AUTH_MESSAGES, type AuthCode };

const ERROR_CODE: Record<AuthCode, ErrorCode> = {
  'user-not-found': ErrorCode.UNAUTHENTICATED,
  'wrong-password': ErrorCode.UNAUTHENTICATED,
  'email-already-in-use': ErrorCode.BAD_USER_INPUT,
  'weak-password': ErrorCode.BAD_USER_INPUT,
  'invalid-email': ErrorCode.BAD_USER_INPUT,
  'too-many-requests': ErrorCode.TOO_MANY_REQUESTS,
  'missing-name': ErrorCode.BAD_USER_INPUT,
  'invalid-reset-token': ErrorCode.BAD_USER_INPUT,
  other: ErrorCode.INTERNAL_SERVER_ERROR,
};

/** An expected auth failure: the catalogue message, its code, and its catalogue key. */
export class AuthError extends DomainError {
  override name = 'AuthError';
  constructor(readonly authCode: AuthCode) {
    super(ERROR_CODE[authCode], AUTH_MESSAGES[authCode], { authCode });
  }
}
