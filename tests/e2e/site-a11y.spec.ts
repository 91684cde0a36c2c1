import AxeBuilder from '@axe-core/playwright';
import type { Post } from '../../src/contract';
import { expect, test } from './fixtures';
import { apiJson, headerReady, pageReady } from './site-support';

async function seriousViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

test('axe-core finds no serious or critical violation on the home, a post, a master, a manuscript and the 404 page', async ({ page, request, baseURL }) => {
  const [post] = await apiJson<Post[]>(request, baseURL, 'posts/trends');
  const manuscripts = await apiJson<{ slug: string }[]>(request, baseURL, 'manuscripts');
  const paths = ['/', `/videos/${post!.id}`, '/history/hans-talhoffer', `/manuscripts/${manuscripts[0]!.slug}`, '/no-such-page', '/fr/'];
  for (const path of paths) {
    await page.goto(path);
    await pageReady(page);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('axe-core finds no serious violation in the opened mobile menu and filters', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await headerReady(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByTestId('filters-panel')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
