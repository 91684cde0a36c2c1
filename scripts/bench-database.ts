// The fresh database of a benchmark run: PGlite in a temp DATA_DIR, or a new PostgreSQL
// database (BENCH_DATABASE_URL, default the machine's test database) with --db postgres,
// with `posts` synthetic posts seeded on top of the demo content.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { ROOT } from '../tests/support/server-process';

export interface BenchDatabase {
  dataDir: string;
  /** DATA_DIR, and DATABASE_URL for PostgreSQL. */
  env: Record<string, string>;
  cleanup: () => Promise<void>;
}

export async function prepareBenchDatabase(db: string, posts: number, extraEnv: Record<string, string> = {}): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-bench-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, ...extraEnv };
  let dropDatabase = async () => {};
  if (db === 'postgres') {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const name = `hdx_bench_${Date.now()}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }
  if (posts > 0) {
    execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'scripts/seed.ts'), '--posts', String(posts)], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
  }
  return {
    dataDir,
    env,
    cleanup: async () => {
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
