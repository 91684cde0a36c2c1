import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../src/server/services/storage/local-storage';
import { createTestApp, type TestApp } from '../support/test-app';

let root: string;
let storage: LocalStorage;
let t: TestApp;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-local-storage-'));
  storage = new LocalStorage(root);
  t = await createTestApp();
});
afterAll(async () => {
  fs.rmSync(root, { recursive: true, force: true });
  await t.close();
});

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};
const filesUnder = (dir: string) => (fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]) : []);

describe('LocalStorage', () => {
  it('puts, stats, reads ranges and deletes', async () => {
    const key = 'images/tests/abcdefgh12345678.webp';
    const stored = await storage.put(key, Buffer.from('0123456789'), 'image/webp');
    expect(stored).toMatchObject({ key, size: 10, contentType: 'image/webp' });
    expect(await storage.stat(key)).toMatchObject({ size: 10, contentType: 'image/webp', etag: stored.etag });
    expect((await readAll(await storage.read(key, { start: 2, end: 4 }))).toString()).toBe('234');
    expect(await storage.toolInput(key)).toBe(path.join(root, key));
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
  });

  it('refuses keys outside its pattern (no path traversal)', async () => {
    for (const key of ['../secrets.json', 'images/../../x.webp', '/etc/passwd', 'images/a.svg', 'images/short.webp']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid storage key/);
      expect(await storage.stat(key)).toBeNull();
    }
  });

  it('streams a body to disk, and leaves no file when a check refuses it midway', async () => {
    const key = 'videos/u1/AAAAAAAAAAAAAAAAAAAAAA.mp4';
    const stored = await storage.putStream(key, Readable.from([Buffer.from('abc'), Buffer.from('def')]), 'video/mp4');
    expect(stored.size).toBe(6);
    const refusing = new Transform({
      transform(_chunk, _encoding, callback) {
        callback(new Error('refused'));
      },
    });
    const other = 'videos/u1/BBBBBBBBBBBBBBBBBBBBBB.mp4';
    await expect(
      storage.putStream(other, Readable.from([Buffer.from('xyz')]), 'video/mp4', [refusing]),
    ).rejects.toThrow('refused');
    expect(await storage.stat(other)).toBeNull();
    expect(filesUnder(path.join(root, 'videos/u1'))).toEqual(['AAAAAAAAAAAAAAAAAAAAAA.mp4']);
  });
});

describe('GET /api/media/{key}', () => {
  it('serves HEAD with the size and no body, and 404 for unknown or malformed keys', async () => {
    const key = 'images/tests/headtest1234.webp';
    await t.deps.storage.put(key, Buffer.alloc(321, 1), 'image/webp');
    const head = await t.call('HEAD', `/api/media/${key}`);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('321');
    expect(head.headers.get('x-content-type-options')).toBe('nosniff');
    for (const url of [
      '/api/media/images/tests/missing12345.webp',
      '/api/media/..%2F..%2Fsecrets.json',
      '/api/media/images/x.svg',
    ]) {
      expect((await t.call('GET', url)).status).toBe(404);
    }
  });
});
