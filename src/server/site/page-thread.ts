import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { apiOverPort, type FromPageThread, type ToPageThread } from './page-thread-api';
import { importRelease } from './site-host';

/**
 * One page thread (page-threads.ts): a release's on-demand handler on a loopback port of its
 * own, so renders run beside the main thread. Its renders read the API through the main
 * thread's app, over the thread's message port (no HTTP on either side).
 */
const port = parentPort!;
const send = (message: FromPageThread) => port.postMessage(message);
const api = apiOverPort((call) => send({ api: call }));
globalThis.__hdxInProcessApi = api.fetch;

const { dir } = workerData as { dir: string };
const server = http.createServer(await importRelease(dir));
server.keepAliveTimeout = 65_000;
port.on('message', (message: ToPageThread) => {
  if ('api' in message) return api.receive(message.api);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
});
server.listen(0, '127.0.0.1', () => send({ port: (server.address() as AddressInfo).port }));
