import type { Page } from '@playwright/test';
import { expectNoViolations, openSitePage } from './a11y-support';
import { expect, test } from './fixtures';
import { pageReady } from './site-support';

const headerBox = (page: Page) => page.locator('[data-search-slot="header"]').getByRole('combobox');
const resultCards = (page: Page) => page.locator('[data-search-results] [data-post-card]');

async function search(page: Page, text: string) {
  await headerBox(page).fill(text);
  await headerBox(page).press('Enter');
}

test('the search combobox with its suggestions open has no axe violation', async ({ page }) => {
  await openSitePage(page, '/news');
  await headerBox(page).fill('zo');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await headerBox(page).press('ArrowDown');
  await expect(headerBox(page)).toHaveAttribute('aria-activedescendant', /option/);
  await expectNoViolations(page, 'suggestions open');
});

test('the search results page showing results has no axe violation', async ({ page }) => {
  await openSitePage(page, '/news');
  await search(page, 'zornhau');
  await expect(page).toHaveURL(/\/search-results/);
  await expect(resultCards(page).first()).toBeVisible();
  await pageReady(page);
  await expectNoViolations(page, 'search results');
});

test("the search results page showing 'no result' has no axe violation", async ({ page }) => {
  await openSitePage(page, '/news');
  await search(page, 'qqxyzzyqq');
  await expect(page.locator('[data-search-empty]')).toBeVisible();
  await expectNoViolations(page, 'no result');
});

test('the home page showing search results in place of its sections has no axe violation', async ({ page }) => {
  await openSitePage(page, '/');
  await search(page, 'zornhau');
  await expect(resultCards(page).first()).toBeVisible();
  await pageReady(page);
  await expectNoViolations(page, 'home with results');
});

test('at 375 px the search results with their filters open have no axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openSitePage(page, '/search-results?q=longsword');
  await expect(resultCards(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByTestId('filters-panel')).toBeVisible();
  await expectNoViolations(page, 'mobile results and filters');
});
