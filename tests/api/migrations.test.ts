import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { migrationsFolder } from '../../src/server/db/migrations-folder';
import { rowsOf } from '../../src/server/db/rows';
import { databaseUrl, dropPostgresDatabase } from '../support/migrated-database';
import postgres from 'postgres';

// Every other file starts from a copy of a database migrated once per run: this one runs the
// migrations themselves, from an empty database, as a server's first start does.
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

let handle: DatabaseHandle;
const closing: (() => Promise<void>)[] = [];

/** An empty database (PGlite, or a new one on TEST_DATABASE_URL's PostgreSQL), closed and dropped after the file. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const opened = await openDatabase({});
    closing.push(() => opened.close());
    return opened;
  }
  const name = `hdx_migrate_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const opened = await openDatabase({ url: databaseUrl(url, name), max: 2 });
  closing.push(async () => {
    await opened.close();
    await dropPostgresDatabase(url, name);
  });
  return opened;
}

beforeAll(async () => {
  handle = await emptyDatabase();
});

afterAll(async () => {
  for (const close of closing) await close();
});

describe('migrations from an empty database', () => {
  it('applies every migration in the journal once, in order', async () => {
    expect(await migrate(handle.db)).toBe(journal.entries.length);
    const applied = rowsOf<{ count: number | string }>(
      await handle.db.execute(sql`select count(*) as count from drizzle.__drizzle_migrations`),
    );
    expect(Number(applied[0]!.count)).toBe(journal.entries.length);
  });

  it('leaves the schema the application reads', async () => {
    const tables = rowsOf<{ table_name: string }>(
      await handle.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      ),
    ).map((row) => row.table_name);
    expect(tables).toEqual(expect.arrayContaining(['users', 'posts', 'orders']));
  });

  it('applies nothing a second time', async () => {
    expect(await migrate(handle.db)).toBe(0);
  });
});

describe('0019: takedowns move into the published content', () => {
  it('takes the posts taken down since the last publish out of the published content, then drops their table', async () => {
    const db = (await emptyDatabase()).db;
    // The migrations up to 0018, as a server of that version left them.
    const migrations = readMigrationFiles({ migrationsFolder: migrationsFolder() });
    const before = journal.entries.findIndex((entry) => entry.tag.startsWith('0019_'));
    await db.execute(sql`create schema if not exists drizzle`);
    await db.execute(
      sql`create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    for (const migration of migrations.slice(0, before)) {
      for (const statement of migration.sql) if (statement.trim()) await db.execute(sql.raw(statement));
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
    const posts = [
      { id: 1, title: 'Kept' },
      { id: 2, title: 'Deleted' },
      { id: 3, title: 'Withdrawn' },
      { id: 4, title: 'Kept too' },
    ];
    await db.execute(sql`insert into published_content (source, answer, digest, shown_digest, version)
      values ('posts', ${JSON.stringify(posts)}::jsonb, 'd', 's', 3), ('weapons', '[]'::jsonb, 'w', 'w', 3)`);
    await db.execute(sql`insert into post_takedowns (post_id, kind) values (2, 'deleted'), (3, 'withdrawn')`);

    expect(await migrate(db)).toBe(journal.entries.length - before);
    const rows = rowsOf<{ source: string; answer: { id: number }[]; digest: string }>(
      await db.execute(sql`select source, answer, digest from published_content order by source`),
    );
    expect(rows.map((row) => [row.source, row.answer.map((post) => post.id), row.digest])).toEqual([
      ['posts', [1, 4], ''],
      ['weapons', [], 'w'],
    ]);
    const left = rowsOf(
      await db.execute(sql`select 1 from information_schema.tables where table_name = 'post_takedowns'`),
    );
    expect(left).toEqual([]);
  });
});
