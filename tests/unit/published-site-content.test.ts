import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryContent } from '../../src/lib/types';
import { PageCache } from '../../src/server/site/page-cache';
import { PublishedSite } from '../../src/server/site/published-site';

/**
 * The server gives the site build's pages the published content (src/render/library.ts
 * `usePublishedContent`, through the entry's `showContent`) when it loads it and at every
 * publish or takedown (`show`); the cached pages go at once.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-site-content-'));

/** Where the test builds record what they were given (a build's module is imported by the server, not here). */
const GIVEN = '__hdxGivenContent';

/** A build whose pages answer the weapons of the content they were given, and which records every content it was given. */
function writeBuild(name: string): string {
  const dir = path.join(root, name);
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'client'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'server', 'entry.mjs'),
    `let content = null;
const given = (globalThis.${GIVEN} ??= {})[${JSON.stringify(name)}] = [];
export const connectApi = () => {};
export const showContent = (next) => { given.push(next); content = next; };
export const render = async () => new Response(content ? content.weapons.map((w) => w.name).join(',') : 'none');`,
  );
  return dir;
}

const contentWith = (...weapons: string[]) => ({ weapons: weapons.map((name, id) => ({ id, name })) }) as unknown as LibraryContent;

let base = '';
const a = writeBuild('a');
const site = new PublishedSite({ siteDir: a, publicUrl: 'http://localhost:4321', pages: new PageCache(60_000) });
const server = http.createServer((req, res) => site.handle(req, res));
type Given = LibraryContent | null;
const givenTo = (name: string) => (globalThis as unknown as Record<string, Record<string, Given[]>>)[GIVEN]![name]!;
const page = async () => (await fetch(`${base}/profile/1`)).text();

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the published content the site shows', () => {
  it('is what its pages show', async () => {
    await site.load(contentWith('Longsword', 'Messer'));
    expect(await page()).toBe('Longsword,Messer');
  });

  it('is replaced by the next publish or takedown; the build is not loaded again, the cached pages go', async () => {
    expect(await page()).toBe('Longsword,Messer');
    await site.show(contentWith('Longsword', 'Messer', 'Spadone'));
    expect(await page()).toBe('Longsword,Messer,Spadone');
    expect(givenTo('a').map((given) => given?.weapons.length)).toEqual([2, 3]);
  });
});
