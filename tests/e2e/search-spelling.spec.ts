import type { Page, Response } from '@playwright/test';
import { expectNoViolations } from './a11y-support';
import { expect, test } from './fixtures';
import { headerReady } from './site-support';

/**
 * Issue 29 §13: a misspelt HEMA term ("zornhaw") finds nothing, and the results say which
 * library name was probably meant; following it runs that search. No request of the search
 * answers 404 (the search index's delta file is always there).
 */
const LOCALES = [
  { lang: 'en', prefix: '', start: '/about', didYouMean: /^Did you mean\s+Zornhau\s*\?$/, summary: '“Zornhau”' },
  {
    lang: 'fr',
    prefix: '/fr',
    start: '/fr/search-results',
    didYouMean: /^Vouliez-vous dire\s+Zornhau\s*\?$/,
    summary: '« Zornhau »',
  },
] as const;

/** Every answer the page receives, as "status path". */
function answers(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response: Response) => seen.push(`${response.status()} ${new URL(response.url()).pathname}`));
  return seen;
}

for (const locale of LOCALES) {
  test(`a misspelt term offers the nearest one, which searches it (${locale.lang})`, async ({ page }) => {
    const seen = answers(page);
    await page.goto(locale.start);
    await headerReady(page);
    const box = page.locator('[data-search-slot="header"]').getByRole('combobox');
    await box.fill('zornhaw');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`^[^?]*${locale.prefix}/search-results\\?q=zornhaw`));

    const results = page.locator('[data-search-results]');
    await expect(results.locator('[data-search-empty]')).toBeVisible();
    const hint = results.locator('[data-search-did-you-mean]');
    await expect(hint).toHaveText(locale.didYouMean);
    await expectNoViolations(page, `did you mean (${locale.lang})`);
    await hint.getByRole('button', { name: 'Zornhau' }).click();

    await expect(
      results.locator('[data-entity-card="techniques"]').getByRole('link', { name: 'Zornhau' }),
    ).toBeVisible();
    await expect(results.locator('[data-search-summary]')).toContainText(locale.summary);
    await expect(results.locator('[data-result-list] [data-post-card]').first()).toBeVisible();
    await expect(hint).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]q=Zornhau(?:&|$)/);
    // The library pages are searched too (Pagefind): its delta file was read, and nothing failed.
    await expect.poll(() => seen).toContain('200 /pagefind-delta/superseded.json');
    expect(seen.filter((answer) => Number(answer.slice(0, 3)) >= 400)).toEqual([]);
  });
}
