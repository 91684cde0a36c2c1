import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSecurityHeaders } from '../../src/server/site/security-headers';
import { PublishedSite } from '../../src/server/site/published-site';
import { listenOnFreePort, type Listening } from '../support/listen';
import { ROUTES, securityFixtures, send, tokenOf, type Fixtures } from './security-routes';

/**
 * Issue 27 §5: no answer of the site or the API may be framed by another site (clickjacking):
 * every one carries `X-Frame-Options: DENY`, and a Content-Security-Policy, when there is one,
 * `frame-ancestors 'none'`. HTML answers are counted, so the check cannot pass on JSON alone.
 */
function framing(headers: Headers): string[] {
  const problems: string[] = [];
  if (headers.get('x-frame-options') !== 'DENY') problems.push(`X-Frame-Options: ${headers.get('x-frame-options')}`);
  const csp = headers.get('content-security-policy');
  if (csp !== null && !csp.includes("frame-ancestors 'none'")) problems.push(`CSP: ${csp}`);
  return problems;
}

const isHtml = (headers: Headers) => (headers.get('content-type') ?? '').startsWith('text/html');

/** Answers no documented operation gives: the API reference and its files, an unknown route. */
const UNDOCUMENTED = ['/api/docs', '/api/docs/init.js', '/api/docs/assets/swagger-ui.css', '/api/no-such-route'];

describe('API answers refuse framing', () => {
  let f: Fixtures;
  beforeAll(async () => {
    f = await securityFixtures();
  }, 120_000);
  afterAll(() => f.t.close());

  it('on every GET route (as visitor and owner) and every undocumented page', async () => {
    const failures: string[] = [];
    const html: string[] = [];
    for (const [operation, route] of Object.entries(ROUTES)) {
      const [method, template] = operation.split(' ') as [string, string];
      if (method !== 'GET') continue;
      for (const as of ['visitor', 'owner'] as const) {
        const req = await route.build(f, as);
        const res = await send(f.t, method, template, req, tokenOf(f, as, req));
        await res.body?.cancel();
        for (const problem of framing(res.headers)) failures.push(`${operation} as ${as}: ${problem}`);
        if (isHtml(res.headers)) html.push(operation);
      }
    }
    for (const url of UNDOCUMENTED) {
      const res = await f.t.call('GET', url);
      await res.body?.cancel();
      for (const problem of framing(res.headers)) failures.push(`${url}: ${problem}`);
      if (isHtml(res.headers)) html.push(url);
    }
    expect(failures).toEqual([]);
    expect(html).toContain('/api/docs');
  });
});

describe('site answers refuse framing', () => {
  let dir: string;
  let host: PublishedSite;
  let served: Listening;
  let base: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'hdx-framing-'));
    fs.mkdirSync(path.join(dir, 'client'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'client', 'index.html'), '<h1>Home</h1>');
    fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
    // Astro gives an on-demand page its own policy as a header, which replaces the server's.
    fs.writeFileSync(
      path.join(dir, 'server', 'entry.mjs'),
      `export const showContent = () => {};
      export const render = async (request) => new Response('<p>on demand</p>', {
        status: request.url.includes('__not-found') || request.url.includes('missing') ? 404 : 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "script-src 'self'; style-src 'self'" },
      });`,
    );
    host = new PublishedSite({ siteDir: dir, publicUrl: 'http://localhost:4321', onResponse: pageSecurityHeaders(true, true) });
    served = await listenOnFreePort((req, res) => host.handle(req, res));
    base = served.origin;
  });
  afterAll(async () => {
    await served.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the "being built" page, a file, a rendered page (with its own policy) and the not-found page', async () => {
    const answers: [string, Response][] = [['building', await fetch(`${base}/`)]];
    await host.load(null);
    for (const url of ['/index.html', '/profile/1', '/missing']) answers.push([url, await fetch(`${base}${url}`)]);
    for (const [name, res] of answers) {
      await res.body?.cancel();
      expect([name, isHtml(res.headers), framing(res.headers)]).toEqual([name, true, []]);
    }
    expect(answers[0]![1].status).toBe(503);
  });
});
