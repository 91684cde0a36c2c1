import { parentPort, workerData } from 'node:worker_threads';
import { answerApiCall, apiOverPort, type FromPageThread, type ToPageThread } from './page-thread-api';
import { importRelease } from './release-app';
import type { ThreadData } from './page-threads';

/**
 * One page thread (page-threads.ts): a release's Astro app, loaded here so renders run beside
 * the main thread. Pages to render and the renders' API calls both travel over the thread's
 * message port (no HTTP on either side).
 */
const port = parentPort!;
const send = (message: FromPageThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
const api = apiOverPort((call) => send({ api: call }));

const { dir, content } = workerData as ThreadData;
const release = await importRelease(dir, api.fetch, content);
port.on('message', (message: ToPageThread) => {
  if ('api' in message) return api.receive(message.api);
  if ('render' in message) {
    const { locals } = message.render;
    void answerApiCall(message.render, (request) => release.render(request, locals)).then((rendered) =>
      send({ rendered }, 'body' in rendered && rendered.body ? [rendered.body] : []),
    );
    return;
  }
  process.exit(0);
});
send({ ready: true });
