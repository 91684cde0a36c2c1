import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import type { Post } from '../../src/contract';
import { expect, test } from './fixtures';
import { apiJson, headerReady, pageReady } from './site-support';

async function seriousViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

/** One test a page: each has its own time, and the readers' workers share them out. */
const PAGES: { name: string; path: (request: APIRequestContext, baseURL: string | undefined) => Promise<string> }[] = [
  { name: 'the home', path: async () => '/' },
  {
    name: 'a post',
    path: async (request, baseURL) => `/videos/${(await apiJson<Post[]>(request, baseURL, 'posts/trends'))[0]!.id}`,
  },
  { name: 'a master', path: async () => '/history/hans-talhoffer' },
  {
    name: 'a manuscript',
    path: async (request, baseURL) =>
      `/manuscripts/${(await apiJson<{ slug: string }[]>(request, baseURL, 'manuscripts'))[0]!.slug}`,
  },
  { name: 'the 404 page', path: async () => '/no-such-page' },
  { name: 'the French home', path: async () => '/fr/' },
];

for (const { name, path } of PAGES) {
  test(`axe-core finds no serious or critical violation on ${name}`, async ({ page, request, baseURL }) => {
    const url = await path(request, baseURL);
    await page.goto(url);
    await pageReady(page);
    expect(await seriousViolations(page), url).toEqual([]);
  });
}

test('axe-core finds no serious violation in the opened mobile menu and filters', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await headerReady(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByTestId('filters-panel')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
