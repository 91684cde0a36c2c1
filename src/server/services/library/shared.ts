import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { unprocessable } from '../../lib/http-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';

export interface NameColumns {
  table: PgTable;
  id: AnyPgColumn;
  name: AnyPgColumn;
}

/** 422 when another row already has this name (case-insensitive: the columns are citext). */
export async function assertNameFree(
  db: Executor,
  columns: NameColumns,
  name: string,
  field = 'name',
  exceptId?: number,
): Promise<void> {
  const same: SQL = eq(columns.name, name);
  const [row] = await db
    .select({ id: columns.id })
    .from(columns.table)
    .where(exceptId === undefined ? same : and(same, ne(columns.id, exceptId)))
    .limit(1);
  if (row) throw unprocessable({ [field]: [`"${name}" already exists`] });
}

/** 422 naming the field when a linked id does not exist. */
export async function assertLinked(
  db: Executor,
  table: PgTable & { id: AnyPgColumn },
  id: number | null | undefined,
  field: string,
  label: string,
): Promise<void> {
  if (id === null || id === undefined) return;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw unprocessable({ [field]: [`No ${label} with id ${id}`] });
}

/** Turns a constraint violation that slipped past the checks (a concurrent write) into a 422. */
export function rethrowConflict(error: unknown, field: string): never {
  if (isUniqueViolation(error)) throw unprocessable({ [field]: ['already exists'] });
  if (isForeignKeyViolation(error)) throw unprocessable({ [field]: ['refers to a row that no longer exists'] });
  throw error;
}

/** Drops keys whose value is undefined, so a PATCH only writes what it was given. */
export function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
