/**
 * The one error vocabulary. Every expected failure is a DomainError with a code from
 * ErrorCode and a message fit to show a seller (the spec's catalogue wording); the server maps
 * it once for GraphQL (extensions.code) and once for REST (status and `{ error }`). The enum is
 * registered with the GraphQL schema, so clients switch on generated, typed codes.
 */
export enum ErrorCode {
  NOT_FOUND = 'NOT_FOUND',
  BAD_USER_INPUT = 'BAD_USER_INPUT',
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  FORBIDDEN = 'FORBIDDEN',
  QUOTA_EXCEEDED = 'QUOTA_EXCEEDED',
  /** The thing is busy now (a description being written, a Generate All running). */
  CONFLICT = 'CONFLICT',
  GENERATION_FAILED = 'GENERATION_FAILED',
  TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS',
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
  SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE',
  INTERNAL_SERVER_ERROR = 'INTERNAL_SERVER_ERROR',
}

/** The message a client sees for anything we did not expect; details go to the log. */
export const GENERIC_ERROR_MESSAGE = 'An error occurred. Please try again';

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue';

/**
 * An expected failure. `details` travel with it: into GraphQL extensions and the REST body
 * (a CSV import's row list, an auth catalogue key, the problems of an input).
 */
export class DomainError extends Error {
  override name = 'DomainError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }

  /** What a client gets besides the message: the code and the details (GraphQL extensions). */
  get extensions(): Record<string, unknown> {
    return { ...this.details, code: this.code };
  }
}

export class NotFoundError extends DomainError {
  override name = 'NotFoundError';
  constructor(what: string) {
    super(ErrorCode.NOT_FOUND, `${what} not found`);
  }
}

export class UserInputError extends DomainError {
  override name = 'UserInputError';
  constructor(message: string, details?: Record<string, unknown>) {
    super(ErrorCode.BAD_USER_INPUT, message, details);
  }
}

export class UnauthenticatedError extends DomainError {
  override name = 'UnauthenticatedError';
  constructor(message = SIGN_IN_REQUIRED_MESSAGE) {
    super(ErrorCode.UNAUTHENTICATED, message);
  }
}

export class ForbiddenError extends DomainError {
  override name = 'ForbiddenError';
  constructor(message: string) {
    super(ErrorCode.FORBIDDEN, message);
  }
}

export class ConflictError extends DomainError {
  override name = 'ConflictError';
  constructor(message: string) {
    super(ErrorCode.CONFLICT, message);
  }
}

export class QuotaExceededError extends DomainError {
  override name = 'QuotaExceededError';
  constructor(message: string) {
    super(ErrorCode.QUOTA_EXCEEDED, message);
  }
}
