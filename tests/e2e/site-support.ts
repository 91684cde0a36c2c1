import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export const nameSlug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

export async function apiJson<T>(request: APIRequestContext, baseURL: string | undefined, path: string): Promise<T> {
  const res = await request.get(`${baseURL}/api/${path}`);
  if (!res.ok()) throw new Error(`GET /api/${path} answered ${res.status()}`);
  return (await res.json()) as T;
}

/**
 * Waits until the header's user menu has hydrated and says it is ready (its `data-hydrated` mark),
 * and every other island that hydrates at load has hydrated too: on a loaded machine the header
 * can be ready before the page's own island, and a click or a file given to an island's input
 * before then is lost (seen: the avatar input). Astro drops an island's `ssr` attribute when it
 * starts React's hydration, which React finishes later (concurrently): the islands' own marks say
 * when it is done.
 */
export async function headerReady(page: Page): Promise<void> {
  await page.locator('astro-island[component-url*="header"] [data-hydrated="true"]').first().waitFor({ state: 'attached' });
  await islandsHydrated(page);
}

/**
 * Every island that hydrates at load has started (Astro drops its `ssr` attribute) and none that
 * marks its readiness says it is not done (`data-hydrated="false"`: user menu, search module,
 * cart, dashboard).
 */
async function islandsHydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0);
  await expect(page.locator('[data-hydrated="false"]')).toHaveCount(0);
}

/**
 * Waits until the page's islands say they are ready (`islandsHydrated`) and nothing is
 * `aria-busy` (tables and lists loading, dashboard screens).
 */
export async function pageReady(page: Page): Promise<void> {
  await islandsHydrated(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
