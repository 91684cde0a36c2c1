import type { Page } from '@playwright/test';
import type { Post } from '../../src/contract';
import { expectVisibleFocus, focusState, tabTo } from './a11y-support';
import { adminToken, bearer, openScreen, toastOf, uniqueName } from './dashboard-support';
import { doNotCountViews, islandsReady } from './engagement-support';
import { expect, test } from './fixtures';
import { apiJson, headerReady } from './site-support';

/** The accessible names of the header's main navigation links, in order. */
async function navNames(page: Page): Promise<string[]> {
  const links = page.getByRole('banner').getByRole('navigation').first().getByRole('link');
  return (await links.allTextContents()).map((text) => text.trim());
}

const focused = (page: Page) => page.locator(':focus');

test.describe('header at 1280 px', () => {
  test('Tab goes from the skip link through the logo, the search, the language switch, Sign In and every header link in order, each with a visible focus', async ({
    page,
  }) => {
    await page.goto('/trends');
    await headerReady(page);
    const names = await navNames(page);
    expect(names.length).toBeGreaterThan(3);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await expectVisibleFocus(page, 'skip link');
    const seen: string[] = [];
    while (seen.at(-1) !== names.at(-1) && seen.length < 30) {
      await page.keyboard.press('Tab');
      await expectVisibleFocus(page, `Tab ${seen.length + 1}`);
      seen.push((await focusState(page))!.name);
    }
    expect(seen.slice(0, 5)).toEqual(['HDX home', 'Search the library', 'Submit search', 'Français', 'Sign In']);
    expect(seen.filter((name) => names.includes(name))).toEqual(names);

    await page.keyboard.press('Shift+Tab');
    await expect(focused(page)).toHaveText(names.at(-2)!);
  });

  test('the skip link moves the keyboard to the main content, and Enter on a header link opens its page', async ({
    page,
  }) => {
    await page.goto('/trends');
    await headerReady(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focused(page).evaluate((el) => el.closest('main') !== null)).toBe(true);

    const news = page.getByRole('banner').getByRole('navigation').first().getByRole('link', { name: 'News' });
    await tabTo(page, news, { back: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/news$/);
  });
});

test.describe('burger menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the burger opens with Enter, its links are reached with Tab and Enter follows one; Space on the burger or Escape in the menu closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await headerReady(page);
    const burger = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, burger);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Space');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole('link', { name: 'News' }));
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole('link', { name: 'Trends' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/trends$/);
  });
});

test.describe('user menu', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn('demo');
    await page.goto('/news');
    await headerReady(page);
  });

  test('the user menu opens with Enter, moves with the arrows, Home and End, and closes with Escape, focus back on its button', async ({
    page,
  }) => {
    const button = page.getByRole('button', { name: /^Welcome/ });
    await tabTo(page, button);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = menu.getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    await expect(items.first()).toHaveText('Account');
    await expectVisibleFocus(page, 'first menu item');

    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await expectVisibleFocus(page, 'second menu item');
    await page.keyboard.press('ArrowUp');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await expect(items.last()).toHaveText('Sign Out');
    await expectVisibleFocus(page, 'last menu item');
    await page.keyboard.press('Home');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expectVisibleFocus(page, 'menu button after Escape');
  });

  test('Space and ArrowDown open the user menu on its first item, ArrowUp on its last; Enter follows an item', async ({
    page,
  }) => {
    const button = page.getByRole('button', { name: /^Welcome/ });
    const items = page.getByRole('menu').getByRole('menuitem');
    await tabTo(page, button);
    for (const [key, item] of [
      ['Space', items.first()],
      ['ArrowDown', items.first()],
      ['ArrowUp', items.last()],
    ] as const) {
      await page.keyboard.press(key);
      await expect(item, key).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(button).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(2)).toHaveText('Favorites');
    await expect(items.nth(2)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/favorites$/);
  });
});

test.describe('search combobox', () => {
  test('typing opens the suggestions, the arrows move aria-activedescendant with the focus kept in the box, Escape closes them', async ({
    page,
  }) => {
    await page.goto('/news');
    await headerReady(page);
    const box = page.locator('[data-search-slot="header"]').getByRole('combobox');
    await tabTo(page, box);
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.type('zo');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.nth(1)).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).not.toHaveAttribute('aria-activedescendant');

    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await expect(box).toBeFocused();
    await expectVisibleFocus(page, 'combobox');

    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(options).toHaveCount(0);
    await expect(box).toBeFocused();
  });

  test('Enter on a highlighted suggestion submits it and shows its results', async ({ page }) => {
    await page.goto('/news');
    await headerReady(page);
    const box = page.locator('[data-search-slot="header"]').getByRole('combobox');
    await tabTo(page, box);
    await page.keyboard.type('zornhau');
    const first = page.getByRole('listbox').getByRole('option').first();
    await expect(first).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search-results/);
    await expect(page.locator('[data-search-results] [data-post-card]').first()).toBeVisible();
  });
});

test('the rating radio group: Tab reaches the checked half star, the arrows, Home and End move, Escape drops the preview, Enter rates', async ({
  page,
  request,
  baseURL,
  signIn,
}) => {
  await doNotCountViews(page);
  // The rate is answered here so the demo data keeps its ratings for the other specs.
  const rates: unknown[] = [];
  await page.route('**/api/posts/*/rates/*', (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    rates.push(route.request().postDataJSON());
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  const [post] = await apiJson<Post[]>(request, baseURL, 'posts/trends');
  const rounded = Math.round(post!.rate * 2) / 2;
  await signIn('demo');
  await page.goto(`/videos/${post!.id}`);
  await islandsReady(page);
  const group = page.locator('[data-post-stats]').getByRole('radiogroup', { name: 'Rate this video' });
  const radio = (stars: number) => group.getByRole('radio', { name: `${stars} stars`, exact: true });

  await tabTo(page, radio(rounded));
  await expect(radio(rounded)).toHaveAttribute('aria-checked', 'true');
  const next = rounded === 5 ? 0.5 : rounded + 0.5;
  await page.keyboard.press('ArrowRight');
  await expect(radio(next)).toBeFocused();
  await expect(radio(next)).toHaveAttribute('aria-checked', 'true');
  await expectVisibleFocus(page, 'previewed half star');
  await page.keyboard.press('Escape');
  await expect(radio(rounded)).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Home');
  await expect(radio(0.5)).toBeFocused();
  await page.keyboard.press('End');
  await expect(radio(5)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(radio(3.5)).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page.getByText('Rate added successfully')).toBeVisible();
  expect(rates).toEqual([{ rate: 3.5 }]);
});

test('a dashboard table and form by keyboard: search, sort, reach Edit, fill, save with Enter and see the toast; Escape returns to the row', async ({
  page,
  request,
  signIn,
}) => {
  const token = await adminToken(request);
  const name = uniqueName('Keyboard type');
  const created = await request.post('/api/post_types', { multipart: { name }, headers: bearer(token) });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  try {
    await signIn('admin');
    await openScreen(page, '/dashboard/content-type', 'Content types');
    await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
    await page.keyboard.type(name);
    // The header row and the one match: the table has applied the search.
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);

    const nameHeader = page.getByRole('columnheader', { name: /Name/ });
    await tabTo(page, nameHeader.getByRole('button'));
    const before = await nameHeader.getAttribute('aria-sort');
    await page.keyboard.press('Enter');
    await expect(nameHeader).not.toHaveAttribute('aria-sort', before ?? 'none');

    // The row's actions: Enter opens the menu on its first item, Edit.
    const actions = page.getByRole('button', { name: `Actions for ${name}`, exact: true });
    await tabTo(page, actions);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Edit', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit: Content type' });
    await expect(dialog).toBeVisible();
    expect(await focused(page).evaluate((el) => el.closest('dialog') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(actions).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const field = dialog.getByLabel(/^Name/);
    await tabTo(page, field);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`${name} renamed`);
    await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(toastOf(page, 'Content type updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(`${name} renamed`) })).toHaveCount(1);
  } finally {
    await request.delete(`/api/post_types/${id}`, { headers: bearer(token) });
  }
});

test('a dashboard row deleted by keyboard: Delete in the row menu opens the confirmation, Enter on Delete removes the row, the toast shows and the focus lands on the screen heading', async ({
  page,
  request,
  signIn,
}) => {
  const token = await adminToken(request);
  const name = uniqueName('Keyboard gone');
  const created = await request.post('/api/post_types', { multipart: { name }, headers: bearer(token) });
  expect(created.status(), await created.text()).toBe(201);
  await signIn('admin');
  await openScreen(page, '/dashboard/content-type', 'Content types');
  await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
  await page.keyboard.type(name);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);

  await tabTo(page, page.getByRole('button', { name: `Actions for ${name}`, exact: true }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Delete', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Delete', exact: true }));
  await page.keyboard.press('Enter');
  await expect(toastOf(page, 'Content type deleted')).toBeVisible();
  await expect(page.getByText('No result for this search.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Content types', level: 1 })).toBeFocused();
  await expectVisibleFocus(page, 'screen heading after the delete');
});
