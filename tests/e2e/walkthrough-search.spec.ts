import type { Page } from '@playwright/test';
import type { Post } from '../../src/contract';
import { expect, test } from './fixtures';
import { apiJson, headerReady } from './site-support';

/**
 * Issue 16, "Search that understands HEMA" and defect 3: the results page finds videos
 * through their master, manuscript, techniques and description, and a library entry the
 * search names (or a suggestion picked) heads the results as a card linking to its page.
 */
const LOCALES = [
  {
    lang: 'en',
    prefix: '',
    manuscriptCategory: 'Manuscript',
    summary: (count: number, query: string) => `${count} results for “${query}”`,
  },
  {
    lang: 'fr',
    prefix: '/fr',
    manuscriptCategory: 'Manuscrit',
    summary: (count: number, query: string) => `${count} résultats pour « ${query} »`,
  },
] as const;

const cards = (page: Page) => page.locator('[data-search-results] [data-result-list] [data-post-card]');

/** The ids of every result, page after page. */
async function allResultIds(page: Page): Promise<number[]> {
  const ids: number[] = [];
  const pagination = page.locator('[data-search-results] [data-pagination]');
  const next = pagination.locator('button').last();
  for (;;) {
    await expect(cards(page).first()).toBeVisible();
    ids.push(...(await cards(page).evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-post-card'))))));
    if (!(await pagination.count()) || (await next.isDisabled())) return ids;
    const first = await cards(page).first().getAttribute('data-post-card');
    await next.click();
    await expect(cards(page).first()).not.toHaveAttribute('data-post-card', first!);
  }
}

const headerBox = async (page: Page) => {
  await headerReady(page);
  return page.locator('[data-search-slot="header"]').getByRole('combobox');
};

for (const locale of LOCALES) {
  test.describe(`search that understands HEMA (${locale.lang})`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('"fiore" finds every video linked to Fiore dei Liberi, under the master’s card', async ({
      page,
      request,
      baseURL,
    }) => {
      // The master's page lists Fiore's videos; the results page must hold every one of them.
      await page.goto(`${locale.prefix}/history/fiore-dei-liberi`);
      const masterVideos = await page
        .locator('section[aria-labelledby="videos-title"] [data-post-card]')
        .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-post-card'))));
      const linked = await apiJson<Post[]>(request, baseURL, 'search?masterHistory[]=Fiore%20dei%20Liberi&limit=100');
      expect(masterVideos.length).toBeGreaterThan(1);
      expect(linked.map((p) => p.id).sort()).toEqual([...masterVideos].sort());

      await page.goto(`${locale.prefix}/search-results`);
      const box = await headerBox(page);
      await box.fill('fiore');
      await box.press('Enter');
      const card = page.locator('[data-entity-card="masterHistory"]');
      await expect(card.getByRole('link', { name: 'Fiore dei Liberi' })).toHaveAttribute(
        'href',
        `${locale.prefix}/history/fiore-dei-liberi`,
      );
      const found = await allResultIds(page);
      expect(found).toEqual(expect.arrayContaining(masterVideos));
      await expect(page.locator('[data-search-summary]')).toHaveText(locale.summary(found.length, 'fiore'));
    });

    test('picking a manuscript suggestion lists its videos under its card, with the query and the count', async ({
      page,
      request,
      baseURL,
    }) => {
      const meyer = await apiJson<Post[]>(request, baseURL, 'search?masterHistory[]=Joachim%20Meyer&limit=100');
      expect(meyer.length).toBeGreaterThan(1);
      await page.goto(`${locale.prefix}/news`);
      const box = await headerBox(page);
      await box.fill('lund');
      // The suggestion and the card name the manuscript in the page's language (its French title on French pages).
      const manuscripts = await apiJson<{ slug: string; title: string; titleFr: string }[]>(
        request,
        baseURL,
        'manuscripts',
      );
      const lund = manuscripts.find((manuscript) => manuscript.slug === 'meyer-lund')!;
      const title = locale.lang === 'fr' && lund.titleFr ? lund.titleFr : lund.title;
      const option = page.getByRole('option').filter({ hasText: title });
      await expect(option).toContainText(locale.manuscriptCategory);
      await option.click();

      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/search-results\\?q=`));
      await expect(page.getByRole('heading', { name: 'Résultats de la recherche :' })).toBeVisible();
      const card = page.locator('[data-entity-card="manuscript"]');
      await expect(card).toContainText(locale.manuscriptCategory);
      await expect(card.getByRole('link', { name: title })).toHaveAttribute(
        'href',
        `${locale.prefix}/manuscripts/meyer-lund`,
      );
      // The manuscript's author wrote it: his videos are the manuscript's.
      await expect(cards(page)).toHaveCount(meyer.length);
      expect(await allResultIds(page)).toEqual(expect.arrayContaining(meyer.map((p) => p.id)));
      await expect(page.locator('[data-search-summary]')).toHaveText(locale.summary(meyer.length, title));
      await expect(page.locator('[data-search-empty]')).toHaveCount(0);
    });
  });
}
