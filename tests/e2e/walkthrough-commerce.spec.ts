import type { APIRequestContext, Page } from '@playwright/test';
import type { Post } from '../../src/contract';
import { linkPath, waitForMail } from '../support/e2e-outbox';
import { expect, test } from './fixtures';
import { signInOnPage } from './sign-in';
import { credentialsOf } from './sessions';
import { MEMBER_PASSWORD, registerMember, type Member } from './member-support';
import { apiJson, headerReady } from './site-support';

/**
 * Issue 16, defects 11, 13 and 14 (checkout friction, the order card at 375 px, the
 * payment return of an unknown session, a used reset link, the account page's order): each
 * test works with a member of its own, so the demo data is only read.
 */
const api = (baseURL: string | undefined, path: string) => `${baseURL}/api/${path}`;
/** Read only here: signed in to look at pages. */

/**
 * Puts the first paid demo post the cart accepts into the member's cart and answers it;
 * `widest` tries the dearest posts with the longest titles first (they squeeze the price on
 * a narrow card).
 */
async function cartWithPaidPost(
  request: APIRequestContext,
  baseURL: string | undefined,
  member: Member,
  { widest = false } = {},
): Promise<Post> {
  const posts = await apiJson<Post[]>(request, baseURL, 'posts?itemsPerPage=100&order=oldest');
  if (widest) posts.sort((a, b) => Number(b.price) - Number(a.price) || b.title.length - a.title.length);
  const headers = { Authorization: `Bearer ${member.token}` };
  for (const post of posts.filter((p) => Number(p.price) > 0)) {
    const res = await request.post(api(baseURL, 'cart/posts'), { headers, data: { postId: post.id } });
    if (res.ok()) return post;
  }
  throw new Error('no paid demo post can be bought');
}

/** From /cart to the payment page, once the cart's island can take the click. */
async function proceedToPayment(page: Page, prefix = '') {
  await page.goto(`${prefix}/cart`);
  await expect(page.locator('main astro-island[ssr]')).toHaveCount(0);
  await page.getByRole('button', { name: prefix ? 'Passer au paiement' : 'Proceed to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/test/cs_test_hdx_[\\w-]+$`));
}

async function fillCard(page: Page, number: string) {
  await expect(page.locator('#card-number')).toBeEnabled();
  await page.locator('#card-number').fill(number);
  await page.locator('#card-expiry').fill('12 / 34');
  await page.locator('#card-cvc').fill('123');
  await page.locator('form button[type="submit"]').click();
}

test('a declined card is said on the card form and the same checkout then pays; the library lists the video', async ({
  page,
  request,
  baseURL,
}) => {
  const member = await registerMember(request, baseURL, 'walker');
  const post = await cartWithPaidPost(request, baseURL, member);
  await signInOnPage(page, { email: member.email, password: MEMBER_PASSWORD });
  await proceedToPayment(page);
  const checkoutUrl = page.url();

  await fillCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Card number')).toHaveAccessibleDescription('Your card was declined.');
  expect(page.url()).toBe(checkoutUrl);
  await expect(page.getByRole('button', { name: `Pay ${post.price} €` })).toBeEnabled();

  await fillCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/stripe-success\?session_id=cs_test_hdx_[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible();

  await page.goto('/account');
  const orders = page.locator('#orders li[data-order]');
  await expect(orders).toHaveCount(1);
  await expect(orders).toContainText('Paid');
  await page.getByRole('link', { name: 'My library' }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My library' })).toBeVisible();
  await page.getByRole('link', { name: post.title }).click();
  await expect(page).toHaveURL(new RegExp(`/videos/${post.id}$`));
});

test('en français : carte refusée sur le formulaire, paniers abandonnés absents de « Mes commandes », la vidéothèque', async ({
  page,
  request,
  baseURL,
}) => {
  const member = await registerMember(request, baseURL, 'walker');
  const post = await cartWithPaidPost(request, baseURL, member);
  const headers = { Authorization: `Bearer ${member.token}` };
  // Two checkouts left unpaid: the second supersedes (cancels) the first, the third the second.
  for (let i = 0; i < 2; i += 1) expect((await request.post(api(baseURL, 'checkout'), { headers })).status()).toBe(201);

  await signInOnPage(page, { email: member.email, password: MEMBER_PASSWORD }, '/fr');
  await proceedToPayment(page, '/fr');
  const checkoutUrl = page.url();
  await fillCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('Numéro de carte')).toHaveAttribute('aria-invalid', 'true');
  expect(page.url()).toBe(checkoutUrl);
  await fillCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/fr\/stripe-success\?session_id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre achat !' })).toBeVisible();

  await page.goto('/fr/account');
  const orders = page.locator('#orders li[data-order]');
  await expect(orders).toHaveCount(1);
  await expect(orders).toContainText('Payée');
  await expect(page.locator('#orders')).not.toContainText('Annulée');
  await page.getByRole('link', { name: 'Ma vidéothèque' }).click();
  await expect(page).toHaveURL(/\/fr\/library$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ma vidéothèque' })).toBeVisible();
  await expect(page.getByRole('link', { name: post.title })).toHaveAttribute('href', `/fr/videos/${post.id}`);
});

test('the library asks a visitor to sign in and says when nothing was bought; a used reset link says so (EN and FR)', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/library');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Flibrary$/);
  const member = await registerMember(request, baseURL, 'walker');
  await signInOnPage(page, { email: member.email, password: MEMBER_PASSWORD });
  await page.goto('/library');
  await expect(page.getByText('You have not bought any videos yet.')).toBeVisible();
  await headerReady(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Welcome/ })
    .hover();
  await expect(page.getByRole('menuitem', { name: 'My library' })).toHaveAttribute('href', '/library');
  await page.goto('/fr/library');
  await expect(page.getByText("Vous n'avez encore acheté aucune vidéo.")).toBeVisible();

  await request.post(api(baseURL, 'forgotten-password'), { data: { email: member.email } });
  const link = linkPath(await waitForMail(member.email, 3), /\/reset-password\//);
  const reset = await request.post(`${baseURL}/api${link}`, { data: { password: 'Fiore-Abrazare-1409' } });
  expect(reset.status()).toBe(200);
  for (const [prefix, used, askNew, submit] of [
    ['', 'This reset link was already used', 'Ask for a new reset link', 'Change my password'],
    [
      '/fr',
      'Ce lien de réinitialisation a déjà été utilisé',
      'Demander un nouveau lien de réinitialisation',
      'Changer mon mot de passe',
    ],
  ] as const) {
    await page.goto(`${prefix}${link}`);
    await expect(page.locator('main').getByRole('alert')).toContainText(used);
    await expect(page.getByRole('link', { name: askNew })).toHaveAttribute('href', `${prefix}/forgotten-password`);
    await expect(page.getByRole('button', { name: submit })).toHaveCount(0);
  }
});

/**
 * The prices ("19.99 €") inside `scope` that a line break splits, their characters on more
 * than one line box: an element holding just a price, or a price within a text.
 */
async function splitPrices(page: Page, scope: string): Promise<string[]> {
  const cards = page.locator(scope);
  await expect(cards.first()).toBeVisible();
  return cards.evaluateAll((elements) => {
    const PRICE = /[\d.,]+\s€/;
    const ranges: Range[] = [];
    for (const element of elements) {
      for (const inner of element.querySelectorAll('*')) {
        if (!/^[\d.,]+\s€$/.test(inner.textContent?.trim() ?? '')) continue;
        const range = document.createRange();
        range.selectNodeContents(inner);
        ranges.push(range);
      }
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const match = PRICE.exec(node.textContent ?? '');
        if (!match) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        ranges.push(range);
      }
    }
    return ranges
      .filter((range) => new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1)
      .map((range) => range.toString());
  });
}

test('at 375 px the order cards keep each price on one line (EN and FR)', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const member = await registerMember(request, baseURL, 'walker');
  await cartWithPaidPost(request, baseURL, member, { widest: true });
  await signInOnPage(page, { email: member.email, password: MEMBER_PASSWORD });
  await proceedToPayment(page);
  await fillCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/stripe-success\?session_id=/);
  const success = page.url().replace(/^https?:\/\/[^/]+/, '');
  for (const prefix of ['', '/fr']) {
    await page.goto(`${prefix}${success}`);
    expect(await splitPrices(page, 'article[data-order]')).toEqual([]);
    await page.goto(`${prefix}/account`);
    expect(await splitPrices(page, '#orders li[data-order]')).toEqual([]);
  }
});

for (const [prefix, title, notTitle] of [
  ['', 'Payment not found', 'Thank you for your purchase!'],
  ['/fr', 'Paiement introuvable', 'Merci pour votre achat !'],
] as const) {
  test(`${prefix || '/'}: /stripe-success with an unknown session shows only the error`, async ({ page }) => {
    await signInOnPage(page, credentialsOf('demo'), prefix);
    const res = await page.goto(`${prefix}/stripe-success?session_id=cs_test_unknown_session_1`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(notTitle)).toHaveCount(0);
    await expect(page.getByRole('alert')).toBeVisible();
  });
}

for (const [prefix, orders, remove] of [
  ['', 'My orders', 'Delete my account'],
  ['/fr', 'Mes commandes', 'Supprimer mon compte'],
] as const) {
  test(`${prefix || '/'}: on the account page "${remove}" comes after "${orders}", at the end`, async ({ page }) => {
    await signInOnPage(page, credentialsOf('demo'), prefix);
    await page.goto(`${prefix}/account`);
    const headings = page.locator('main').getByRole('heading', { level: 2 });
    await expect(headings.filter({ hasText: orders })).toBeVisible();
    await expect(headings.last()).toHaveText(remove);
  });
}
