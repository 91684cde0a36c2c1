import type { Post } from '../../src/contract';
import { expect, test } from './fixtures';
import { apiJson, headerReady } from './site-support';

test('French pages render in French', async ({ page }) => {
  await page.goto('/fr/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'TENDANCES' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nouveautés', exact: true })).toBeVisible();
  await expect(page.locator('[data-random-history] h2 a')).toHaveText(/^Histoire : .+/);
  const footer = page.getByRole('navigation', { name: 'Pied de page' });
  await expect(footer.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/fr/legal-notice');
  await page.goto('/fr/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
  await page.goto('/fr/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Histoire des maîtres' })).toBeVisible();
  await page.goto('/fr/contact');
  await expect(page.getByLabel('Votre adresse e-mail')).toBeVisible();
});

test('the language switcher leads to the same page in the other language', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/manuscripts');
  await headerReady(page);
  await page.locator('header').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/manuscripts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manuscrits' })).toBeVisible();
  await page.locator('header').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/manuscripts$/);
});

test('translations are served at /locales/{lng}/{ns}.json', async ({ request, baseURL }) => {
  for (const path of ['/locales/en/translation.json', '/locales/fr/translation.json', '/locales/en/pages.json', '/locales/fr/pages.json']) {
    const res = await request.get(`${baseURL}${path}`);
    expect(res.status(), path).toBe(200);
    expect(await res.json()).toBeTruthy();
  }
});

test('every page has a title, a description, a canonical URL, hreflang alternates and Open Graph tags', async ({ page }) => {
  for (const path of ['/', '/trends', '/history/hans-talhoffer', '/fr/manuscripts', '/faq']) {
    await page.goto(path);
    await expect(page).toHaveTitle(/HDX/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname.replace(/\/$/, '')).toBe(path.replace(/\/$/, ''));
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /\/fr(\/|$)/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /HDX/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
  }
});

async function jsonLdTypes(page: import('@playwright/test').Page): Promise<unknown[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => (JSON.parse(text) as { '@type': unknown })['@type']);
}

test('JSON-LD: VideoObject for posts, Person for masters, Book for manuscripts', async ({ page, request, baseURL }) => {
  const [post] = await apiJson<Post[]>(request, baseURL, 'posts/trends');
  await page.goto(`/videos/${post!.id}`);
  expect(await jsonLdTypes(page)).toEqual(['VideoObject']);
  const video = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(video).toMatchObject({ name: post!.title, uploadDate: post!.createdAt });
  await page.goto('/history/joachim-meyer');
  expect(await jsonLdTypes(page)).toEqual(['Person']);
  const manuscripts = await apiJson<{ slug: string }[]>(request, baseURL, 'manuscripts');
  await page.goto(`/manuscripts/${manuscripts[0]!.slug}`);
  expect(await jsonLdTypes(page)).toEqual([['Book', 'CreativeWork']]);
});

test('sitemap and robots.txt', async ({ request, baseURL }) => {
  const robots = await request.get(`${baseURL}/robots.txt`);
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Sitemap:');
  const index = await request.get(`${baseURL}/sitemap-index.xml`);
  expect(index.status()).toBe(200);
  const sitemap = await request.get(`${baseURL}/sitemap-0.xml`);
  const xml = await sitemap.text();
  expect(xml).toContain('/history/hans-talhoffer');
  expect(xml).toContain('/fr/faq');
  expect(xml).toMatch(/\/videos\/\d+/);
});
