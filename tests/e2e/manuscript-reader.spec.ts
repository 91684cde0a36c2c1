import type { Page } from '@playwright/test';
import { expectNoViolations, openSitePage } from './a11y-support';
import { expect, test } from './fixtures';
import { apiJson } from './site-support';

/** The reader's island has loaded its folios and shown a first tile of `label`. */
async function folioShown(page: Page, label: string) {
  const reader = page.locator('[data-reader]');
  await reader.scrollIntoViewIfNeeded();
  await expect(reader).toHaveAttribute('data-folio', label);
  return reader;
}

test('a manuscript reads folio by folio in deep zoom: buttons, thumbnails, Page Down, the address kept', async ({
  page,
}) => {
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
  // The passage is framed on the folio, over the zoomed image.
  await expect(reader.locator('[data-region-outline]')).toBeVisible();
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

test('a technique page shows its source beside the video moments, and the source opens the reader at the region', async ({ page }) => {
  await openSitePage(page, '/techniques/ochs');
  const source = page.locator('[data-sources]');
  await expect(source.getByRole('heading', { name: 'In the source' })).toBeVisible();
  await expect(source.getByText('The Ox: the hilt beside the head, the point at the opponent’s face.')).toBeVisible();
  await expect(page.locator('[data-source-and-moments]').getByRole('heading', { name: 'Moments in the videos' })).toBeVisible();
  const image = source.getByRole('img', { name: /^The passage on folio 18r of Nuremberg Hausbuch/ });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent())!) as {
    isBasedOn: { isPartOf: { name: string } }[];
    subjectOf: { '@type': string }[];
  };
  expect(ld.isBasedOn[0]!.isPartOf.name).toMatch(/^Nuremberg Hausbuch/);
  expect(ld.subjectOf.every((clip) => clip['@type'] === 'Clip')).toBe(true);
  await expectNoViolations(page, 'technique with its source');

  await source.getByRole('link', { name: /^f\. 18r — Nuremberg Hausbuch/ }).click();
  await expect(page).toHaveURL(/\/manuscripts\/hs-3227a\?folio=18r&region=380,900,620,440$/);
  await folioShown(page, '18r');
});

test('in French the source is translated, and a video chapter offers to see its technique in the source', async ({ page, request, baseURL }) => {
  await openSitePage(page, '/fr/techniques/pflug');
  const source = page.locator('[data-sources]');
  await expect(source.getByRole('heading', { name: 'Dans la source' })).toBeVisible();
  await expect(source.getByText('La Charrue est la deuxième garde : la poignée à la hanche, la pointe vers le visage.')).toBeVisible();

  const techniques = await apiJson<{ id: number; slug: string }[]>(request, baseURL, 'techniques');
  const pflug = techniques.find((technique) => technique.slug === 'pflug')!;
  const timelines = await apiJson<{ id: number; chapters: { techniqueId: number | null }[] }[]>(request, baseURL, 'posts/timelines');
  const post = timelines.find((timeline) => timeline.chapters.some((chapter) => chapter.techniqueId === pflug.id))!;
  await openSitePage(page, `/fr/videos/${post.id}`);
  await page.locator('[data-chapters]').getByRole('link', { name: /^Voir dans la source \(Pflug\)/ }).click();
  await expect(page).toHaveURL(/\/fr\/manuscripts\/hs-3227a\?folio=18v&region=/);
  await folioShown(page, '18v');
});
