import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { REPUBLISH_PREFIX } from '../../render/republish-access';
import type { RepublishPlan } from '../../render/republish';
import type { LibraryContent } from '../../lib/types';
import { linkTree } from './page-reuse';
import { answerApiCall, type ApiAnswer, type ApiCall } from './page-thread-api';
import { importRelease, type ApiFetch } from './release-app';

/** Pages one renderer asks for at once: it waits on the API between pages. */
const PARALLEL_PAGES = 4;

/**
 * What a re-rendered release takes from the previous one as it is: the server (the same code),
 * the hashed assets and public files. Not its pages (each comes back only if its key is still
 * in the manifest), nor its search index and sitemap (written for the new release).
 */
const carriedOver = (relative: string) =>
  !relative.endsWith('.html') &&
  !/^(?:pagefind|pagefind-delta)[\\/]/.test(relative) &&
  !/^sitemap-[\w-]+\.xml$/.test(relative);

/**
 * Astro gives an on-demand page its Content-Security-Policy as a header and a pre-rendered one
 * as a <meta> first in the head content it renders (before the page's styles, links and
 * scripts): the page a publish re-rendered gets the meta a build would have written.
 */
export function withCspMeta(html: string, policy: string | null): string {
  if (!policy) return html;
  const meta = `<meta http-equiv="content-security-policy" content="${policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}">`;
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const head = html.slice(0, headEnd);
  const firstStyle = [head.indexOf('<link rel="stylesheet"'), head.indexOf('<style')].filter((at) => at !== -1);
  const at = firstStyle.length ? Math.min(...firstStyle) : headEnd;
  return html.slice(0, at) + meta + html.slice(at);
}

function writeFile(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

export interface RenderResult {
  /** Every pre-rendered page's file and content key. */
  pages: Record<string, string>;
  /** The page files written (changed or new, and the not-found page). */
  rendered: string[];
}

/** A render worker's share of a full publish (functions cannot cross to a thread: its API goes over its port). */
export type WorkerData = Omit<RenderOptions, 'api' | 'onLine' | 'signal'>;

export interface RenderOptions {
  /** The release whose server renders (its code is the new release's). */
  releaseDir: string;
  /** The new release's `client/` folder, where the pages go. */
  clientDir: string;
  /** This server's API app, which the renders read in-process. */
  api: ApiFetch;
  /** The previous release's keys: only pages whose key changed render ({}: every page). */
  previousKeys: Record<string, string>;
  /** The content to publish, which every page renders from. */
  content: LibraryContent;
  shard?: { index: number; count: number };
  onLine?: ((line: string) => void) | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * Renders pages through a release's own app (src/render/republish.ts), in-process: asks it for
 * the plan, then for each planned page, and writes them.
 */
export async function renderThroughRelease(options: RenderOptions): Promise<RenderResult> {
  const { releaseDir, clientDir, api, previousKeys, content, shard, onLine, signal } = options;
  const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
  // The release's app, called in-process; its renders read the API in-process too.
  const release = await importRelease(releaseDir, api);
  const fetch = (url: string, init: RequestInit = {}) => release.render(new Request(url, init), { republish: true });
  const base = `http://localhost${REPUBLISH_PREFIX}`;
  try {
    const planStarted = performance.now();
    const planned = await fetch(`${base}plan`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ previousKeys, content, shard }),
      signal: signal ?? null,
    });
    if (!planned.ok) throw new Error(`the release cannot render pages (plan: ${planned.status})`);
    const plan = (await planned.json()) as RepublishPlan;
    onLine?.(
      `Planned ${plan.changed.length} of ${Object.keys(plan.pages).length} pages to render in ${seconds(planStarted)} s`,
    );

    const rendered: string[] = [];
    const queue = [...plan.changed];
    const renderNext = async (): Promise<void> => {
      for (let page = queue.shift(); page; page = queue.shift()) {
        const res = await fetch(`${base}page?path=${encodeURIComponent(page.pathname)}`, { signal: signal ?? null });
        if (!res.ok) throw new Error(`${page.pathname} rendered with status ${res.status}`);
        const html = withCspMeta(await res.text(), res.headers.get('content-security-policy'));
        writeFile(path.join(clientDir, page.file), html);
        rendered.push(page.file);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_PAGES }, renderNext));
    return { pages: plan.pages, rendered };
  } finally {
    await fetch(`${base}plan`, { method: 'DELETE' }).catch(() => undefined);
  }
}

/**
 * A publish whose code is the served release's, without `astro build` (issue 17): the served
 * release's own server reads the content, plans the pages whose key changed since
 * `previousKeys`, and renders them into the new release (`outDir`), which gets the previous
 * release's server and assets hard-linked. Its other pages are linked afterwards by the
 * builder, as after an incremental `astro build`.
 */
export async function rerenderThroughRelease(options: {
  previousDir: string;
  outDir: string;
  api: ApiFetch;
  content: LibraryContent;
  previousKeys: Record<string, string>;
  onLine?: ((line: string) => void) | undefined;
  signal?: AbortSignal | undefined;
}): Promise<RenderResult> {
  const { previousDir, outDir, onLine } = options;
  const linkStarted = performance.now();
  fs.mkdirSync(outDir, { recursive: true });
  linkTree(path.join(previousDir, 'server'), path.join(outDir, 'server'));
  const clientDir = path.join(outDir, 'client');
  linkTree(path.join(previousDir, 'client'), clientDir, carriedOver);
  onLine?.(`Linked the served release's server and assets in ${((performance.now() - linkStarted) / 1000).toFixed(1)} s`);
  return renderThroughRelease({
    ...options,
    releaseDir: previousDir,
    clientDir,
  });
}

/** Worker threads of a full publish, at most. */
const MAX_RENDERERS = 4;

/** The worker thread entry, bundled beside the server (scripts/build-server.mjs); absent when the server runs from source. */
const WORKER_FILE = new URL('./render-worker.mjs', import.meta.url);

/**
 * Every page of a release that `astro build` built without pages (HDX_PRERENDER=none), rendered
 * through its own server in worker threads, one share each, so a full publish uses every core
 * and the serving thread stays free. In-process, one renderer, where the worker bundle is absent.
 */
export async function renderWholeRelease(options: {
  outDir: string;
  api: ApiFetch;
  content: LibraryContent;
  onLine?: ((line: string) => void) | undefined;
  signal?: AbortSignal | undefined;
}): Promise<RenderResult> {
  const { outDir, api, content, onLine, signal } = options;
  const base = {
    releaseDir: outDir,
    clientDir: path.join(outDir, 'client'),
    previousKeys: {},
    content,
  };
  if (!fs.existsSync(WORKER_FILE)) return renderThroughRelease({ ...base, api, onLine, signal });
  // Each renderer holds the whole content (cloned into it) and computes every key: a few cores are enough.
  const count = Math.min(MAX_RENDERERS, Math.max(1, os.availableParallelism()));
  const shares = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      runWorker({ ...base, shard: { index, count } }, api, onLine, signal),
    ),
  );
  return { pages: shares[0]!.pages, rendered: shares.flatMap((share) => share.rendered) };
}

/** What a render worker sends: its log lines, its renders' API calls, its result. */
export type FromRenderWorker = { line: string } | { api: ApiCall } | { result: RenderResult } | { error: string };
/** What a render worker gets: the answers to its API calls. */
export type ToRenderWorker = { api: ApiAnswer };

function runWorker(
  data: WorkerData,
  api: ApiFetch,
  onLine: ((line: string) => void) | undefined,
  signal: AbortSignal | undefined,
): Promise<RenderResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, { workerData: data });
    const stop = () => void worker.terminate();
    signal?.addEventListener('abort', stop, { once: true });
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', stop);
      done();
    };
    worker.on('message', (message: FromRenderWorker) => {
      if ('line' in message) onLine?.(message.line);
      else if ('api' in message) void answerApiCall(message.api, api).then((answer) => worker.postMessage({ api: answer } satisfies ToRenderWorker));
      else if ('result' in message) {
        settle(() => resolve(message.result));
        void worker.terminate();
      }
      else settle(() => reject(new Error(message.error)));
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) => settle(() => reject(new Error(`render worker exited with code ${code}`))));
  });
}
