import type { APIRequestContext } from '@playwright/test';
import { adminToken, publishSite, uniqueName } from './dashboard-support';
import { apiSession } from './sign-in';
import { expect, test } from './fixtures';
import { buyPost, postWithVideo, registerMember, registerSeller } from './member-support';

/**
 * Issue 17: takedowns are immediate. A post its author deletes answers 404 at once at
 * /videos/{id} and /fr/videos/{id}, before any publish; the home page's News and /news stop
 * linking it; its video answers 404. A post its author withdraws from sale (it has a buyer)
 * does the same for everyone but its buyer, who keeps its page and its video
 * (docs/decisions/2026-11-26-immediate-takedowns.md). A post made after the release still
 * renders on demand.
 */
/** A paid post of a seller that another member bought. */
async function soldPost(request: APIRequestContext, baseURL: string | undefined) {
  const seller = await registerSeller(request, baseURL, 'takedown_seller');
  const post = await postWithVideo(request, seller, uniqueName('Schielhau'), '5');
  const buyer = await registerMember(request, baseURL, 'takedown_buyer');
  await buyPost(request, buyer, post.id);
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
