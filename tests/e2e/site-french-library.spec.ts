import { expect, test } from './fixtures';
import { expectNoViolations, openSitePage } from './a11y-support';
import { headerReady } from './site-support';

/** Issue 32: every library text in both languages; French pages show French, or the English marked as such. */

test('a French technique page shows the French name and description, and says so in its title and JSON-LD', async ({
  page,
}) => {
  await openSitePage(page, '/fr/techniques/ochs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Ochs' })).toBeVisible();
  const article = page.locator('[data-technique]');
  await expect(article.getByText(/Le « bœuf » : la garde tenue à côté de la tête/)).toBeVisible();
  await expect(article.locator('[data-untranslated]')).toHaveCount(0);
  await expect(article.locator('[lang="en"]')).toHaveCount(0);
  // Its weapon by its French name, linked to the French weapon page.
  await expect(article.getByRole('link', { name: 'Épée longue' })).toHaveAttribute('href', '/fr/weapons/longsword');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Le « bœuf »/);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const technique = ld
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'CreativeWork');
  expect(technique).toMatchObject({
    name: 'Ochs',
    inLanguage: 'fr',
    description: expect.stringMatching(/^Le « bœuf »/),
  });
  await expectNoViolations(page, '/fr/techniques/ochs');

  // The same page in English keeps the English.
  await openSitePage(page, '/techniques/ochs');
  await expect(page.locator('[data-technique]').getByText(/The 'ox': the hilt held beside the head/)).toBeVisible();
  await expect(page.locator('[data-untranslated]')).toHaveCount(0);
});

test("a French master's page tells his history in French, and the English page in English", async ({ page }) => {
  await openSitePage(page, '/fr/history/fiore-dei-liberi');
  const article = page.locator('[data-master-history]');
  await expect(article.getByText(/Fiore dei Liberi, fils de Benedetto des Liberi de Premariacco/)).toBeVisible();
  // His period and origin too, and the JSON-LD names his home in French.
  await expect(article.getByText('v. 1350 – après 1409', { exact: true })).toBeVisible();
  await expect(article.getByText('Premariacco, près de Cividale del Friuli', { exact: true })).toBeVisible();
  await expect(article.locator('[data-untranslated]')).toHaveCount(0);
  const person = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Person');
  expect(person).toMatchObject({ homeLocation: { name: 'Premariacco, près de Cividale del Friuli' } });
  await expectNoViolations(page, '/fr/history/fiore-dei-liberi');
  await openSitePage(page, '/history/fiore-dei-liberi');
  await expect(page.locator('[data-master-history]').getByText(/Fiore dei Liberi, son of Benedetto/)).toBeVisible();
});

test('the French lists and weapon pages use the French names', async ({ page }) => {
  await openSitePage(page, '/fr/weapons');
  await expect(page.getByRole('link', { name: 'Épée longue', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Épée et bocle', exact: true })).toBeVisible();
  await openSitePage(page, '/fr/weapons/longsword');
  await expect(page).toHaveTitle(/^Épée longue/);
  await expect(page.getByRole('heading', { level: 1, name: 'Épée longue' })).toBeVisible();
  // The breadcrumbs end on the French name.
  await expect(page.getByRole('navigation', { name: 'Arts martiaux', exact: true })).toContainText('Épée longue');
  await expectNoViolations(page, '/fr/weapons/longsword');
  await openSitePage(page, '/fr/manuscripts');
  await expect(page.getByRole('link', { name: 'La Fleur de la bataille (Getty MS Ludwig XV 13)' })).toBeVisible();
  // A manuscript's date and language in French; its shelfmark and institution as the library writes them.
  await openSitePage(page, '/fr/manuscripts/getty-ms-ludwig-xv-13');
  const facts = page.locator('dl').first();
  await expect(facts.getByText('italien', { exact: true })).toBeVisible();
  await expect(facts.getByText('v. 1400–1410', { exact: true })).toBeVisible();
  await expect(facts.getByText('MS Ludwig XV 13', { exact: true })).toBeVisible();
  await expect(facts.locator('[data-untranslated]')).toHaveCount(0);
});

test('the search finds the longsword by its French name, accents optional', async ({ request }) => {
  for (const q of ['épée longue', 'epee longue', 'EPEE LONGUE']) {
    const res = await request.get(`/api/search/results?q=${encodeURIComponent(q)}`);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { entities: { name: string; nameFr: string }[]; posts: unknown[] };
    expect(body.entities[0], q).toMatchObject({ name: 'Longsword', nameFr: 'Épée longue' });
    expect(body.posts.length, q).toBeGreaterThan(0);
  }
});

test('Pagefind finds the French weapon page by its French name without accents, the API unreachable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.route(/\/api\/.+/, (route) => route.abort('connectionrefused'));
  await page.goto('/fr/news');
  await headerReady(page);
  const box = page.locator('[data-search-slot="header"]').getByRole('combobox');
  await box.fill('epee longue');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/fr\/search-results\?q=epee(\+|%20)longue$/);
  await expect(page.locator('[data-page-matches] li a[href="/fr/weapons/longsword"]')).toBeVisible();
});
