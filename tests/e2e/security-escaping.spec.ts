import type { Post } from '../../src/contract';
import { expect, test } from './fixtures';
import { apiSession } from './sign-in';

/**
 * Text a member typed is shown as text. The API refuses markup in titles and descriptions,
 * closed or not (`<` before a letter, `/`, `!` or `?`); what it accepts can still break out of
 * an attribute (quotes) or turn into markup if a page decoded it twice (entities), so it is
 * the page rendering that must escape it.
 */
const TITLE = 'Zornhau "onmouseover="window.__xss=1" data-x="';
const DESCRIPTION = [
  "' onmouseover='window.__xss=3",
  '{{7*7}} ${7*7} javascript:alert(4)',
  '&lt;img src=x onerror=window.__xss=2&gt; &lt;b&gt;not bold&lt;/b&gt; &amp;',
  '< img src=x onerror=window.__xss=5>',
].join(' ');

test('markup in a title or description is refused, even with its tag left open (422)', async ({ request, baseURL }) => {
  const { token } = await apiSession(request, baseURL);
  for (const title of ['Zornhau "><img src=x onerror=window.__xss=1 data-x="', '</script <img src=x', '<!-- x']) {
    const res = await request.post(`${baseURL}/api/posts`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { title, description: 'plain' },
    });
    expect(res.status(), title).toBe(422);
  }
});

test('a hostile title and description render as literal text on /videos/{id}: no element injected, no script run', async ({
  page,
  request,
  baseURL,
}) => {
  const { token } = await apiSession(request, baseURL);
  const res = await request.post(`${baseURL}/api/posts`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { title: TITLE, description: DESCRIPTION },
  });
  expect(res.status(), await res.text()).toBe(201);
  const post = (await res.json()) as Post;
  expect(post.title).toBe(TITLE);
  expect(post.description).toBe(DESCRIPTION);

  try {
    for (const path of [`/videos/${post.id}`, `/fr/videos/${post.id}`]) {
      const html = await (await request.get(`${baseURL}${path}`)).text();
      // Entities typed as text arrive escaped again: they show as typed, never as markup.
      expect(html).toContain('&amp;lt;img src=x onerror=window.__xss=2&amp;gt;');
      expect(html).not.toContain('onmouseover="window.__xss=1"');

      await page.addInitScript(() => {
        const w = window as unknown as { __violations: string[] };
        w.__violations = [];
        document.addEventListener('securitypolicyviolation', (event) => w.__violations.push(event.violatedDirective));
      });
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
      await expect(page.locator('[data-post]').getByText(DESCRIPTION)).toBeVisible();
      await expect(page.locator('img[src="x"], [onerror], [onmouseover]')).toHaveCount(0);
      expect(await page.title()).toContain(TITLE);
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.some((text) => JSON.stringify(JSON.parse(text)).includes(JSON.stringify(TITLE).slice(1, -1)))).toBe(
        true,
      );

      await page.locator('h1').hover();
      const state = await page.evaluate(() => {
        const w = window as unknown as { __xss?: number; __violations: string[] };
        return { xss: w.__xss ?? null, violations: w.__violations };
      });
      expect(state).toEqual({ xss: null, violations: [] });
      expect(dialogs).toEqual([]);
    }
  } finally {
    await request.delete(`${baseURL}/api/posts/${post.id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
});
