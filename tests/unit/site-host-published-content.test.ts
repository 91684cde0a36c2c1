import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryContent } from '../../src/lib/types';
import { SiteHost } from '../../src/server/site/site-host';

/**
 * The server gives a release's pages the published content when it serves it (src/lib/library.ts
 * `usePublishedContent`, through the entry's `connectContent`), and takes it back from the release
 * it served before: Node keeps every imported release's modules, which must not keep its content.
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
export const connectContent = (next) => { given.push(next); content = next; };
export const render = async () => new Response(content ? content.weapons.map((w) => w.name).join(',') : 'none');`,
  );
  return dir;
}

const contentWith = (...weapons: string[]) => ({ weapons: weapons.map((name, id) => ({ id, name })) }) as unknown as LibraryContent;

const host = new SiteHost();
const server = http.createServer((req, res) => host.handle(req, res));
let base = '';
const a = writeBuild('a');
const b = writeBuild('b');
const givenTo = (name: string) =>
  (globalThis as unknown as Record<string, Record<string, (LibraryContent | null)[]>>)[GIVEN]![name]!;
const page = async () => (await fetch(`${base}/profile/1`)).text();

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the published content of a served release', () => {
  it('is what its pages show', async () => {
    await host.load(a, contentWith('Longsword', 'Messer'));
    expect(await page()).toBe('Longsword,Messer');
  });

  it('is replaced when the same release is served with newer content', async () => {
    await host.load(a, contentWith('Longsword', 'Messer', 'Spadone'));
    expect(await page()).toBe('Longsword,Messer,Spadone');
    expect(givenTo('a').at(-1)).not.toBeNull();
  });

  it('goes to the next release, and the release served before is given none', async () => {
    await host.load(b, contentWith('Dussack'));
    expect(await page()).toBe('Dussack');
    expect(givenTo('a').at(-1)).toBeNull();
    expect(givenTo('b')).toHaveLength(1);
  });
});
