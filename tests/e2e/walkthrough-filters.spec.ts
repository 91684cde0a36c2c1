import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoViolations } from './a11y-support';
import { apiJson, headerReady } from './site-support';

/**
 * Issue 16, defects 1, 5 and 10 and "a filter group's scroll box gives no sign that there is
 * more": the filters at every breakpoint edge, the mobile search toggle's focus, the filter
 * and page state in the URL, the chips of the active values and "Show more" per group.
 */

const TEXTS = {
  en: {
    prefix: '',
    filters: 'Filters',
    search: 'Search',
    chips: 'Active filters',
    sidebarTitle: 'Filter the videos',
    remove: (value: string) => `Remove ${value}`,
    clearAll: 'Clear all',
    showMore: /^Show more/,
    showLess: /^Show less/,
  },
  fr: {
    prefix: '/fr',
    filters: 'Filtres',
    search: 'Rechercher',
    chips: 'Filtres actifs',
    sidebarTitle: 'Filtrer les vidéos',
    remove: (value: string) => `Retirer ${value}`,
    clearAll: 'Tout effacer',
    showMore: /^Afficher plus/,
    showLess: /^Afficher moins/,
  },
} as const;
type Lang = keyof typeof TEXTS;

const sidebar = (page: Page) => page.locator('[data-search-module]');
const panel = (page: Page) => page.getByTestId('filters-panel');
const results = (page: Page) => page.locator('[data-search-results] [data-post-card]');
const checkbox = (scope: Locator, name: string) =>
  scope.getByRole('checkbox', { name: new RegExp(`^${name}( \\(\\d+\\))?$`) });

/**
 * Waits until the results the last filter change asked for are shown. Their arrival moves the
 * page (spec, search results screen: to the top, or to the results block when flagged), and a
 * press made before it and released after lands on another row and is lost, as a person's would.
 */
const resultsShown = (page: Page) =>
  expect(page.locator('[data-search-results]')).toHaveAttribute('aria-busy', 'false');

/** Spec §2/§9: the sidebar over 1024 px, the mobile bar's filters toggle at 1024 px and narrower. */
for (const width of [767, 768, 769, 1023, 1024, 1025]) {
  for (const path of ['/', '/search-results?q=zorn']) {
    test(`at ${width} px on ${path} exactly one way to the filters shows, and it works`, async ({ page }) => {
      await page.setViewportSize({ width, height: 768 });
      await page.goto(path);
      await headerReady(page);
      const toggle = page.getByRole('button', { name: TEXTS.en.filters, exact: true });
      if (width > 1024) {
        await expect(sidebar(page)).toBeVisible();
        await expect(toggle).toBeHidden();
        await expect(panel(page)).toBeHidden();
        await expect(checkbox(sidebar(page), 'Longsword')).toBeVisible();
      } else {
        await expect(toggle).toBeVisible();
        await expect(sidebar(page)).toBeHidden();
        await toggle.click();
        await expect(checkbox(panel(page), 'Longsword')).toBeVisible();
      }
      await checkbox(page.locator('[data-filter-sidebar]:visible'), 'Longsword').check();
      await expect(results(page).first()).toBeVisible();
      // One search box too: the header's over 1024 px, the tablet bar's over 768 px, else the toggle.
      const boxes = page.locator('[data-search-slot]:visible');
      const searchToggle = page.getByRole('button', { name: TEXTS.en.search, exact: true });
      if (width > 768) {
        await expect(boxes).toHaveCount(1);
        await expect(searchToggle).toBeHidden();
        await expect(boxes).toHaveAttribute('data-search-slot', width > 1024 ? 'header' : 'tablet');
      } else {
        await expect(boxes).toHaveCount(0);
        await expect(searchToggle).toBeVisible();
      }
    });
  }
}

for (const lang of ['en', 'fr'] as const) {
  const t = TEXTS[lang];

  test.describe(`at 375 px (${lang})`, () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test(`the "${t.search}" toggle moves the focus into the search field`, async ({ page }) => {
      await page.goto(`${t.prefix}/news`);
      await headerReady(page);
      await page.getByRole('button', { name: t.search, exact: true }).click();
      const box = page.locator('#mobile-search').getByRole('combobox');
      await expect(box).toBeFocused();
      await page.keyboard.type('zorn');
      await expect(box).toHaveValue('zorn');
    });

    test('the filters panel shows a few values per group and a visible "show more"', async ({
      page,
      request,
      baseURL,
    }) => {
      const techniques = await apiJson<unknown[]>(request, baseURL, 'techniques');
      await page.goto(`${t.prefix}/`);
      await headerReady(page);
      await page.getByRole('button', { name: t.filters, exact: true }).click();
      await expectShowMore(panel(page), techniques.length, t);
    });
  });

  test.describe(`at 1280 px (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('the filters and the page are in the URL: reload and Back restore them', async ({ page }) => {
      await page.goto(`${t.prefix}/`);
      await headerReady(page);
      const module = sidebar(page);
      await checkbox(module, 'Sparring').check();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/\\?contentType=Sparring$`));
      await resultsShown(page);
      await checkbox(module, 'Longsword').check();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/\\?contentType=Sparring&martialArt=Longsword$`));
      await resultsShown(page);
      const pages = page.locator('[data-pagination]');
      await pages.getByRole('button', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/contentType=Sparring&martialArt=Longsword&page=2$/);
      const firstOfPage2 = await results(page).first().locator('a').first().getAttribute('href');

      await page.reload();
      await headerReady(page);
      await expect(checkbox(module, 'Sparring')).toBeChecked();
      await expect(checkbox(module, 'Longsword')).toBeChecked();
      await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(results(page).first().locator('a').first()).toHaveAttribute('href', firstOfPage2!);

      await page.goBack();
      await expect(page).toHaveURL(/contentType=Sparring&martialArt=Longsword$/);
      await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      await page.goBack();
      await expect(page).toHaveURL(/\?contentType=Sparring$/);
      await expect(checkbox(module, 'Longsword')).not.toBeChecked();
      await expect(checkbox(module, 'Sparring')).toBeChecked();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/$`));
      await expect(checkbox(module, 'Sparring')).not.toBeChecked();
      await expect(page.locator('[data-home-sections]')).toBeVisible();
    });

    test('a shared link with filters and a page opens them on /search-results', async ({ page }) => {
      await page.goto(`${t.prefix}/search-results?contentType=Sparring&page=2`);
      await headerReady(page);
      await expect(checkbox(sidebar(page), 'Sparring')).toBeChecked();
      await expect(page.locator('[data-pagination]').getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(results(page).first()).toBeVisible();
      await expect(page.getByRole('button', { name: t.remove('Sparring') })).toBeVisible();
    });

    test('chips show the active values; each removes its value, "Clear all" removes them all', async ({ page }) => {
      await page.goto(`${t.prefix}/search-results`);
      await headerReady(page);
      const module = sidebar(page);
      await checkbox(module, 'Sparring').check();
      await resultsShown(page);
      await checkbox(module, 'Longsword').check();
      await resultsShown(page);
      const chips = page.getByRole('region', { name: t.chips });
      await expect(chips.getByRole('button', { name: t.remove('Sparring') })).toBeVisible();
      await expect(chips.getByRole('button', { name: t.remove('Longsword') })).toBeVisible();
      await chips.getByRole('button', { name: t.remove('Sparring') }).click();
      await expect(checkbox(module, 'Sparring')).not.toBeChecked();
      await expect(checkbox(module, 'Longsword')).toBeChecked();
      await expect(chips.getByRole('button', { name: t.remove('Longsword') })).toBeFocused();
      await expect(page).toHaveURL(/\/search-results\?martialArt=Longsword$/);
      await expect(chips.getByRole('button', { name: t.remove('Sparring') })).toHaveCount(0);
      await resultsShown(page);
      await checkbox(module, 'Messer').check();
      await expect(chips.getByRole('button', { name: t.remove('Messer') })).toBeVisible();
      await resultsShown(page);
      await chips.getByRole('button', { name: t.clearAll }).click();
      await expect(chips).toHaveCount(0);
      await expect(module.getByRole('heading', { name: t.sidebarTitle })).toBeFocused();
      await expect(module.getByRole('checkbox', { checked: true })).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/search-results$`));
    });

    test('a value checked before the sidebar hydrated stays checked and filters once it has', async ({ page }) => {
      await page.goto(`${t.prefix}/search-results`);
      const island = page.locator('astro-island', { has: sidebar(page) });
      const script = new URL((await island.getAttribute('component-url'))!, page.url()).pathname;
      // The sidebar's script is held until the box is checked: the press lands on the server's HTML.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname === script,
        async (route) => {
          await held;
          await route.continue();
        },
      );
      await page.goto(`${t.prefix}/search-results`, { waitUntil: 'domcontentloaded' });
      await checkbox(sidebar(page), 'Sparring').check();
      release();
      await expect(sidebar(page)).toHaveAttribute('data-hydrated', 'true');
      await resultsShown(page);
      await expect(checkbox(sidebar(page), 'Sparring')).toBeChecked();
      await expect(
        page.getByRole('region', { name: t.chips }).getByRole('button', { name: t.remove('Sparring') }),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/search-results\\?contentType=Sparring$`));
    });

    test('the sidebar shows a few values per group and a visible "show more"', async ({ page, request, baseURL }) => {
      const techniques = await apiJson<unknown[]>(request, baseURL, 'techniques');
      await page.goto(`${t.prefix}/`);
      await headerReady(page);
      await expectShowMore(sidebar(page), techniques.length, t);
    });

    test('the chips and an opened group have no axe violation', async ({ page }) => {
      await page.goto(`${t.prefix}/search-results?contentType=Sparring&martialArt=Longsword`);
      await headerReady(page);
      await expect(page.getByRole('region', { name: t.chips }).getByRole('button', { name: t.clearAll })).toBeVisible();
      await sidebar(page).getByRole('button', { name: t.showMore }).first().click();
      await expect(results(page).first()).toBeVisible();
      await expectNoViolations(page, `chips and opened group (${lang})`);
    });
  });
}

async function expectShowMore(scope: Locator, total: number, t: (typeof TEXTS)[Lang]) {
  const group = scope.locator('[data-filter-group="techniques"]');
  const boxes = group.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  const collapsed = await boxes.count();
  expect(collapsed).toBeLessThan(total);
  const more = group.getByRole('button', { name: t.showMore });
  await expect(more).toBeVisible();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  // No hidden scroll box: every listed value is on screen without scrolling the list.
  expect(await group.locator('ul').evaluate((list) => list.scrollHeight <= list.clientHeight)).toBe(true);
  await more.click();
  await expect(boxes).toHaveCount(total);
  const less = group.getByRole('button', { name: t.showLess });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await less.click();
  await expect(boxes).toHaveCount(collapsed);
}
