import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestFromNodeRequest, writeResponse } from 'astro/app/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/lib/logger';
import type { LibraryContent } from '../../src/lib/types';
import { PageThreads } from '../../src/server/site/page-threads';
import { ROOT } from '../support/server-process';
import { buildServerOnce } from '../support/build-once';
import { pollUntil } from '../support/poll';

// Pages render in page threads (src/server/site/page-threads.ts). This site build stands in for
// the real one (site-entry.ts): its render says which thread answered, the published content it
// was shown, and what the API (the main thread's app, reached through the thread's message port) said.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-page-threads-'));

function siteBuild(name: string): string {
  const dir = path.join(work, name);
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'server', 'entry.mjs'),
    `import { threadId } from 'node:worker_threads';
let api = null;
let shown = null;
export const connectApi = (given) => { api = given; };
export const showContent = (content) => { shown = { weapons: content ? content.weapons.map((w) => w.name) : [] }; };
export const render = async (request) => {
  const url = new URL(request.url);
  const page = url.pathname + url.search;
  if (page === '/crash') process.exit(1);
  const answer = await api('http://127.0.0.1:1/api/echo?page=' + encodeURIComponent(page), { headers: { Authorization: 'Bearer t' } });
  return Response.json({ release: ${JSON.stringify(name)}, thread: threadId, cookie: request.headers.get('cookie'), shown, api: await answer.json() }, { headers: { 'X-Page': 'yes' } });
};`,
  );
  return dir;
}

interface Answer {
  release: string;
  thread: number;
  cookie: string | null;
  shown: { weapons: string[] } | null;
  api: { url: string; authorization: string | null };
}

const apiCalls: string[] = [];
const threads = new PageThreads(
  2,
  async (request) => {
    apiCalls.push(request.url);
    return Response.json({ url: request.url, authorization: request.headers.get('authorization') });
  },
  createLogger('silent'),
  pathToFileURL(path.join(ROOT, 'dist/hdx/page-thread.mjs')),
);
let server: http.Server;
let base: string;

beforeAll(async () => {
  await buildServerOnce();
  await threads.start(siteBuild('a'), contentWith('Longsword'));
  server = http.createServer((req, res) => {
    const here = async () => Response.json({ release: 'main', thread: 0 });
    void threads.render(createRequestFromNodeRequest(req), here).then((answer) => writeResponse(answer, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  threads.stop();
  await new Promise((resolve) => server?.close(resolve));
  fs.rmSync(work, { recursive: true, force: true });
});

const contentWith = (...weapons: string[]) => ({ weapons: weapons.map((name, id) => ({ id, name })) }) as unknown as LibraryContent;

const get = async (pathname: string, init?: RequestInit) => (await fetch(base + pathname, init)).json() as Promise<Answer>;
const until = (check: () => Promise<boolean>) => pollUntil('the check holds', check, { timeoutMs: 10_000, intervalMs: 100 });

describe('page threads', () => {
  it('render a GET in a thread, whose API read the main thread answers in-process', async () => {
    const res = await fetch(`${base}/profile/2?x=1`, { headers: { Cookie: 'hdx-token=abc' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-page')).toBe('yes');
    const answer = (await res.json()) as Answer;
    expect(answer.release).toBe('a');
    expect(answer.thread).toBeGreaterThan(0);
    expect(answer.cookie).toBe('hdx-token=abc');
    expect(answer.api).toEqual({ url: 'http://127.0.0.1:1/api/echo?page=%2Fprofile%2F2%3Fx%3D1', authorization: 'Bearer t' });
    expect(apiCalls).toContain(answer.api.url);
  });

  it('show the published content the main thread tells them, in every thread, from the next render on', async () => {
    expect((await get('/profile/3')).shown).toEqual({ weapons: ['Longsword'] });
    threads.show(contentWith('Longsword', 'Messer'));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => get(`/profile/${i}`)));
    expect(new Set(answers.map((answer) => answer.thread)).size).toBe(2);
    for (const answer of answers) expect(answer.shown).toEqual({ weapons: ['Longsword', 'Messer'] });
  });

  it('leave anything but GET and HEAD to the main thread', async () => {
    expect((await get('/cart', { method: 'POST', body: 'x' })).release).toBe('main');
  });

  it('share 40 renders at once between the threads', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => get(`/profile/${i}`)));
    expect(answers.every((answer) => answer.release === 'a')).toBe(true);
    expect(new Set(answers.map((answer) => answer.thread)).size).toBe(2);
    expect(threads.size).toBe(2);
  });

  it('answer from the main thread when a thread dies mid-render, then replace the thread, which shows the same content', async () => {
    expect((await get('/crash')).release).toBe('main');
    // Every request meanwhile is answered (by the main thread while a thread is missing); soon two threads render again.
    await until(async () => {
      const answers = await Promise.all(Array.from({ length: 10 }, () => get('/after-crash')));
      return threads.size === 2 && new Set(answers.filter((answer) => answer.release === 'a').map((answer) => answer.thread)).size === 2;
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => get('/profile/2')));
    for (const answer of answers) expect(answer.shown).toEqual({ weapons: ['Longsword', 'Messer'] });
  });

  it('leave every render to the main thread once stopped', async () => {
    threads.stop();
    expect(threads.size).toBe(0);
    expect((await get('/profile/2')).release).toBe('main');
  });
});
