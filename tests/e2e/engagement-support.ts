import type { APIRequestContext, Page } from '@playwright/test';
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

/** A post page's view count call, as Chromium's interception patterns read it. */
const VIEW_COUNT_CALL = '*/api/posts/*/increment-views';
const NOT_COUNTED = Buffer.from('{"views":0}').toString('base64');

/**
 * These specs visit post pages without counting views: other specs compare the view
 * counts of the static pages (the build's) with the API's. The call is answered by Chromium
 * itself (CDP's Fetch, this address only): Playwright's `page.route` would hold every request
 * of the page for this process to match, about 0.08 s of Chromium's CPU a page load here.
 */
export async function doNotCountViews(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Fetch.requestPaused', ({ requestId }) => {
    void cdp
      .send('Fetch.fulfillRequest', {
        requestId,
        responseCode: 201,
        responseHeaders: [{ name: 'Content-Type', value: 'application/json' }],
        body: NOT_COUNTED,
      })
      // The page closed with the call still waiting.
      .catch(() => undefined);
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: VIEW_COUNT_CALL }] });
}
