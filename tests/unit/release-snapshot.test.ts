import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * A release's on-demand pages read the content of their own publish (`library.json`), and only
 * the newest releases' content stays in memory, whichever release's modules asked for it.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-snapshot-'));
const source = path.resolve(import.meta.dirname, '../../src/render/release-snapshot.ts');

type Snapshot = typeof import('../../src/render/release-snapshot');

/** A release folder holding a copy of the module (as a release's bundled chunk) and its content. */
async function release(name: string, posts: number): Promise<Snapshot> {
  const dir = path.join(root, name);
  fs.mkdirSync(path.join(dir, 'server', 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'server', 'entry.mjs'), '');
  fs.copyFileSync(source, path.join(dir, 'server', 'chunks', 'snapshot.ts'));
  fs.writeFileSync(path.join(dir, 'library.json'), JSON.stringify({ posts: Array.from({ length: posts }, (_, id) => ({ id })) }));
  return (await import(pathToFileURL(path.join(dir, 'server', 'chunks', 'snapshot.ts')).href)) as Snapshot;
}

const held = () => [...((globalThis as Record<symbol, Map<string, unknown>>)[Symbol.for('hdx.release-snapshots')]?.keys() ?? [])];
const count = (content: { posts: unknown[] }) => content.posts.length;

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the content snapshot of a release', () => {
  it("is its own release's content, read once", async () => {
    const first = await release('r1', 1);
    const asked = first.releaseSnapshot(count);
    expect(await asked).toBe(1);
    expect(first.releaseSnapshot(count)).toBe(asked);
  });

  it('stays in memory for the two newest releases only', async () => {
    expect(await (await release('r2', 2)).releaseSnapshot(count)).toBe(2);
    expect(await (await release('r3', 3)).releaseSnapshot(count)).toBe(3);
    expect(held().map((file) => path.basename(path.dirname(file)))).toEqual(['r2', 'r3']);
  });
});
