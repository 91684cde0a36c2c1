import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, type LogFormat } from '../lib/logger';
import { EXIT_CONFIG_ERROR } from './exit-codes';
import { RestartPolicy } from './restart-policy';
import { SERVER_MALLOC_ENV } from './server-malloc';

/**
 * `npm start`: runs the server bundle (server.mjs beside this file) as a child process and
 * starts it again when it dies, so one crash costs seconds instead of the site. SIGTERM and
 * SIGINT are passed on and the supervisor exits with the server. Output is the server's own.
 */
const SERVER_ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.mjs');
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
    env: { ...SERVER_MALLOC_ENV, ...process.env },
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
