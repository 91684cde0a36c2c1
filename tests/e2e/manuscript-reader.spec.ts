import type { Page } from '@playwright/test';
import { expectNoViolations, openSitePage } from './a11y-support';
import { expect, test } from './fixtures';

/** The reader's island has loaded its folios and shown a first tile of `label`. */
async function folioShown(page: Page, label: string) {
  const reader = page.locator('[data-reader]');
  await reader.scrollIntoViewIfNeeded();
  await expect(reader).toHaveAttribute('data-folio', label);
  return reader;
}

test('a manuscript reads folio by folio in deep zoom: buttons, thumbnails, Page Down, the address kept', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await openSitePage(page, '/manuscripts/ms-i-33');
  const reader = await folioShown(page, '1r');
  await expect(reader.getByRole('heading', { name: 'Read the manuscript' })).toBeVisible();
  await expect(reader.getByText('f. 1r (1 of 3)')).toBeVisible();
  const strip = reader.getByRole('navigation', { name: 'Folios' });
  await expect(strip.getByRole('button')).toHaveCount(3);
  await expect(strip.getByRole('button', { name: 'f. 1r' })).toHaveAttribute('aria-current', 'page');

  await reader.getByRole('button', { name: 'Next folio' }).click();
  await folioShown(page, '1v');
  await expect(page).toHaveURL(/\/manuscripts\/ms-i-33\?folio=1v$/);

  await strip.getByRole('button', { name: 'f. 2r' }).click();
  await folioShown(page, '2r');
  await expect(reader.getByRole('button', { name: 'Next folio' })).toBeDisabled();

  // Keyboard only: the image takes focus, Page Up turns back, + zooms, 0 shows it whole.
  const image = reader.getByRole('img', { name: /^Folio 2r in deep zoom/ });
  await image.focus();
  await page.keyboard.press('PageUp');
  await folioShown(page, '1v');
  await expect(reader.getByRole('img', { name: /^Folio 1v in deep zoom/ })).toBeVisible();
  await page.keyboard.press('+');
  await page.keyboard.press('Home');
  await expectNoViolations(page, 'manuscript reader');
  expect(scripts.some((url) => /openseadragon/i.test(url))).toBe(true);
});

test('a deep link opens the reader at a folio and a region, in French', async ({ page }) => {
  await openSitePage(page, '/fr/manuscripts/getty-ms-ludwig-xv-13?folio=25v&region=200,300,500,400');
  const reader = await folioShown(page, '25v');
  await expect(reader.getByRole('heading', { name: 'Lire le manuscrit' })).toBeVisible();
  await expect(reader.getByText('f. 25v (2 sur 3)')).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Folio suivant' })).toBeEnabled();
  await expect(page).toHaveURL(/\?folio=25v&region=200%2C300%2C500%2C400$|\?folio=25v&region=200,300,500,400$/);
  await expectNoViolations(page, 'lecteur de manuscrit');
});

test('a manuscript without folios says so, and no other page loads the reader', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await openSitePage(page, '/manuscripts/silver-paradoxes');
  const reader = page.locator('[data-reader]');
  await reader.scrollIntoViewIfNeeded();
  await expect(reader.getByText('No folio of this manuscript has been scanned yet.')).toBeVisible();
  scripts.length = 0;
  await openSitePage(page, '/');
  await openSitePage(page, '/techniques');
  expect(scripts.filter((url) => /openseadragon|manuscript-reader/i.test(url))).toEqual([]);
});
