import type { Page } from '@playwright/test';
import { expectNoViolations } from './a11y-support';
import { chooseRowAction, openScreen, searchTable, showMostViewedPost, toastOf } from './dashboard-support';
import { expect, test } from './fixtures';
import { pageReady } from './site-support';

/**
 * Each screen's dialogs are opened on a demo entry that no spec edits or removes (`row`, found
 * by `search`): the dashboard chains run side by side, and another one adds and deletes entries
 * of these screens meanwhile.
 */
const LIBRARY = [
  { path: '/dashboard/content-type', heading: 'Content types', one: 'Content type', search: 'Sparring', row: 'Sparring' },
  { path: '/dashboard/martial-arts', heading: 'Martial arts', one: 'Martial art', search: 'Sabre', row: 'Sabre' },
  { path: '/dashboard/master-histories', heading: 'Master histories', one: 'Master history', search: 'Lutegerus', row: 'Lutegerus' },
  {
    path: '/dashboard/manuscripts',
    heading: 'Manuscripts',
    one: 'Manuscript',
    search: 'Walpurgis',
    row: 'Walpurgis Fechtbuch (Royal Armouries Ms. I.33)',
  },
  { path: '/dashboard/techniques', heading: 'Techniques', one: 'Technique', search: 'Schielhau', row: 'Schielhau' },
  { path: '/dashboard/partners', heading: 'Partners', one: 'Partner', search: 'Ironhand', row: 'Ironhand Fencing Supply: spring training sale' },
];
/** Two demo techniques no spec renames: saving the second under the first's name is refused. */
const TAKEN_NAME = 'Krumphau';
const RENAMED = 'Schielhau';

// A test opens a screen and its dialogs with an axe run each (up to six): more than the 60 s of
// one step on a loaded two-core machine.
test.describe.configure({ timeout: 120_000 });

/** The screen once its table shows rows. */
async function openTable(page: Page, path: string, heading: string) {
  await openScreen(page, path, heading);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await pageReady(page);
}

test('the dashboard home with its figures and charts has no axe violation', async ({ page, signIn }) => {
  await signIn('admin');
  await openScreen(page, '/dashboard', 'Overview');
  await expect(page.getByRole('definition').first()).toHaveText(/\d/);
  await pageReady(page);
  await expectNoViolations(page, '/dashboard');
});

for (const screen of LIBRARY) {
  test(`${screen.heading}: the table, the new, edit and delete dialogs have no axe violation`, async ({ page, signIn }) => {
    await signIn('admin');
    await openTable(page, screen.path, screen.heading);
    await expectNoViolations(page, `${screen.path} table`);

    await page.getByRole('button', { name: `New: ${screen.one}` }).click();
    const create = page.getByRole('dialog', { name: `New: ${screen.one}` });
    await expect(create).toBeVisible();
    await expectNoViolations(page, `${screen.path} new dialog`);
    await create.getByRole('button', { name: 'Cancel' }).click();

    await searchTable(page, screen.search);
    const actions = page.getByRole('button', { name: `Actions for ${screen.row}`, exact: true });
    await actions.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoViolations(page, `${screen.path} row menu`);
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('dialog', { name: `Edit: ${screen.one}` })).toBeVisible();
    await expectNoViolations(page, `${screen.path} edit dialog`);
    await page.keyboard.press('Escape');

    await actions.click();
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('dialog', { name: /^Delete .+\?$/ })).toBeVisible();
    await expectNoViolations(page, `${screen.path} delete dialog`);
    await page.keyboard.press('Escape');

    await page.getByRole('searchbox', { name: 'Search' }).fill('qqxyzzyqq');
    await expect(page.getByText('No result for this search.')).toBeVisible();
    await expectNoViolations(page, `${screen.path} no match`);
  });
}

test('a field error refused by the API (a duplicate technique) has no axe violation', async ({ page, signIn }) => {
  await signIn('admin');
  await openTable(page, '/dashboard/techniques', 'Techniques');
  await searchTable(page, RENAMED);
  await chooseRowAction(page, RENAMED, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit: Technique' });
  await edit.getByLabel(/^Name/).fill(TAKEN_NAME);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText(`"${TAKEN_NAME}" already exists`)).toBeVisible();
  await expect(edit.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'technique with a field error');
  await edit.getByRole('button', { name: 'Cancel' }).click();
});

test('Posts: the table, the edit dialog, its saved toast and the delete dialog have no axe violation', async ({ page, request, signIn }) => {
  await signIn('admin');
  await openTable(page, '/dashboard/posts', 'Posts');
  await expectNoViolations(page, 'posts table');
  await showMostViewedPost(page, request);
  await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(1);
  await page.getByRole('button', { name: /^Actions for / }).first().click();
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit: Post' });
  await expect(edit.getByLabel(/^Title/)).not.toHaveValue('');
  await expectNoViolations(page, 'posts edit dialog');
  // Saved unchanged: the toast shows and the post stays as it was.
  await edit.getByRole('button', { name: 'Save' }).click();
  // axe measures colours as drawn: wait until the toast has faded in.
  await expect(toastOf(page, 'Post updated')).toHaveCSS('opacity', '1');
  await expectNoViolations(page, 'posts with the saved toast');
  await page.getByRole('button', { name: /^Actions for / }).first().click();
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /^Delete .+\?$/ })).toBeVisible();
  await expectNoViolations(page, 'posts delete dialog');
});

test('Users List: the table, the make admin and the deactivate dialogs have no axe violation', async ({ page, signIn }) => {
  await signIn('admin');
  await openTable(page, '/dashboard/users', 'Users List');
  await expectNoViolations(page, 'users table');
  await chooseRowAction(page, 'demo', 'Make admin');
  await expect(page.getByRole('dialog', { name: 'Make demo an admin?' })).toBeVisible();
  await expectNoViolations(page, 'users make admin dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await chooseRowAction(page, 'demo', 'Deactivate');
  await expect(page.getByRole('dialog', { name: 'Deactivate demo?' })).toBeVisible();
  await expectNoViolations(page, 'users deactivate dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
});

test('at 375 px the dashboard home and a table have no axe violation', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn('admin');
  await openScreen(page, '/dashboard', 'Overview');
  await pageReady(page);
  await expectNoViolations(page, 'mobile /dashboard');
  await openTable(page, '/dashboard/posts', 'Posts');
  await expectNoViolations(page, 'mobile posts');
});
