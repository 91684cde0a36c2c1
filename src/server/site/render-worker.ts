import { parentPort, workerData } from 'node:worker_threads';
import { renderThroughRelease, type RenderOptions } from './rerender';

/** One share of a full publish's pages (rerender.ts `renderWholeRelease`), in a worker thread. */
const options = workerData as Omit<RenderOptions, 'onLine' | 'signal'>;
renderThroughRelease({ ...options, onLine: (line) => parentPort?.postMessage({ line }) }).then(
  (result) => parentPort?.postMessage({ result }),
  (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
);
