import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
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
let dropAfter: (() => Promise<void>) | null = null;

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    handle = await openDatabase({});
    return;
  }
  const name = `hdx_migrate_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  handle = await openDatabase({ url: databaseUrl(url, name), max: 2 });
  dropAfter = () => dropPostgresDatabase(url, name);
});

afterAll(async () => {
  await handle.close();
  await dropAfter?.();
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
