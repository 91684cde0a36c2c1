import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { expect, test } from './fixtures';
import { apiJson } from './site-support';

/**
 * Issue 32: a real IIIF client that no one here wrote opens the manifest HDX publishes.
 * Mirador 4 (from npm, bundled here by esbuild) runs on a page of another origin served from a
 * temporary folder, so the manifest, its image services and tiles are read across origins
 * (CORS), as a library's or a scholar's Mirador would.
 */
let folder: string;
let server: http.Server;
let pageUrl: string;

test.beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-mirador-'));
  await build({
    entryPoints: [path.join(import.meta.dirname, 'mirador', 'entry.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    outfile: path.join(folder, 'mirador.js'),
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  fs.writeFileSync(
    path.join(folder, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mirador</title></head>' +
      '<body style="margin:0"><div id="viewer" style="position:absolute;inset:0"></div><script src="mirador.js"></script></body></html>',
  );
  server = http.createServer((req, res) => {
    const name = (req.url ?? '/').split('?')[0] === '/' ? 'index.html' : 'mirador.js';
    res.writeHead(200, { 'Content-Type': name.endsWith('.html') ? 'text/html' : 'text/javascript' });
    fs.createReadStream(path.join(folder, name)).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

test('Mirador opens the published manifest of a manuscript and shows its first folio', async ({
  page,
  request,
  baseURL,
}) => {
  const manuscripts = await apiJson<{ id: number; slug: string; title: string }[]>(request, baseURL, 'manuscripts');
  const manuscript = manuscripts.find((item) => item.slug === 'ms-i-33')!;
  const manifest = `${baseURL}/api/manuscripts/${manuscript.id}/manifest`;
  const tile = page.waitForResponse(
    (res) => /\/api\/iiif\/[^/]+\/[^/]+\/[^/]+\/0\/default\.jpg$/.test(res.url()) && res.status() === 200,
  );
  await page.goto(`${pageUrl}?manifest=${encodeURIComponent(manifest)}`);

  // Mirador's own marks: its window titled by the manifest's label, the canvas label, its deep-zoom viewer.
  const window = page.locator('.mirador-window');
  await expect(window).toContainText(manuscript.title);
  await expect(page.locator('.mirador-canvas-label').first()).toContainText('f. 1r');
  await expect(page.locator('.mirador-canvas-count').first()).toContainText('1 of 3');
  await expect(page.locator('.mirador-osd-container canvas').first()).toBeVisible();
  // A tile of the folio, read across origins from our IIIF level-0 service.
  const answer = await tile;
  expect(answer.headers()['content-type']).toBe('image/jpeg');
  expect(answer.headers()['access-control-allow-origin']).toBe('*');
  await page.screenshot({ path: test.info().outputPath('mirador.png') });
});
