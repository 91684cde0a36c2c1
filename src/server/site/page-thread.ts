import { parentPort, workerData } from 'node:worker_threads';
import { answerApiCall, apiOverPort, type FromPageThread, type ToPageThread } from './page-thread-api';
import type { ThreadData } from './page-threads';
import { importSite } from './site-app';

/**
 * One page thread (page-threads.ts): the site's Astro app, loaded here so renders run beside
 * the main thread. Pages to render, the published content to show and the renders' API calls
 * all travel over the thread's message port (no HTTP on either side).
 */
const port = parentPort!;
const send = (message: FromPageThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
const api = apiOverPort((call) => send({ api: call }));

const { dir, shown } = workerData as ThreadData;
const site = await importSite(dir, api.send, shown);
port.on('message', (message: ToPageThread) => {
  if ('api' in message) return api.receive(message.api);
  if ('show' in message) return site.show(message.show);
  if ('render' in message) {
    void answerApiCall(message.render, site.render).then((rendered) =>
      send({ rendered }, 'body' in rendered && rendered.body ? [rendered.body] : []),
    );
    return;
  }
  process.exit(0);
});
send({ ready: true });
