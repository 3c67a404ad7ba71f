import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

/** How log lines look: `pretty` (readable lines), `json` (one JSON object per line), `auto`. */
export const LOG_FORMATS = ['auto', 'pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/**
 * `auto` (the default) is readable lines on a terminal and JSON otherwise (a pipe, a file, a
 * log collector). `npm start` relays its children's output, so it tells them `pretty` when it
 * itself writes to a terminal.
 */
export function resolveLogFormat(
  format: string | undefined,
  isTTY: boolean | undefined,
): 'pretty' | 'json' {
  if (format === 'pretty' || format === 'json') return format;
  return isTTY ? 'pretty' : 'json';
}

/** A request line reads "GET /graphql 200 12ms"; anything else is its message. */
export function readableMessage(log: Record<string, unknown>, messageKey: string): string {
  const message = typeof log[messageKey] === 'string' ? log[messageKey] : '';
  const req = log.req as { method?: string; url?: string } | undefined;
  const res = log.res as { statusCode?: number } | undefined;
  if (!req?.method || !res) return message;
  const took = typeof log.responseTime === 'number' ? ` ${Math.round(log.responseTime)}ms` : '';
  const failed = message && message !== 'request completed' ? ` (${message})` : '';
  return `${req.method} ${req.url ?? ''} ${res.statusCode ?? ''}${took}${failed}`;
}

/** One logger per process, children per component; JSON or readable lines (LOG_FORMAT). */
export function createLogger(
  name: string,
  level: string,
  format: string | undefined = process.env.LOG_FORMAT,
): Logger {
  const options = {
    name,
    level,
    base: { service: name },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  };
  if (resolveLogFormat(format, process.stdout.isTTY) === 'json') return pino(options);
  return pino(
    options,
    pretty({
      // Written synchronously, so the last lines before an exit are not lost.
      sync: true,
      colorize: !('NO_COLOR' in process.env),
      translateTime: 'SYS:HH:MM:ss',
      // npm start puts the process name in front of each line already.
      ignore: 'pid,hostname,service,name,req,res,responseTime',
      messageFormat: readableMessage,
      // Details on the same line as the message; an error's stack still gets its own lines.
      singleLine: true,
    }),
  );
}
