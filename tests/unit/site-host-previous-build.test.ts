import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteHost } from '../../src/server/site/site-host';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-site-host-'));

/** A build whose app (the on-demand pages) answers 404 "from build {name}", with these client files. */
function writeBuild(name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'server', 'entry.mjs'),
    `export const render = async () => new Response(${JSON.stringify(`from build ${name}`)}, { status: 404 });`,
  );
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'client', file)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'client', file), text);
  }
  return dir;
}

const host = new SiteHost();
const server = http.createServer((req, res) => host.handle(req, res));
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await host.load(
    writeBuild('a', {
      '_astro/island.A1.js': 'old island',
      'pagefind/fragment/en_a1.pf_fragment': 'old fragment',
      'videos/1/index.html': '<p>old page</p>',
    }),
  );
  await host.load(writeBuild('b', { '_astro/island.B2.js': 'new island', 'index.html': '<p>new home</p>' }));
});
afterAll(() => {
  server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = async (url: string) => {
  const res = await fetch(`${base}${url}`);
  return { status: res.status, text: await res.text() };
};

describe('after a switch to a new build, a page of the old build still open in a browser', () => {
  it('still gets its own hashed assets and search index chunks', async () => {
    expect(await get('/_astro/island.A1.js')).toEqual({ status: 200, text: 'old island' });
    expect(await get('/pagefind/fragment/en_a1.pf_fragment')).toEqual({ status: 200, text: 'old fragment' });
  });

  it('while the new build serves its own files and pages', async () => {
    expect(await get('/_astro/island.B2.js')).toEqual({ status: 200, text: 'new island' });
    expect(await get('/')).toEqual({ status: 200, text: '<p>new home</p>' });
  });

  it("but never the old build's pages, nor files neither build has", async () => {
    expect(await get('/videos/1/')).toEqual({ status: 404, text: 'from build b' });
    expect(await get('/_astro/missing.C3.js')).toEqual({ status: 404, text: 'from build b' });
  });

  it('and not once the old build is gone from the disk', async () => {
    fs.rmSync(path.join(root, 'a'), { recursive: true, force: true });
    expect(await get('/_astro/island.A1.js')).toEqual({ status: 404, text: 'from build b' });
  });
});
