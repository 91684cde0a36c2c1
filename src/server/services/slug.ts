import { and, eq, like, ne, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/** "Fiore dei Liberi" -> "fiore-dei-liberi"; "Épée" -> "epee" (site links are built from names). */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'item';
}

export interface SlugColumns {
  table: PgTable;
  slug: AnyPgColumn;
  id: AnyPgColumn;
}

/** The slug of `text`, suffixed (-2, -3, ...) when another row already has it. */
export async function uniqueSlug(db: Executor, columns: SlugColumns, text: string, exceptId?: number): Promise<string> {
  const base = slugify(text);
  const clash: SQL | undefined = or(eq(columns.slug, base), like(columns.slug, `${base}-%`));
  const rows = await db
    .select({ slug: columns.slug })
    .from(columns.table)
    .where(exceptId === undefined ? clash : and(clash, ne(columns.id, exceptId)));
  const taken = new Set(rows.map((row) => String(row.slug)));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
