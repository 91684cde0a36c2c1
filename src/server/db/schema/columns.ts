import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** Case-insensitive text (PostgreSQL citext extension, created in the first migration). */
export const citext = customType<{ data: string }>({
  dataType: () => 'citext',
});

export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();

export const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
