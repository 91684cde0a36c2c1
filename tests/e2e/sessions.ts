import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { ROOT } from '../support/server-process';
import { signInOnPage, type Credentials } from './sign-in';

/**
 * The demo accounts the browser tests act as. Each is signed in once through the sign-in page
 * (sessions.setup.ts) and its cookies kept as a Playwright storage state; a test starts from
 * those cookies instead of signing in again (the `signIn` fixture in fixtures.ts).
 */
export const ROLES = ['admin', 'demo'] as const;
export type Role = (typeof ROLES)[number];

export function credentialsOf(role: Role): Credentials {
  return { email: `${role}@hdx.test`, password: process.env.E2E_PASSWORD ?? '' };
}

export const sessionFile = (role: Role) => path.join(ROOT, 'test-results', 'sessions', `${role}.json`);

export type Cookie = Awaited<ReturnType<BrowserContext['storageState']>>['cookies'][number];

/** Signs `credentials` in through the sign-in page of a new context: the cookies it then holds. */
export async function signedInCookies(browser: Browser, credentials: Credentials): Promise<Cookie[]> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    await signInOnPage(await context.newPage(), credentials);
    return (await context.storageState()).cookies;
  } finally {
    await context.close();
  }
}

/** Signs the role in and keeps its cookies (written aside, then renamed). */
export async function saveSession(browser: Browser, role: Role): Promise<void> {
  const file = sessionFile(role);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const cookies = await signedInCookies(browser, credentialsOf(role));
  fs.writeFileSync(`${file}.${process.pid}`, JSON.stringify({ cookies, origins: [] }));
  fs.renameSync(`${file}.${process.pid}`, file);
}

/** Seconds the access token of these cookies has left (its JWT `exp`), 0 without one. */
function tokenSecondsLeft(cookies: Cookie[]): number {
  const token = cookies.find((cookie) => cookie.name === 'hdx-token')?.value;
  const payload = token?.split('.')[1];
  if (!payload) return 0;
  const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp?: number };
  return (exp ?? 0) - Date.now() / 1000;
}

/**
 * The role's cookies. The access token lives 15 minutes and the refresh token is single-use,
 * so the kept one is never refreshed by two tests: a run long enough for it to near its end
 * signs the role in once more instead.
 */
export async function sessionCookies(browser: Browser, role: Role): Promise<Cookie[]> {
  const read = () =>
    fs.existsSync(sessionFile(role))
      ? (JSON.parse(fs.readFileSync(sessionFile(role), 'utf8')) as { cookies: Cookie[] }).cookies
      : [];
  // Missing too when a spec runs without its setup project (`--no-deps`).
  if (tokenSecondsLeft(read()) < 180) await saveSession(browser, role);
  return read();
}
