import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

type Playback = { access: string; videoUrl: string | null; previewUrl: string | null };

describe('paid videos on S3 storage', () => {
  it('a buyer streams the full video from a presigned GET that expires; others get a preview cut from the bucket', async () => {
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
    const full = await json<Playback>(await t.call('GET', `/api/posts/${post.id}/playback`, { token: buyer.token }));
    expect(full.access).toBe('full');
    const url = new URL(full.videoUrl!);
    expect(url.pathname).toBe(`/${BUCKET}/${key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('1800');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(clip)).toBe(true);
    // Such an address stops working when it expires.
    const brief = await storage.presignGet(key, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(brief)).status).toBe(403);
  });
});
