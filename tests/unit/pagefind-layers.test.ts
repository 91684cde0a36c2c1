import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentData, DELTA_LAYER, isCurrent, mergeDelta, pageUrlOf, type Superseded } from '../../src/lib/pagefind-layers';
import { deltaLimit, indexRelease } from '../../src/server/site/search-layers';

/** Issue 17: a publish re-indexes only the changed pages; the browser merges that delta over the base index. */
describe('the two layers of the search index', () => {
  it('names a page file by the URL Pagefind gives it', () => {
    expect(pageUrlOf('index.html')).toBe('/');
    expect(pageUrlOf('videos/12/index.html')).toBe('/videos/12/');
    expect(pageUrlOf('fr/videos/12/index.html')).toBe('/fr/videos/12/');
    expect(pageUrlOf('404.html')).toBe('/404.html');
  });

  it("drops the base's record of a superseded page and keeps the delta's", () => {
    const superseded = new Set(['/videos/12/']);
    expect(isCurrent({ url: '/videos/12/', meta: {} }, superseded)).toBe(false);
    expect(isCurrent({ url: '/videos/12/', meta: { layer: DELTA_LAYER } }, superseded)).toBe(true);
    expect(isCurrent({ url: '/videos/13/', meta: {} }, superseded)).toBe(true);
    expect(isCurrent({ url: 'http://127.0.0.1:4321/videos/12/', meta: {} }, superseded)).toBe(false);
  });

  it('answers the first current results in rank order, loading more past the stale ones', async () => {
    const loaded: string[] = [];
    const result = (url: string, layer?: string) => ({
      data: async () => {
        loaded.push(url);
        return { url, meta: layer ? { layer } : {} };
      },
    });
    const results = [result('/videos/1/'), result('/videos/2/'), result('/videos/3/'), result('/videos/2/', DELTA_LAYER), result('/videos/4/')];
    const data = await currentData(results, new Set(['/videos/2/']), 3);
    expect(data.map((entry) => `${entry.url}${entry.meta.layer ? ' (delta)' : ''}`)).toEqual([
      '/videos/1/',
      '/videos/3/',
      '/videos/2/ (delta)',
    ]);
    expect(loaded).not.toContain('/videos/4/');
  });

  it('merges the delta index only when the release has one', async () => {
    const merged: string[] = [];
    const pagefind = { mergeIndex: async (url: string) => void merged.push(url) };
    const answer = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;
    expect(await mergeDelta(pagefind, 'http://site.test', answer(404, {}))).toEqual(new Set());
    expect(await mergeDelta(pagefind, 'http://site.test', answer(200, { urls: ['/videos/9/'], index: false }))).toEqual(new Set(['/videos/9/']));
    expect(merged).toEqual([]);
    expect(await mergeDelta(pagefind, 'http://site.test', answer(200, { urls: ['/videos/9/'], index: true }))).toEqual(new Set(['/videos/9/']));
    expect(merged).toEqual(['http://site.test/pagefind-delta/']);
  });

  it('writes an empty delta after a full indexing, so the browser never asks for a missing file (issue 29)', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-layers-'));
    try {
      const searchDir = path.join(outDir, 'search-source');
      fs.mkdirSync(path.join(searchDir, 'about'), { recursive: true });
      fs.writeFileSync(
        path.join(searchDir, 'about', 'index.html'),
        '<!doctype html><html lang="en"><body><main data-pagefind-body><h1>About HDX</h1></main></body></html>',
      );
      const client = path.join(outDir, 'client');
      const files = ['about/index.html'];
      const indexing = await indexRelease({ outDir, client, searchDir, files, rendered: new Set(files), previous: null });
      expect(indexing).toEqual({ indexed: 1, delta: [] });
      const written = JSON.parse(fs.readFileSync(path.join(client, 'pagefind-delta', 'superseded.json'), 'utf8')) as Superseded;
      expect(written).toEqual({ urls: [], index: false });
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });

  it('keeps a delta to 5 % of the pages, at least 200', () => {
    expect(deltaLimit(404)).toBe(200);
    expect(deltaLimit(20_405)).toBe(1_020);
  });
});
