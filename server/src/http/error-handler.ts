import type { ErrorRequestHandler, Response } from 'express';
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

/** The HTTP status of each error code: the one mapping of DomainErrors to REST. */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.BAD_USER_INPUT]: 400,
  [ErrorCode.UNAUTHENTICATED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.QUOTA_EXCEEDED]: 403,
  [ErrorCode.CONFLICT]: 409,
  [ErrorCode.GENERATION_FAILED]: 502,
  [ErrorCode.TOO_MANY_REQUESTS]: 429,
  [ErrorCode.PAYLOAD_TOO_LARGE]: 413,
  [ErrorCode.SERVICE_UNAVAILABLE]: 503,
  [ErrorCode.INTERNAL_SERVER_ERROR]: 500,
};

/** A 503 that tells the client when to try again. */
export function sendUnavailable(res: Response): void {
  res.set('Retry-After', String(RETRY_AFTER_SECONDS));
  res.status(503).json({ error: UNAVAILABLE_MESSAGE, retryAfterSeconds: RETRY_AFTER_SECONDS });
}

/**
 * The last Express error handler. A DomainError answers its code's status with
 * `{ error: message, ...details }`; client mistakes the body parsers report (too large: 413,
 * malformed: 400) keep their status; a dependency outage is a 503 with Retry-After; anything
 * else is logged and answered generically.
 */
export function errorHandler(options: { maxBodyBytes: number }): ErrorRequestHandler {
  return (error: Error & { status?: number; type?: string }, req, res, _next) => {
    if (res.headersSent) {
      req.log?.error({ err: error }, 'request failed after the answer started');
      res.destroy();
      return;
    }
    if (error instanceof DomainError) {
      // The client may still be sending a body we will not read.
      if (error.code === ErrorCode.PAYLOAD_TOO_LARGE) res.set('Connection', 'close');
      res.status(HTTP_STATUS[error.code]).json({ error: error.message, ...error.details });
      return;
    }
    if (error.type === 'entity.too.large' || error.status === 413) {
      res.set('Connection', 'close');
      res.status(413).json({
        error: `The request body is larger than the limit of ${formatBytes(options.maxBodyBytes)}`,
      });
      return;
    }
    if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
      res.status(error.status).json({
        error:
          error.type === 'entity.parse.failed'
            ? 'The request body is not valid JSON'
            : error.message,
      });
      return;
    }
    const outage = outageOf(error);
    if (outage) {
      req.log?.warn({ err: error, dependency: outage }, 'request failed: dependency unavailable');
      sendUnavailable(res);
      return;
    }
    req.log?.error({ err: error }, 'request failed');
    res.status(500).json({ error: GENERIC_ERROR_MESSAGE });
  };
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}
