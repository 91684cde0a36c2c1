import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { build } from 'esbuild';
import { chromium, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../public/locales/en/pages.json';
import { chromiumLaunchOptions } from '../support/chromium';
import { insertManuscript } from '../support/factories';
import { jsonHandler, presentation3, startLibraryServer, type LibraryServer } from '../support/library-server';
import { listenOnFreePort, type Listening } from '../support/listen';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor } from './content-helpers';

/**
 * Issue 32: a manuscript imported from a library is read in Chromium by the reader island
 * itself (features/reader, bundled by esbuild), over the real API (the import through the
 * guard, the folios from the kept copy) and the library's own https image service. The
 * browser trusts the library's self-signed certificate (this test's context only).
 */
let t: TestApp;
let library: LibraryServer;
let site: Listening | undefined;
let siteUrl: string;
let browser: Browser;
let folder: string;
const asked: string[] = [];
/** The test page, served by the site server (a page served from loopback may read the loopback library). */
let pageHtml = '';

/**
 * The library by its loopback address (which its certificate names too): the page is on
 * loopback as well, so Chromium's local-network rules let it read the library's images.
 */
const libraryByAddress = () => `https://127.0.0.1:${library.port}`;

/** A library's level-0 image service with whole-image sizes only (no tiles): each size one JPEG. */
function imageService(req: http.IncomingMessage, res: http.ServerResponse) {
  const address = (req.url ?? '').split('?')[0]!;
  asked.push(address);
  const [, , , label, ...rest] = address.split('/');
  const id = `${libraryByAddress()}/iiif/image/${label}`;
  const cors = { 'Access-Control-Allow-Origin': '*' };
  if (rest.join('/') === 'info.json') {
    res.writeHead(200, { ...cors, 'Content-Type': 'application/ld+json' }).end(
      JSON.stringify({
        '@context': 'http://iiif.io/api/image/3/context.json',
        id,
        type: 'ImageService3',
        protocol: 'http://iiif.io/api/image',
        profile: 'level0',
        width: 1000,
        height: 1400,
        sizes: [
          { width: 250, height: 350 },
          { width: 500, height: 700 },
          { width: 1000, height: 1400 },
        ],
      }),
    );
    return;
  }
  const size = /^full\/(?:max|(\d*),(\d*))\/0\/default\.jpg$/.exec(rest.join('/'));
  if (!size) return void res.writeHead(404, cors).end();
  const width = size[1] ? Number(size[1]) : size[2] ? Math.round(Number(size[2]) / 1.4) : 1000;
  void sharp({
    create: { width, height: Math.round(width * 1.4), channels: 3, background: { r: 214, g: 190, b: 150 } },
  })
    .jpeg()
    .toBuffer()
    .then((jpeg) => res.writeHead(200, { ...cors, 'Content-Type': 'image/jpeg' }).end(jpeg));
}

beforeAll(async () => {
  library = await startLibraryServer();
  library.route('/iiif/ms/manifest.json', jsonHandler(presentation3(libraryByAddress(), ['1r', '1v'])));
  library.under('/iiif/image/', imageService);
  t = await createTestApp();
  t.deps.manifestFetchAccess = library.access;

  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-reader-'));
  await build({
    stdin: {
      contents: `import { createElement } from 'react';
        import { createRoot } from 'react-dom/client';
        import Reader from './src/features/reader/manuscript-reader.tsx';
        const { id, texts } = JSON.parse(document.getElementById('props').textContent);
        createRoot(document.getElementById('reader')).render(createElement(Reader, { manuscriptId: id, texts }));`,
      resolveDir: process.cwd(),
      loader: 'tsx',
    },
    bundle: true,
    format: 'esm',
    splitting: true,
    outdir: folder,
    entryNames: 'reader',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const api = getRequestListener(t.app.fetch);
  site = await listenOnFreePort((req, res) => {
    const address = (req.url ?? '/').split('?')[0]!;
    if (address.startsWith('/api/')) return void api(req, res);
    if (address === '/') return void res.writeHead(200, { 'Content-Type': 'text/html' }).end(pageHtml);
    const file = path.join(folder, path.basename(address));
    if (fs.existsSync(file)) {
      res.writeHead(200, { 'Content-Type': 'text/javascript' });
      return void fs.createReadStream(file).pipe(res);
    }
    res.writeHead(404).end();
  });
  siteUrl = site.origin;
  browser = await chromium.launch(chromiumLaunchOptions());
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await t?.close();
  await library?.close();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

describe("the reader reads a manuscript imported from a library's manifest", () => {
  it("shows the library's first page in deep zoom, then the next, from the library's image service", async () => {
    const admin = await actor(t, 'ROLE_ADMIN');
    const m = await insertManuscript(t.deps.db, `Flos Duellatorum ${process.pid}`);
    const imported = await t.call('PUT', `/api/manuscripts/${m.id}/manifest-source`, {
      token: admin.token,
      json: { url: `${libraryByAddress()}/iiif/ms/manifest.json` },
    });
    expect(imported.status).toBe(200);

    const html =
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reader</title>' +
      '<style>[data-reader] > div[class*="h-[70vh]"] { height: 600px }</style></head><body>' +
      `<script type="application/json" id="props">${JSON.stringify({ id: m.id, texts: en.manuscripts.reader })}</script>` +
      '<main id="reader"></main><script type="module" src="/reader.js"></script></body></html>';
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    pageHtml = html;
    await page.goto(`${siteUrl}/`);

    const reader = page.locator('[data-reader]');
    // data-folio is set when the folio's first tile is drawn (the reader's own signal).
    await page.waitForSelector('[data-reader][data-folio="1r"]');
    await reader.getByText('f. 1r (1 of 2)').waitFor();
    expect(asked).toContain('/iiif/image/1r/info.json');
    expect(asked.some((address) => /^\/iiif\/image\/1r\/full\/.+\/0\/default\.jpg$/.test(address))).toBe(true);

    await reader.getByRole('button', { name: 'Next folio' }).click();
    await page.waitForSelector('[data-reader][data-folio="1v"]');
    expect(asked).toContain('/iiif/image/1v/info.json');
    await context.close();
  });
});
