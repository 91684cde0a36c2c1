import { expect, type Page } from '@playwright/test';

export interface Credentials {
  email: string;
  password: string;
}

/** Fills and sends the sign-in form of `${prefix}/sign-in` (prefix '' or '/fr'), whatever it answers. */
export async function submitSignIn(page: Page, credentials: Credentials, prefix = ''): Promise<void> {
  await page.goto(`${prefix}/sign-in`);
  await fillSignIn(page, credentials);
}

/** Fills and sends the sign-in form of the page the browser is on (a sign-in page, with its `?next=`). */
export async function fillSignIn(page: Page, { email, password }: Credentials): Promise<void> {
  const form = page.locator('main form');
  const submit = form.locator('button[type="submit"]');
  // Enabled once the island has hydrated.
  await expect(submit).toBeEnabled();
  await form.locator('input[type="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await submit.click();
}

/**
 * Signs in through the sign-in page as a user would and waits until the form has sent the
 * user home. The one UI sign-in of the browser tests: the specs of the sign-in flow, the setup
 * that makes the role sessions (sessions.ts) and the tests whose account is made for them use
 * it; the others start signed in (the `signIn` fixture, fixtures.ts).
 */
export async function signInOnPage(page: Page, credentials: Credentials, prefix = ''): Promise<void> {
  await submitSignIn(page, credentials, prefix);
  await expect(page).toHaveURL(new RegExp(`${prefix}/$`));
}
