import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import type { Logger } from '../../../core/src/logging/logger';
import {
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
  outageOf,
} from '../../../core/src/process/dependency-outage';
import { GENERIC_ERROR_MESSAGE } from './errors';

export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';

/**
 * Turns an error into what a client may see: coded errors as they are; Redis or Postgres
 * being away as SERVICE_UNAVAILABLE with a retry hint; anything else logged with its stack
 * and answered with the generic message. Used over HTTP (Apollo) and WebSocket (graphql-ws).
 */
export function createErrorFormatter(
  log: Logger,
): (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError {
  return (formatted, error) => {
    const code = formatted.extensions?.code;
    if (code !== 'INTERNAL_SERVER_ERROR' && code !== undefined) return formatted;
    const cause = unwrapResolverError(error);
    const outage = outageOf(cause);
    if (outage) {
      log.warn({ err: cause, path: formatted.path, dependency: outage }, 'dependency unavailable');
      return {
        message: UNAVAILABLE_MESSAGE,
        path: formatted.path,
        extensions: { code: SERVICE_UNAVAILABLE, retryAfterSeconds: RETRY_AFTER_SECONDS },
      };
    }
    log.error({ err: cause, path: formatted.path }, 'graphql error');
    return {
      message: GENERIC_ERROR_MESSAGE,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
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
