/**
 * Failures that say the database cannot be reached right now (down, restarting, unreachable,
 * every pooled connection busy for too long) rather than that the request was wrong: they are
 * answered 503 with `Retry-After` (error-middleware.ts), never 500.
 */

/** The message of every such answer. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Try again shortly.';
/** Seconds a client (or balancer) should wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that could not be opened or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/** PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** pg and knex errors that carry no code, known by their message. */
const MESSAGES = [
  /^Connection terminated/, // pg: the server closed the connection, or connecting timed out
  /Client has encountered a connection error and is not queryable/,
  /^Knex: Timeout acquiring a connection/,
  /^Knex: Timeout while waiting for connection/,
];

/** Whether `err` (or the error it wraps) is the database being unreachable. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, message, name } = e as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) return true;
    if (name === 'KnexTimeoutError') return true;
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
    // Node's AggregateError (several addresses refused), knex's nativeError, an Error's cause.
    const inner = e as { errors?: unknown[]; nativeError?: unknown; cause?: unknown };
    if (Array.isArray(inner.errors) && inner.errors.some((one) => isDatabaseUnavailable(one))) return true;
    e = inner.nativeError ?? inner.cause;
  }
  return false;
}
