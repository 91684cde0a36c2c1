import { expect, test } from './fixtures';
import { expectNoViolations } from './a11y-support';
import { adminToken, bearer, chooseRowAction, openScreen, searchTable, toastOf, uniqueName } from './dashboard-support';

/** Issue 32: the library screens edit English and French side by side and show what misses French. */
test('an admin sees which techniques miss French and writes the French beside the English', async ({
  page,
  request,
  signIn,
}) => {
  const token = await adminToken(request);
  const name = uniqueName('Bilingual e2e');
  const created = await request.post('/api/techniques', {
    data: { name, description: 'A cut to test both languages.' },
    headers: bearer(token),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await signIn('admin');
  await openScreen(page, '/dashboard/techniques', 'Techniques');
  await searchTable(page, name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.locator('[data-missing-french]')).toHaveText('Missing French');
  // The filter keeps it: the demo techniques all have their French.
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await page.getByLabel('Only entries missing French').check();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(1);
  await expect(page.getByRole('row', { name: /Zornhau/ })).toHaveCount(0);
  await page.getByLabel('Only entries missing French').uncheck();
  await searchTable(page, name);

  await chooseRowAction(page, name, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit: Technique' });
  const english = edit.getByRole('group', { name: 'English' });
  const french = edit.getByRole('group', { name: 'French' });
  await expect(english.getByLabel(/^Name/)).toHaveValue(name);
  await expect(english.getByLabel(/^Description/)).toHaveValue('A cut to test both languages.');
  await expect(french.getByLabel('French name')).toHaveValue('');
  await expect(french.getByLabel('French name')).toHaveAttribute('lang', 'fr');
  await expectNoViolations(page, 'technique form in both languages');
  // A French text breaking the rules is refused under its field, nothing saved.
  await french.getByLabel('French description').fill('<b>gras</b>');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(french.getByText('Must be plain text: HTML is not allowed')).toBeVisible();
  await french.getByLabel('French name').fill(`${name} en français`);
  await french.getByLabel('French description').fill('Une taille pour éprouver les deux langues.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toastOf(page, 'Technique updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row.locator('[data-missing-french]')).toHaveCount(0);
  await expect(row).toContainText('Translated');

  const saved = await request.get(`/api/techniques/${id}`);
  expect(await saved.json()).toMatchObject({
    name,
    description: 'A cut to test both languages.',
    nameFr: `${name} en français`,
    descriptionFr: 'Une taille pour éprouver les deux langues.',
  });
  await request.delete(`/api/techniques/${id}`, { headers: bearer(token) });
});

test("a master's period and origin, and a manuscript's date and language, are edited in both languages side by side", async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await openScreen(page, '/dashboard/master-histories', 'Master histories');
  await searchTable(page, 'Fiore dei Liberi');
  await chooseRowAction(page, 'Fiore dei Liberi', 'Edit');
  const master = page.getByRole('dialog', { name: 'Edit: Master history' });
  await expect(master.getByRole('group', { name: 'English' }).getByLabel('Period', { exact: true })).toHaveValue(
    'c. 1350 – after 1409',
  );
  const french = master.getByRole('group', { name: 'French' });
  await expect(french.getByLabel('French period')).toHaveValue('v. 1350 – après 1409');
  await expect(french.getByLabel('French origin')).toHaveValue('Premariacco, près de Cividale del Friuli');
  await expect(french.getByLabel('French origin')).toHaveAttribute('lang', 'fr');
  await master.getByRole('button', { name: 'Cancel' }).click();

  await openScreen(page, '/dashboard/manuscripts', 'Manuscripts');
  await searchTable(page, 'Getty');
  await chooseRowAction(page, 'Fior di Battaglia (Getty MS Ludwig XV 13)', 'Edit');
  const manuscript = page.getByRole('dialog', { name: 'Edit: Manuscript' });
  const frenchFacts = manuscript.getByRole('group', { name: 'French' });
  await expect(frenchFacts.getByLabel('French date')).toHaveValue('v. 1400–1410');
  await expect(frenchFacts.getByLabel('Language in French')).toHaveValue('italien');
  await expectNoViolations(page, 'manuscript form in both languages');
});
