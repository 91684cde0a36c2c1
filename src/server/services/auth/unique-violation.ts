/**
 * The column of a unique-constraint violation (PostgreSQL code 23505), looking through
 * Drizzle's wrapper; null for any other error. Both drivers name the constraint.
 */
export function uniqueViolationColumn(error: unknown, columns: readonly string[]): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown };
    if (e.code === '23505') {
      const constraint = String(e.constraint ?? e.constraint_name ?? '');
      return columns.find((column) => constraint.includes(column)) ?? columns[0] ?? null;
    }
    current = e.cause;
  }
  return null;
}
