import { expect, test } from './fixtures';
import { ownAddress, registerMember } from './member-support';
import { adminToken, bearer, chooseRowAction, openScreen, searchTable, toastOf, uniqueName } from './dashboard-support';

interface LibraryScreen {
  path: string;
  heading: string;
  one: string;
  api: string;
  /** The label of the name field in the form. */
  field: 'Name' | 'Title';
  body: (name: string) => Record<string, string>;
  json?: boolean;
  notFound: string;
}

const LIBRARY: LibraryScreen[] = [
  { path: '/dashboard/content-type', heading: 'Content types', one: 'Content type', api: '/api/post_types', field: 'Name', body: (name) => ({ name }), notFound: 'Error 404: Resource not found' },
  { path: '/dashboard/martial-arts', heading: 'Martial arts', one: 'Martial art', api: '/api/weapons', field: 'Name', body: (name) => ({ name }), notFound: 'Error 404: Resource not found' },
  {
    path: '/dashboard/master-histories',
    heading: 'Master histories',
    one: 'Master history',
    api: '/api/master_histories',
    field: 'Name',
    body: (name) => ({ name, period: 'fl. 1450' }),
    notFound: 'MasterHistory resource not found',
  },
  { path: '/dashboard/manuscripts', heading: 'Manuscripts', one: 'Manuscript', api: '/api/manuscripts', field: 'Title', body: (title) => ({ title }), notFound: 'Error 404: Resource not found' },
  { path: '/dashboard/techniques', heading: 'Techniques', one: 'Technique', api: '/api/techniques', field: 'Name', body: (name) => ({ name }), json: true, notFound: 'Error 404: Resource not found' },
  {
    path: '/dashboard/partners',
    heading: 'Partners',
    one: 'Partner',
    api: '/api/publicities',
    field: 'Title',
    body: (title) => ({ title, url: 'https://example.org/partner' }),
    notFound: 'Error 404: Resource not found',
  },
];


for (const screen of LIBRARY) {
  test(`${screen.heading}: search, edit and delete show the right toasts; a vanished item gives '${screen.notFound}'`, async ({ page, request, signIn }) => {
    const token = await adminToken(request);
    const create = async (name: string) => {
      const options = screen.json ? { data: screen.body(name) } : { multipart: screen.body(name) };
      const res = await request.post(screen.api, { ...options, headers: bearer(token) });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };
    const name = uniqueName('Dashboard e2e');
    await create(name);

    await signIn('admin');
    await openScreen(page, screen.path, screen.heading);
    await searchTable(page, name);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(1);

    await chooseRowAction(page, name, 'Edit');
    const edit = page.getByRole('dialog', { name: `Edit: ${screen.one}` });
    await expect(edit.getByLabel(new RegExp(`^${screen.field}`))).toHaveValue(name);
    await edit.getByLabel(new RegExp(`^${screen.field}`)).fill(`${name} revised`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toastOf(page, `${screen.one} updated`)).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(`${name} revised`) })).toHaveCount(1);

    await chooseRowAction(page, `${name} revised`, 'Delete');
    const confirm = page.getByRole('dialog', { name: `Delete ${name} revised?` });
    await expect(confirm.getByText('This cannot be undone.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastOf(page, `${screen.one} deleted`)).toBeVisible();
    await expect(page.getByText('No result for this search.')).toBeVisible();

    // Deleted elsewhere while shown here: the API's 404 message is the toast.
    const gone = uniqueName('Dashboard e2e gone');
    const goneId = await create(gone);
    await searchTable(page, gone);
    await expect(page.getByRole('row', { name: new RegExp(gone) })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
    await searchTable(page, gone);
    await expect(page.getByRole('row', { name: new RegExp(gone) })).toHaveCount(1);
    expect((await request.delete(`${screen.api}/${goneId}`, { headers: bearer(token) })).status()).toBe(204);
    await chooseRowAction(page, gone, 'Delete');
    await page.getByRole('dialog', { name: `Delete ${gone}?` }).getByRole('button', { name: 'Delete' }).click();
    await expect(toastOf(page, screen.notFound)).toBeVisible();
  });
}

test('Techniques: a duplicate name is refused with the 422 toast and the field error', async ({ page, request, signIn }) => {
  const techniques = (await (await request.get('/api/techniques')).json()) as { name: string }[];
  const [first, second] = techniques.map((technique) => technique.name).sort();
  await signIn('admin');
  await openScreen(page, '/dashboard/techniques', 'Techniques');
  await searchTable(page, second!);
  await chooseRowAction(page, second!, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit: Technique' });
  await edit.getByLabel(/^Name/).fill(first!);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toastOf(page, 'Error 422: Unprocessable entity')).toBeVisible();
  await expect(edit.getByText(`"${first}" already exists`)).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
});

test('Posts: edit and delete with their toasts; a vanished post gives Post not found', async ({
  page,
  request,
  baseURL,
  signIn,
}) => {
  // A member of its own: the posts chain, running beside this one, counts the demo account's posts.
  const author = await registerMember(request, baseURL, 'dashposts');
  const post = async (title: string) => {
    const res = await request.post('/api/posts', { multipart: { title }, headers: bearer(author.token) });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const title = uniqueName('Dashboard post');
  await post(title);

  await signIn('admin');
  await openScreen(page, '/dashboard/posts', 'Posts');
  await searchTable(page, title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(author.username);

  await chooseRowAction(page, title, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit: Post' });
  await expect(edit.getByLabel(/^Title/)).toHaveValue(title);
  await edit.getByLabel(/^Title/).fill(`${title} (cut)`);
  await edit.getByLabel('Content type').selectOption({ index: 1 });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toastOf(page, 'Post updated')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${title} \\(cut\\)`) })).toHaveCount(1);

  await chooseRowAction(page, `${title} (cut)`, 'Delete');
  await page.getByRole('dialog', { name: `Delete ${title} (cut)?` }).getByRole('button', { name: 'Delete' }).click();
  await expect(toastOf(page, 'Post deleted')).toBeVisible();
  await expect(page.getByText('No result for this search.')).toBeVisible();

  const gone = uniqueName('Dashboard post gone');
  const goneId = await post(gone);
  await searchTable(page, gone);
  await expect(page.getByRole('row', { name: new RegExp(gone) })).toHaveCount(1);
  expect((await request.delete(`/api/posts/${goneId}`, { headers: bearer(author.token) })).status()).toBe(204);
  await chooseRowAction(page, gone, 'Delete');
  await page.getByRole('dialog', { name: `Delete ${gone}?` }).getByRole('button', { name: 'Delete' }).click();
  await expect(toastOf(page, 'Post not found')).toBeVisible();
});

test('Users List: change role (confirmed first), deactivate, reactivate and delete, each with its toast; not on oneself', async ({ page, request, signIn }) => {
  const username = `dash_${Date.now().toString(36)}`;
  const register = await request.post('/api/register', {
    data: { username, email: `${username}@example.com`, password: 'Zornhau-Krumphau-42' },
    headers: ownAddress(),
  });
  expect(register.status(), await register.text()).toBe(201);

  await signIn('admin');
  await openScreen(page, '/dashboard/users', 'Users List');
  await searchTable(page, 'admin@hdx.test');
  const self = page.getByRole('row', { name: /admin \(you\)/ });
  await expect(self).toHaveCount(1);
  await self.getByRole('button', { name: 'Actions for admin', exact: true }).click();
  const selfMenu = page.getByRole('menu', { name: 'Actions for admin' });
  for (const action of ['Make member', 'Deactivate', 'Delete']) {
    await expect(selfMenu.getByRole('menuitem', { name: action })).toBeDisabled();
  }
  await page.keyboard.press('Escape');

  await searchTable(page, username);
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row).toContainText('Member');
  await chooseRowAction(page, username, 'Make admin');
  await page.getByRole('dialog', { name: `Make ${username} an admin?` }).getByRole('button', { name: 'Make admin' }).click();
  await expect(toastOf(page, `${username} is now Administrator`)).toBeVisible();
  await expect(row).toContainText('Administrator');
  await chooseRowAction(page, username, 'Make member');
  await page.getByRole('dialog', { name: `Make ${username} a member?` }).getByRole('button', { name: 'Make member' }).click();
  await expect(toastOf(page, `${username} is now Member`)).toBeVisible();

  await chooseRowAction(page, username, 'Deactivate');
  const confirm = page.getByRole('dialog', { name: `Deactivate ${username}?` });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(toastOf(page, `${username} deactivated`)).toBeVisible();
  await expect(row).toContainText('Deactivated');
  await chooseRowAction(page, username, 'Reactivate');
  await expect(toastOf(page, `${username} reactivated`)).toBeVisible();
  await expect(row).toContainText('Active');

  await chooseRowAction(page, username, 'Delete');
  await page.getByRole('dialog', { name: `Delete ${username}?` }).getByRole('button', { name: 'Delete' }).click();
  await expect(toastOf(page, 'User deleted')).toBeVisible();
  await expect(page.getByText('No result for this search.')).toBeVisible();
});
