import { GraphQLError } from 'graphql';

/** Codes clients can switch on; the message is always fit to show a seller. */
export const ErrorCode = {
  NotFound: 'NOT_FOUND',
  BadUserInput: 'BAD_USER_INPUT',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
} as const;

export class NotFoundError extends GraphQLError {
  constructor(what: string) {
    super(`${what} not found`, { extensions: { code: ErrorCode.NotFound } });
  }
}

export class UserInputError extends GraphQLError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(message, { extensions: { code: ErrorCode.BadUserInput, ...details } });
  }
}

/** The message a client sees for anything we did not expect; details go to the log. */
export const GENERIC_ERROR_MESSAGE = 'An error occurred. Please try again';
