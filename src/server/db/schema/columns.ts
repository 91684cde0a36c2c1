import { customType, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Case-insensitive text (PostgreSQL citext extension, created in the first migration). */
export const citext = customType<{ data: string }>({
  dataType: () => 'citext',
});

/** A full-text document (PostgreSQL tsvector); written by triggers, never by the application. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();

export const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A required link to another table's row, deleted with that row. */
export const cascadeLink = (target: () => AnyPgColumn) =>
  integer().notNull().references(target, { onDelete: 'cascade' });
