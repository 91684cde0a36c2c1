import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { FIRST_BUILD_FAILED } from '../../src/server/announce-start';
import { SERVER_MALLOC_ENV } from '../../src/server/supervisor/server-malloc';
import { migratedPgliteDir } from './migrated-database';
import { pollUntil } from './poll';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The demo seed's pictures, drawn once and kept between runs (as the Vitest runs keep them, vitest.config.ts). */
export const DEMO_RENDER_CACHE = path.join(ROOT, 'node_modules', '.cache', 'hdx-tests', 'demo-render');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  stop(): Promise<void>;
}

export interface StartOptions {
  logFile?: string;
  /** 'supervisor' starts dist/hdx/supervisor.mjs (what `npm start` runs), which runs the server. */
  entry?: 'server' | 'supervisor';
  /**
   * Start on an empty DATA_DIR as a fresh install does (PGlite's initdb, every migration). By
   * default a server on embedded PGlite whose DATA_DIR holds no database yet starts on a copy
   * of the migrated one: what it is tested for comes after its first start.
   */
  freshInstall?: boolean;
}

/** Starts the production server bundle (dist/hdx/server.mjs) with the given environment. */
export async function startServer(env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  if (env.DATA_DIR && !env.DATABASE_URL && !options.freshInstall) await copyMigratedDatabase(env.DATA_DIR);
  // With a log file the output goes straight there (as in production), not through this process.
  const logFd = options.logFile ? fs.openSync(options.logFile, 'a') : null;
  // A production server refuses the test run's cheap password hashing: it hashes at production cost.
  const { PASSWORD_HASH_COST: _testHashCost, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(ROOT, `dist/hdx/${options.entry ?? 'server'}.mjs`)], {
    cwd: ROOT,
    // Production mode, with the built-in test checkout enabled explicitly as a deployment would.
    env: {
      // glibc's malloc settings as the supervisor gives them (`npm start`), unless set here: a
      // benchmark's memory figures and a test server's are those of a deployed one.
      ...SERVER_MALLOC_ENV,
      ...inherited,
      NODE_ENV: 'production',
      TEST_CHECKOUT: 'true',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Transcoding 50 demo videos on two cores would slow every test: a test that needs it opts in.
      TRANSCODE_WORKER: 'false',
      // One page thread (the production default is one per core): the threaded path is what
      // serves pages, without every test server loading the release three times.
      PAGE_THREADS: '1',
      ...env,
      PORT: String(port),
    },
    stdio: logFd === null ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd],
  });
  if (logFd !== null) fs.closeSync(logFd);
  let log = '';
  const output = () => (options.logFile ? fs.readFileSync(options.logFile, 'utf8').slice(-20_000) : log);
  child.stdout?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  child.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** Puts a copy of the migrated PGlite database where the server opens its own, unless it has one. */
async function copyMigratedDatabase(dataDir: string): Promise<void> {
  const target = path.join(dataDir, 'pglite');
  if (fs.existsSync(target)) return;
  fs.cpSync(await migratedPgliteDir(), target, { recursive: true });
}

/** Polls `url` until `accept(response)` or the deadline; fails with the server's output. */
export async function waitFor(
  server: ServerProcess,
  url: string,
  accept: (res: Response) => boolean,
  timeoutMs: number,
): Promise<void> {
  const exited = () => server.child.exitCode !== null;
  // A server whose first site build failed answers the API only, for ever: no use waiting on it.
  const buildFailed = () => server.output().includes(FIRST_BUILD_FAILED);
  // A fetch that fails (not listening yet) counts as not yet.
  const ready = async () => {
    const res = await fetch(url).catch(() => null);
    return exited() || buildFailed() || (res !== null && accept(res));
  };
  await pollUntil(url, ready, { timeoutMs, intervalMs: 500 }).catch((error: Error) => {
    throw new Error(`${error.message}:\n${server.output().slice(-4000)}`);
  });
  if (exited()) throw new Error(`Server exited early:\n${server.output()}`);
  if (buildFailed()) throw new Error(`The server's first site build failed:\n${server.output().slice(-4000)}`);
}

export function removeDir(dir: string) {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Resolves with the output once it holds `text` (read as the process writes it); fails if the process exits first. */
export function waitForOutput(server: ServerProcess, text: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const output = server.output();
      if (!output.includes(text)) return;
      done();
      resolve(output);
    };
    const exited = () => {
      done();
      reject(new Error(`Server exited before printing "${text}":\n${server.output().slice(-4000)}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`No "${text}" within ${timeoutMs} ms:\n${server.output().slice(-4000)}`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      server.child.stdout?.off('data', check);
      server.child.stderr?.off('data', check);
      server.child.off('exit', exited);
    };
    // After the support's own listeners, which append the chunk to the output read here.
    server.child.stdout?.on('data', check);
    server.child.stderr?.on('data', check);
    server.child.once('exit', exited);
    check();
  });
}
