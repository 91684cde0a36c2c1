import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentData, DELTA_LAYER, isCurrent, mergeDelta, type Superseded } from '../../src/lib/pagefind-layers';
import type { SearchRecord } from '../../src/render/search-records';
import { deltaLimit, indexSearch } from '../../src/server/site/search-layers';
import { searchTitles } from '../support/pagefind-search';

const record = (id: number, title: string): SearchRecord => ({
  url: `/videos/${id}/`,
  language: 'en',
  content: `${title}\nA drill at the club.`,
  meta: { kind: 'post', id: String(id), title },
  filters: { kind: ['post'] },
  sort: { views: '0' },
});

/** Serves index folders, each file from the first that has it, as the Node server serves an index and its base. */
async function serveFiles(...roots: string[]): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const found = roots
      .map((root) => path.join(root, pathname))
      .find((file) => roots.some((root) => file.startsWith(root)) && fs.existsSync(file) && fs.statSync(file).isFile());
    if (found) res.writeHead(200).end(fs.readFileSync(found));
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Issue 17: a publish re-indexes only the changed records; the browser merges that delta over the base index. */
describe('the two layers of the search index', () => {
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
    const client = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-layers-'));
    try {
      const indexing = await indexSearch({ dir: client, records: [record(1, 'About HDX')], previousDir: null });
      expect(indexing).toMatchObject({ indexed: 1, delta: [] });
      const manifest = JSON.parse(fs.readFileSync(path.join(client, 'search.json'), 'utf8')) as { digests: object };
      expect(Object.keys(manifest.digests)).toEqual(['/videos/1/']);
      const written = JSON.parse(fs.readFileSync(path.join(client, 'pagefind-delta', 'superseded.json'), 'utf8')) as Superseded;
      expect(written).toEqual({ urls: [], index: false });
    } finally {
      fs.rmSync(client, { recursive: true, force: true });
    }
  }, 60_000);

  it('indexes only the records changed since the base index, which the browser finds instead of their stale copies', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-layers-'));
    const first = path.join(dir, 'first');
    const second = path.join(dir, 'second');
    const third = path.join(dir, 'third');
    try {
      const records = [record(1, 'Zornhau drill'), record(2, 'Krumphau drill'), record(3, 'Zwerchhau drill')];
      await indexSearch({ dir: first, records, previousDir: null });
      // One title edited: only its record goes into the delta; the base index stays in the first folder.
      const edited = [record(1, 'Zornhau renamed'), ...records.slice(1)];
      const delta = await indexSearch({ dir: second, records: edited, previousDir: first });
      expect(delta).toEqual({ dir: second, base: first, indexed: 1, delta: ['/videos/1/'] });
      expect(fs.existsSync(path.join(second, 'pagefind'))).toBe(false);
      const served = await serveFiles(second, first);
      try {
        expect(await searchTitles(served.url, 'renamed')).toEqual(['Zornhau renamed']);
        expect(await searchTitles(served.url, 'drill')).toEqual(expect.arrayContaining(['Krumphau drill', 'Zwerchhau drill']));
        expect(await searchTitles(served.url, 'drill')).not.toContain('Zornhau drill');
      } finally {
        await served.close();
      }
      // A post removed next: the delta covers both publishes and holds no record of it.
      const next = await indexSearch({ dir: third, records: edited.slice(0, 2), previousDir: second });
      expect(next).toEqual({ dir: third, base: first, indexed: 1, delta: ['/videos/1/', '/videos/3/'] });
      const superseded = JSON.parse(fs.readFileSync(path.join(third, 'pagefind-delta', 'superseded.json'), 'utf8')) as Superseded;
      expect(superseded).toEqual({ urls: ['/videos/1/', '/videos/3/'], index: true });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('keeps a delta to 5 % of the records, at least 200', () => {
    expect(deltaLimit(404)).toBe(200);
    expect(deltaLimit(20_405)).toBe(1_020);
  });
});
