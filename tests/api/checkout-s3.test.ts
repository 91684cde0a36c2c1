import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playback } from '../../src/contract';
import { seedAsset } from '../../src/server/db/seed/assets';
import { insertPost } from '../../src/server/db/seed/factories';
import type { S3Storage } from '../../src/server/services/storage/s3-storage';
import { signedInUser } from '../support/auth';
import { startS3Server, type S3Server } from '../support/s3-server';
import { createTestApp, type TestApp } from '../support/test-app';
import { addToCart, json, sellerWithPost } from './checkout-helpers';

const BUCKET = 'hdx-market';
let s3: S3Server;
let storage: S3Storage;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server(BUCKET, 'hdx-s3rver-market-');
  storage = s3.storage;
  t = await createTestApp();
  t.deps.storage = storage;
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('paid videos on S3 storage', () => {
  it('a buyer streams the full video from the bucket through an address signed for them; others get a preview cut from the bucket', async () => {
    const clip = fs.readFileSync(seedAsset('demo-clip.mp4'));
    const { seller } = await sellerWithPost(t);
    const key = `videos/u${seller.id}/S3PaidClip0123456789ab.mp4`;
    await storage.put(key, clip, 'video/mp4');
    const post = await insertPost(t.deps.db, {
      title: 'Paid on S3',
      userId: seller.id,
      priceCents: 700,
      mediaKey: key,
      durationSeconds: 6,
    });

    const visitor = await json<Playback>(await t.call('GET', `/api/posts/${post.id}/playback`));
    expect(visitor.access).toBe('preview');
    expect(visitor.previewUrl).toMatch(/^\/api\/media\/previews\//);
    const preview = await t.call('GET', visitor.previewUrl!);
    expect(preview.status).toBe(200);
    expect((await preview.arrayBuffer()).byteLength).toBeLessThan(clip.length);
    expect((await t.call('GET', `/api/media/${key}`)).status).toBe(403);

    const buyer = await signedInUser(t);
    await addToCart(t, buyer, post.id);
    const { sessionId } = await json<{ sessionId: string }>(
      await t.call('POST', '/api/checkout', { token: buyer.token }),
    );
    await t.call('POST', `/api/checkout/test/${sessionId}/pay`, {
      json: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    const answer = await t.call('GET', `/api/posts/${post.id}/playback`, { token: buyer.token });
    const full = await json<Playback>(answer);
    expect(full.access).toBe('full');
    // Not a presigned S3 GET (S3 cannot check who presents it): the API's address signed for the buyer.
    const url = new URL(full.videoUrl!, 'http://localhost');
    expect(url.pathname).toBe(`/api/media/${key}`);
    expect(url.searchParams.get('viewer')).toBe(String(buyer.id));
    const viewerCookie = answer.headers.get('Set-Cookie')!.split(';')[0]!;
    const download = await t.call('GET', full.videoUrl!, { headers: { Cookie: viewerCookie } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(clip)).toBe(true);
    expect((await t.call('GET', full.videoUrl!)).status).toBe(403);
  });
});
