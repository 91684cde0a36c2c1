import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { freePort } from './server-process';

/** The newest PostgreSQL server binaries installed the Debian way, or null. */
export function postgresBinDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((version) => fs.existsSync(path.join(base, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0]!, 'bin') : null;
}

/** PostgreSQL refuses to run as root: root runs its tools as the `postgres` user. */
function postgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('Running as root, but there is no postgres user to run PostgreSQL as');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

export interface PrivateCluster {
  url: string;
  port: number;
  /** `pg_ctl stop -m immediate`: backends die at once, as in a crash; the next start recovers from the WAL. */
  stopImmediately(): void;
  start(): void;
  /** A short-lived client of the cluster, for checks from the test. */
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  destroy(): void;
}

/**
 * A throw-away PostgreSQL cluster in a temporary directory on a free port, so a test can
 * stop and start it without touching the machine's shared server.
 */
export async function startPrivateCluster(bin: string): Promise<PrivateCluster> {
  const owner = postgresUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-pg-'));
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const run = (tool: string, args: string[]) => {
    const command = owner ? 'runuser' : path.join(bin, tool);
    const argv = owner ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    execFileSync(command, argv, { cwd: dir, stdio: 'pipe', timeout: 120_000 });
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const start = () =>
    run('pg_ctl', ['start', '-D', dataDir, '-w', '-t', '120', '-l', path.join(dir, 'log'), '-o', options]);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    start,
    stopImmediately: () => run('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '60']),
    async query(sql, params = []) {
      const client = postgres(url, { max: 1, onnotice: () => {} });
      try {
        return (await client.unsafe(sql, params as never[])) as unknown as never[];
      } finally {
        await client.end();
      }
    },
    destroy() {
      try {
        run('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '60']);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ScratchDatabase {
  /** URL of a database no other test uses: its connections may be killed. */
  url: string;
  name: string;
  /** A short-lived client of that database, for checks (it never counts among the server's connections). */
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  destroy(): Promise<void>;
}

/** Where a scratch database can be made: 'private' with PostgreSQL's binaries, else TEST_DATABASE_URL's server. */
export function scratchDatabaseHost(): 'private' | 'shared' | null {
  if (postgresBinDir()) return 'private';
  return process.env.TEST_DATABASE_URL ? 'shared' : null;
}

async function runOnce<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return (await client.unsafe(sql, params as never[])) as unknown as T[];
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for a test that kills connections: on a private cluster when the
 * server binaries are installed, else a new database on TEST_DATABASE_URL's server (dropped
 * after), so killing "every connection to this database" touches no other test.
 */
export async function openScratchDatabase(): Promise<ScratchDatabase> {
  const name = `hdx_scratch_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const bin = postgresBinDir();
  const cluster = bin ? await startPrivateCluster(bin) : null;
  const adminUrl = cluster?.url ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('No PostgreSQL: install its server binaries or set TEST_DATABASE_URL');
  await runOnce(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    query: (sql, params) => runOnce(url.toString(), sql, params),
    async destroy() {
      if (cluster) return cluster.destroy();
      await runOnce(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
