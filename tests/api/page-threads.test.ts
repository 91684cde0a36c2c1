import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startServer, waitFor, type ServerProcess } from '../support/server-process';

// On-demand pages render in worker threads (src/server/site/page-threads.ts): the same
// answers as when the main thread renders them, with the API read through the thread's port.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-page-threads-'));
const siteDir = path.join(ROOT, 'dist/site');

async function serve(threads: number): Promise<ServerProcess> {
  const server = await startServer({ DATA_DIR: dataDir, SITE_DIR: siteDir, SITE_BUILD: 'never', PAGE_THREADS: String(threads), PAGE_CACHE_SECONDS: '0' });
  await waitFor(server, `${server.baseUrl}/api`, (res) => res.ok, 120_000);
  return server;
}

/** What a visitor gets: status, the headers that matter, the page. */
async function visit(server: ServerProcess, pathname: string) {
  const res = await fetch(server.baseUrl + pathname, { redirect: 'manual', headers: { 'X-Forwarded-For': '203.0.113.9' } });
  const body = await res.text();
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cacheControl: res.headers.get('cache-control'),
    location: res.headers.get('location'),
    csp: res.headers.get('content-security-policy'),
    leakedTags: res.headers.get('x-cache-tags'),
    body,
  };
}

const PAGES = ['/profile/2', '/fr/profile/2', '/profile/999999', '/account', '/cart', '/library'];
const inThreads: Record<string, Awaited<ReturnType<typeof visit>>> = {};
const onMain: typeof inThreads = {};
let threadedLog = '';
/** OS threads of the server process: each page thread is a V8 isolate with threads of its own. */
const osThreads = (server: ServerProcess) => fs.readdirSync(`/proc/${server.child.pid}/task`).length;
const threadCounts = { threaded: 0, single: 0 };

beforeAll(async () => {
  const threaded = await serve(2);
  for (const page of PAGES) inThreads[page] = await visit(threaded, page);
  // Many at once: every render in flight is answered.
  const burst = await Promise.all(Array.from({ length: 40 }, () => fetch(`${threaded.baseUrl}/profile/2`).then((res) => res.status)));
  inThreads.burst = { status: burst.every((status) => status === 200) ? 200 : 500 } as never;
  threadedLog = threaded.output();
  threadCounts.threaded = osThreads(threaded);
  await threaded.stop();
  const single = await serve(0);
  for (const page of PAGES) onMain[page] = await visit(single, page);
  threadCounts.single = osThreads(single);
  await single.stop();
}, 240_000);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('on-demand pages rendered in page threads', () => {
  it.each(PAGES)('%s is answered as the main thread answers it', (page) => {
    expect(inThreads[page]).toEqual(onMain[page]);
  });

  it('renders the profile with its cards and no cache tags leaked', () => {
    expect(inThreads['/profile/2']!.status).toBe(200);
    expect(inThreads['/profile/2']!.body).toContain('data-post-card=');
    expect(inThreads['/profile/2']!.leakedTags).toBeNull();
    expect(inThreads['/profile/999999']!.status).toBe(404);
  });

  it('answers 40 renders at once', () => {
    expect(inThreads.burst!.status).toBe(200);
  });

  it('runs the page threads in the server process', () => {
    expect(threadCounts.threaded).toBeGreaterThanOrEqual(threadCounts.single + 2);
  });

  it('logs no thread failure', () => {
    expect(threadedLog).not.toMatch(/page thread (failed|stopped)/);
  });
});
