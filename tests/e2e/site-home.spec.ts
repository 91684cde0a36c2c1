import type { MasterHistory, Post, PostType } from '../../src/contract';
import { expect, test } from './fixtures';
import { apiJson, nameSlug } from './site-support';

test('TRENDS shows the two most viewed posts', async ({ page, request, baseURL }) => {
  const trends = await apiJson<Post[]>(request, baseURL, 'posts/trends');
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'TRENDS' })).toBeVisible();
  const cards = page.locator('section[aria-labelledby="trends-title"] article');
  await expect(cards).toHaveCount(2);
  for (const [i, post] of trends.slice(0, 2).entries()) {
    await expect(cards.nth(i).getByRole('link', { name: post.title })).toHaveAttribute('href', `/videos/${post.id}`);
  }
});

test('News shows the six most recent posts, each linking to the post and its author with avatar or default icon', async ({
  page,
  request,
  baseURL,
}) => {
  // The home page is built: posts that other tests create after the build are in the API's
  // news but not on the page until the next publish. Such posts are newer than every post the
  // page shows: from its newest one down, the page must list the API's news in order.
  const recent = await apiJson<Post[]>(request, baseURL, 'posts/news?limit=50');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'News' })).toBeVisible();
  const items = page.locator('section[aria-labelledby="news-title"] article');
  await expect(items).toHaveCount(6);
  const shown = await items.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-news-item'))));
  const newestShown = recent.find((post) => shown.includes(post.id));
  expect(newestShown, `the posts shown (${shown.join(', ')}) are in the API's news`).toBeDefined();
  const news = recent.slice(recent.indexOf(newestShown!), recent.indexOf(newestShown!) + 6);
  expect(shown).toEqual(news.map((post) => post.id));
  for (const [i, post] of news.entries()) {
    const item = items.nth(i);
    await expect(item.getByRole('link', { name: post.title })).toHaveAttribute('href', `/videos/${post.id}`);
    const author = item.locator('[data-author]');
    await expect(author).toHaveAttribute('href', `/profile/${post.user.id}`);
    await expect(author).toContainText(post.user.username);
    await expect(author.locator('img')).toHaveAttribute('src', post.user.fileUrl ?? '/images/default-avatar.svg');
  }
});

test('a card shows a copy of its picture as narrow as the card, not the widest file', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const picture = page.locator('section[aria-labelledby="news-title"] article img[srcset]').first();
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const { shown, natural, source } = await picture.evaluate((img: HTMLImageElement) => ({
    shown: img.clientWidth,
    natural: img.naturalWidth,
    source: img.currentSrc,
  }));
  expect(source).toMatch(/-w(320|640)\.webp$/);
  expect(natural).toBeGreaterThanOrEqual(shown);
  expect(natural).toBeLessThan(960);
});

test('the partner advertisement is the first publicity, beside the news', async ({ page, request, baseURL }) => {
  const publicities = await apiJson<{ title: string; url: string }[]>(request, baseURL, 'publicities');
  await page.goto('/');
  const partner = page.getByRole('complementary', { name: 'Partner' });
  await expect(partner).toBeVisible();
  if (publicities[0]) {
    await expect(partner.getByRole('link')).toHaveAttribute('href', publicities[0].url);
    await expect(partner).toContainText(publicities[0].title);
  } else {
    await expect(partner.getByRole('link', { name: 'Want to be a partner ? Please, contact us.' })).toHaveAttribute(
      'href',
      '/contact',
    );
  }
});

test("a random history entry titled 'History : {name}' links to /history/{name-lower-cased-hyphenated}, and a random content type to its page", async ({
  page,
  request,
  baseURL,
}) => {
  const masters = await apiJson<MasterHistory[]>(request, baseURL, 'master_histories');
  const types = await apiJson<PostType[]>(request, baseURL, 'post_types');
  const seen = new Set<string>();
  let last = '';
  for (let visit = 0; visit < 6; visit++) {
    await page.goto('/');
    // Both sections say when this visit's pick is on the page (a fresh one from the API).
    await expect(page.locator('[data-random-history]')).toHaveAttribute('data-drawn', 'fresh');
    await expect(page.locator('[data-random-type]')).toHaveAttribute('data-drawn', 'fresh');
    const link = page.locator('[data-random-history] h2 a');
    await expect(link).toHaveText(/^History : .+/);
    const name = (await link.textContent())!.replace('History : ', '');
    seen.add(name);
    last = name;
    expect(masters.map((m) => m.name)).toContain(name);
    await expect(link).toHaveAttribute('href', `/history/${encodeURIComponent(nameSlug(name))}`);
    const typeLink = page.locator('[data-random-type] h2 a');
    const typeName = (await typeLink.textContent())!.trim();
    expect(types.map((t) => t.name)).toContain(typeName);
    await expect(typeLink).toHaveAttribute('href', `/${encodeURIComponent(nameSlug(typeName))}`);
  }
  // Random on each visit: six visits among 17 masters all landing on one is very unlikely.
  expect(seen.size).toBeGreaterThan(1);
  await page.locator('[data-random-history] h2 a').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(last);
});
