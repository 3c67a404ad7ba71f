import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs on stdout; one logger per process, children per component. */
export function createLogger(name: string, level: string): Logger {
  return pino({
    name,
    level,
    base: { service: name },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  });
}
