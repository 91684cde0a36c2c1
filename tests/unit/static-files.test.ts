import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaticFiles } from '../../src/server/site/static-files';

let dir: string;
let server: http.Server;
let files: StaticFiles;
/** A hashed asset that compresses well but not trivially: brotli 11 makes it smaller than 5 does. */
const script = Array.from({ length: 3000 }, (_, i) => `const hau${i} = ${(i * 7919) % 1000} + zorn(${i % 13});`).join(
  '\n',
);
let base: string;
const page = '<!doctype html><title>Trends</title>' + '<p>Zornhau</p>'.repeat(200);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-static-'));
  fs.mkdirSync(path.join(dir, 'trends'), { recursive: true });
  fs.mkdirSync(path.join(dir, '_astro'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'trends', 'index.html'), page);
  fs.writeFileSync(path.join(dir, '_astro', 'app.abc123.js'), 'console.log(1);'.repeat(100));
  fs.writeFileSync(path.join(dir, '_astro', 'player.def456.js'), script);
  fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  files = await StaticFiles.load(dir);
  server = http.createServer((req, res) => {
    void files.serve(req, res).then((served) => {
      if (!served) res.writeHead(418).end('fallback');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(base + url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

describe('static files', () => {
  it('serves a page at /trends, /trends/ and /trends/index.html', async () => {
    for (const url of ['/trends', '/trends/', '/trends/index.html']) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe(page);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const br = await get('/trends', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page);
    expect(br.body.length).toBeLessThan(page.length / 5);
    const gz = await get('/trends', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(page);
    expect(gz.headers.vary).toBe('Accept-Encoding');
  });

  it("answers a hashed asset's first visitors at once with a quick brotli they share, then everyone with the best", async () => {
    const first = await Promise.all([1, 2, 3].map(() => get('/_astro/player.def456.js', { 'Accept-Encoding': 'br' })));
    for (const res of first) expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
    expect(new Set(first.map((res) => res.body.toString('base64'))).size).toBe(1);
    await files.refined();
    const later = await get('/_astro/player.def456.js', { 'Accept-Encoding': 'br' });
    expect(zlib.brotliDecompressSync(later.body).toString()).toBe(script);
    const best = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(later.body.equals(best)).toBe(true);
    expect(later.body.length).toBeLessThan(first[0]!.body.length);
  });

  it('caches hashed assets for a year and revalidates pages by ETag', async () => {
    const asset = await get('/_astro/app.abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const first = await get('/trends');
    const again = await get('/trends', { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('does not compress binary files', async () => {
    const png = await get('/logo.png', { 'Accept-Encoding': 'br' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('leaves unknown paths and traversal attempts to the next handler', async () => {
    expect((await get('/no-such-page')).status).toBe(418);
    expect((await get('/%2e%2e/%2e%2e/etc/passwd')).status).toBe(418);
    expect((await get('/trends/%E0%A4%A')).status).toBe(418);
  });
});
