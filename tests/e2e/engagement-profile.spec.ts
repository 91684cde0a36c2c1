import type { PublicProfile } from '../../src/contract';
import { expect, test } from './fixtures';
import { bearer, doNotCountViews } from './engagement-support';
import { apiSession } from './sign-in';

test.beforeEach(({ page }) => doNotCountViews(page));

test('a public profile shows the avatar, username, counts and posts as cards, and no private field', async ({
  page,
  request,
  baseURL,
}) => {
  const demo = await apiSession(request, baseURL);
  const profile = (await (await request.get(`${baseURL}/api/users/${demo.userId}/profile`)).json()) as PublicProfile;
  const response = await page.goto(`/profile/${demo.userId}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: profile.username })).toBeVisible();
  await expect(page.getByRole('img', { name: `Profile picture of ${profile.username}` })).toBeVisible();
  await expect(page.locator('[data-posts-count]')).toHaveText(String(profile.postsCount));
  await expect(page.locator('[data-likes-received]')).toHaveText(String(profile.likesReceived));
  const cards = page.locator('[data-post-card]');
  await expect(cards).toHaveCount(Math.min(profile.postsCount, 12));
  await expect(cards.first().locator('[data-author]')).toHaveAttribute('href', `/profile/${demo.userId}`);
  // A visitor gets no edit or delete, and the page carries no e-mail address.
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(page.locator('[data-stream-state]')).toHaveCount(0);
  expect(await page.content()).not.toContain('demo@hdx.test');

  const fr = await page.goto(`/fr/profile/${demo.userId}`);
  expect(fr?.status()).toBe(200);
  await expect(page.getByText('Membre depuis')).toBeVisible();
  expect((await page.goto('/profile/999999'))?.status()).toBe(404);
});

test("the author edits and deletes their post from their profile; another member's profile has no such controls", async ({
  page,
  request,
  baseURL,
  signIn,
}) => {
  const demo = await apiSession(request, baseURL);
  const admin = await apiSession(request, baseURL, 'admin@hdx.test');
  const created = await request.post(`${baseURL}/api/posts`, {
    headers: bearer(demo),
    multipart: { title: `Profile drill ${Date.now()}` },
  });
  expect(created.status()).toBe(201);
  const post = (await created.json()) as { id: number; title: string };

  await signIn('demo');
  await page.goto(`/profile/${demo.userId}`);
  const card = page.locator(`[data-post-card="${post.id}"]`);
  await card.getByRole('link', { name: `Edit “${post.title}”` }).click();
  await expect(page).toHaveURL(`/add-post?edit=${post.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit a post' })).toBeVisible();
  const title = page.getByLabel('Title');
  await expect(title).toHaveValue(post.title);
  await title.fill(`${post.title} (revised)`);
  await page.getByLabel('Price in €').fill('abc');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('A price in euros with at most two decimals, such as 12.99.')).toBeVisible();
  await page.getByLabel('Price in €').fill('0');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(`/profile/${demo.userId}`);
  await expect(card.getByRole('link', { name: `${post.title} (revised)`, exact: true })).toBeVisible();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();

  await card.getByRole('button', { name: `Delete “${post.title} (revised)”` }).click();
  await card.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(card).toHaveCount(0);
  expect((await request.get(`${baseURL}/api/posts/${post.id}`)).status()).toBe(404);

  await page.goto(`/profile/${admin.userId}`);
  await expect(page.locator('[data-post-card]').first()).toBeVisible();
  await expect(page.locator('[data-owner-tools]')).toHaveCount(0);
  await page.goto(
    `/add-post?edit=${(await (await request.get(`${baseURL}/api/posts?user=${admin.userId}&itemsPerPage=1`)).json())[0].id}`,
  );
  await expect(page.getByText('You can only edit your own posts.')).toBeVisible();
});

test('/profile shows the signed-in member their counts and posts with edit and delete', async ({
  page,
  request,
  baseURL,
  signIn,
}) => {
  const demo = await apiSession(request, baseURL);
  const profile = (await (await request.get(`${baseURL}/api/users/${demo.userId}/profile`)).json()) as PublicProfile;
  await signIn('demo');
  await page.goto('/profile');
  const section = page.locator('section[aria-labelledby="my-posts-title"]');
  await expect(section.getByRole('heading', { name: 'My posts' })).toBeVisible();
  await expect(section.locator('[data-posts-count]')).toHaveText(String(profile.postsCount));
  await expect(section.locator('[data-owner-tools]').first()).toBeVisible();
  // Test servers run no transcode worker: the author sees each video still waiting for its
  // streaming qualities (issue 18), as the add-post page says it.
  await expect(section.locator('[data-stream-state="queued"]').first()).toHaveText(
    'Preparing the streaming qualities…',
  );
  await expect(section.getByRole('link', { name: 'Post a video' })).toHaveAttribute('href', '/add-post');
});
