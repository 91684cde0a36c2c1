import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '../../src/server/db/client';
import { migrationsFolder } from '../../src/server/db/migrations-folder';

const root = path.resolve(import.meta.dirname, '../..');
const cacheDir = path.join(root, 'node_modules', '.cache', 'hdx-tests');

/**
 * The database client, the migrations and the job queue, imported only when a database is
 * made: every Vitest run's global setup asks for the dump, which exists on all runs but the
 * first, and these imports (drizzle, PGlite, pg-boss) would cost it a second before any test.
 */
async function databaseModules() {
  const [client, migrations, jobs, postgresJs] = await Promise.all([
    import('../../src/server/db/client'),
    import('../../src/server/db/migrate'),
    import('../../src/server/services/jobs'),
    import('postgres'),
  ]);
  return {
    openDatabase: client.openDatabase,
    migrate: migrations.migrate,
    Jobs: jobs.Jobs,
    postgres: postgresJs.default,
  };
}

/**
 * Every migration, then the job queue's own tables (pg-boss installs them at its first start:
 * some 2 s of PGlite's time in each file that starts a queue, which its copies now skip).
 */
async function prepare(handle: DatabaseHandle): Promise<void> {
  const { migrate, Jobs } = await databaseModules();
  await migrate(handle.db);
  const jobs = await Jobs.open(handle, { error: () => {} });
  await jobs.stop();
}

/** The migrations' content and the PGlite and pg-boss versions: a dump made from other ones is never reused. */
function migrationsKey(): string {
  const hash = createHash('sha256');
  const folder = migrationsFolder();
  const files = fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(folder, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(file).update('\0').update(fs.readFileSync(full)).update('\0');
  }
  const pglite = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
  ) as { version: string };
  const boss = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'pg-boss', 'package.json'), 'utf8')) as {
    version: string;
  };
  hash.update(pglite.version).update('\0').update(boss.version);
  return hash.digest('hex').slice(0, 16);
}

/** Bumped when what the dump holds changes (2: without template0 and template1). */
const DUMP_FORMAT = 2;

/**
 * Drops template0 and template1 from a PGlite data directory: nothing on PGlite creates a
 * database (a PostgreSQL run copies its own template), and a third of the dump was theirs.
 * Each test file loads the dump (tests/support/test-database.ts), so that third was unpacked and
 * started from about 100 times a run: 0.45 s of CPU a load become 0.37 s.
 */
async function dropTemplateDatabases(handle: DatabaseHandle): Promise<void> {
  for (const name of ['template0', 'template1']) {
    await handle.pglite!.exec(`alter database ${name} is_template false`);
    await handle.pglite!.exec(`drop database ${name}`);
  }
}

/**
 * The path of a PGlite data directory, dumped after every migration ran, made once per set of
 * migrations. Two processes making it at once each write their own file and rename it into
 * place (atomic): the last one wins, both are whole.
 */
export async function migratedPgliteDump(): Promise<string> {
  const file = path.join(cacheDir, `migrated-${migrationsKey()}-${DUMP_FORMAT}.tar`);
  if (fs.existsSync(file)) return file;
  const { openDatabase } = await databaseModules();
  const handle = await openDatabase({});
  try {
    await prepare(handle);
    await dropTemplateDatabases(handle);
    const dump = await handle.pglite!.dumpDataDir('none');
    fs.mkdirSync(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await handle.close();
  }
  return file;
}

/**
 * A PGlite data directory on disk with every migration run, made once per set of migrations:
 * a server process started on a copy of it skips PGlite's initdb (most of a first start: seconds
 * on this machine, half a minute under load) and its migrations. Made under a temporary name
 * and renamed into place, so a second process making it at once keeps the first one's.
 */
export async function migratedPgliteDir(): Promise<string> {
  const dir = path.join(cacheDir, `migrated-${migrationsKey()}-pglite`);
  if (fs.existsSync(dir)) return dir;
  fs.mkdirSync(cacheDir, { recursive: true });
  const partial = `${dir}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const { openDatabase } = await databaseModules();
  const handle = await openDatabase({ dataDir: partial });
  try {
    await prepare(handle);
  } finally {
    await handle.close();
  }
  try {
    fs.renameSync(partial, dir);
  } catch (error) {
    // Another process renamed its own copy first: use that one.
    fs.rmSync(partial, { recursive: true, force: true });
    if (!fs.existsSync(dir)) throw error;
  }
  return dir;
}

/** `postgres://…/name` on the same server as `url`. */
export function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * A migrated PostgreSQL database the test files copy with `CREATE DATABASE … TEMPLATE`. The name
 * is this run's own (other runs may share the server); no connection to it is kept open,
 * since PostgreSQL refuses a template somebody is connected to.
 */
export async function createPostgresTemplate(url: string): Promise<string> {
  const name = `hdx_template_${migrationsKey()}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const { openDatabase, postgres } = await databaseModules();
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ url: databaseUrl(url, name), max: 1 });
  try {
    await prepare(handle);
  } finally {
    await handle.close();
  }
  return name;
}

export async function dropPostgresDatabase(url: string, name: string): Promise<void> {
  const { postgres } = await databaseModules();
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
