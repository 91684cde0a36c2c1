import type { Manuscript, MasterHistory, Post, PostType, Technique, Weapon } from '../../src/contract';
import { expect, test } from './fixtures';
import { apiJson, nameSlug } from './site-support';

const STATIC_ROUTES = [
  '/',
  '/trends',
  '/news',
  '/history',
  '/manuscripts',
  '/techniques',
  '/weapons',
  '/application',
  '/sparring',
  '/contact',
  '/faq',
  '/about',
  '/legal-notice',
  '/cookie-policy',
  '/terms-and-conditions',
  '/search-results',
];

test('every public page answers 200, in English and in French', async ({ request, baseURL }) => {
  for (const route of STATIC_ROUTES) {
    for (const path of [route, route === '/' ? '/fr/' : `/fr${route}`]) {
      const res = await request.get(`${baseURL}${path}`);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type'], path).toContain('text/html');
    }
  }
});

test('every master, manuscript, technique, weapon, content type and post has its page', async ({ request, baseURL }) => {
  const [masters, manuscripts, techniques, weapons, types, posts] = await Promise.all([
    apiJson<MasterHistory[]>(request, baseURL, 'master_histories'),
    apiJson<Manuscript[]>(request, baseURL, 'manuscripts'),
    apiJson<Technique[]>(request, baseURL, 'techniques'),
    apiJson<Weapon[]>(request, baseURL, 'weapons'),
    apiJson<PostType[]>(request, baseURL, 'post_types'),
    apiJson<Post[]>(request, baseURL, 'posts?itemsPerPage=100'),
  ]);
  expect(masters).toHaveLength(17);
  const paths = [
    ...masters.flatMap((m) => [`/history/${encodeURIComponent(nameSlug(m.name))}`, `/history/wpm-details/${m.id}`]),
    ...manuscripts.map((m) => `/manuscripts/${m.slug}`),
    ...techniques.map((t) => `/techniques/${t.slug}`),
    ...weapons.map((w) => `/weapons/${w.slug}`),
    ...types.map((t) => `/${nameSlug(t.name)}`),
    ...posts.map((p) => `/videos/${p.id}`),
  ];
  for (const path of paths) {
    const res = await request.get(`${baseURL}${path}`);
    expect(res.status(), path).toBe(200);
  }
  for (const path of ['/fr/history/wpm-details/1', `/fr/videos/${posts[0]!.id}`, `/fr/manuscripts/${manuscripts[0]!.slug}`]) {
    expect((await request.get(`${baseURL}${path}`)).status(), path).toBe(200);
  }
});

test("a master is reachable by name as the home links it (e.g. /history/hans-talhoffer) and by /history/wpm-details/{id}", async ({ page, request, baseURL }) => {
  const masters = await apiJson<MasterHistory[]>(request, baseURL, 'master_histories');
  const talhoffer = masters.find((m) => m.name === 'Hans Talhoffer')!;
  await page.goto('/history/hans-talhoffer');
  await expect(page.getByRole('heading', { level: 1, name: 'Hans Talhoffer' })).toBeVisible();
  await page.goto(`/history/wpm-details/${talhoffer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hans Talhoffer' })).toBeVisible();
  // Both addresses name the same canonical page.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/history\/hans-talhoffer$/);
  const accented = masters.find((m) => /[^\x20-\x7e]/.test(m.name));
  if (accented) {
    const res = await page.goto(`/history/${encodeURIComponent(nameSlug(accented.name))}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: accented.name })).toBeVisible();
  }
});

test("any unmatched path answers 404 with 'Page not found'", async ({ page }) => {
  for (const path of ['/no/such/page', '/fr/nothing-here', '/videos/999999', '/videos/not-a-number', '/history/nobody']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('Page not found', { exact: true })).toBeVisible();
  }
});

test('a content type page lists the posts of that type only', async ({ page, request, baseURL }) => {
  const posts = await apiJson<Post[]>(request, baseURL, 'posts?itemsPerPage=100');
  const sparring = posts.filter((p) => p.postType?.slug === 'sparring');
  await page.goto('/sparring');
  await expect(page.getByRole('heading', { level: 1, name: 'Sparring' })).toBeVisible();
  const cards = page.locator('[data-post-card]');
  await expect(cards).toHaveCount(sparring.length);
  const ids = await cards.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-post-card'))));
  expect(ids.sort()).toEqual(sparring.map((p) => p.id).sort());
});
