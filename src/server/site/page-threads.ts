import { Worker } from 'node:worker_threads';
import type { Logger } from '../lib/logger';
import { answerApiCall, apiOverPort, type FromPageThread, type ToPageThread } from './page-thread-api';
import type { ApiFetch, ShownContent } from './site-app';

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

/** A page thread: its worker, its renders asked for over the port, how many are in flight. */
interface PageThread {
  worker: Worker;
  renders: ReturnType<typeof apiOverPort>;
  inFlight: number;
}

/**
 * Worker threads that render pages, one per core: a render is about 3 ms of CPU in long
 * synchronous stretches, while the main thread's share of a page request (routing, the API
 * reads, passing the answer on) is a fraction of that. In threads, renders use every core and
 * the main thread stays responsive. Each thread loads the site build once and is told the
 * published content to show whenever it changes (`show`). Only GET and HEAD go to a thread;
 * anything no thread can take (none loaded, one gone mid-render) renders on the main thread.
 */
export class PageThreads {
  #threads: PageThread[] = [];
  #dir: string | null = null;
  #shown: ShownContent = null;
  readonly #count: number;
  /** This server's API app, which the threads' renders read in-process through their message ports. */
  readonly #api: ApiFetch;
  readonly #logger: Logger;
  /** The thread's script: page-thread.mjs beside the server bundle (another in tests that run these from source). */
  readonly #threadFile: URL;

  constructor(count: number, api: ApiFetch, logger: Logger, threadFile = THREAD_FILE) {
    this.#count = count;
    this.#api = api;
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
    const started = await Promise.all(Array.from({ length: this.#count }, () => this.#start(dir)));
    this.#threads = started.filter((thread) => thread !== null);
  }

  /** Tells every thread the published content to show (the next renders show it). */
  show(shown: ShownContent): void {
    this.#shown = shown;
    for (const { worker } of this.#threads) worker.postMessage({ show: shown } satisfies ToPageThread);
  }

  /** Renders `request` on the least busy thread, or with `here` (the main thread's app) when none can take it. */
  async render(request: Request, here: ApiFetch): Promise<Response> {
    const thread = request.method === 'GET' || request.method === 'HEAD' ? this.#leastBusy() : null;
    if (!thread) return here(request);
    thread.inFlight += 1;
    try {
      return await thread.renders.send(request);
    } catch (error) {
      // The thread is gone: rendered here instead (a visitor gone is not rendered again).
      if (request.signal.aborted) throw error;
      return here(request);
    } finally {
      thread.inFlight -= 1;
    }
  }

  stop(): void {
    this.#dir = null;
    for (const { worker } of this.#threads) {
      worker.postMessage({ stop: true } satisfies ToPageThread);
      setTimeout(() => void worker.terminate(), 5_000).unref();
    }
    this.#threads = [];
  }

  #leastBusy(): PageThread | null {
    return this.#threads.reduce<PageThread | null>(
      (best, each) => (!best || each.inFlight < best.inFlight ? each : best),
      null,
    );
  }

  #start(dir: string): Promise<PageThread | null> {
    const shown = this.#shown;
    const worker = new Worker(this.#threadFile, {
      workerData: { dir, shown } satisfies ThreadData,
      resourceLimits: THREAD_HEAP,
    });
    const thread: PageThread = {
      worker,
      renders: apiOverPort((call) => worker.postMessage({ render: call } satisfies ToPageThread)),
      inFlight: 0,
    };
    return new Promise((resolve) => {
      const timer = setTimeout(() => fail(new Error('page thread did not start in time')), START_TIMEOUT_MS);
      const fail = (error: unknown) => {
        clearTimeout(timer);
        this.#logger.error({ err: error, dir }, 'page thread failed: its renders go to the main thread');
        void worker.terminate();
        resolve(null);
      };
      worker.once('error', fail);
      worker.on('message', (message: FromPageThread) => {
        if ('api' in message) {
          void answerApiCall(message.api, this.#api).then((answer) =>
            worker.postMessage({ api: answer } satisfies ToPageThread),
          );
          return;
        }
        if ('rendered' in message) return thread.renders.receive(message.rendered);
        clearTimeout(timer);
        worker.off('error', fail);
        worker.on('error', (error) => this.#lost(thread, error));
        worker.on('exit', () => this.#lost(thread, null));
        // Shown while it started: it started with the content before.
        if (this.#shown !== shown) worker.postMessage({ show: this.#shown } satisfies ToPageThread);
        resolve(thread);
      });
    });
  }

  /** A thread that died: its renders in flight go to the main thread; out of the pool, and a new one in its place. */
  #lost(thread: PageThread, error: Error | null): void {
    thread.renders.close();
    if (!this.#threads.includes(thread)) return;
    this.#threads = this.#threads.filter((each) => each !== thread);
    this.#logger.error({ err: error }, 'page thread stopped: starting another');
    const dir = this.#dir;
    setTimeout(() => {
      if (!dir || this.#dir !== dir) return;
      void this.#start(dir).then((fresh) => {
        if (fresh && this.#dir === dir) this.#threads.push(fresh);
        else if (fresh) fresh.worker.postMessage({ stop: true } satisfies ToPageThread);
      });
    }, 1_000).unref();
  }
}
