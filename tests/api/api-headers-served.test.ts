import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/lib/logger';
import { serveTestApp, type Listening } from '../support/listen';
import { createTestApp, type TestApp } from '../support/test-app';

// Served by Node (as in production) the API's own headers go on Node's response before the
// route runs; under `app.request` (most API tests) they go on the finished answer. Both ways
// must send the same headers.
let t: TestApp;
let served: Listening;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  served = await serveTestApp(t);
  base = served.origin;
});
afterAll(async () => {
  await served.close();
  await t.close();
});

const FRAME = [
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'content-security-policy',
  'cache-control',
  'content-type',
];
const frameOf = (res: Response) => Object.fromEntries(FRAME.map((name) => [name, res.headers.get(name)]));

describe('API headers served by Node', () => {
  it.each([
    ['/api', 'the health check sets its own Cache-Control'],
    ['/api/posts?itemsPerPage=2', 'a list'],
    ['/api/posts/999999', 'a refusal'],
    ['/api/no-such-thing', 'an unknown route'],
    ['/api/docs', 'the docs page sets its own CSP'],
  ])('%s (%s) carries the same headers as in-process', async (path) => {
    const served = await fetch(base + path);
    const inProcess = await t.call('GET', path);
    expect(served.status).toBe(inProcess.status);
    expect(frameOf(served)).toEqual(frameOf(inProcess));
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps a route’s own Cache-Control and CSP over the defaults', async () => {
    expect((await fetch(`${base}/api`)).headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${base}/api/docs`)).headers.get('content-security-policy')).toContain("default-src 'self'");
    expect((await fetch(`${base}/api/posts/999999`)).headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('echoes the caller’s X-Request-Id, or gives a new one per request', async () => {
    const given = await fetch(`${base}/api`, { headers: { 'X-Request-Id': 'trace-42' } });
    expect(given.headers.get('x-request-id')).toBe('trace-42');
    const first = (await fetch(`${base}/api`)).headers.get('x-request-id');
    const second = (await fetch(`${base}/api`)).headers.get('x-request-id');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });
});

describe('the request log', () => {
  it('logs a request served by Node at info, a call made in-process (a page render’s read) at debug', async () => {
    const lines: { level: number; msg: string; path?: string; status?: number }[] = [];
    const logger = t.deps.logger;
    t.deps.logger = createLogger('debug', { write: (line: string) => void lines.push(JSON.parse(line)) });
    try {
      await fetch(`${base}/api/posts?itemsPerPage=1`);
      await t.call('GET', '/api/posts?itemsPerPage=2');
    } finally {
      t.deps.logger = logger;
    }
    const logged = lines
      .filter((line) => line.path === '/api/posts')
      .map(({ level, msg, status }) => [level, msg, status]);
    expect(logged).toEqual([
      [30, 'request', 200],
      [20, 'in-process call', 200],
    ]);
  });
});
