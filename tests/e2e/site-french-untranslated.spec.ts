import { expect, test } from './fixtures';
import { expectNoViolations, openSitePage } from './a11y-support';
import { adminToken, bearer, publishSite, uniqueName } from './dashboard-support';

/**
 * Issue 32: an entry without French shows its English on French pages, in lang="en", with an
 * honest marker. Every demo entry has its French, so this spec adds one and publishes (site chain).
 */
test('a technique not yet translated shows its English under a marker on the French pages', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const weapons = (await (await request.get('/api/weapons')).json()) as { id: number; name: string }[];
  const longsword = weapons.find((weapon) => weapon.name === 'Longsword')!;
  const name = uniqueName('Untranslated cut');
  const created = await request.post('/api/techniques', {
    data: { name, description: 'A cut nobody has translated yet.', weaponId: longsword.id },
    headers: bearer(token),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug } = (await created.json()) as { id: number; slug: string };
  try {
    await publishSite(request, token);

    await openSitePage(page, `/fr/techniques/${slug}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading.locator('[lang="en"]')).toHaveText(name);
    await expect(heading.locator('[data-untranslated]')).toHaveText('Pas encore traduit');
    const article = page.locator('[data-technique]');
    await expect(article.locator('p[data-untranslated]')).toHaveText(
      'Ce texte n’est pas encore traduit en français : il est affiché en anglais.',
    );
    await expect(article.locator('.prose-hdx[lang="en"]')).toHaveText('A cut nobody has translated yet.');
    await expect(page).toHaveTitle(new RegExp(`^${name}`));
    await expectNoViolations(page, `/fr/techniques/${slug}`);

    // In the French list it reads as English too.
    await openSitePage(page, '/fr/techniques');
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', `/fr/techniques/${slug}`);
    await expect(page.getByRole('link', { name }).locator('[lang="en"]')).toHaveText(name);

    // The English page has nothing to mark.
    await openSitePage(page, `/techniques/${slug}`);
    await expect(page.locator('[data-untranslated]')).toHaveCount(0);
  } finally {
    await request.delete(`/api/techniques/${id}`, { headers: bearer(token) });
  }
});
