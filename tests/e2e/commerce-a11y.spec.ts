import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Post } from '../../src/contract';
import { expect, test } from './fixtures';
import { apiJson, pageReady } from './site-support';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

test('axe-core finds no serious or critical violation on a paid post, the cart, the test checkout and the account', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const posts = await apiJson<Post[]>(request, baseURL, 'posts?itemsPerPage=100&order=views');
  const paid = posts.find((post) => Number(post.price) > 0 && post.user.username !== 'demo')!;
  await page.goto(`/videos/${paid.id}`);
  await expect(page.locator('[data-preview-note]')).toBeVisible();
  expect(await seriousViolations(page), 'paid post, visitor').toEqual([]);

  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  await page.getByLabel('E-mail address').fill('demo@hdx.test');
  await page.getByLabel('Password', { exact: true }).fill(process.env.E2E_PASSWORD!);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  const token = (await context.cookies()).find((c) => c.name === 'hdx-token')!.value;
  const headers = { Authorization: `Bearer ${token}` };
  await request.post(`${baseURL}/api/cart/posts`, { headers, data: { postId: paid.id } });

  await page.goto('/cart');
  await expect(page.locator('[data-cart-line]').first()).toBeVisible();
  expect(await seriousViolations(page), '/cart').toEqual([]);
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  await expect(page.getByLabel('Card number')).toBeEnabled();
  expect(await seriousViolations(page), 'test checkout').toEqual([]);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  await pageReady(page);
  expect(await seriousViolations(page), '/account').toEqual([]);

  const cart = (await (await request.get(`${baseURL}/api/cart`, { headers })).json()) as {
    cartPosts: { id: number }[];
  };
  for (const line of cart.cartPosts) await request.delete(`${baseURL}/api/cart/posts/${line.id}`, { headers });
});
