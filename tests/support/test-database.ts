import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { MemoryFS } from '@electric-sql/pglite';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { tarEntries, type TarEntry } from '../../src/server/lib/tar-entries';
import { databaseUrl, dropPostgresDatabase } from './migrated-database';

/**
 * Where PGlite keeps its data directory in its file system (its PGDATA). A PGlite that moved it
 * would find no database there and make an empty one: every test would fail on its first query.
 */
const PGDATA = '/pglite/data';

/** The migrated data directory as PGlite's file system holds it: its folders, and its files with their bytes. */
interface DataDirectory {
  folders: string[];
  files: [string, Uint8Array][];
}

let dump: { file: string; directory: DataDirectory } | undefined;

/**
 * The files of the migrated PGlite dump (some 30 MB), read once per worker: its test files run
 * one after another in the same process, and nothing changes the bytes a database is copied from.
 */
function migratedDump(): DataDirectory {
  const file = inject('migratedPgliteDump');
  if (dump?.file !== file) dump = { file, directory: dataDirectoryOf(tarEntries(fs.readFileSync(file))) };
  return dump.directory;
}

/** The dump's entries (named `/base/5/1249`) at their place under PGDATA, each file's folder listed before it. */
function dataDirectoryOf(entries: TarEntry[]): DataDirectory {
  const folders = new Set<string>();
  const files: [string, Uint8Array][] = [];
  for (const { name, type, data } of entries) {
    const at = `${PGDATA}/${name.replace(/^\/+|\/+$/g, '')}`;
    if (type === 'folder') folders.add(at);
    else {
      folders.add(at.slice(0, at.lastIndexOf('/')));
      files.push([at, data]);
    }
  }
  return { folders: [...folders], files };
}

/**
 * PGlite's file system in memory, holding a copy of the migrated data directory when PGlite
 * starts (it then finds a database and opens it). PGlite's own `loadDataDir` reads the dump's
 * tar again for each database, in JavaScript, path by path: 0.21 s of CPU a test file, a tenth
 * of the API project's.
 */
class MigratedCopy extends MemoryFS {
  readonly #directory: DataDirectory;

  constructor(directory: DataDirectory) {
    super();
    this.#directory = directory;
  }

  override async initialSyncFs(): Promise<void> {
    await super.initialSyncFs();
    const { FS } = this.pg!.Module;
    for (const folder of this.#directory.folders) FS.mkdirTree(folder);
    for (const [file, bytes] of this.#directory.files) FS.writeFile(file, bytes);
  }
}

/**
 * A fresh, migrated database for one test file, copied from the one the global setup migrated
 * (tests/support/database-global-setup.ts): PGlite in memory loaded from its dump by default;
 * with TEST_DATABASE_URL, a new PostgreSQL database made from its template and dropped after.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ pgliteFs: new MigratedCopy(migratedDump()) });
  const template = inject('postgresTemplate');
  if (!template) throw new Error('TEST_DATABASE_URL is set but the global setup made no template database');
  const name = `hdx_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await createFromTemplate(url, name, template);
  const handle = await openDatabase({ url: databaseUrl(url, name), max: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropPostgresDatabase(url, name);
    },
  };
}

/** Nobody keeps a connection to the template (PostgreSQL would refuse to copy it): the setup closed its own. */
async function createFromTemplate(url: string, name: string, template: string): Promise<void> {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name} template ${template}`);
    // A commit need not wait for the WAL to reach the disk (10-15 ms a commit on this machine's
    // disk under load): transactions, locks and isolation are the same; only a crash of the
    // PostgreSQL server could lose the last commits, which these tests never cause (the
    // process-level fault tests run their own clusters at the default).
    await admin.unsafe(`alter database ${name} set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
}
