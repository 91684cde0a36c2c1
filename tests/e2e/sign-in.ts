import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The one way a browser test signs in when it does not start from a role's kept session (the
 * `signIn` fixture, fixtures.ts): on the sign-in page as a user would, or through POST /api/login
 * for a bearer that sets data up and checks it.
 */

export const DEMO_EMAIL = 'demo@hdx.test';
export const ADMIN_EMAIL = 'admin@hdx.test';

export interface Credentials {
  email: string;
  password: string;
}

/** The sign-in form's words in the page language: given, the form is found by them, so they are checked too. */
export interface SignInLabels {
  signIn: string;
  email: string;
  password: string;
}

/** Fills and sends the sign-in form of `${prefix}/sign-in` (prefix '' or '/fr'), whatever it answers. */
export async function submitSignIn(
  page: Page,
  credentials: Credentials,
  prefix = '',
  labels?: SignInLabels,
): Promise<void> {
  await page.goto(`${prefix}/sign-in`);
  await fillSignIn(page, credentials, labels);
}

/** Fills and sends the sign-in form of the page the browser is on (a sign-in page, with its `?next=`). */
export async function fillSignIn(page: Page, { email, password }: Credentials, labels?: SignInLabels): Promise<void> {
  const form = page.locator('main form');
  const submit = labels
    ? form.getByRole('button', { name: labels.signIn, exact: true })
    : form.locator('button[type="submit"]');
  // Enabled once the island has hydrated.
  await expect(submit).toBeEnabled();
  await (labels ? form.getByLabel(labels.email) : form.locator('input[type="email"]')).fill(email);
  await (labels ? form.getByLabel(labels.password, { exact: true }) : form.locator('input[name="password"]')).fill(
    password,
  );
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

export interface Session {
  token: string;
  userId: number;
}

/**
 * A bearer for API set-up and checks (POST /api/login), by default as a demo account with the
 * suite's password. `baseURL` may be left out when the request context has one.
 */
export async function apiSession(
  request: APIRequestContext,
  baseURL: string | undefined,
  email = DEMO_EMAIL,
  password = process.env.E2E_PASSWORD ?? '',
): Promise<Session> {
  const res = await request.post(`${baseURL ?? ''}/api/login`, { data: { email, password } });
  if (!res.ok()) throw new Error(`POST /api/login answered ${res.status()}: ${await res.text()}`);
  const body = (await res.json()) as { token: string; user: { id: number } };
  return { token: body.token, userId: body.user.id };
}
