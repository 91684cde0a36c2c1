import type { Post } from '../../src/contract';
import { expect, test } from './fixtures';
import { doNotCountViews, islandsReady } from './engagement-support';

/**
 * Issue 16: /news and /trends page past their first 24 posts. The list's pages are counted from
 * the top, so a post published, deleted or viewed meanwhile shifts them: this walk runs in the
 * `site` project, alone, where no other spec changes the posts it pages through.
 */

test.beforeEach(({ page }) => doNotCountViews(page));

for (const { lang, base, kind, order, more } of [
  { lang: 'en', base: '', kind: 'news', order: 'recent', more: 'Show more' },
  { lang: 'fr', base: '/fr', kind: 'trends', order: 'views', more: 'Voir plus' },
]) {
  test(`${lang}: ${base}/${kind} reaches every post with '${more}', none twice`, async ({ page, request, baseURL }) => {
    const res = await request.get(`${baseURL}/api/posts?itemsPerPage=100&order=${order}`);
    const listed = ((await res.json()) as Post[]).map((p) => p.id);
    expect(listed.length, 'more posts than the first 24').toBeGreaterThan(24);
    await page.goto(`${base}/${kind}`);
    const cards = page.locator('[data-post-card]');
    // 24 built cards, fewer when earlier specs deleted some of them since the build.
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(24);
    const button = page.getByRole('button', { name: more });
    await button.scrollIntoViewIfNeeded();
    await islandsReady(page, '[data-more-posts]');
    while (await button.isVisible()) {
      const count = await cards.count();
      await button.click();
      await expect.poll(() => cards.count()).toBeGreaterThan(count);
    }
    const shown = await cards.evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-post-card'))));
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.sort()).toEqual(expect.arrayContaining(listed.sort()));
  });
}
