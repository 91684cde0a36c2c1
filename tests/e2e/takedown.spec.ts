import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { Post, VideoUpload } from '../../src/contract';
import { ROOT } from '../support/server-process';
import { adminToken, publishSite, uniqueName } from './dashboard-support';
import { apiSession, type Session } from './sign-in';
import { expect, test } from './fixtures';
import { registerMember } from './member-support';

/**
 * Issue 17: takedowns are immediate. A post its author deletes answers 404 at once at
 * /videos/{id} and /fr/videos/{id}, before any publish; the home page's News and /news stop
 * linking it; its video answers 404. A post its author withdraws from sale (it has a buyer)
 * does the same for everyone but its buyer, who keeps its page and its video
 * (docs/decisions/2026-11-26-immediate-takedowns.md). A post made after the release still
 * renders on demand.
 */
const CLIP = path.join(ROOT, 'src/server/db/seed/assets/demo-clip.mp4');


/** A post with its own uploaded video (not the clip the demo posts share). */
async function postWithVideo(request: APIRequestContext, author: Session, title: string, price = '0'): Promise<Post> {
  const upload = (await (
    await request.get('/api/generate-presigned-url', { headers: { Authorization: `Bearer ${author.token}` } })
  ).json()) as VideoUpload;
  const put = await request.put(upload.url, { headers: upload.headers, data: fs.readFileSync(CLIP) });
  expect(put.status(), await put.text()).toBe(201);
  const created = await request.post('/api/posts', {
    headers: { Authorization: `Bearer ${author.token}` },
    multipart: { title, description: 'Taken down at once', price, videoKey: upload.key },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Post;
}

/** A member who sells (the built-in test onboarding) and a paid post of theirs that another member bought. */
async function soldPost(request: APIRequestContext, baseURL: string | undefined) {
  const seller = await registerMember(request, baseURL, 'takedown_seller');
  const sellerAuth = { Authorization: `Bearer ${seller.token}` };
  expect((await request.post('/api/sellers/onboarding', { headers: sellerAuth })).status()).toBe(201);
  expect((await request.post('/api/sellers/test-onboarding', { headers: sellerAuth })).status()).toBe(200);
  const post = await postWithVideo(request, { token: seller.token, userId: seller.id }, uniqueName('Schielhau'), '5');
  const buyer = await registerMember(request, baseURL, 'takedown_buyer');
  const buyerAuth = { Authorization: `Bearer ${buyer.token}` };
  expect((await request.post('/api/cart/posts', { headers: buyerAuth, data: { postId: post.id } })).status()).toBe(201);
  const started = await request.post('/api/checkout', { headers: buyerAuth });
  expect(started.status(), await started.text()).toBe(201);
  const { sessionId } = (await started.json()) as { sessionId: string };
  const paid = await request.post(`/api/checkout/test/${sessionId}/pay`, {
    headers: buyerAuth,
    data: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Hans Talhoffer' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return { seller, buyer, post };
}

const links = (html: string, id: number) => html.includes(`href="/videos/${id}"`) || html.includes(`href="/fr/videos/${id}"`);

test('a deleted or withdrawn post is taken down at once: its pages answer 404, the home and /news stop linking it, its video answers 404 (but to its buyer, for a withdrawn one)', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(10 * 60_000);
  const author = await apiSession(request, baseURL);
  const post = await postWithVideo(request, author, uniqueName('Zwerchhau'));
  const sold = await soldPost(request, baseURL);
  await publishSite(request, await adminToken(request));

  // In the release: on the home News, on /news, with its own page.
  for (const path of ['/', '/fr/', '/news', '/fr/news']) expect(links(await (await request.get(path)).text(), post.id)).toBe(true);
  expect((await request.get(`/videos/${post.id}`)).status()).toBe(200);
  const videoUrl = new URL(post.fileUrl!, baseURL).pathname;
  expect((await request.get(videoUrl)).status()).toBe(200);

  const removed = await request.delete(`/api/posts/${post.id}`, { headers: { Authorization: `Bearer ${author.token}` } });
  expect(removed.status()).toBe(204);

  // At once, no publish in between.
  for (const path of [`/videos/${post.id}`, `/fr/videos/${post.id}`]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.statusText()).toBe('Not Found');
    expect((await request.head(path)).status(), `HEAD ${path}`).toBe(404);
  }
  await page.goto(`/fr/videos/${post.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await page.goto(`/videos/${post.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  for (const path of ['/', '/fr/', '/news', '/fr/news']) expect(links(await (await request.get(path)).text(), post.id), path).toBe(false);
  await page.goto('/');
  await expect(page.locator(`section[aria-labelledby="news-title"] a[href="/videos/${post.id}"]`)).toHaveCount(0);
  await expect(page.locator('section[aria-labelledby="news-title"] article').first()).toBeVisible();
  expect((await request.get(videoUrl)).status()).toBe(404);

  // Withdrawn from sale by its author (it has a buyer): gone for everyone else at once, kept for the buyer.
  const withdrawn = sold.post.id;
  for (const path of ['/', '/news']) expect(links(await (await request.get(path)).text(), withdrawn), path).toBe(true);
  const byAuthor = await request.delete(`/api/posts/${withdrawn}`, { headers: { Authorization: `Bearer ${sold.seller.token}` } });
  expect(byAuthor.status()).toBe(200);
  for (const path of [`/videos/${withdrawn}`, `/fr/videos/${withdrawn}`]) expect((await request.get(path)).status(), path).toBe(404);
  for (const path of ['/', '/fr/', '/news']) expect(links(await (await request.get(path)).text(), withdrawn), path).toBe(false);
  expect((await request.get(`/api/posts/${withdrawn}/playback`)).status()).toBe(404);
  const forBuyer = await request.get(`/api/posts/${withdrawn}/playback`, { headers: { Authorization: `Bearer ${sold.buyer.token}` } });
  const view = (await forBuyer.json()) as { access: string; videoUrl: string };
  expect(view.access).toBe('full');
  // Without the buyer's viewer cookie the signed address is not found (it was "for sale" before).
  const signedPath = new URL(view.videoUrl, baseURL);
  const bare = await page.context().request.get(`${signedPath.pathname}${signedPath.search}`, { headers: { Cookie: '' } });
  expect(bare.status()).toBe(404);
  await page.context().addCookies([{ name: 'hdx-token', value: sold.buyer.token, url: baseURL! }]);
  await page.goto(`/videos/${withdrawn}`);
  await expect(page.getByRole('heading', { level: 1, name: sold.post.title })).toBeVisible();
  await page.context().clearCookies();
  expect((await page.goto(`/videos/${withdrawn}`))!.status()).toBe(404);
});

test('a post made after the release renders on demand', async ({ page, request, baseURL }) => {
  const author = await apiSession(request, baseURL);
  const title = uniqueName('Krumphau');
  const post = await postWithVideo(request, author, title);
  await page.goto(`/videos/${post.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect((await request.get(`/fr/videos/${post.id}`)).status()).toBe(200);
});
