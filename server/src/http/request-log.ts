import type { Express, RequestHandler } from 'express';
import type { Logger } from '../../../core/src/logging/logger';

declare module 'http' {
  interface IncomingMessage {
    /** This process's number for the request, in its log lines. */
    id: number;
    /** Logs with the request (id, method, path) on every line. */
    log: Logger;
  }
}

interface RequestFields {
  id: number;
  method: string;
  url: string;
}

const FIELDS = Symbol('request log fields');
const CHILD = Symbol('request logger');

type LoggedRequest = {
  [FIELDS]?: RequestFields;
  [CHILD]?: Logger;
};

/**
 * One line per answer, as pino-http wrote them: `request completed` (or `request errored`
 * with an error for a 5xx) with the request's id, method and path, its status and the time it
 * took. `req.log` is a child logger that carries the request; it is made only when something
 * logs through it, not for every request, and `ignore` requests (health probes) write no line.
 */
export function requestLog(
  app: Express,
  log: Logger,
  ignore: (url: string) => boolean,
): RequestHandler {
  // The lines below hold no headers, so none of the logger's redaction paths can match: a
  // child without them writes the same line without redact's copy of every line.
  const lines = log.child({}, { redact: [] });
  let lastId = 0;
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: LoggedRequest & { method: string; url: string; id: number }): Logger {
      const fields = this[FIELDS] ?? { id: this.id, method: this.method, url: this.url };
      return (this[CHILD] ??= log.child({ req: fields }));
    },
  });
  return (req, res, next) => {
    // pino-http's numbering: 1, 2, 3 … wrapping at 2^31.
    lastId = (lastId + 1) & 2147483647;
    const fields: RequestFields = { id: lastId, method: req.method, url: req.url };
    req.id = fields.id;
    (req as LoggedRequest)[FIELDS] = fields;
    if (ignore(req.url)) return next();
    const started = Date.now();
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const line = {
        req: fields,
        res: { statusCode: res.statusCode },
        responseTime: Date.now() - started,
      };
      if (res.statusCode >= 500) {
        const err = new Error(`failed with status code ${res.statusCode}`);
        lines.info({ ...line, err }, 'request errored');
      } else {
        lines.info(line, 'request completed');
      }
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
