import type { Post } from '../../src/contract';
import { expect, test } from './fixtures';
import { apiJson, pageReady } from './site-support';
import { apiSession } from './sign-in';

test('post cards follow §2: image and title open the post, author opens the profile, views hidden at 0, price only above 0', async ({ page, request, baseURL }) => {
  const posts = await apiJson<Post[]>(request, baseURL, 'posts?itemsPerPage=100');
  await page.goto('/news');
  const cards = page.locator('[data-post-card]');
  const count = await cards.count();
  expect(count).toBeGreaterThan(6);
  let sawZeroViews = false;
  let sawFree = false;
  let sawPaid = false;
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const id = Number(await card.getAttribute('data-post-card'));
    const post = posts.find((p) => p.id === id)!;
    await expect(card.locator('a').first()).toHaveAttribute('href', `/videos/${id}`);
    await expect(card.getByRole('link', { name: post.title })).toHaveAttribute('href', `/videos/${id}`);
    await expect(card.locator('[data-author]')).toHaveAttribute('href', `/profile/${post.user.id}`);
    await expect(card.locator('[data-author]')).toContainText(post.user.username);
    await expect(card.locator('[data-like-slot]')).toBeVisible();
    await expect(card.locator('[data-rating-slot] [role="img"]')).toHaveAttribute('aria-label', /^Rated [\d.]+ out of 5$/);
    // Cards show the build's count; other tests may have viewed posts since, so the
    // live count can only be higher.
    const shown = card.locator('[data-views]');
    if ((await shown.count()) === 0) {
      sawZeroViews = true;
      await expect(card).not.toContainText('view');
    } else {
      const text = (await shown.textContent()) ?? '';
      // '1 view', '3,120 views': the count in English digit groups, with its plural.
      expect(text).toMatch(/^(1 view|[1-9]\d{0,2}(,\d{3})* views)$/);
      expect(Number(text.split(' ')[0]!.replaceAll(',', ''))).toBeLessThanOrEqual(post.views);
    }
    if (Number(post.price) > 0) {
      sawPaid = true;
      await expect(card.locator('[data-price]')).toHaveText(`${post.price} €`);
    } else {
      sawFree = true;
      await expect(card.locator('[data-price]')).toHaveCount(0);
      await expect(card).not.toContainText('€');
    }
  }
  expect(sawZeroViews && sawFree && sawPaid).toBe(true);
});

test('a post page has the player, title, author, description, numbers, links to its technique, weapon, master and manuscript, and related posts', async ({ page, request, baseURL }) => {
  const posts = await apiJson<Post[]>(
    request,
    baseURL,
    'posts?itemsPerPage=100&order=views',
  );
  const post = posts.find((p) => p.fileUrl && p.masterHistory && p.manuscript && p.techniques.length && p.weapon)!;
  await page.goto(`/videos/${post.id}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  const video = page.locator('video');
  await expect(video).toHaveAttribute('poster', /.+/);
  await expect(video.locator('source')).toHaveAttribute('src', post.fileUrl!);
  await expect(page.locator('[data-post] [data-author]').first()).toHaveAttribute('href', `/profile/${post.user.id}`);
  await expect(page.getByRole('link', { name: post.techniques[0]!.name }).first()).toHaveAttribute('href', `/techniques/${post.techniques[0]!.slug}`);
  const article = page.locator('[data-post]');
  await expect(article.locator(`a[href="/weapons/${post.weapon!.slug}"]`)).toBeVisible();
  await expect(article.locator(`a[href="/manuscripts/${post.manuscript!.slug}"]`)).toBeVisible();
  await expect(article.getByRole('link', { name: post.masterHistory!.name })).toHaveAttribute('href', /^\/history\//);
  await expect(page.getByRole('heading', { name: 'Related videos' })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="related-title"] [data-post-card]')).toHaveCount(3);
  // The video streams by Range.
  const range = await request.get(`${baseURL}${post.fileUrl}`, { headers: { Range: 'bytes=0-99' } });
  expect(range.status()).toBe(206);
});

test('a visit counts one view, refreshed on the page; reloading in the same session does not count again', async ({ page, request, baseURL }) => {
  const posts = await apiJson<Post[]>(request, baseURL, 'posts?itemsPerPage=100&order=oldest');
  const post = posts[0]!;
  const before = (await apiJson<Post>(request, baseURL, `posts/${post.id}`)).views;
  const counted = page.waitForResponse((res) => res.url().endsWith(`/api/posts/${post.id}/increment-views`));
  await page.goto(`/videos/${post.id}`);
  const response = await counted;
  expect(response.status()).toBe(201);
  const { views } = (await response.json()) as { views: number };
  // The API does not count a repeat by the same visitor within 30 minutes.
  expect([before, before + 1]).toContain(views);
  await expect(page.locator('[data-post-stats] [data-views]')).toHaveText(
    `${views.toLocaleString('en-GB')} ${views === 1 ? 'view' : 'views'}`,
  );
  let again = 0;
  page.on('request', (req) => {
    if (req.url().endsWith('/increment-views')) again++;
  });
  await page.reload();
  await pageReady(page);
  expect(again).toBe(0);
});

test('a post created through the API after the build is served at /videos/{id} on demand', async ({ page, request, baseURL }) => {
  const { token } = await apiSession(request, baseURL);
  const title = `Created after the build ${Date.now()}`;
  const res = await request.post(`${baseURL}/api/posts`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { title, description: 'A drill filmed after the last rebuild of the site.' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const created = (await res.json()) as Post;
  const response = await page.goto(`/videos/${created.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('A drill filmed after the last rebuild of the site.')).toBeVisible();
  const fr = await page.goto(`/fr/videos/${created.id}`);
  expect(fr?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await request.delete(`${baseURL}/api/posts/${created.id}`, { headers: { Authorization: `Bearer ${token}` } });
});
