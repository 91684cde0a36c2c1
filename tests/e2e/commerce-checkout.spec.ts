import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { Post } from '../../src/contract';
import { expect, test } from './fixtures';
import { signInOnPage } from './sign-in';
import { credentialsOf } from './sessions';
import { MEMBER_PASSWORD, registerMember } from './member-support';
import { apiJson, headerReady } from './site-support';

/**
 * Issue 8 "done when", in Chromium with the built-in test checkout: demo buys a paid
 * post of another user and watches it in full; a visitor and another member only get
 * the preview; a declined card is said on the card form, the order stays payable and the cart as it was.
 */
const api = (baseURL: string | undefined, path: string) => `${baseURL}/api/${path}`;

async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'hdx-token');
  if (!cookie) throw new Error('not signed in');
  return cookie.value;
}

/** Empties the user's cart through the API, so the test starts from a known count. */
async function emptyCart(request: APIRequestContext, baseURL: string | undefined, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const cart = (await (await request.get(api(baseURL, 'cart'), { headers })).json()) as {
    cartPosts: { id: number }[];
    cartPackages: { id: number }[];
  };
  for (const line of cart.cartPosts) await request.delete(api(baseURL, `cart/posts/${line.id}`), { headers });
  for (const line of cart.cartPackages) await request.delete(api(baseURL, `cart/packages/${line.id}`), { headers });
}

/** Paid demo posts by someone else that `token`'s user may still buy. */
async function buyablePosts(request: APIRequestContext, baseURL: string | undefined, token: string): Promise<Post[]> {
  const posts = await apiJson<Post[]>(request, baseURL, 'posts?itemsPerPage=100&order=oldest');
  const paid = posts.filter((post) => Number(post.price) > 0 && post.user.username !== 'demo');
  const open: Post[] = [];
  for (const post of paid) {
    const playback = (await (
      await request.get(api(baseURL, `posts/${post.id}/playback`), { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { access: string };
    if (playback.access === 'preview') open.push(post);
  }
  return open;
}

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });

/** Plays the page's video a little and answers its duration and how far it got. */
async function playVideo(page: Page, selector: string): Promise<{ duration: number; played: number }> {
  const video = page.locator(selector);
  await expect(video).toBeVisible();
  return video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    if (element.readyState < 1)
      await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
    await element.play();
    // Until half a second has played (or the preview ended): the position the test reads.
    await new Promise<void>((resolve) => {
      const check = () => {
        if (element.currentTime <= 0.5 && !element.ended) return;
        element.removeEventListener('timeupdate', check);
        resolve();
      };
      element.addEventListener('timeupdate', check);
      check();
    });
    element.pause();
    return { duration: element.duration, played: element.currentTime };
  });
}

async function registerBuyer(request: APIRequestContext, baseURL: string | undefined) {
  return (await registerMember(request, baseURL, 'buyer')).token;
}

test('demo buys a paid post with 4242…: header count 1, /cart, payment, /stripe-success, the full video plays; others get the preview', async ({
  page,
  context,
  request,
  baseURL,
  browser,
}) => {
  await signInOnPage(page, credentialsOf('demo'));
  const token = await tokenOf(context);
  await emptyCart(request, baseURL, token);
  const [post] = await buyablePosts(request, baseURL, token);
  expect(post, 'a paid demo post demo has not bought').toBeDefined();

  await page.goto(`/videos/${post!.id}`);
  await headerReady(page);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  await expect(page.locator('video[data-access="preview"]')).toBeVisible();
  await page.getByRole('button', { name: `Add to cart — ${post!.price} €` }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(page.getByText('In your cart')).toBeVisible();

  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My cart' })).toBeVisible();
  const line = page.locator('[data-cart-line="post"]');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(post!.title);
  await expect(line.locator('[data-line-price]')).toHaveText(`${post!.price} €`);
  await expect(page.locator('[data-cart-total]')).toHaveText(`${post!.price} €`);
  await page.getByRole('button', { name: 'Proceed to payment' }).click();

  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_hdx_[\w-]+$/);
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await expect(page.locator('[data-total]')).toHaveText(`${post!.price} €`);
  await expect(page.getByLabel('Card number')).toBeEnabled();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Demo Fencer');
  await page.getByRole('button', { name: `Pay ${post!.price} €` }).click();

  await expect(page).toHaveURL(/\/stripe-success\?session_id=cs_test_hdx_[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible();
  await expect(page.locator('[data-order-status]')).toHaveText('Paid');
  await headerReady(page);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  await page.getByRole('link', { name: `Watch “${post!.title}”` }).click();

  await expect(page).toHaveURL(new RegExp(`/videos/${post!.id}$`));
  await expect(page.getByText('You bought this video: enjoy the full version.')).toBeVisible();
  await expect(page.locator('video[data-access="full"]')).toHaveAttribute(
    'src',
    /\/api\/media\/.+\?expires=\d+&viewer=\d+&sig=[\w-]+$/,
  );
  const full = await playVideo(page, 'video[data-access="full"]');
  expect(full.played).toBeGreaterThan(0.3);

  // A visitor: the poster and the preview, shorter than the full video.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${baseURL}/videos/${post!.id}`);
  await expect(visitor.getByRole('link', { name: 'Sign in to buy' })).toBeVisible();
  await expect(visitor.locator('video[data-access="full"]')).toHaveCount(0);
  const preview = await playVideo(visitor, 'video[data-access="preview"]');
  expect(preview.duration).toBeLessThan(full.duration - 1);
  await expect(visitor.locator('[data-preview-note]')).toHaveText(/^Preview: the first \d+ s$/);
  await visitorContext.close();

  // Another member: the preview too, and the API gives them no full address.
  const otherToken = await registerBuyer(request, baseURL);
  const otherPlayback = (await (
    await request.get(api(baseURL, `posts/${post!.id}/playback`), {
      headers: { Authorization: `Bearer ${otherToken}` },
    })
  ).json()) as { access: string; videoUrl: string | null };
  expect(otherPlayback).toMatchObject({ access: 'preview', videoUrl: null });
});

test('4000 0000 0000 0002 is declined on the card form: the session stays open, nothing is granted, the cart is kept', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInOnPage(page, credentialsOf('demo'));
  const token = await tokenOf(context);
  await emptyCart(request, baseURL, token);
  const [post] = await buyablePosts(request, baseURL, token);
  expect(post, 'a paid demo post demo has not bought').toBeDefined();

  await page.goto(`/videos/${post!.id}`);
  await page.getByRole('button', { name: `Add to cart — ${post!.price} €` }).click();
  await headerReady(page);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/test\//);
  const checkout = page.url();
  await expect(page.getByLabel('Card number')).toBeEnabled();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  expect(page.url()).toBe(checkout);

  const session = (await (
    await request.get(api(baseURL, `checkout/test/${checkout.split('/').pop()}`), {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { orderId: number; open: boolean; status: string };
  expect(session).toMatchObject({ open: true, status: 'pending' });
  const playback = (await (
    await request.get(api(baseURL, `posts/${post!.id}/playback`), { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { access: string };
  expect(playback.access).toBe('preview');

  // Leaving the payment page keeps the cart: nothing was charged.
  await page.getByRole('link', { name: 'Back to HDX' }).click();
  await expect(page).toHaveURL(new RegExp(`/cancel\\?order=${session.orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment canceled' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to my cart' }).click();
  await expect(page.locator('[data-cart-line="post"]')).toContainText(post!.title);
  await headerReady(page);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await emptyCart(request, baseURL, token);
});

test('a success page still awaiting the payment shows the paid order by itself once the payment is confirmed', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const member = await registerMember(request, baseURL, 'waiting');
  const posts = await apiJson<Post[]>(request, baseURL, 'posts?itemsPerPage=100&order=oldest');
  const paid = posts.find((post) => Number(post.price) > 0);
  expect(paid, 'a paid demo post').toBeDefined();
  const added = await request.post(api(baseURL, 'cart/posts'), {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { postId: paid!.id },
  });
  expect(added.status()).toBe(201);
  await signInOnPage(page, { email: member.email, password: MEMBER_PASSWORD });
  await page.goto('/cart');
  await headerReady(page);
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_hdx_[\w-]+$/);
  const session = page.url().split('/').pop()!;

  // Stripe's return can come before its webhook: the page says so and looks again by itself.
  const waiting = await context.newPage();
  await waiting.goto(`/stripe-success?session_id=${session}`);
  await expect(waiting.getByRole('heading', { level: 1, name: 'Awaiting payment' })).toBeVisible();
  await expect(waiting.getByRole('main').getByRole('status')).toContainText('Your payment is being confirmed.');

  await expect(page.getByLabel('Card number')).toBeEnabled();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${paid!.price} €` }).click();
  await expect(page).toHaveURL(/\/stripe-success\?session_id=/);

  await expect(waiting.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible();
  await expect(waiting.locator('[data-order-status]')).toHaveText('Paid');
});
