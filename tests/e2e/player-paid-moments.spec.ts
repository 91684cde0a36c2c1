import type { PostDetail, PostTimeline } from '../../src/contract';
import { expect, test } from './fixtures';
import { apiJson, pageReady } from './site-support';

/**
 * Issue 29 §4: chapters and `?t=` on a paid post. Whoever sees the full video (an admin
 * here, as a buyer would) starts at `?t=` and jumps by chapter within the page; a visitor
 * asking for a moment past the preview is told it is in the paid part, beside the buy
 * button, in both languages. Only reads (the seed gives a paid class chapters).
 */

/** The paid demo class with chapters (at 0, 3 and 5 s; its preview is the first 2 s). */
async function paidPostWithChapters(request: Parameters<typeof apiJson>[0], baseURL: string | undefined): Promise<PostDetail> {
  const timelines = await apiJson<PostTimeline[]>(request, baseURL, 'posts/timelines');
  for (const timeline of timelines) {
    const post = await apiJson<PostDetail>(request, baseURL, `posts/${timeline.id}`);
    if (Number(post.price) > 0 && post.chapters.some((c) => c.startSeconds === 5)) return post;
  }
  throw new Error('No paid demo post with chapters');
}

const currentTime = (page: import('@playwright/test').Page) =>
  page.locator('[data-video-player] video').evaluate((v: HTMLVideoElement) => v.currentTime);

test('the full paid video starts at ?t= and its chapters jump within the page', async ({ page, request, baseURL, signIn }) => {
  const post = await paidPostWithChapters(request, baseURL);
  await signIn('admin');
  await page.goto(`/videos/${post.id}?t=3`);
  await pageReady(page);
  await expect(page.locator('[data-video-player] video[data-access="full"]')).toBeAttached();
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(2.9);

  // A chapter click seeks the video; the page is not reloaded (the mark set on it stays).
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page.locator('[data-chapters] a[data-seek="5"]').click();
  await expect(page).toHaveURL(new RegExp(`/videos/${post.id}\\?t=5$`));
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(4.9);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('past the preview, a visitor is told the moment is in the paid part, beside the buy button, in both languages', async ({
  page,
  request,
  baseURL,
}) => {
  const post = await paidPostWithChapters(request, baseURL);
  await page.goto(`/videos/${post.id}?t=5`);
  await pageReady(page);
  const bar = page.locator(`[data-purchase="${post.id}"]`);
  await expect(bar.locator('[data-paid-moment]')).toHaveText(
    '0:05 is in the paid part of this video: buy it to watch from there.',
  );
  await expect(bar.getByRole('link', { name: 'Sign in to buy' }).first()).toBeVisible();

  await page.goto(`/fr/videos/${post.id}`);
  await pageReady(page);
  await expect(page.locator('[data-video-player] video[data-access="preview"]')).toBeAttached();
  await page.locator('[data-chapters] a[data-seek="3"]').click();
  await expect(page.locator(`[data-purchase="${post.id}"] [data-paid-moment]`)).toHaveText(
    '0:03 se trouve dans la partie payante de cette vidéo : achetez-la pour la regarder à partir de là.',
  );
  // Within the preview, a chapter plays there.
  await page.locator('[data-chapters] a[data-seek="0"]').click();
  await expect(page.locator(`[data-purchase="${post.id}"] [data-paid-moment]`)).toHaveCount(0);
});
