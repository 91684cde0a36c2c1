import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryContent } from '../../src/lib/types';
import { SearchIndexes } from '../../src/server/site/search-layers';
import { searchTitles } from '../support/pagefind-search';

/** Content whose only pages are weapons (one search record per language each). */
const contentWith = (...names: string[]) =>
  ({
    posts: [],
    timelines: [],
    postTypes: [],
    masterHistories: [],
    techniques: [],
    manuscripts: [],
    publicities: [],
    sources: [],
    weapons: names.map((name, i) => ({
      id: i + 1,
      slug: `weapon-${i + 1}`,
      name,
      nameFr: '',
      description: `${name} at the club.`,
      descriptionFr: '',
      fileUrl: null,
    })),
  }) as unknown as LibraryContent;

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-search-indexes-'));
const indexes = new SearchIndexes(root);
const server = http.createServer((req, res) => {
  void indexes.serve(req, res).then((served) => served || res.writeHead(404).end());
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

const folders = () =>
  fs
    .readdirSync(root)
    .map((name) => path.join(root, name))
    .sort();

/** Issue 30: a one-edit publish indexes its few records beside the base index, which stays where it is. */
describe("a server's search indexes", () => {
  it('serves each delta over the base index it was made on, and removes the folders no index served needs', async () => {
    const full = await indexes.make(contentWith('Longsword', 'Messer', 'Dagger'));
    await indexes.show(full);
    expect(full).toMatchObject({ base: full.dir, indexed: 6, delta: [] });

    const first = await indexes.make(contentWith('Longsword renamed', 'Messer', 'Dagger'));
    await indexes.show(first);
    expect(first).toMatchObject({ base: full.dir, indexed: 2, delta: ['/fr/weapons/weapon-1/', '/weapons/weapon-1/'] });
    expect(fs.existsSync(path.join(first.dir, 'pagefind'))).toBe(false);
    expect(await searchTitles(url, 'renamed')).toEqual(['Longsword renamed']);
    expect(await searchTitles(url, 'Messer')).toEqual(['Messer']);

    // The next delta covers both edits, over the same base; the first delta stays served (pages
    // open in browsers may still read it), the base with them.
    const second = await indexes.make(contentWith('Longsword renamed', 'Messer', 'Rondel dagger'));
    await indexes.show(second);
    expect(second).toMatchObject({ base: full.dir, indexed: 4 });
    expect(folders()).toEqual([full.dir, first.dir, second.dir].sort());
    expect(await searchTitles(url, 'dagger')).toEqual(['Rondel dagger']);

    const third = await indexes.make(contentWith('Longsword renamed', 'Messer', 'Rondel dagger', 'Sword and buckler'));
    await indexes.show(third);
    expect(folders()).toEqual([full.dir, second.dir, third.dir].sort());
    expect(await searchTitles(url, 'buckler')).toEqual(['Sword and buckler']);
    expect(await searchTitles(url, 'longsword')).toEqual(['Longsword renamed']);
  }, 120_000);

  it("makes a restart's first index a delta over the base of the last one made", async () => {
    const restarted = new SearchIndexes(root);
    const next = await restarted.make(
      contentWith('Longsword renamed', 'Messer', 'Rondel dagger', 'Sword and buckler', 'Staff'),
    );
    expect(next.base).toBe(folders()[0]);
    expect(next.indexed).toBeLessThan(10);
  }, 60_000);
});
