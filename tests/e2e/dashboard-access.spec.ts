import { expect, test } from './fixtures';
import { credentialsOf } from './sessions';
import { signInOnPage } from './sign-in';

test('/dashboard answers 404 with the not-found page to a visitor', async ({ page }) => {
  for (const path of ['/dashboard', '/dashboard/users', '/dashboard/techniques']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('HDX Dashboard')).toHaveCount(0);
  }
});

test('/dashboard answers 404 to the signed-in demo user, even with a forged admin role cookie', async ({ page, context, signIn }) => {
  await signIn('demo');
  const response = await page.goto('/dashboard');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  const url = new URL(page.url());
  await context.addCookies([{ name: 'hdx-role', value: 'ROLE_ADMIN', domain: url.hostname, path: '/', secure: true, sameSite: 'Lax' }]);
  expect((await page.goto('/dashboard/users'))?.status()).toBe(404);
});

test('an admin gets the dashboard: sidebar entries, the active one by the second path segment', async ({ page, signIn }) => {
  await signIn('admin');
  const response = await page.goto('/dashboard/martial-arts');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toContain('no-store');
  const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
  await expect(nav.getByText('HDX Dashboard')).toBeVisible();
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Content types',
    'Martial arts',
    'Master histories',
    'Manuscripts',
    'Techniques',
    'Posts',
    'Users List',
    'Partners',
  ]);
  await expect(nav.getByRole('link', { name: 'Martial arts' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Users List' }).click();
  await expect(page).toHaveURL(/\/dashboard\/users$/);
  await expect(page.getByRole('heading', { name: 'Users List', level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users List' })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Martial arts', level: 1 })).toBeVisible();

  expect((await page.goto('/dashboard/unknown-screen'))?.status()).toBe(404);
});

test('an admin whose short-lived token cookie expired gets the dashboard after a silent renewal', async ({ page, context }) => {
  // Its own session: the renewal uses up the refresh token, which the kept admin session must not lose.
  await signInOnPage(page, credentialsOf('admin'));
  await context.clearCookies({ name: 'hdx-token' });
  await page.goto('/dashboard/posts');
  await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toBeVisible();
});
