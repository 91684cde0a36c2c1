import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import type { Rebuild } from '../../src/contract';
import { expect } from './fixtures';
import { ADMIN_EMAIL, apiSession } from './sign-in';

/** Opens a dashboard screen and waits until its table (or the overview) has loaded. */
export async function openScreen(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** Opens the Actions menu of the row named `rowName` and chooses `action` in it. */
export async function chooseRowAction(page: Page, rowName: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${rowName}`, exact: true }).click();
  const menu = page.getByRole('menu', { name: `Actions for ${rowName}`, exact: true });
  await menu.getByRole('menuitem', { name: action, exact: true }).click();
}

/**
 * The title and id of a demo post no spec removes (the most viewed): a dashboard spec acts on it,
 * never on the newest post or the table's first row, which the posts and uploads chains add and
 * delete meanwhile (a post deleted under an open menu or dialog closes it).
 */
export async function mostViewedPost(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const [post] = (await (await request.get('/api/posts?itemsPerPage=1&order=views')).json()) as {
    id: number;
    title: string;
  }[];
  return post!;
}

/** Narrows the posts table to the most viewed post (`mostViewedPost`). */
export async function showMostViewedPost(page: Page, request: APIRequestContext, label = 'Search'): Promise<void> {
  await searchTable(page, (await mostViewedPost(request)).title, label);
}

/** Types a search and waits until the table shows its answer (its search applied, nothing loading). */
export async function searchTable(page: Page, text: string, label = 'Search'): Promise<void> {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await expect(page.locator(`section[data-query="${text}"] table[aria-busy="false"]`)).toBeVisible();
}

/** The sonner toast carrying exactly this text. */
export const toastOf = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

export const uniqueName = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** A small real PNG for the image fields. */
export async function pngFile(name = 'image.png') {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 159, g: 18, b: 57 } } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** An admin access token for setting up data through the API. */
export const adminToken = async (request: APIRequestContext): Promise<string> =>
  (await apiSession(request, undefined, ADMIN_EMAIL)).token;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Publish through the API (POST /api/rebuilds) and wait until the new release is served. */
export async function publishSite(request: APIRequestContext, token: string): Promise<void> {
  const res = await request.post('/api/rebuilds', { headers: bearer(token) });
  expect(res.status()).toBe(202);
  const { id } = (await res.json()) as Rebuild;
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/rebuilds/${id}`, { headers: bearer(token) })).json()) as Rebuild).status,
      { timeout: 8 * 60_000, intervals: [2000] },
    )
    .toBe('succeeded');
}
