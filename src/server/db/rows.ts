import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from './client';

/** `db.execute()` answers `{ rows }` on PGlite and an array on postgres-js; this reads both. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: T[] }).rows;
  return rows ?? [];
}

/** The chosen columns of the row of `table` with this id; null when there is none. */
export async function selectById<TColumns extends SelectedFields>(
  db: Executor,
  table: PgTable & { id: AnyPgColumn },
  columns: TColumns,
  id: number,
): Promise<SelectResultFields<TColumns> | null> {
  const [row] = await db.select(columns).from(table).where(eq(table.id, id));
  return (row as SelectResultFields<TColumns> | undefined) ?? null;
}
