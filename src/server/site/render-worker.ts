import { parentPort, workerData } from 'node:worker_threads';
import { apiOverPort } from './page-thread-api';
import { renderThroughRelease, type FromRenderWorker, type ToRenderWorker, type WorkerData } from './rerender';

/** One share of a full publish's pages (rerender.ts `renderWholeRelease`), in a worker thread; its renders read the API over its port. */
const send = (message: FromRenderWorker) => parentPort?.postMessage(message);
const api = apiOverPort((call) => send({ api: call }));
parentPort?.on('message', (message: ToRenderWorker) => api.receive(message.api));
renderThroughRelease({ ...(workerData as WorkerData), api: api.fetch, onLine: (line) => send({ line }) }).then(
  (result) => send({ result }),
  (error: unknown) => send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
);
