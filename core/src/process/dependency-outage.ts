/**
 * Redis or Postgres being away (down, restarting, unreachable, too slow) is not a bug: the
 * request fails cleanly with 503 and a retry hint, nothing crashes, and everything resumes by
 * itself when the dependency is back. This module tells such failures from real ones.
 */
export type Dependency = 'redis' | 'postgres';

/** Which dependency failed; `connection` when only the socket error is known. */
export type Outage = Dependency | 'connection';

/** Seconds a client should wait before it tries again (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5;

/** What a seller sees while a dependency is away. */
export const UNAVAILABLE_MESSAGE =
  'Quillcart is briefly unavailable. Please try again in a few seconds.';

/** Thrown where code knows a dependency is away; carries which one for the log. */
export class DependencyUnavailableError extends Error {
  override name = 'DependencyUnavailableError';
  constructor(
    readonly dependency: Dependency,
    options?: { cause?: unknown },
  ) {
    super(`${dependency} is unavailable`, options);
  }
}

// ioredis: commands rejected while the connection is down or closing.
const REDIS_ERROR_NAMES = new Set(['MaxRetriesPerRequestError', 'ConnectionClosedError']);
const REDIS_MESSAGES = [
  /^Connection is closed/,
  /^Stream isn't writeable/,
  /max retries per request limit/,
];

// Postgres: SQLSTATE classes 08 (connection exception), 57P (operator intervention: shutdown,
// crash, cannot connect now), 53300 (too many connections), 57014 (statement timeout).
const POSTGRES_CODES = /^(08\d{3}|57P0[1-5]|53300|57014)$/;
const POSTGRES_MESSAGES = [
  /timeout exceeded when trying to connect/,
  /Connection terminated/,
  /Client has encountered a connection error and is not queryable/,
  /Connection is not established|Driver not Connected|ConnectionIsNotSet/i,
  /the database system is (starting up|shutting down|in recovery mode)/,
];

// Socket errors: either dependency (the stack in the log tells which).
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * Which dependency an error says is away, or null when the error is something else. Looks
 * through `cause` chains and aggregate errors (TypeORM and BullMQ wrap driver errors).
 */
export function outageOf(error: unknown, depth = 0): Outage | null {
  if (!error || typeof error !== 'object' || depth > 5) return null;
  if (error instanceof DependencyUnavailableError) return error.dependency;
  const { name, message, code, driverError, cause, errors } = error as {
    name?: unknown;
    message?: unknown;
    code?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  const text = typeof message === 'string' ? message : '';
  if (typeof name === 'string' && REDIS_ERROR_NAMES.has(name)) return 'redis';
  if (REDIS_MESSAGES.some((pattern) => pattern.test(text))) return 'redis';
  if (typeof code === 'string' && POSTGRES_CODES.test(code)) return 'postgres';
  if (POSTGRES_MESSAGES.some((pattern) => pattern.test(text))) return 'postgres';
  if (typeof code === 'string' && SOCKET_CODES.has(code)) return 'connection';
  const nested: unknown[] = Array.isArray(errors) ? (errors as unknown[]) : [];
  for (const inner of [driverError, cause, ...nested]) {
    const found = outageOf(inner, depth + 1);
    if (found) return found;
  }
  return null;
}

export function isDependencyOutage(error: unknown): boolean {
  return outageOf(error) !== null;
}
