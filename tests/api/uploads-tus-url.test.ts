import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TUS_FOLDER } from '../../src/server/services/uploads/tus-store';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, type Actor } from './content-helpers';
import { createUpload, patchUpload, tusCall } from './tus-helpers';

/**
 * Issue 27 §1: the upload id is read once, from the path, by the route that checks its owner;
 * an address with a query string, extra segments or an encoded separator reaches no other upload.
 */
describe('tus upload addresses', () => {
  let t: TestApp;
  let attacker: Actor;
  let victim: Actor;
  let own: { url: string; id: string };
  let theirs: { url: string; id: string };

  /** Everything the store keeps of an upload (its bytes and its info), as one fingerprint. */
  function fingerprint(id: string): string {
    const hash = createHash('sha256');
    for (const name of fs
      .readdirSync(path.join(t.dataDir, TUS_FOLDER))
      .filter((n) => n.startsWith(id))
      .sort()) {
      hash.update(name).update(fs.readFileSync(path.join(t.dataDir, TUS_FOLDER, name)));
    }
    return hash.digest('hex');
  }

  beforeAll(async () => {
    t = await createTestApp({ VIDEO_MAX_BYTES: String(1024 * 1024) });
    attacker = await actor(t);
    victim = await actor(t);
    own = await createUpload(t, attacker, 1000);
    theirs = await createUpload(t, victim, 1000);
    expect((await patchUpload(t, victim, theirs.url, 0, Buffer.alloc(100, 1))).status).toBe(204);
  });
  afterAll(() => t.close());

  const attacks = (ownId: string, victimId: string) => [
    `/api/uploads/${ownId}?x=/${victimId}`,
    `/api/uploads/${ownId}?/${victimId}`,
    `/api/uploads/${ownId}?x=/${victimId}/`,
    `/api/uploads/${ownId}?x=%2F${victimId}`,
    `/api/uploads/${ownId}?`,
    `/api/uploads/${ownId}%2F${victimId}`,
    `/api/uploads/${ownId}%2f${victimId}`,
    `/api/uploads/${ownId}/${victimId}`,
    `/api/uploads/${ownId};/${victimId}`,
    `/api/uploads/${ownId};x=${victimId}`,
    `/api/uploads/${ownId}%3B/${victimId}`,
    `/api/uploads/${ownId}%23/${victimId}`,
    `/api/uploads/${ownId}%3F/${victimId}`,
    `/api/uploads/${ownId}//${victimId}`,
    `/api/uploads//${victimId}`,
    `/api/uploads/${ownId}/`,
    `/api/uploads/${victimId}/`,
    `/api/uploads/${ownId}/%2E%2E/${victimId}`,
    `/api/uploads/${ownId}%5C${victimId}`,
    `/api/uploads/%75${ownId.slice(1)}`,
  ];

  it('refuses every address that names more than one upload, and leaves the other upload untouched', async () => {
    const before = fingerprint(theirs.id);
    expect(before).not.toBe(createHash('sha256').digest('hex'));
    for (const url of attacks(own.id, theirs.id)) {
      for (const method of ['HEAD', 'PATCH', 'DELETE']) {
        const res =
          method === 'PATCH'
            ? await patchUpload(t, attacker, url, 100, Buffer.alloc(900, 2))
            : await tusCall(t, method, url, attacker.token);
        expect([method, url, res.status >= 400 && res.status < 500]).toEqual([method, url, true]);
        if (method !== 'HEAD') expect((await res.json()) as { message: string }).toHaveProperty('message');
      }
      expect(fingerprint(theirs.id)).toBe(before);
    }
    const head = await tusCall(t, 'HEAD', theirs.url, victim.token);
    expect(head.headers.get('Upload-Offset')).toBe('100');
    // The attacker's own upload is untouched too: nothing was written anywhere.
    expect((await tusCall(t, 'HEAD', own.url, attacker.token)).headers.get('Upload-Offset')).toBe('0');
  });

  it('says why a query string is refused', async () => {
    const res = await patchUpload(t, attacker, `${own.url}?x=/${theirs.id}`, 0, Buffer.alloc(10));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'Upload addresses take no query string',
      errors: { url: ['Remove the query string'] },
    });
    for (const [method, url] of [
      ['POST', '/api/uploads?x=1'],
      ['OPTIONS', '/api/uploads?x=1'],
    ] as const) {
      const refused = await tusCall(t, method, url, attacker.token, { 'Upload-Length': '10' });
      expect([method, refused.status]).toEqual([method, 400]);
    }
    const slash = await tusCall(t, 'DELETE', `${own.url}/`, attacker.token);
    expect(slash.status).toBe(400);
    expect(await slash.json()).toMatchObject({
      message: 'An upload address ends with its id',
      errors: { url: ['Use the Location answered at creation as is'] },
    });
  });

  it('still serves the plain address of an own upload', async () => {
    expect((await patchUpload(t, attacker, own.url, 0, Buffer.alloc(10, 3))).status).toBe(204);
    expect((await tusCall(t, 'HEAD', own.url, attacker.token)).headers.get('Upload-Offset')).toBe('10');
    expect((await tusCall(t, 'DELETE', own.url, attacker.token)).status).toBe(204);
  });
});
