import type { APIRequestContext, Page } from '@playwright/test';
import { answerInBrowser } from './browser-answers';
import { expect } from './fixtures';
import type { Session } from './sign-in';

/** Helpers of the engagement specs (not a spec itself). */

export const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/**
 * Waits until the islands inside `scope` have hydrated (Astro drops `ssr` then); cards
 * below the fold hydrate only when visible, so a scope is needed.
 */
export async function islandsReady(page: Page, scope = '[data-post-stats]'): Promise<void> {
  await expect(page.locator(scope).first()).toBeVisible();
  await expect(page.locator(`${scope} astro-island[ssr]`)).toHaveCount(0);
}

/** How many posts a user has (X-Total-Count of GET /api/posts?user={id}). */
export async function postCount(
  request: APIRequestContext,
  baseURL: string | undefined,
  userId: number,
): Promise<number> {
  const res = await request.get(`${baseURL}/api/posts?user=${userId}&itemsPerPage=1`);
  return Number(res.headers()['x-total-count']);
}

/**
 * Slows the page's uploads (Chromium network emulation through CDP), so the progress
 * bar can be watched and an upload cancelled midway.
 */
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/**
 * These specs visit post pages without counting views: other specs compare the view
 * counts of the static pages (the build's) with the API's. Chromium answers the call.
 */
export function doNotCountViews(page: Page): Promise<void> {
  return answerInBrowser(page, { urlPattern: '*/api/posts/*/increment-views' }, () => ({
    status: 201,
    contentType: 'application/json',
    body: '{"views":0}',
  }));
}
