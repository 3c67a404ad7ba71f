import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import type { Logger } from '../../../core/src/logging/logger';
import {
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
  outageOf,
} from '../../../core/src/process/dependency-outage';
import {
  DomainError,
  ErrorCode,
  GENERIC_ERROR_MESSAGE,
} from '../../../core/src/errors/domain-error';

/**
 * The one mapping of errors to GraphQL: a DomainError becomes its message with its code (and
 * details) in extensions; GraphQL's own coded errors (validation, limits) stay as they are;
 * Redis or Postgres being away is SERVICE_UNAVAILABLE with a retry hint; anything else is
 * logged with its stack and answered with the generic message. Used over HTTP (Apollo) and
 * WebSocket (graphql-ws).
 */
export function createErrorFormatter(
  log: Logger,
): (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError {
  return (formatted, error) => {
    const cause = unwrapResolverError(error);
    if (cause instanceof DomainError) {
      return {
        message: cause.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: cause.extensions,
      };
    }
    const code = formatted.extensions?.code;
    if (code !== ErrorCode.INTERNAL_SERVER_ERROR && code !== undefined) return formatted;
    const outage = outageOf(cause);
    if (outage) {
      log.warn({ err: cause, path: formatted.path, dependency: outage }, 'dependency unavailable');
      return {
        message: UNAVAILABLE_MESSAGE,
        path: formatted.path,
        extensions: {
          code: ErrorCode.SERVICE_UNAVAILABLE,
          retryAfterSeconds: RETRY_AFTER_SECONDS,
        },
      };
    }
    log.error({ err: cause, path: formatted.path }, 'graphql error');
    return {
      message: GENERIC_ERROR_MESSAGE,
      path: formatted.path,
      extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
    };
  };
}

/** Answers 503 with Retry-After (not 200 or 500) when an operation failed for an outage. */
export const outageStatusPlugin: ApolloServerPlugin = {
  requestDidStart: () =>
    Promise.resolve({
      didEncounterErrors: ({ errors, response }) => {
        const hasOutage = errors.some((error: GraphQLError) =>
          outageOf(unwrapResolverError(error)),
        );
        if (hasOutage) {
          response.http.status = 503;
          response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
        }
        return Promise.resolve();
      },
    }),
};
