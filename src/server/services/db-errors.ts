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
