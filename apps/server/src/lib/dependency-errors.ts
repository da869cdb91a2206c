/**
 * Which failures mean "a dependency (PostgreSQL, Redis) is unavailable or too slow right now" rather than a bug:
 * those answer 503 with Retry-After (plugins/errors.ts), and a lost connection lets a transaction run again
 * (db/transaction.ts). Drivers wrap errors (Drizzle's DrizzleQueryError.cause), so each test walks the causes.
 */

/** Seconds a client is told to wait (Retry-After) before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_TEXT = 'The service is busy. Please try again in a moment.';

type Chained = { code?: unknown; errno?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** The error and its causes (and an AggregateError's errors: a refused connect tries IPv4 and IPv6). */
function* chain(err: unknown): Generator<Chained> {
  let e = err as Chained | undefined;
  for (let i = 0; e && typeof e === 'object' && i < 6; i++) {
    yield e;
    if (Array.isArray(e.errors)) for (const inner of e.errors) if (inner) yield inner as Chained;
    e = e.cause as Chained | undefined;
  }
}

/** The SQLSTATE of a driver error, also when Drizzle wraps it. */
export function sqlState(err: unknown): string | undefined {
  for (const e of chain(err)) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** The server ended or refused the session: admin shutdown, crash, starting up, or a connection exception. */
const SESSION_LOST_STATES = /^(08...|57P0[1-3]|53300)$/;
/** Timed out or lost a race: statement timeout (57014), lock timeout (55P03), deadlock, serialization. */
const TOO_SLOW_STATES = new Set(['57014', '55P03', '40P01', '40001']);
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres and pg-pool say it in words only. */
const PG_LOST = /^(Connection terminated|Client has encountered a connection error|Client was closed)/;
const PG_ACQUIRE_TIMEOUT = /^timeout exceeded when trying to connect/;
/** node-redis error classes and ioredis messages for "not connected" and "no answer in time". */
const REDIS_CLASSES = new Set([
  'ClientClosedError',
  'ClientOfflineError',
  'ConnectionTimeoutError',
  'SocketClosedUnexpectedlyError',
  'SocketTimeoutError',
  'TimeoutError',
  'ReconnectStrategyError',
  'MaxRetriesPerRequestError',
]);
const IOREDIS_DOWN =
  /^(Connection is closed|Command timed out|Stream isn't writeable|Reached the max retries)/;

/** The connection under a query is gone: nothing of its transaction was committed unless COMMIT itself failed. */
export function isConnectionLost(err: unknown): boolean {
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (SESSION_LOST_STATES.test(code) || SOCKET_CODES.has(code)) return true;
    if (typeof e.message === 'string' && PG_LOST.test(e.message)) return true;
  }
  return false;
}

/** PostgreSQL or Redis is down, unreachable or too slow: a 503 the client may retry, not a bug. */
export function isDependencyUnavailable(err: unknown): boolean {
  if (isConnectionLost(err)) return true;
  for (const e of chain(err)) {
    if (typeof e.code === 'string' && TOO_SLOW_STATES.has(e.code)) return true;
    const name = (e as object).constructor?.name ?? '';
    if (REDIS_CLASSES.has(name)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (PG_ACQUIRE_TIMEOUT.test(message) || IOREDIS_DOWN.test(message)) return true;
  }
  return false;
}
