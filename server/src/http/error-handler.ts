import type { ErrorRequestHandler, Response } from 'express';
import {
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
  outageOf,
} from '../../../core/src/process/dependency-outage';
import { GENERIC_ERROR_MESSAGE } from '../graphql/errors';

/** A 503 that tells the client when to try again. */
export function sendUnavailable(res: Response): void {
  res.set('Retry-After', String(RETRY_AFTER_SECONDS));
  res.status(503).json({ error: UNAVAILABLE_MESSAGE, retryAfterSeconds: RETRY_AFTER_SECONDS });
}

/**
 * The last Express error handler. Client mistakes the body parsers report (too large: 413,
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
