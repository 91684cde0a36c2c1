import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { fold } from '../../src/lib/fold';
import { linkPath, waitForMail } from '../support/e2e-outbox';
import { adminToken, bearer, openScreen, pngFile, showMostViewedPost, toastOf, uniqueName } from './dashboard-support';
import { expect, test } from './fixtures';
import { signInOnPage } from './sign-in';
import { ownAddress } from './member-support';

/** Issue 16: the dashboard tables at desktop widths, their row menus, role changes, thumbnails, the techniques control. */

const TABLES = [
  { path: '/dashboard/posts', heading: 'Posts' },
  { path: '/dashboard/users', heading: 'Users List' },
  { path: '/dashboard/content-type', heading: 'Content types' },
  { path: '/dashboard/martial-arts', heading: 'Martial arts' },
  { path: '/dashboard/master-histories', heading: 'Master histories' },
  { path: '/dashboard/manuscripts', heading: 'Manuscripts' },
  { path: '/dashboard/techniques', heading: 'Techniques' },
  { path: '/dashboard/partners', heading: 'Partners' },
];

/** The screen once its table shows rows. */
async function openTable(page: Page, path: string, heading: string): Promise<Locator> {
  await openScreen(page, path, heading);
  const table = page.getByRole('table', { name: heading });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table;
}

/** The table, the box that holds it, and the page, in CSS pixels. */
function widths(table: Locator) {
  return table.evaluate((element) => {
    const box = element.parentElement!;
    return {
      table: Math.ceil(element.getBoundingClientRect().width),
      box: box.clientWidth,
      boxScroll: box.scrollWidth,
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    };
  });
}

const actionsButtons = (table: Locator) => table.getByRole('button', { name: /^Actions for / });

/** Opens the edit dialog of the most viewed post (`showMostViewedPost`). */
async function editMostViewedPost(page: Page, request: APIRequestContext, search: string, edit: string) {
  await showMostViewedPost(page, request, search);
  await page.getByRole('button', { name: /^Actions (for|pour) / }).click();
  await page.getByRole('menuitem', { name: edit, exact: true }).click();
}

for (const screen of TABLES) {
  test(`${screen.heading}: at 1280 and 1024 px the table fits its box and each row's actions are on screen`, async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      const table = await openTable(page, screen.path, screen.heading);
      const measured = await widths(table);
      expect(measured.table, `table width at ${width} px: ${JSON.stringify(measured)}`).toBeLessThanOrEqual(
        measured.box,
      );
      expect(measured.boxScroll, `the table's box scrolls sideways at ${width} px`).toBeLessThanOrEqual(measured.box);
      expect(measured.page, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(measured.viewport);

      const buttons = actionsButtons(table);
      expect(await buttons.count()).toBe((await table.getByRole('row').count()) - 1);
      for (const button of await buttons.all()) {
        const box = (await button.boundingBox())!;
        expect(box.x + box.width, `an Actions button ends past ${width} px`).toBeLessThanOrEqual(width);
      }
      const last = buttons.last();
      await last.click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeInViewport({ ratio: 1 });
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(last).toBeFocused();
    }
  });
}

test('Users List: a member with the longest handle and a long address does not widen the table at 1024 px', async ({
  page,
  request,
  signIn,
}) => {
  // 30 wide letters with no "_", "." or "@" to break at: the column may break it anywhere.
  const username = `${'W'.repeat(22)}${Date.now().toString(36).toUpperCase()}`.slice(0, 30);
  const register = await request.post('/api/register', {
    data: {
      username,
      email: `${username.toLowerCase()}${'m'.repeat(20)}@example.com`,
      password: 'Zornhau-Krumphau-42',
    },
    headers: ownAddress(),
  });
  expect(register.status(), await register.text()).toBe(201);
  await signIn('admin');
  await page.setViewportSize({ width: 1024, height: 800 });
  const table = await openTable(page, '/dashboard/users', 'Users List');
  await page.getByRole('searchbox', { name: 'Search' }).fill(username);
  await expect(table.getByRole('row', { name: new RegExp(username) })).toBeVisible();
  const measured = await widths(table);
  expect(measured.table, JSON.stringify(measured)).toBeLessThanOrEqual(measured.box);
  expect(measured.page).toBeLessThanOrEqual(measured.viewport);
});

test('below 1024 px a wide table scrolls inside its own box, never the page, and its actions stay reachable', async ({
  page,
  request,
  signIn,
}) => {
  await signIn('admin');
  for (const width of [1023, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const table = await openTable(page, '/dashboard/posts', 'Posts');
    const measured = await widths(table);
    expect(measured.boxScroll, `the box scrolls at ${width} px: ${JSON.stringify(measured)}`).toBeGreaterThan(
      measured.box,
    );
    expect(measured.page, `the page itself scrolls sideways at ${width} px`).toBeLessThanOrEqual(measured.viewport);
    await showMostViewedPost(page, request);
    const button = actionsButtons(table).first();
    await button.click();
    await expect(page.getByRole('menu')).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
  }
});

test('a row menu by keyboard: Enter and Space open it, the arrows move, Escape closes it and gives the focus back', async ({
  page,
  request,
  signIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn('admin');
  const table = await openTable(page, '/dashboard/posts', 'Posts');
  await showMostViewedPost(page, request);
  const button = actionsButtons(table).first();
  const menu = page.getByRole('menu');
  await button.focus();
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveText(['Open', 'Edit', 'Delete']);
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(items.nth(2)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press(' ');
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit: Post' });
  await expect(edit).toBeVisible();
  await expect(menu).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await expect(button).toBeFocused();
});

/** Elements of a cell drawn as an empty box: no text, not an image, at least 16 px square. */
const emptyBoxes = (cell: Locator) =>
  cell.evaluate(
    (element) =>
      [...element.querySelectorAll('*')].filter((child) => {
        const rect = child.getBoundingClientRect();
        return child.tagName !== 'IMG' && !child.textContent?.trim() && rect.width >= 16 && rect.height >= 16;
      }).length,
  );

test('Techniques: no empty thumbnail on rows without an image; a technique with an image shows it', async ({
  page,
  request,
  signIn,
}) => {
  const token = await adminToken(request);
  const prefix = uniqueName('Thumb');
  const created: number[] = [];
  for (const name of [`${prefix} plain`, `${prefix} pictured`]) {
    const res = await request.post('/api/techniques', { data: { name }, headers: bearer(token) });
    expect(res.status(), await res.text()).toBe(201);
    created.push(((await res.json()) as { id: number }).id);
  }
  const image = await request.post(`/api/techniques/${created[1]}/images`, {
    multipart: { file: await pngFile() },
    headers: bearer(token),
  });
  expect(image.ok(), await image.text()).toBe(true);
  try {
    await signIn('admin');
    const table = await openTable(page, '/dashboard/techniques', 'Techniques');
    for (const row of await table.getByRole('row').all()) {
      const first = row.getByRole('rowheader');
      if ((await first.count()) === 0) continue;
      expect(await emptyBoxes(first), `an empty thumbnail in ${await first.textContent()}`).toBe(0);
    }

    await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
    const plain = table.getByRole('row', { name: `${prefix} plain` });
    const pictured = table.getByRole('row', { name: `${prefix} pictured` });
    await expect(plain).toHaveCount(1);
    await expect(plain.getByRole('rowheader').locator('img')).toHaveCount(0);
    expect(await emptyBoxes(plain.getByRole('rowheader'))).toBe(0);
    const thumbnail = pictured.getByRole('rowheader').locator('img');
    await expect(thumbnail).toHaveAttribute('src', /^\/api\/media\//);
    await expect.poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  } finally {
    for (const id of created) await request.delete(`/api/techniques/${id}`, { headers: bearer(token) });
  }
});

const TECHNIQUE_TEXTS = {
  en: {
    group: 'Techniques',
    search: 'Search techniques',
    edit: 'Edit',
    dialog: 'Edit: Post',
    actions: 'Actions for',
    addPost: '/add-post',
    remove: 'Remove',
  },
  fr: {
    group: 'Techniques',
    search: 'Rechercher une technique',
    edit: 'Modifier',
    dialog: 'Modifier: Publication',
    actions: 'Actions pour',
    addPost: '/fr/add-post',
    remove: 'Retirer',
  },
};

/** The techniques field: a group of checkboxes with a search box that narrows them (accents aside); no multiple select. */
async function expectTechniquesControl(form: Locator, locale: 'en' | 'fr', names: string[]) {
  const t = TECHNIQUE_TEXTS[locale];
  await expect(form.getByRole('listbox')).toHaveCount(0);
  const group = form.getByRole('group', { name: t.group, exact: true });
  const boxes = group.getByRole('checkbox');
  await expect(boxes).toHaveCount(names.length);
  const search = group.getByRole('searchbox', { name: t.search });
  await search.fill('uberlauf');
  await expect(boxes).toHaveCount(names.filter((name) => fold(name).includes('uberlauf')).length);
  await group.getByRole('checkbox', { name: 'Überlaufen', exact: true }).check();
  await search.fill('');
  await expect(boxes).toHaveCount(names.length);
  await expect(group.getByRole('checkbox', { name: 'Überlaufen', exact: true })).toBeChecked();
}

/** /add-post's techniques: one searchable combobox (one Tab stop) whose listbox narrows (accents aside). */
async function expectTechniquesCombobox(form: Locator, locale: 'en' | 'fr', names: string[]) {
  const t = TECHNIQUE_TEXTS[locale];
  await expect(form.getByRole('checkbox')).toHaveCount(0);
  const box = form.getByRole('combobox', { name: t.group, exact: true });
  const options = form.getByRole('listbox', { name: t.group }).getByRole('option');
  await box.fill('uberlauf');
  await expect(options).toHaveCount(names.filter((name) => fold(name).includes('uberlauf')).length);
  await options.filter({ hasText: 'Überlaufen' }).click();
  await expect(options.filter({ hasText: 'Überlaufen' })).toHaveAttribute('aria-selected', 'true');
  await box.fill('');
  await expect(options).toHaveCount(names.length);
  await expect(form.getByRole('button', { name: `${t.remove} Überlaufen` })).toBeVisible();
}

async function techniqueNames(request: APIRequestContext) {
  return ((await (await request.get('/api/techniques')).json()) as { name: string }[]).map(
    (technique) => technique.name,
  );
}

test('en: /add-post offers techniques as a searchable combobox, the dashboard post edit as a searchable checkbox group', async ({
  page,
  request,
  signIn,
}) => {
  const names = await techniqueNames(request);
  await signIn('admin');
  await page.goto('/add-post');
  await expectTechniquesCombobox(page.locator('form'), 'en', names);

  await openTable(page, '/dashboard/posts', 'Posts');
  await editMostViewedPost(page, request, 'Search', 'Edit');
  await expectTechniquesControl(page.getByRole('dialog', { name: 'Edit: Post' }), 'en', names);
});

interface Account {
  id: number;
  username: string;
  email: string;
  password: string;
}

/** A confirmed account. */
async function register(request: APIRequestContext, locale: 'en' | 'fr'): Promise<Account> {
  const username = `role_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const email = `${username}@example.com`;
  const password = 'Zornhau-Krumphau-42';
  const res = await request.post('/api/register', {
    data: { username, email, password, locale },
    headers: ownAddress(),
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { user: { id: number } }).user.id;
  const token = new URL(`http://x${linkPath(await waitForMail(email), /\/verify-email\?token=/)}`).searchParams.get(
    'token',
  );
  expect((await request.get('/api/verify-email', { params: { token: token! } })).status()).toBe(200);
  return { id, username, email, password };
}

async function setRole(request: APIRequestContext, account: Account, role: 'ROLE_USER' | 'ROLE_ADMIN') {
  const res = await request.patch(`/api/users/${account.id}/role`, {
    data: { role },
    headers: bearer(await adminToken(request)),
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function roleOf(request: APIRequestContext, token: string, username: string) {
  const res = await request.get('/api/admin/users', { params: { q: username }, headers: bearer(token) });
  const users = (await res.json()) as { username: string; role: string }[];
  return users.find((user) => user.username === username)?.role;
}

const ROLE_TEXTS = {
  en: {
    heading: 'Users List',
    search: 'Search',
    actions: 'Actions for',
    makeAdmin: 'Make admin',
    dialog: (name: string) => `Make ${name} an admin?`,
    cancel: 'Cancel',
    member: 'Member',
    admin: 'Administrator',
    done: (name: string) => `${name} is now Administrator`,
  },
  fr: {
    heading: 'Users List',
    search: 'Rechercher',
    actions: 'Actions pour',
    makeAdmin: 'Nommer admin',
    dialog: (name: string) => `Nommer ${name} administrateur ?`,
    cancel: 'Annuler',
    member: 'Membre',
    admin: 'Administrateur',
    done: (name: string) => `${name} est maintenant Administrateur`,
  },
};

test.describe('with a member to promote and an admin whose dashboard speaks French', () => {
  let member: Account;
  /** An admin whose dashboard speaks French (the dashboard follows its admin's language). */
  let frenchAdmin: Account;

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    member = await register(request, 'en');
    frenchAdmin = await register(request, 'fr');
    await setRole(request, frenchAdmin, 'ROLE_ADMIN');
    await request.dispose();
  });

  test.afterAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const token = await adminToken(request);
    for (const account of [member, frenchAdmin]) {
      if (account) await request.delete(`/api/users/${account.id}`, { headers: bearer(token) });
    }
    await request.dispose();
  });

  for (const locale of ['en', 'fr'] as const) {
    test(`${locale}: Make admin asks first; Cancel leaves the role as it was, confirming changes it`, async ({
      page,
      request,
      signIn,
    }) => {
      const t = ROLE_TEXTS[locale];
      const token = await adminToken(request);
      await setRole(request, member, 'ROLE_USER');
      if (locale === 'fr') await signInOnPage(page, frenchAdmin);
      else await signIn('admin');
      await openScreen(page, '/dashboard/users', t.heading);
      await page.getByRole('searchbox', { name: t.search }).fill(member.username);
      const row = page.getByRole('row', { name: new RegExp(member.username) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(t.member);

      const openMenu = row.getByRole('button', { name: `${t.actions} ${member.username}` });
      await openMenu.click();
      await page.getByRole('menuitem', { name: t.makeAdmin }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog(member.username) });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t.cancel }).click();
      await expect(dialog).toBeHidden();
      await expect(openMenu).toBeFocused();
      await expect(row).toContainText(t.member);
      expect(await roleOf(request, token, member.username)).toBe('ROLE_USER');

      await openMenu.click();
      await page.getByRole('menuitem', { name: t.makeAdmin }).click();
      await dialog.getByRole('button', { name: t.makeAdmin }).click();
      await expect(toastOf(page, t.done(member.username))).toBeVisible();
      await expect(row).toContainText(t.admin);
      expect(await roleOf(request, token, member.username)).toBe('ROLE_ADMIN');
    });
  }

  test('fr: /fr/add-post offers a searchable combobox, the French dashboard post edit a searchable checkbox group', async ({
    page,
    request,
  }) => {
    const names = await techniqueNames(request);
    await signInOnPage(page, frenchAdmin);
    await page.goto('/fr/add-post');
    await expectTechniquesCombobox(page.locator('form'), 'fr', names);

    await openScreen(page, '/dashboard/posts', 'Publications');
    await editMostViewedPost(page, request, 'Rechercher', 'Modifier');
    await expectTechniquesControl(page.getByRole('dialog', { name: TECHNIQUE_TEXTS.fr.dialog }), 'fr', names);
  });
});
