/** PostgreSQL error details, read the same way from postgres-js, PGlite and Drizzle's wrapper. */
interface PgErrorLike {
  code?: string;
  constraint?: string;
  constraint_name?: string;
  cause?: unknown;
}

function pgErrorOf(error: unknown): PgErrorLike | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as PgErrorLike;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

/** A unique constraint was violated (e.g. two requests creating the same name at once). */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === '23505';
}

/** A foreign key points nowhere (e.g. a linked row deleted meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === '23503';
}

export function constraintOf(error: unknown): string | undefined {
  const pg = pgErrorOf(error);
  return pg?.constraint ?? pg?.constraint_name;
}

/** Network failures of postgres-js (and Node's socket codes under them). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/**
 * The database cannot be reached right now (stopped, restarting, connection lost) rather
 * than the query being wrong: SQLSTATE class 08, the shutdown and start-up states 57P01-57P03,
 * or a network error. Requests then answer 503 and the next query reconnects.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
