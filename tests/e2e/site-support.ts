import type { APIRequestContext, Page } from '@playwright/test';

export const nameSlug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

export async function apiJson<T>(request: APIRequestContext, baseURL: string | undefined, path: string): Promise<T> {
  const res = await request.get(`${baseURL}/api/${path}`);
  if (!res.ok()) throw new Error(`GET /api/${path} answered ${res.status()}`);
  return (await res.json()) as T;
}

/** Signs a demo account in through the API and returns its access token. */
export async function signIn(request: APIRequestContext, baseURL: string | undefined, email = 'demo@hdx.test'): Promise<string> {
  const res = await request.post(`${baseURL}/api/login`, { data: { email, password: process.env.E2E_PASSWORD } });
  if (!res.ok()) throw new Error(`POST /api/login answered ${res.status()}: ${await res.text()}`);
  const body = (await res.json()) as { token: string };
  return body.token;
}

/** Waits until the header island has hydrated (Astro drops the `ssr` attribute then). */
export async function headerReady(page: import('@playwright/test').Page): Promise<void> {
  await page.locator('astro-island[component-url*="header"]:not([ssr])').first().waitFor({ state: 'attached' });
}

/**
 * Waits until the page's requests are done. On a loaded machine a page may not stay quiet for
 * 500 ms for a long while (islands hydrating one after another, the session's first check);
 * after 15 s the test goes on: what follows reads the DOM and asserts on it.
 */
export async function networkQuiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
}
