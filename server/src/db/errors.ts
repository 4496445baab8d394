/**
 * Database errors that are not the server's fault, recognised alike for both engines, so the
 * error handler can answer them in words instead of a bare 50000.
 */
type ErrLike = { code?: unknown; message?: unknown; errno?: unknown };

/** Connection-level failures: PostgreSQL down, restarting, unreachable, or out of connections. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '53300', // too_many_connections
  'SQLITE_BUSY',
]);

export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as ErrLike | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true; // 08xxx: connection_exception
  const msg = typeof e.message === 'string' ? e.message : '';
  // node-postgres' own words when a connection ends or cannot be made in time.
  return /^Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout/i.test(msg);
}

/** A value the column cannot hold (PostgreSQL checks integer ranges that SQLite does not). */
export function isValueOutOfRange(err: unknown): boolean {
  const code = (err as ErrLike | null)?.code;
  return code === '22003' || code === '22P02';
}

export const DB_UNAVAILABLE_MSG = '数据库暂时不可用，请稍后再试（database unavailable）';
