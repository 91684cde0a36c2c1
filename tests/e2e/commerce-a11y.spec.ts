import { expectNoViolations } from './a11y-support';
import type { Post } from '../../src/contract';
import { expect, test } from './fixtures';
import { apiJson, pageReady } from './site-support';

test('axe-core finds no violation on a paid post, the cart, the test checkout and the account', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const posts = await apiJson<Post[]>(request, baseURL, 'posts?itemsPerPage=100&order=views');
  const paid = posts.find((post) => Number(post.price) > 0 && post.user.username !== 'demo')!;
  await page.goto(`/videos/${paid.id}`);
  await expect(page.locator('[data-preview-note]')).toBeVisible();
  await expectNoViolations(page, 'paid post, visitor');

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
  await expectNoViolations(page, '/cart');
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  await expect(page.getByLabel('Card number')).toBeEnabled();
  await expectNoViolations(page, 'test checkout');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  await pageReady(page);
  await expectNoViolations(page, '/account');

  const cart = (await (await request.get(`${baseURL}/api/cart`, { headers })).json()) as {
    cartPosts: { id: number }[];
  };
  for (const line of cart.cartPosts) await request.delete(`${baseURL}/api/cart/posts/${line.id}`, { headers });
});
