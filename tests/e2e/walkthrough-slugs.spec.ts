import type { APIRequestContext } from '@playwright/test';
import type { SlugRedirect } from '../../src/contract';
import { adminToken, bearer, publishSite, uniqueName } from './dashboard-support';
import { expect, test } from './fixtures';

/**
 * Issue 16, defect 12: renaming a martial art, master, manuscript, technique or content type
 * keeps its old address as a 301 to the new one, on the Node server before a publish and
 * after it. Each test makes its own entries (and removes them), so the demo data is untouched.
 */
const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Where `path` answers, not followed: the status and the Location. */
async function answer(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  return { status: res.status(), location: res.headers()['location'] ?? null };
}

const movedTo = (location: string) => ({ status: 301, location });

/** What a test made, removed after it whatever its outcome. */
let made: string[] = [];
test.afterEach(async ({ request }) => {
  const token = await adminToken(request);
  for (const path of made.reverse()) await request.delete(`/api/${path}`, { headers: bearer(token) });
  made = [];
});

async function create(
  request: APIRequestContext,
  token: string,
  path: string,
  fields: Record<string, string>,
  body: 'multipart' | 'data' = 'multipart',
) {
  const res = await request.post(`/api/${path}`, { headers: bearer(token), [body]: fields });
  expect(res.status(), await res.text()).toBeLessThan(300);
  const created = (await res.json()) as { id: number; slug: string };
  made.push(`${path}/${created.id}`);
  return created;
}

async function rename(request: APIRequestContext, token: string, path: string, body: Record<string, string>) {
  const res = await request.patch(`/api/${path}`, { headers: bearer(token), data: body });
  expect(res.status(), await res.text()).toBe(200);
}


test('a renamed martial art: its old address answers 301 before a publish and after it, through chains, a rename back and a new entry taking it', async ({
  page,
  request,
}) => {
  test.setTimeout(6 * 60_000);
  const token = await adminToken(request);
  const word = uniqueName('x').split(' ')[1]!;
  const [a, b, c] = ['Dussack', 'Messer', 'Falchion'].map((name) => `${name} ${word}`) as [string, string, string];
  const [sa, sb, sc] = [a, b, c].map(slugOf) as [string, string, string];
  const weapon = await create(request, token, 'weapons', { name: a, description: 'A short training sabre' });
  expect(weapon.slug).toBe(sa);

  // Before a publish: the old address leads to the new one, in both languages.
  await rename(request, token, `weapons/${weapon.id}`, { name: b });
  expect(await answer(request, `/weapons/${sa}`)).toEqual(movedTo(`/weapons/${sb}`));
  expect(await answer(request, `/fr/weapons/${sa}?from=mail`)).toEqual(movedTo(`/fr/weapons/${sb}?from=mail`));

  // After a publish: the new page is built, the old address still leads to it.
  await publishSite(request, token);
  expect(await answer(request, `/weapons/${sa}`)).toEqual(movedTo(`/weapons/${sb}`));
  await page.goto(`/fr/weapons/${sa}`);
  await expect(page).toHaveURL(new RegExp(`/fr/weapons/${sb}$`));
  await expect(page.getByRole('heading', { level: 1, name: b })).toBeVisible();

  // A chain a -> b -> c, before the next publish: both old addresses lead to c, which serves its page.
  await rename(request, token, `weapons/${weapon.id}`, { name: c });
  expect(await answer(request, `/weapons/${sa}`)).toEqual(movedTo(`/weapons/${sc}`));
  expect(await answer(request, `/weapons/${sb}`)).toEqual(movedTo(`/weapons/${sc}`));
  expect((await answer(request, `/weapons/${sc}`)).status).toBe(200);
  await page.goto(`/weapons/${sb}`);
  await expect(page).toHaveURL(new RegExp(`/weapons/${sc}$`));
  await expect(page.locator(`[data-weapon="${weapon.id}"]`)).toBeVisible();

  // Renamed back to a: a is its page again, b and c lead to it.
  await rename(request, token, `weapons/${weapon.id}`, { name: a });
  expect((await answer(request, `/weapons/${sa}`)).status).toBe(200);
  expect(await answer(request, `/weapons/${sb}`)).toEqual(movedTo(`/weapons/${sa}`));
  expect(await answer(request, `/weapons/${sc}`)).toEqual(movedTo(`/weapons/${sa}`));

  // A new martial art named b takes b: no redirect there any more.
  const other = await create(request, token, 'weapons', { name: b });
  expect(other.slug).toBe(sb);
  expect((await answer(request, `/weapons/${sb}`)).status).not.toBe(301);
  const redirects = (await (await request.get('/api/slug-redirects')).json()) as SlugRedirect[];
  expect(redirects.filter((r) => r.from.includes(word))).toEqual([{ from: `/weapons/${sc}`, to: `/weapons/${sa}` }]);
});

test('a renamed master, manuscript, technique and content type answer 301 at their old address (EN and FR)', async ({
  request,
}) => {
  const token = await adminToken(request);
  const word = uniqueName('x').split(' ')[1]!;
  const master = await create(request, token, 'master_histories', { name: `Master ${word}` });
  const manuscript = await create(request, token, 'manuscripts', { title: `Codex ${word}` });
  const type = await create(request, token, 'post_types', { name: `Drills ${word}` });
  const technique = await create(
    request,
    token,
    'techniques',
    { name: `Cut ${word}`, description: 'From above' },
    'data',
  );

  await rename(request, token, `master_histories/${master.id}`, { name: `Maestro ${word}` });
  await rename(request, token, `manuscripts/${manuscript.id}`, { title: `Fechtbuch ${word}` });
  await rename(request, token, `post_types/${type.id}`, { name: `Solo drills ${word}` });
  await rename(request, token, `techniques/${technique.id}`, { name: `Thrust ${word}` });

  for (const prefix of ['', '/fr']) {
    expect(await answer(request, `${prefix}/history/master-${word}`)).toEqual(
      movedTo(`${prefix}/history/maestro-${word}`),
    );
    expect(await answer(request, `${prefix}/manuscripts/codex-${word}`)).toEqual(
      movedTo(`${prefix}/manuscripts/fechtbuch-${word}`),
    );
    expect(await answer(request, `${prefix}/drills-${word}`)).toEqual(movedTo(`${prefix}/solo-drills-${word}`));
    expect(await answer(request, `${prefix}/techniques/cut-${word}`)).toEqual(
      movedTo(`${prefix}/techniques/thrust-${word}`),
    );
  }
});
