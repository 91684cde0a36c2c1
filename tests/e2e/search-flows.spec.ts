import type { Locator, Page } from '@playwright/test';
import type { Post } from '../../src/contract';
import { expect, test } from './fixtures';
import { apiJson, headerReady } from './site-support';

/** The search box in use at this width: the header's from 1024 px, the mobile bar's below 768 px. */
async function searchBox(page: Page): Promise<Locator> {
  await headerReady(page);
  const width = page.viewportSize()!.width;
  if (width >= 1024) return page.locator('[data-search-slot="header"]').getByRole('combobox');
  if (width >= 768) return page.locator('[data-search-slot="tablet"]').getByRole('combobox');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  return page.locator('#mobile-search').getByRole('combobox');
}

const results = (page: Page) => page.locator('[data-search-results] [data-post-card]');

async function viewsOf(cards: Locator): Promise<number[]> {
  return (await cards.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-result-views'))))) as number[];
}

async function expectCycling(page: Page, box: Locator) {
  await box.fill('zo');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const count = await options.count();
  expect(count).toBeGreaterThan(2);
  for (const option of await options.allTextContents()) expect(option.toLowerCase()).toContain('zo');
  const selected = page.locator('[role="option"][aria-selected="true"]');
  await box.press('ArrowUp');
  await expect(selected).toHaveId((await options.nth(count - 1).getAttribute('id'))!);
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(count - 1).getAttribute('id'))!);
  await box.press('ArrowDown');
  await expect(selected).toHaveId((await options.first().getAttribute('id'))!);
  await box.press('Shift+Tab');
  await expect(selected).toHaveId((await options.nth(count - 1).getAttribute('id'))!);
  await box.press('Tab');
  await expect(selected).toHaveId((await options.first().getAttribute('id'))!);
  await expect(box).toBeFocused();
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(options).toHaveCount(0);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}

for (const width of [1280, 375]) {
  test.describe(`search at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('suggestions appear while typing; ArrowUp/ArrowDown and Tab/Shift+Tab wrap around; a click outside closes them', async ({ page }) => {
      await page.goto('/news');
      await expectCycling(page, await searchBox(page));
    });

    test('Enter from /news goes to /search-results with the matching posts as post cards', async ({ page, request, baseURL }) => {
      const expected = await apiJson<Post[]>(request, baseURL, 'search?q=zornhau');
      expect(expected.length).toBeGreaterThan(0);
      await page.goto('/news');
      const box = await searchBox(page);
      await box.fill('zornhau');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search-results\?q=zornhau$/);
      await expect(page.getByRole('heading', { name: 'Résultats de la recherche :' })).toBeVisible();
      await expect(results(page).first()).toBeVisible();
      await expect(results(page).first().getByRole('link', { name: expected[0]!.title })).toHaveAttribute('href', `/videos/${expected[0]!.id}`);
      await expect(page.locator('[data-search-slot] input').first()).toHaveValue('');
      // Pagefind adds library pages whose text names it (masters, techniques, manuscripts, weapons).
      await expect(page.locator('[data-page-matches] li').first()).toBeVisible();
      await expect(page.locator('[data-page-matches] li a').first()).toHaveAttribute('href', /^\/(history|techniques|manuscripts|weapons)\//);
    });

    test("nonsense shows 'Aucun résultat trouvé.'", async ({ page }) => {
      await page.goto('/search-results');
      const box = await searchBox(page);
      await box.fill('qwxzvbnm');
      await box.press('Enter');
      await expect(page.locator('[data-search-empty]')).toHaveText('Aucun résultat trouvé.');
      await expect(results(page)).toHaveCount(0);
    });

    test('with the API unreachable, a query still returns Pagefind results', async ({ page }) => {
      // Every API call fails except the health probe (GET /api), which keeps the maintenance screen away.
      await page.route(/\/api\/.+/, (route) => route.abort('connectionrefused'));
      await page.goto('/news');
      const box = await searchBox(page);
      await box.fill('zornhau');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search-results\?q=zornhau$/);
      await expect(page.locator('[data-search-offline]')).toBeVisible();
      await expect(results(page).first()).toBeVisible();
      await expect(results(page).first().getByRole('heading')).toContainText(/zornhau/i);
      // Full-text matches inside library pages come from Pagefind too.
      await expect(page.locator('[data-page-matches] li').first()).toBeVisible();
    });
  });
}

test.describe('at 1280 px, the home search module', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows by default; a checked filter shows its count in brackets, results sorted by views, with pagination', async ({ page, request, baseURL }) => {
    const sparring = await apiJson<Post[]>(request, baseURL, 'search?contentType[]=Sparring&limit=100');
    expect(sparring.length).toBeGreaterThan(6);
    await page.goto('/');
    await headerReady(page);
    const module = page.locator('[data-search-module]');
    await expect(module).toBeVisible();
    await module.getByRole('checkbox', { name: 'Sparring', exact: true }).check();
    await expect(module.getByRole('checkbox', { name: `Sparring (${sparring.length})` })).toBeChecked();
    // The home page stays, its address holding the filter (issue 16).
    await expect(page).toHaveURL(/\/\?contentType=Sparring$/);
    await expect(page.getByRole('heading', { name: 'Résultats de la recherche :' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'TRENDS' })).toBeHidden();
    await expect(results(page)).toHaveCount(6);
    const firstPage = await viewsOf(results(page));
    expect(firstPage).toEqual([...firstPage].sort((a, b) => b - a));
    expect(firstPage[0]).toBe(Math.max(...sparring.map((p) => p.views)));

    const pagination = page.getByRole('navigation', { name: 'Result pages' });
    await expect(pagination.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await pagination.getByRole('button', { name: 'Next page' }).click();
    await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(results(page)).toHaveCount(Math.min(6, sparring.length - 6));
    const lastPage = Math.ceil(sparring.length / 6);
    await pagination.getByRole('button', { name: `Page ${lastPage}` }).click();
    await expect(pagination.getByRole('button', { name: 'Next page' })).toBeDisabled();
    const secondPage = await viewsOf(results(page));
    expect(Math.max(...secondPage)).toBeLessThanOrEqual(Math.min(...firstPage));

    await module.getByRole('checkbox', { name: /^Sparring/ }).uncheck();
    await expect(page.getByRole('heading', { name: 'TRENDS' })).toBeVisible();
  });

  test('on /search-results a filter keeps the page; the logo resets the search', async ({ page }) => {
    await page.goto('/search-results');
    await headerReady(page);
    await page.locator('[data-search-module]').getByRole('checkbox', { name: 'Longsword', exact: true }).check();
    await expect(results(page).first()).toBeVisible();
    await expect(page).toHaveURL(/\/search-results\?martialArt=Longsword$/);
    await page.getByRole('link', { name: 'HDX home' }).click();
    await expect(page.getByRole('heading', { name: 'TRENDS' })).toBeVisible();
    await expect(page.locator('[data-search-module]').getByRole('checkbox', { name: /^Longsword/ })).not.toBeChecked();
  });
});

test.describe("at 375 px, the filters panel and 'Voir plus'", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("5 results first, then 'Voir plus' adds 6 until all show", async ({ page, request, baseURL }) => {
    const sparring = await apiJson<Post[]>(request, baseURL, 'search?contentType[]=Sparring&limit=100');
    await page.goto('/');
    await headerReady(page);
    await expect(page.locator('[data-search-module]')).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByTestId('filters-panel');
    await panel.getByRole('checkbox', { name: 'Sparring', exact: true }).check();
    await expect(panel.getByRole('checkbox', { name: `Sparring (${sparring.length})` })).toBeChecked();
    await expect(results(page)).toHaveCount(5);
    await expect(page.getByRole('navigation', { name: 'Result pages' })).toHaveCount(0);
    const more = page.getByRole('button', { name: 'Voir plus' });
    await more.click();
    await expect(results(page)).toHaveCount(Math.min(11, sparring.length));
    if (sparring.length <= 11) await expect(more).toBeHidden();
    const views = await viewsOf(results(page));
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  test('a filter from /news with results moves to /search-results', async ({ page }) => {
    await page.goto('/news');
    await headerReady(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    // A click, not check(): the box leads to another page, and check() would wait for it to show
    // checked there, where the filters panel is closed (it hung whenever the page came first).
    await page.getByTestId('filters-panel').getByRole('checkbox', { name: 'Longsword', exact: true }).click();
    await expect(page).toHaveURL(/\/search-results\?martialArt=Longsword$/);
    await expect(results(page).first()).toBeVisible();
  });
});
