import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../../db/client';
import { selectById } from '../../db/rows';
import type { SlugKind } from '../../db/schema';
import { uniqueSlug } from '../slug';
import { claimSegment, recordRename, segmentOf } from '../slug-redirects';
import { assertNameFree, defined, rethrowConflict } from './shared';

/** A library table: an integer id and an optional image (`fileUrl`). */
export type LibraryTable = PgTable & { id: AnyPgColumn; fileUrl: AnyPgColumn };

/** Reads and deletes shared by every library resource. */
export function libraryRows<TColumns extends SelectedFields>(table: LibraryTable, columns: TColumns) {
  type Row = SelectResultFields<TColumns>;
  return {
    get: (db: Executor, id: number): Promise<Row | null> => selectById(db, table, columns, id),

    async random(db: Executor): Promise<Row | null> {
      const [row] = (await db
        .select(columns)
        .from(table)
        .orderBy(sql`random()`)
        .limit(1)) as Row[];
      return row ?? null;
    },

    /** The deleted row's image, so the caller can remove the file; null when there is no such row. */
    async remove(db: Executor, id: number): Promise<{ fileUrl: string | null } | null> {
      const [row] = await db.delete(table).where(eq(table.id, id)).returning({ fileUrl: table.fileUrl });
      return (row as { fileUrl: string | null } | undefined) ?? null;
    },
  };
}

export interface NamedResourceOptions<TTable extends LibraryTable, TColumns extends SelectedFields, TInput> {
  table: TTable & { slug: AnyPgColumn };
  columns: TColumns;
  /** The unique, case-insensitive column the slug is made from. */
  field: 'name' | 'title';
  /** Its pages: a rename keeps the old address as a redirect (slug_redirects). */
  slugKind: SlugKind;
  /** The other written columns and the value each takes on create when the input leaves it out. */
  defaults: { [K in keyof TInput & keyof TTable['$inferInsert']]?: TInput[K] | null };
  /** Checks run before writing (linked ids exist, ...). */
  check?: (db: Executor, input: Partial<TInput>) => Promise<void>;
  /** Runs after the row is written, inside the conflict handling (join rows, ...). */
  afterWrite?: (db: Executor, id: number, input: Partial<TInput>) => Promise<void>;
}

/**
 * Create and update of a library resource whose name (or title) is unique and gives its slug.
 * Renaming also renames the slug (site links follow names); the old address is kept as a
 * redirect to the new one, and an entry taking an address takes it over from a redirect.
 */
export function namedResource<TTable extends LibraryTable, TColumns extends SelectedFields, TInput>(
  options: NamedResourceOptions<TTable, TColumns, TInput>,
) {
  const { table, columns, field, slugKind, defaults, check, afterWrite } = options;
  const rows = libraryRows(table, columns);
  const slugColumns = { table, slug: table.slug, id: table.id };
  const nameColumns = { table, id: table.id, name: table[field as keyof TTable] as AnyPgColumn };
  const keys = Object.keys(defaults) as (keyof typeof defaults & keyof TInput)[];
  type Insert = TTable['$inferInsert'];

  return {
    ...rows,

    async create(db: Executor, input: TInput) {
      const name = (input as Record<string, unknown>)[field] as string;
      await assertNameFree(db, nameColumns, name, field);
      await check?.(db, input);
      const slug = await uniqueSlug(db, slugColumns, name);
      await claimSegment(db, slugKind, segmentOf(slugKind, { slug, name }));
      const values: Record<string, unknown> = { [field]: name, slug };
      for (const key of keys) values[key as string] = input[key] ?? defaults[key];
      try {
        const [row] = await db
          .insert(table)
          .values(values as Insert)
          .returning({ id: table.id });
        const id = (row as { id: number }).id;
        await afterWrite?.(db, id, input);
        return (await rows.get(db, id))!;
      } catch (error) {
        rethrowConflict(error, field);
      }
    },

    /** Null when there is no such row. */
    async update(db: Executor, id: number, patch: Partial<TInput>) {
      const current = await rows.get(db, id);
      if (!current) return null;
      await check?.(db, patch);
      const values: Record<string, unknown> = defined(Object.fromEntries(keys.map((key) => [key, patch[key]])));
      const name = (patch as Record<string, unknown>)[field] as string | undefined;
      const before = current as { slug: string } & Record<string, unknown>;
      if (name !== undefined && name !== before[field]) {
        await assertNameFree(db, nameColumns, name, field, id);
        values[field] = name;
        const slug = await uniqueSlug(db, slugColumns, name, id);
        values.slug = slug;
        const from = segmentOf(slugKind, { slug: before.slug, name: String(before[field]) });
        await recordRename(db, slugKind, id, from, segmentOf(slugKind, { slug, name }));
      }
      try {
        if (Object.keys(values).length)
          await db
            .update(table)
            .set(values as Partial<Insert>)
            .where(eq(table.id, id));
        await afterWrite?.(db, id, patch);
      } catch (error) {
        rethrowConflict(error, field);
      }
      return rows.get(db, id);
    },
  };
}
