import type { BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { linkPath, waitForMail } from '../support/e2e-outbox';
import { expect, test } from './fixtures';
import { headerReady, pageReady } from './site-support';
import { credentialsOf } from './sessions';
import { submitSignIn } from './sign-in';

const unique = () => `e2e_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'Zornhau-Krumphau-42';

async function signUp(page: Page, username: string, email: string) {
  await page.goto('/sign-up');
  // The submit button is enabled once the island has hydrated.
  await expect(page.getByRole('button', { name: 'Create my account' })).toBeEnabled();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm the password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/unverified\?email=/);
}

const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((cookie) => cookie.name).sort();

test('sign up, confirm from the mail, sign in, use the menu, edit the account, sign out', async ({ page, context }) => {
  const username = unique();
  const email = `${username}@example.com`;
  await signUp(page, username, email);
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();

  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Confirm your e-mail address for HDX');
  await page.goto(linkPath(mail, /\/verify-email\?token=/));
  await expect(page).toHaveURL(/\/verified$/);
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();

  await submitSignIn(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/$/);
  const header = page.getByRole('banner');
  const menuButton = header.getByRole('button', { name: `Welcome ${username}` });
  await expect(menuButton).toBeVisible();
  const cookies = await context.cookies();
  for (const name of ['hdx-token', 'hdx-refreshToken', 'hdx-username', 'hdx-email', 'hdx-id', 'hdx-role']) {
    const cookie = cookies.find((c) => c.name === name);
    expect(cookie, name).toMatchObject({ path: '/', secure: true, sameSite: 'Lax' });
    expect(cookie!.expires - Date.now() / 1000, name).toBeGreaterThan(7 * 24 * 3600 - 120);
  }

  await menuButton.hover();
  const menu = header.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['Account', 'Profile', 'Favorites', 'My library', 'Post a video', 'Sign Out']);
  await menu.getByRole('menuitem', { name: 'Account' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await page.getByLabel('First name').fill('Johannes');
  await page.getByLabel('City').fill('Nuremberg');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your information has been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Nuremberg');

  await page.evaluate(() => localStorage.setItem('something', 'kept until sign-out'));
  await header.getByRole('button', { name: `Welcome ${username}` }).hover();
  await header.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await cookieNames(context)).toEqual([]);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('forgotten password: mail, reset, then only the new password signs in', async ({ page }) => {
  const username = unique();
  const email = `${username}@example.com`;
  await signUp(page, username, email);
  await page.goto(linkPath(await waitForMail(email), /\/verify-email\?token=/));
  await expect(page).toHaveURL(/\/verified$/);

  await page.goto('/forgotten-password');
  await expect(page.getByRole('button', { name: 'Send me a reset link' })).toBeEnabled();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page).toHaveURL(/\/forgotten-password-validation$/);

  const reset = await waitForMail(email, 3);
  expect(reset.subject).toBe('Reset your HDX password');
  await page.goto(linkPath(reset, /\/reset-password\//));
  const newPassword = 'Meyer-Dussack-2026';
  await expect(page.getByRole('button', { name: 'Change my password' })).toBeEnabled();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm the password').fill(newPassword);
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByText('Your password has been changed: you can sign in with it.')).toBeVisible();

  await submitSignIn(page, { email, password: PASSWORD });
  await expect(page.getByRole('alert')).toHaveText('Invalid e-mail or password');
  await submitSignIn(page, { email, password: newPassword });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: `Welcome ${username}` })).toBeVisible();
});

test('a refresh token used twice is rejected and ends the session', async ({ page, context, request }) => {
  await submitSignIn(page, credentialsOf('demo'));
  await expect(page).toHaveURL(/\/$/);
  const first = (await context.cookies()).find((c) => c.name === 'hdx-refreshToken')!.value;

  // Without its access token the page refreshes at load: the refresh token rotates.
  await context.clearCookies({ name: 'hdx-token' });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'demo', level: 2 })).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'hdx-refreshToken')?.value)
    .not.toBe(first);
  const token = (await context.cookies()).find((c) => c.name === 'hdx-token');
  expect(token!.expires - Date.now() / 1000).toBeLessThanOrEqual(60);

  const reuse = await request.post('/api/token/refresh', { data: { refresh_token: first } });
  expect(reuse.status()).toBe(401);

  // The reuse revoked the family: the browser's next refresh fails and signs it out.
  await context.clearCookies({ name: 'hdx-token' });
  await page.goto('/sign-in');
  await expect(page.getByRole('alert')).toHaveText('Authentication failed. Please log in again.');
  expect(await cookieNames(context)).toEqual([]);
});

test('an unconfirmed account is sent to /unverified with a resend button', async ({ page }) => {
  const username = unique();
  const email = `${username}@example.com`;
  await signUp(page, username, email);
  await submitSignIn(page, { email, password: PASSWORD });
  await expect(page.getByRole('alert')).toContainText('Please confirm your e-mail address before signing in');
  await page.getByRole('button', { name: 'Send the confirmation e-mail again' }).click();
  await expect(page.getByText('A new confirmation e-mail is on its way')).toBeVisible();
  await waitForMail(email, 2);
  await page.getByRole('link', { name: 'Why am I asked to confirm my address?' }).click();
  await expect(page).toHaveURL(`/unverified?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(email);
});

test('/account without a session goes to /sign-in, and back after signing in', async ({ page }) => {
  const response = await page.goto('/account');
  expect(response?.url()).toMatch(/\/sign-in\?next=%2Faccount$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  await page.getByLabel('E-mail address').fill('demo@hdx.test');
  await page.getByLabel('Password', { exact: true }).fill(process.env.E2E_PASSWORD!);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue('demo');
});

test('the user menu works from the keyboard; admins get Dashboard in a new tab', async ({ page, signIn: signInAs }) => {
  await signInAs('admin');
  await page.goto('/');
  await headerReady(page);
  const header = page.getByRole('banner');
  const button = header.getByRole('button', { name: 'Welcome admin' });
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(header.getByRole('menuitem', { name: 'Account' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(header.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
  const dashboard = header.getByRole('menuitem', { name: /Dashboard/ });
  await expect(dashboard).toHaveAttribute('target', '_blank');
  await expect(dashboard).toHaveAttribute('href', '/dashboard');
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

test('the menu closes 300 ms after the pointer leaves it on desktop, and opens on click on small screens', async ({
  page,
  signIn: signInAs,
}) => {
  // The page's clock stands still while the pointer leaves: 150 ms then 300 ms pass when the test says so.
  await page.clock.install();
  await signInAs('demo');
  await page.goto('/');
  await headerReady(page);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Welcome demo' }).hover();
  await expect(header.getByRole('menu')).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.mouse.move(5, 600);
  await page.clock.runFor(150);
  await expect(header.getByRole('menu')).toBeVisible();
  await page.clock.runFor(150);
  await expect(header.getByRole('menu')).toBeHidden();
  await page.clock.resume();

  await page.setViewportSize({ width: 390, height: 800 });
  const small = header.getByRole('button', { name: 'Account menu of demo' });
  await expect(header.getByText('Welcome')).toBeHidden();
  await small.hover();
  await expect(header.getByRole('menu')).toBeHidden();
  await small.click();
  await expect(header.getByRole('menu')).toBeVisible();
  await expect(header.getByRole('link', { name: /^Cart, \d+ items?$/ })).toHaveAttribute('href', '/cart');
});

/** A new verified account, signed in in this page. */
async function freshAccount(page: Page) {
  const username = unique();
  const email = `${username}@example.com`;
  await signUp(page, username, email);
  await page.goto(linkPath(await waitForMail(email), /\/verify-email\?token=/));
  await expect(page).toHaveURL(/\/verified$/);
  await submitSignIn(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/$/);
  return { username, email };
}

test('the avatar uploads from /account and shows in the header', async ({ page }) => {
  const { username } = await freshAccount(page);
  await page.goto('/account');
  await pageReady(page);
  const picture = page.getByRole('img', { name: 'Your profile picture' });
  await expect(picture).toHaveAttribute('src', '/images/default-avatar.svg');
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#a16207' } })
    .png()
    .toBuffer();
  await page.getByLabel('Choose an image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Your profile picture has been updated.')).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^\/api\/media\/images\/avatars\/[\w-]+\.webp$/);
  const src = await picture.getAttribute('src');
  await page.goto('/');
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: `Welcome ${username}` })
      .locator('img'),
  ).toHaveAttribute('src', src!);

  await page.goto('/account');
  await page.getByLabel('Choose an image').setInputFiles({
    name: 'evil.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(page.getByRole('alert')).toContainText('Invalid Input');
  await expect(picture).toHaveAttribute('src', src!);
});

test('deleting the account asks for the username, then signs out', async ({ page, context, request }) => {
  const { username, email } = await freshAccount(page);
  await page.goto('/account');
  // The button opens the dialog once its island has hydrated (a click before it was lost).
  await pageReady(page);
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete for good' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill(username);
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  expect(await cookieNames(context)).toEqual([]);
  const login = await request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(401);
});

test('/edit-password asks for the current password, says when it is wrong, then the new one signs in', async ({
  page,
  request,
}) => {
  const { email } = await freshAccount(page);
  await page.goto('/edit-password');
  await expect(page.getByRole('button', { name: 'Change my password' })).toBeEnabled();
  const current = page.getByLabel('Current password', { exact: true });
  const newPassword = 'Talhoffer-Mordhau-1459';
  await current.fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm the password').fill(newPassword);
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The current password is incorrect.');
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription('The current password is incorrect.');

  await current.fill(PASSWORD);
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(
    page.getByText('Your password has been changed. Your other sessions have been signed out.'),
  ).toBeVisible();
  // This session goes on with the tokens the change handed it.
  await page.goto('/account');
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(email);

  expect((await request.post('/api/login', { data: { email, password: PASSWORD } })).status()).toBe(401);
  expect((await request.post('/api/login', { data: { email, password: newPassword } })).status()).toBe(200);
});

test('a new e-mail address on /account asks for the current password and notifies the old address', async ({
  page,
  request,
}) => {
  const { username, email } = await freshAccount(page);
  await page.goto('/account');
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expect(page.getByLabel('Current password', { exact: true })).toHaveCount(0);
  const moved = `${username}.moved@example.com`;
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(moved);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Current password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. Confirm your new e-mail address with the link we sent to it')).toBeVisible();
  await expect(page.getByLabel('Current password', { exact: true })).toHaveCount(0);

  const notice = await waitForMail(email, 3);
  expect(notice.subject).toBe('The e-mail address of your HDX account was changed');
  expect(notice.text).toContain(moved);
  expect((await waitForMail(moved)).subject).toBe('Confirm your e-mail address for HDX');
  // The session continues, and the member signs in with the new address before confirming it.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(moved);
  expect((await request.post('/api/login', { data: { email: moved, password: PASSWORD } })).status()).toBe(200);
});
