import type { IncomingMessage, ServerResponse } from 'node:http';
import { Worker } from 'node:worker_threads';
import { writeResponse } from 'astro/app/node';
import type { Logger } from '../lib/logger';
import { answerApiCall, apiOverPort, type ApiAnswer, type FromPageThread, type ToPageThread } from './page-thread-api';
import { withServerPolicy } from './security-headers';
import { requestOf, type ShownContent } from './site-app';

const THREAD_FILE = new URL('./page-thread.mjs', import.meta.url);
/** How long a thread may take to load the site build before the server goes on without it. */
const START_TIMEOUT_MS = 60_000;
/**
 * A thread's V8 heap. Left alone, V8 sizes each thread's heap from the machine's memory (4 GB
 * and a 128 MB young generation on a 16 GB machine) and lets it grow far past what the thread
 * keeps alive, by a factor that grows with that limit: each publish's content then left the
 * heaps larger. A thread keeps one published content and its library (about 50 MB at 10,000
 * posts) and briefly two while a publish replaces them: 256 MB is five times that. A thread
 * that reaches it stops and is replaced (`#lost`); its renders go to the main thread.
 */
const THREAD_HEAP = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16 };

/** What a page thread starts with: the site build it serves and the published content its pages show (cloned into the thread). */
export interface ThreadData {
  dir: string;
  shown: ShownContent;
}

/** The main thread's own render of a request (the site's app, site-app.ts). */
type RenderHere = (req: IncomingMessage, res: ServerResponse) => void;

/** A page thread, and the renders it has in flight. */
class PageThread {
  inFlight = 0;
  readonly worker: Worker;
  readonly #renders = apiOverPort((call) => this.worker.postMessage({ render: call } satisfies ToPageThread));

  constructor(worker: Worker) {
    this.worker = worker;
  }

  /** The thread is gone: its renders in flight go to the main thread. */
  closed(): void {
    this.#renders.close();
  }

  /** The thread's answer to a render it was asked for. */
  rendered(answer: ApiAnswer): void {
    this.#renders.receive(answer);
  }

  /** Passes the request to the thread and its answer back; `fallback` renders here if the thread cannot. */
  proxy(req: IncomingMessage, res: ServerResponse, fallback: () => void): void {
    this.inFlight += 1;
    this.#renders
      .send(requestOf(req))
      .then(
        (answer) => writeResponse(withServerPolicy(answer), res),
        () => {
          if (!res.headersSent) fallback();
          else res.destroy();
        },
      )
      .finally(() => {
        this.inFlight -= 1;
      });
  }

  stop(): void {
    this.worker.postMessage({ stop: true } satisfies ToPageThread);
    setTimeout(() => void this.worker.terminate(), 5_000).unref();
  }
}

/**
 * Worker threads that render on-demand pages, one per core: a render is about 3 ms of CPU in
 * long synchronous stretches, while the main thread's share of a page request (routing, the
 * API reads, passing the answer on) is a fraction of that. Rendering on the main thread held
 * up the API reads of every other render; in threads, renders use every core and the main
 * thread stays responsive. Each thread loads the site build once and is told the published
 * content to show whenever it changes (`show`). Only GET and HEAD go to a thread; anything no
 * thread can take (none loaded, one gone) renders on the main thread.
 */
export class PageThreads {
  #threads: PageThread[] = [];
  #dir: string | null = null;
  #shown: ShownContent = { content: null, hidden: [] };

  readonly #count: number;
  /** This server's API app, which the threads' renders read in-process through their message ports. */
  readonly #apiFetch: (request: Request) => Promise<Response>;
  readonly #logger: Logger;
  /** The thread's script: page-thread.mjs beside the server bundle (another in tests that run these from source). */
  readonly #threadFile: URL;

  constructor(count: number, apiFetch: (request: Request) => Promise<Response>, logger: Logger, threadFile = THREAD_FILE) {
    this.#count = count;
    this.#apiFetch = apiFetch;
    this.#logger = logger;
    this.#threadFile = threadFile;
  }

  get size(): number {
    return this.#threads.length;
  }

  /** Starts the threads on the site build `dir`, showing `shown`. */
  async start(dir: string, shown: ShownContent): Promise<void> {
    this.#dir = dir;
    this.#shown = shown;
    if (this.#count === 0) return;
    const started = await Promise.all(Array.from({ length: this.#count }, () => this.#start(dir)));
    this.#threads = started.filter((thread): thread is PageThread => thread !== null);
  }

  /** Tells every thread the published content to show (the next renders show it). */
  show(shown: ShownContent): void {
    this.#shown = shown;
    for (const thread of this.#threads) thread.worker.postMessage({ show: shown } satisfies ToPageThread);
  }

  /** Renders `req` on the least busy thread, or on the main thread (`local`) when none can take it. */
  handle(req: IncomingMessage, res: ServerResponse, local: RenderHere): void {
    const thread = req.method === 'GET' || req.method === 'HEAD' ? this.#pick() : null;
    if (thread) thread.proxy(req, res, () => local(req, res));
    else local(req, res);
  }

  stop(): void {
    this.#dir = null;
    for (const thread of this.#threads) thread.stop();
    this.#threads = [];
  }

  #pick(): PageThread | null {
    let best: PageThread | null = null;
    for (const thread of this.#threads) if (!best || thread.inFlight < best.inFlight) best = thread;
    return best;
  }

  #start(dir: string): Promise<PageThread | null> {
    return new Promise((resolve) => {
      const shown = this.#shown;
      const worker = new Worker(this.#threadFile, { workerData: { dir, shown } satisfies ThreadData, resourceLimits: THREAD_HEAP });
      const timer = setTimeout(() => fail(new Error('page thread did not start in time')), START_TIMEOUT_MS);
      const fail = (error: unknown) => {
        clearTimeout(timer);
        this.#logger.error({ err: error, dir }, 'page thread failed: its renders go to the main thread');
        void worker.terminate();
        resolve(null);
      };
      worker.once('error', fail);
      let thread: PageThread | null = null;
      worker.on('message', (message: FromPageThread) => {
        if ('api' in message) {
          void answerApiCall(message.api, this.#apiFetch).then((answer) => worker.postMessage({ api: answer } satisfies ToPageThread));
          return;
        }
        if ('rendered' in message) return thread?.rendered(message.rendered);
        clearTimeout(timer);
        worker.off('error', fail);
        thread = new PageThread(worker);
        const started = thread;
        worker.on('error', (error) => {
          started.closed();
          this.#lost(started, error);
        });
        worker.on('exit', () => {
          started.closed();
          this.#lost(started, null);
        });
        // Shown while it started: it started with the content before.
        if (this.#shown !== shown) worker.postMessage({ show: this.#shown } satisfies ToPageThread);
        resolve(started);
      });
    });
  }

  /** A thread that died: out of the pool, and a new one in its place. */
  #lost(thread: PageThread, error: Error | null): void {
    if (!this.#threads.includes(thread)) return;
    this.#threads = this.#threads.filter((each) => each !== thread);
    this.#logger.error({ err: error }, 'page thread stopped: starting another');
    const dir = this.#dir;
    if (!dir) return;
    setTimeout(() => {
      if (this.#dir !== dir) return;
      void this.#start(dir).then((fresh) => {
        if (fresh && this.#dir === dir) this.#threads.push(fresh);
        else fresh?.stop();
      });
    }, 1_000).unref();
  }

}
