import type { Manuscript, MasterHistory, Post, Technique, Weapon } from '../../src/contract';
import { expectNoViolations, openSitePage } from './a11y-support';
import { doNotCountViews } from './engagement-support';
import { expect, test } from './fixtures';
import { apiJson, headerReady } from './site-support';

test.beforeEach(({ page }) => doNotCountViews(page));

const LISTS = ['/', '/trends', '/news', '/history', '/manuscripts', '/techniques', '/weapons', '/sparring'];
const TEXT_PAGES = ['/about', '/faq', '/contact', '/legal-notice'];

for (const path of LISTS) {
  test(`the list page ${path} has no axe violation`, async ({ page }) => {
    await openSitePage(page, path);
    await expectNoViolations(page, path);
  });
}

test('the text pages (about, FAQ, contact, legal notice) have no axe violation', async ({ page }) => {
  for (const path of TEXT_PAGES) {
    await openSitePage(page, path);
    await expectNoViolations(page, path);
  }
});

test('a post, a master, a manuscript, a technique and a weapon page have no axe violation', async ({
  page,
  request,
  baseURL,
}) => {
  // Five pages, each with an axe run: past the 60 s of one test on a loaded two-core machine.
  test.setTimeout(120_000);
  const [[post], [master], [manuscript], [technique], [weapon]] = await Promise.all([
    apiJson<Post[]>(request, baseURL, 'posts/trends'),
    apiJson<MasterHistory[]>(request, baseURL, 'master_histories'),
    apiJson<Manuscript[]>(request, baseURL, 'manuscripts'),
    apiJson<Technique[]>(request, baseURL, 'techniques'),
    apiJson<Weapon[]>(request, baseURL, 'weapons'),
  ]);
  // Hans Talhoffer's page too: the demo master with the most on his page (lineage, manuscripts, techniques).
  const paths = new Set([
    `/videos/${post!.id}`,
    `/history/${master!.slug}`,
    '/history/hans-talhoffer',
    `/manuscripts/${manuscript!.slug}`,
    `/techniques/${technique!.slug}`,
    `/weapons/${weapon!.slug}`,
  ]);
  for (const path of paths) {
    await openSitePage(page, path);
    await expectNoViolations(page, path);
  }
});

test('the French home and a French post have no axe violation', async ({ page, request, baseURL }) => {
  const [post] = await apiJson<Post[]>(request, baseURL, 'posts/trends');
  for (const path of ['/fr/', `/fr/videos/${post!.id}`, '/fr/trends']) {
    await openSitePage(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectNoViolations(page, path);
  }
});

test('the 404 page has no axe violation', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await headerReady(page);
  await expectNoViolations(page, '404');
});

test('the maintenance screen has no axe violation', async ({ page }) => {
  await page.route(/\/api$/, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":"down"}' }),
  );
  await page.goto('/');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoViolations(page, 'maintenance');
});

test('at 375 px the home page with its menu and filters open has no axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openSitePage(page, '/');
  await expectNoViolations(page, 'mobile home');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByTestId('filters-panel')).toBeVisible();
  await expectNoViolations(page, 'mobile home, menu and filters open');
});
