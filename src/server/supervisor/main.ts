import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, type LogFormat } from '../lib/logger';
import { EXIT_CONFIG_ERROR } from './exit-codes';
import { RestartPolicy } from './restart-policy';

/**
 * `npm start`: runs the server bundle (server.mjs beside this file) as a child process and
 * starts it again when it dies, so one crash costs seconds instead of the site. SIGTERM and
 * SIGINT are passed on and the supervisor exits with the server. Output is the server's own.
 */
const SERVER_ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.mjs');
/**
 * glibc's malloc arenas for the server (unless MALLOC_ARENA_MAX is set): by default 8 per core,
 * one per thread that allocates (libuv's pool, sharp's image work, page threads). Memory freed in
 * one stays in it: after the demo seed's pictures the server kept about 150 MB it no longer used
 * (docs/quality.md, "Memory (issue 30, session 18)"). glibc reads it at the process's start only.
 */
const SERVER_MALLOC_ARENAS = '2';
/**
 * glibc's trim threshold for the server (unless MALLOC_TRIM_THRESHOLD_ is set): its own initial
 * 128 KiB, kept. By default glibc raises it (and the size from which it maps a block on its own)
 * each time a large block is freed, after which freed memory stays in the heap: about 50 MB of a
 * demo server's (docs/quality.md, "Memory (issue 30, session 19)"). Read at the start only.
 */
const SERVER_MALLOC_TRIM_THRESHOLD = '131072';
/** A server that has not stopped this long after SIGTERM is killed. */
const STOP_GRACE_MS = 30_000;

// The server validates the environment and names what is wrong; here a bad value only falls back.
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const { LOG_LEVEL, LOG_FORMAT } = process.env;
const logger = createLogger(
  LOG_LEVEL && LEVELS.includes(LOG_LEVEL) ? LOG_LEVEL : 'info',
  undefined,
  LOG_FORMAT === 'json' || LOG_FORMAT === 'pretty' ? (LOG_FORMAT as LogFormat) : undefined,
);
const restarts = new RestartPolicy();
let server: ChildProcess | null = null;
let pendingStart: NodeJS.Timeout | null = null;
let stopSignal: NodeJS.Signals | null = null;
let restartCount = 0;

function startServer() {
  pendingStart = null;
  const startedAt = Date.now();
  // The IPC channel lets the server notice when its supervisor is gone and stop with it.
  const child = spawn(process.execPath, [...process.execArgv, SERVER_ENTRY], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: {
      MALLOC_ARENA_MAX: SERVER_MALLOC_ARENAS,
      MALLOC_TRIM_THRESHOLD_: SERVER_MALLOC_TRIM_THRESHOLD,
      ...process.env,
    },
  });
  server = child;
  child.once('error', (error) => logger.error({ err: error }, 'the HDX server could not be started'));
  child.once('exit', (code, signal) => {
    server = null;
    onServerExit(code, signal, Date.now() - startedAt);
  });
}

function onServerExit(code: number | null, signal: NodeJS.Signals | null, uptimeMs: number) {
  if (stopSignal) {
    process.exitCode = code ?? 0;
    return;
  }
  if (code === EXIT_CONFIG_ERROR) {
    process.exitCode = code;
    return;
  }
  const delayMs = restarts.nextDelayMs(uptimeMs);
  restartCount += 1;
  logger.error(
    { exitCode: code, signal, uptimeMs, restartInMs: delayMs, restarts: restartCount },
    'the HDX server stopped unexpectedly: starting it again',
  );
  pendingStart = setTimeout(startServer, delayMs);
}

function stop(signal: NodeJS.Signals) {
  if (stopSignal) {
    // A second Ctrl-C: do not wait for a graceful stop.
    server?.kill('SIGKILL');
    return;
  }
  stopSignal = signal;
  if (pendingStart) clearTimeout(pendingStart);
  if (!server) return;
  // A terminal's Ctrl-C reaches the server too: it ignores the repeated signal.
  server.kill(signal);
  setTimeout(() => server?.kill('SIGKILL'), STOP_GRACE_MS).unref();
}

process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
startServer();
