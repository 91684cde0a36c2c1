import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { doNotCountViews } from './engagement-support';

/** Issue 17: post cards are server markup, and one island per grid brings them to life. */

test.beforeEach(({ page }) => doNotCountViews(page));

const GRID_ISLAND = 'astro-island[component-url*="card-grid-island"]';

/** The posts whose likes the page loaded (the grid's island loads them as its cards come into view); start before the page loads. */
function likesLoaded(page: Page): Set<number> {
  const ids = new Set<number>();
  page.on('response', (res) => {
    const match = /^\/api\/posts\/(\d+)\/likes$/.exec(new URL(res.url()).pathname);
    if (match) ids.add(Number(match[1]));
  });
  return ids;
}

/** The first card of the built page (posts made after the build are not on it). */
async function firstCardId(page: Page): Promise<number> {
  return Number(await page.locator('[data-post-card]').first().getAttribute('data-post-card'));
}

/** Waits until the grid's island has hydrated and drawn the controls of the card `id` (its likes are loaded then). */
async function cardLive(page: Page, loaded: Set<number>, id: number): Promise<void> {
  await page.locator(`[data-post-card="${id}"]`).scrollIntoViewIfNeeded();
  await expect(page.locator(`${GRID_ISLAND}[ssr]`)).toHaveCount(0);
  await expect.poll(() => loaded.has(id)).toBe(true);
}

test('a grid of 24 cards is one island, with no island inside any card and no card inside the island', async ({ page }) => {
  await page.goto('/news');
  await expect(page.locator('[data-post-card]')).toHaveCount(24);
  await expect(page.locator(GRID_ISLAND)).toHaveCount(1);
  await expect(page.locator('[data-post-card] astro-island')).toHaveCount(0);
  // The cards are the grid's server markup beside the island: React never renders them.
  await expect(page.locator(`[data-card-grid] [data-post-card]`)).toHaveCount(24);
  await expect(page.locator(`${GRID_ISLAND} [data-post-card]`)).toHaveCount(0);
});

test("a card's server markup is what the React controls draw for a visitor", async ({ page, request, baseURL }) => {
  const raw = await (await request.get(`${baseURL}/news`)).text();
  const loaded = likesLoaded(page);
  await page.goto('/news');
  const post = { id: await firstCardId(page) };
  await cardLive(page, loaded, post.id);
  const shapes = await page.evaluate(
    ({ html, id }) => {
      // A slot's element tree as text, attributes sorted, whitespace-only text left out.
      const shape = (root: Element): string => {
        const walk = (node: Node): string => {
          if (node.nodeType === Node.TEXT_NODE) return node.textContent?.trim() ?? '';
          if (!(node instanceof Element)) return '';
          const attributes = [...node.attributes]
            .map((attribute) => `${attribute.name}=${attribute.value}`)
            .sort()
            .join(' ');
          const children = [...node.childNodes].map(walk).filter(Boolean).join('');
          return `<${node.localName} ${attributes}>${children}</${node.localName}>`;
        };
        return [...root.childNodes].map(walk).filter(Boolean).join('');
      };
      const server = new DOMParser().parseFromString(html, 'text/html');
      return ['like', 'favorite', 'rating'].map((slot) => {
        const selector = `[data-post-card="${id}"] [data-${slot}-slot]`;
        return { slot, server: shape(server.querySelector(selector)!), live: shape(document.querySelector(selector)!) };
      });
    },
    { html: raw, id: post.id },
  );
  // Other tests may have liked or rated this post since the build: the numbers (and their plurals) may differ, the markup may not.
  const withoutCounts = (shape: string) => shape.replace(/\d+(?:[.,]\d+)?/g, '#').replace(/# (like|rating|vote)s\b/g, '# $1');
  for (const { slot, server, live } of shapes) expect(withoutCounts(live), slot).toBe(withoutCounts(server));
});

test('as a member, a card of /news likes and unlikes, bookmarks and rates', async ({ page, signIn }) => {
  await signIn('demo');
  const loaded = likesLoaded(page);
  await page.goto('/news');
  const id = await firstCardId(page);
  await cardLive(page, loaded, id);
  const card = page.locator(`[data-post-card="${id}"]`);

  // The heart follows each answer of the toggle, count included, and ends as it began.
  const heart = card.locator('[data-like-slot]').getByRole('button', { name: /^Like/ });
  const before = await heart.getAttribute('aria-pressed');
  for (let i = 0; i < 2; i++) {
    const answered = page.waitForResponse(
      (res) => new URL(res.url()).pathname.startsWith(`/api/posts/${id}/likes/`) && res.request().method() === 'POST',
    );
    await heart.click();
    const body = (await (await answered).json()) as { post?: { likesCount: number }; message?: string };
    if (body.post) {
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(heart).toHaveAccessibleName(`Like, ${body.post.likesCount} like${body.post.likesCount === 1 ? '' : 's'}`);
    } else {
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
    }
  }
  await expect(heart).toHaveAttribute('aria-pressed', before!);

  // The bookmark says what a press does.
  const add = card.getByRole('button', { name: 'Add to favorites' });
  const remove = card.getByRole('button', { name: 'Remove from favorites' });
  if (await remove.isVisible()) await remove.click();
  await add.click();
  await expect(remove).toBeVisible();
  await remove.click();
  await expect(add).toBeVisible();

  // The half stars are a radio group for a member; the API's answer is stubbed so the demo ratings stay.
  await page.route(`**/api/posts/${id}/rates/*`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ rate: 3.5 }) })
      : route.fallback(),
  );
  const group = card.getByRole('radiogroup', { name: 'Rate this video' });
  const reloaded = page.waitForEvent('load');
  await group.getByRole('radio', { name: '3.5 stars' }).click();
  await reloaded;
  await expect(page.getByText('Rate added successfully')).toBeVisible();
});
