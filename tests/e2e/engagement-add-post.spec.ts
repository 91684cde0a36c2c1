import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from '../support/server-process';
import { expect, test } from './fixtures';
import { apiSession, bearer, doNotCountViews, postCount, throttleUploads } from './engagement-support';

/** The committed demo clip (H.264 + AAC, 6 s, about 140 KB): no ffmpeg needed on the test machine. */
const CLIP = path.join(ROOT, 'src/server/db/seed/assets/demo-clip.mp4');
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

// The member's tests start signed in as demo; the visitor's, at the end, signed out.
test.use({ signedInAs: 'demo' });

async function openForm(page: Page) {
  await page.goto('/add-post');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a video' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
}

/**
 * After publishing, the page tells the post is out and that its streaming qualities are being
 * prepared (the test server does not transcode: they stay queued), and links to the post.
 */
async function openCreatedPost(page: Page, timeout?: number) {
  const panel = page.getByRole('region', { name: 'Your post is published' });
  await expect(panel).toBeVisible(timeout ? { timeout } : {});
  await expect(panel.getByRole('status')).toHaveText('Preparing the streaming qualities…');
  await panel.getByRole('link', { name: 'Watch your video' }).click();
  await expect(page).toHaveURL(/\/videos\/\d+$/);
}

/** Records every value the progress bar takes (the page goes away when the post is published). */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __progress: number[] }).__progress = seen;
    const timer = setInterval(() => {
      const bar = document.querySelector('progress');
      if (bar && bar.hasAttribute('value') && seen.at(-1) !== bar.value) seen.push(bar.value);
    }, 20);
    window.addEventListener('pagehide', () => clearInterval(timer));
  });
}

const uploadsOf = (userId: number) => {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'uploads', 'videos', `u${userId}`);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

test.beforeEach(({ page }) => doNotCountViews(page));

test('posting a video: the progress bar reaches 100 %, the streaming qualities are announced and the new post page plays the video', async ({
  page,
  request,
  baseURL,
}) => {
  const demo = await apiSession(request, baseURL);
  const title = unique('Meyer cutting square');
  await openForm(page);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('The four lines of the square, slowly, then at speed.');
  await page.getByLabel('Content type').selectOption({ index: 1 });
  await page.getByLabel('Martial art').selectOption({ index: 1 });
  await page.getByRole('group', { name: 'Techniques' }).getByRole('checkbox').first().check();
  await page.getByLabel('Price in €').fill('0');
  await page.getByLabel('Video file').setInputFiles(CLIP);

  // About 3 s at 48 kB/s: a real progression. Publishing is held until the full bar has been seen.
  await throttleUploads(page, 48 * 1024);
  let releasePublish = () => {};
  const publishHeld = new Promise<void>((resolve) => (releasePublish = resolve));
  await page.route('**/api/posts', async (route) => {
    if (route.request().method() === 'POST') await publishHeld;
    await route.continue();
  });
  await recordProgress(page);
  const patch = page.waitForRequest((req) => req.method() === 'PATCH' && req.url().includes('/api/uploads/u'));
  await page.getByRole('button', { name: 'Publish' }).click();
  expect((await patch).headers()['content-type']).toBe('application/offset+octet-stream');

  const bar = page.getByRole('progressbar');
  await expect(bar).toBeVisible();
  await expect(page.locator('[data-upload-left]')).toContainText(/about \d+ s left/);
  await expect(page.getByText('Publishing…')).toBeVisible();
  await expect(bar).toHaveJSProperty('value', 100);
  const size = fs.statSync(CLIP).size;
  await expect(page.locator('[data-upload-figures]')).toHaveText(
    `100% (${Math.floor(size / 1024)} KB of ${Math.floor(size / 1024)} KB)`,
  );
  releasePublish();
  const seen = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
  expect(
    seen.some((value) => value > 0 && value < 100),
    `intermediate values: ${seen.join(', ')}`,
  ).toBe(true);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));

  await openCreatedPost(page);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const video = page.locator('video');
  await expect(video.locator('source')).toHaveAttribute('src', /^\/api\/media\/videos\/u\d+\/.+\.mp4$/);
  // A play loads the full player, which pauses the native start and plays again once ready.
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    void element.play().catch(() => undefined);
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.2);

  const created = await request.get(`${baseURL}/api/posts/${id}`);
  expect(await created.json()).toMatchObject({ title, user: { id: demo.userId }, price: '0.00' });
  await request.delete(`${baseURL}/api/posts/${id}`, { headers: bearer(demo) });
});

test('cancelling an upload leaves no post and no file behind', async ({ page, request, baseURL }) => {
  const demo = await apiSession(request, baseURL);
  const postsBefore = await postCount(request, baseURL, demo.userId);
  const filesBefore = uploadsOf(demo.userId);
  await openForm(page);
  await page.getByLabel('Title').fill(unique('Never published'));
  await page.getByLabel('Video file').setInputFiles(CLIP);
  await throttleUploads(page, 16 * 1024);
  let published = false;
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/posts') published = true;
  });
  await page.getByRole('button', { name: 'Publish' }).click();
  const bar = page.getByRole('progressbar');
  await expect.poll(() => bar.evaluate((element: HTMLProgressElement) => element.value)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Cancel upload' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Upload cancelled. Nothing was published.' })).toBeVisible();
  await expect(bar).toHaveCount(0);
  // The server has dropped the partial upload: the cancel is through, and no publish followed it.
  await expect.poll(() => uploadsOf(demo.userId)).toEqual(filesBefore);
  expect(published).toBe(false);
  expect(await postCount(request, baseURL, demo.userId)).toBe(postsBefore);
  await expect(page).toHaveURL(/\/add-post$/);
});

test('a file that is not a video is refused before any upload, with a clear message; a phone MOV is not', async ({
  page,
}) => {
  await openForm(page);
  let uploads = 0;
  page.on('request', (req) => {
    if (/\/api\/(generate-presigned-url|uploads\/|posts$)/.test(new URL(req.url()).pathname)) uploads++;
  });
  await page.getByLabel('Title').fill('Not a video');
  const input = page.getByLabel('Video file');
  await expect(input).toHaveAttribute('accept', 'video/*,.mp4,.mov,.m4v,.webm,.mkv');
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Zornhau, Krumphau, Zwerchhau'),
  });
  const refusal = page.getByText('The file must be a video (MP4, MOV, WebM, MKV or M4V).');
  await expect(refusal).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct the fields marked below.' })).toBeVisible();

  // What a phone records: taken here; the server's ffprobe decides once it is sent
  // (tests/api/uploads-formats.test.ts), whatever its name or first bytes.
  await input.setInputFiles({ name: 'IMG_0001.MOV', mimeType: 'video/quicktime', buffer: Buffer.from('moov') });
  await expect(refusal).toBeHidden();
  expect(uploads).toBe(0);
});

test('after a network loss the upload says so, resumes by itself and publishes', async ({ page, request, baseURL }) => {
  const demo = await apiSession(request, baseURL);
  const title = unique('Second try');
  await openForm(page);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Video file').setInputFiles(CLIP);
  await page.route('**/api/uploads**', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('[data-upload-reconnecting]')).toHaveText(
    'Connection lost: the upload will resume by itself.',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Connection lost' })).toBeAttached();
  await page.unroute('**/api/uploads**');
  await openCreatedPost(page, 30_000);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await request.delete(`${baseURL}/api/posts/${id}`, { headers: bearer(demo) });
});

test('a reload mid-upload resumes from where the server stopped, Pause and Resume work, and the video is intact', async ({
  page,
  request,
  baseURL,
}) => {
  const demo = await apiSession(request, baseURL);
  const title = unique('Resumed after a reload');
  await openForm(page);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Video file').setInputFiles(CLIP);
  await throttleUploads(page, 16 * 1024);
  await page.getByRole('button', { name: 'Publish' }).click();
  const bar = page.getByRole('progressbar');
  await expect.poll(() => bar.evaluate((element: HTMLProgressElement) => element.value)).toBeGreaterThan(20);

  await page.getByRole('button', { name: 'Pause upload' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Upload paused' })).toBeAttached();
  await page.getByRole('button', { name: 'Resume upload' }).click();
  await expect(page.getByRole('button', { name: 'Pause upload' })).toBeVisible();
  await expect.poll(() => bar.evaluate((element: HTMLProgressElement) => element.value)).toBeGreaterThan(30);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
  await throttleUploads(page, 10 * 1024 * 1024);
  const offsets: number[] = [];
  page.on('request', (req) => {
    if (req.method() === 'PATCH') offsets.push(Number(req.headers()['upload-offset']));
  });
  const head = page.waitForRequest((req) => req.method() === 'HEAD' && req.url().includes('/api/uploads/u'));
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Video file').setInputFiles(CLIP);
  await page.getByRole('button', { name: 'Publish' }).click();
  await head;
  await openCreatedPost(page, 30_000);
  // The file was not sent again from its start.
  expect(offsets[0]).toBeGreaterThan(0);

  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const post = (await (await request.get(`${baseURL}/api/posts/${id}`)).json()) as { fileUrl: string };
  const stored = await (await request.get(`${baseURL}${post.fileUrl}`, { headers: bearer(demo) })).body();
  expect(stored.equals(fs.readFileSync(CLIP))).toBe(true);
  await request.delete(`${baseURL}/api/posts/${id}`, { headers: bearer(demo) });
});

test.describe('signed out', () => {
  test.use({ signedInAs: undefined });

  test('a visitor is asked to sign in on /add-post', async ({ page }) => {
    await page.goto('/add-post');
    await expect(page.getByRole('link', { name: 'Sign in to post a video' })).toHaveAttribute(
      'href',
      '/sign-in?next=%2Fadd-post',
    );
  });
});
