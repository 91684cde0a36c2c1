import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from '../support/server-process';
import { expect, test as base } from './fixtures';
import { bearer, doNotCountViews, postCount, throttleUploads } from './engagement-support';
import { MEMBER_PASSWORD, postWithVideo, registerMember } from './member-support';
import { signedInCookies, type Cookie } from './sessions';
import { pageReady } from './site-support';

/** The committed demo clip (H.264 + AAC, 6 s, about 140 KB): no ffmpeg needed on the test machine. */
const CLIP = path.join(ROOT, 'src/server/db/seed/assets/demo-clip.mp4');
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

interface Uploader {
  token: string;
  userId: number;
  cookies: Cookie[];
}

/**
 * The spec's own member, registered and signed in on the page once per worker: the posts,
 * uploads and counts it checks are its own, so it runs as a writer chain of its own beside the
 * posts chain. Its tests start signed in as it; the visitor's, at the end, signed out.
 */
const test = base.extend<{ signedIn: boolean }, { uploader: Uploader }>({
  uploader: [
    async ({ browser, playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
      const member = await registerMember(request, process.env.E2E_BASE_URL, 'uploader');
      await request.dispose();
      const cookies = await signedInCookies(browser, { email: member.email, password: MEMBER_PASSWORD });
      await use({ token: member.token, userId: member.id, cookies });
    },
    { scope: 'worker' },
  ],
  signedIn: [true, { option: true }],
  storageState: async ({ signedIn, uploader, storageState }, use) => {
    await use(signedIn ? { cookies: uploader.cookies, origins: [] } : storageState);
  },
});

async function openForm(page: Page) {
  await page.goto('/add-post');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a video' })).toBeVisible();
  // The form is server-rendered: a file chosen or a press made before it hydrates is lost.
  await pageReady(page);
  await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
}

/**
 * After publishing, the page tells the post is out and that its streaming qualities are being
 * prepared (the test server does not transcode: they stay queued), and links to the post.
 */
async function openCreatedPost(page: Page, timeout?: number) {
  const panel = page.getByRole('region', { name: 'Your post is published' });
  await expect(panel).toBeVisible(timeout ? { timeout } : {});
  // The form went away with its Publish button: focus is on what replaced it, not lost on the body.
  await expect(panel.getByRole('heading', { name: 'Your post is published' })).toBeFocused();
  await expect(panel).toContainText(
    'It is live on your profile now; it appears on the home page and technique pages after the next site update.',
  );
  await expect(panel.getByRole('status')).toHaveText('Preparing the streaming qualities…');
  const watch = panel.getByRole('link', { name: 'Watch your video' });
  const id = ((await watch.getAttribute('href')) ?? '').split('/').pop();
  await expect(panel.getByRole('link', { name: 'Add captions / chapters' })).toHaveAttribute(
    'href',
    `/add-post?edit=${id}`,
  );
  await expect(panel.getByRole('link', { name: 'See it on your profile' })).toHaveAttribute('href', /^\/profile\/\d+$/);
  await watch.click();
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
  uploader,
}) => {
  const title = unique('Meyer cutting square');
  await openForm(page);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('The four lines of the square, slowly, then at speed.');
  await page.getByLabel('Content type').selectOption({ index: 1 });
  await page.getByLabel('Martial art').selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'Techniques' }).fill('zorn');
  await page.getByRole('listbox', { name: 'Techniques' }).getByRole('option').first().click();
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
  expect(await created.json()).toMatchObject({ title, user: { id: uploader.userId }, price: '0.00' });
  await request.delete(`${baseURL}/api/posts/${id}`, { headers: bearer(uploader) });
});

test('the keyboard reaches Publish in few Tab stops: techniques are one searchable combobox', async ({ page }) => {
  await openForm(page);
  const box = page.getByRole('combobox', { name: 'Techniques' });
  await box.focus();
  await page.keyboard.type('zornh');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const first = page.getByRole('listbox', { name: 'Techniques' }).getByRole('option').first();
  const name = (await first.textContent())!.trim();
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeVisible();

  // From the title to Publish: every field once, not one stop per technique.
  await page.getByLabel('Title').focus();
  let stops = 0;
  while (
    !(await page.getByRole('button', { name: 'Publish' }).evaluate((button) => button === document.activeElement))
  ) {
    await page.keyboard.press('Tab');
    stops += 1;
    expect(stops, 'Tab stops from the title to Publish').toBeLessThan(20);
  }
});

test('cancelling an upload leaves no post and no file behind', async ({ page, request, baseURL, uploader }) => {
  const postsBefore = await postCount(request, baseURL, uploader.userId);
  const filesBefore = uploadsOf(uploader.userId);
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
  const cancelled = page.getByRole('status').filter({ hasText: 'Upload cancelled. Nothing was published.' });
  await expect(cancelled).toBeVisible();
  await expect(cancelled).toBeFocused();
  await expect(bar).toHaveCount(0);
  // The server has dropped the partial upload: the cancel is through, and no publish followed it.
  await expect.poll(() => uploadsOf(uploader.userId)).toEqual(filesBefore);
  expect(published).toBe(false);
  expect(await postCount(request, baseURL, uploader.userId)).toBe(postsBefore);
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

test('after a network loss the upload says so, resumes by itself and publishes', async ({
  page,
  request,
  baseURL,
  uploader,
}) => {
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
  await request.delete(`${baseURL}/api/posts/${id}`, { headers: bearer(uploader) });
});

test('a reload mid-upload resumes from where the server stopped, Pause and Resume work, and the video is intact', async ({
  page,
  request,
  baseURL,
  uploader,
}) => {
  // An upload throttled to 16 kB/s, paused, resumed, cut by a reload and resumed again: a minute
  // and more when the machine is loaded (it ran out of the default 60 s in CI at load 10).
  test.setTimeout(150_000);
  const title = unique('Resumed after a reload');
  await openForm(page);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Video file').setInputFiles(CLIP);
  await throttleUploads(page, 16 * 1024);
  await page.getByRole('button', { name: 'Publish' }).click();
  const bar = page.getByRole('progressbar');
  await expect.poll(() => bar.evaluate((element: HTMLProgressElement) => element.value)).toBeGreaterThan(20);

  await expect(page.getByRole('progressbar', { name: 'Uploading the video…' })).toBeVisible();
  // The pressed button gives way to its opposite, which takes the focus (a keyboard user stays in place).
  await page.getByRole('button', { name: 'Pause upload' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Upload paused' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Resume upload' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Pause upload' })).toBeFocused();
  await expect.poll(() => bar.evaluate((element: HTMLProgressElement) => element.value)).toBeGreaterThan(30);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
  // The draft is back, and the page says the upload can go on.
  await expect(page.getByLabel('Title')).toHaveValue(title);
  const notice = page.getByRole('region', { name: /The upload of “demo-clip\.mp4” \(\d+ KB\) was interrupted/ });
  await expect(notice).toBeFocused();
  await expect(notice).toContainText('Choose the same file again and publish: the upload continues where it stopped.');
  await throttleUploads(page, 10 * 1024 * 1024);
  const offsets: number[] = [];
  page.on('request', (req) => {
    if (req.method() === 'PATCH') offsets.push(Number(req.headers()['upload-offset']));
  });
  const head = page.waitForRequest((req) => req.method() === 'HEAD' && req.url().includes('/api/uploads/u'));
  const chooser = page.waitForEvent('filechooser');
  await notice.getByRole('button', { name: 'Resume upload: choose the file' }).click();
  await (await chooser).setFiles(CLIP);
  await expect(notice).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  await head;
  await openCreatedPost(page, 30_000);
  // The file was not sent again from its start.
  expect(offsets[0]).toBeGreaterThan(0);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  // Published: the draft is not offered again.
  await page.goto('/add-post');
  await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.locator('[data-unfinished-upload]')).toHaveCount(0);

  const post = (await (await request.get(`${baseURL}/api/posts/${id}`)).json()) as { fileUrl: string };
  const stored = await (await request.get(`${baseURL}${post.fileUrl}`, { headers: bearer(uploader) })).body();
  expect(stored.equals(fs.readFileSync(CLIP))).toBe(true);
  await request.delete(`${baseURL}/api/posts/${id}`, { headers: bearer(uploader) });
});

test('a reload mid-upload keeps the draft; discarding the interrupted upload frees it on the server', async ({
  page,
  uploader,
}) => {
  const filesBefore = uploadsOf(uploader.userId);
  const title = unique('Discarded after a reload');
  await openForm(page);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Abandoned half way.');
  await page.getByLabel('Video file').setInputFiles(CLIP);
  await throttleUploads(page, 16 * 1024);
  await page.getByRole('button', { name: 'Publish' }).click();
  const bar = page.getByRole('progressbar');
  await expect.poll(() => bar.evaluate((element: HTMLProgressElement) => element.value)).toBeGreaterThan(10);
  await page.reload();
  await expect(page.getByLabel('Description')).toHaveValue('Abandoned half way.');
  const notice = page.locator('[data-unfinished-upload]');
  await notice.getByRole('button', { name: 'Discard the interrupted upload' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'unfinished uploads discarded' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect.poll(() => uploadsOf(uploader.userId)).toEqual(filesBefore);
  // The fields stay: only the upload was discarded.
  await expect(page.getByLabel('Title')).toHaveValue(title);
});

test('a refusal that names a field shows the field message, without a bare "Error 422" above it', async ({ page }) => {
  await openForm(page);
  await page.getByLabel('Title').fill(unique('Refused'));
  await page.getByLabel('Video file').setInputFiles(CLIP);
  await page.route('**/api/posts', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 422,
          json: { message: 'Error 422: Unprocessable entity', errors: { title: ['This title is already used.'] } },
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please correct the fields marked below.');
  await expect(page.locator('#title-error')).toHaveText('This title is already used.');
  await expect(page.getByText('Error 422')).toHaveCount(0);
});

test('a connected seller is not asked to connect a seller account', async ({ page, context, baseURL }) => {
  await openForm(page);
  await expect(page.getByRole('link', { name: 'Connect your seller account' })).toBeVisible();
  await context.addCookies([{ name: 'hdx-stripeConnectID', value: 'acct_e2e', url: baseURL ?? '' }]);
  await openForm(page);
  await expect(page.locator('[data-seller-notice]')).toHaveCount(0);
});

test('in French: sizes in octets, and Edit and "add captions / chapters" open the French editor from the video page and the profile, and it leads back to the French profile', async ({
  page,
  request,
  baseURL,
  uploader,
}) => {
  await page.goto('/fr/add-post');
  await expect(page.locator('#video-hint')).toContainText('2,0 Go');
  const { id } = await postWithVideo(request, uploader, unique('Édition en français'));
  await page.goto(`/fr/videos/${id}`);
  const owner = page.locator(`[data-post-owner-links="${id}"]`);
  await expect(owner.getByRole('link', { name: /^Modifier/ })).toHaveAttribute('href', `/fr/add-post?edit=${id}`);
  await expect(owner.getByRole('link', { name: 'Ajouter sous-titres / chapitres' })).toHaveAttribute(
    'href',
    `/fr/add-post?edit=${id}#chapter-editor-title`,
  );
  await page.goto(`/fr/profile/${uploader.userId}`);
  await expect(
    page
      .locator('[data-owner-tools]')
      .first()
      .getByRole('link', { name: /^Modifier/ }),
  ).toHaveAttribute('href', /^\/fr\/add-post\?edit=\d+$/);
  // The French editor leads back to the French profile (Save goes there too).
  await page.goto(`/fr/add-post?edit=${id}`);
  await expect(page.getByRole('link', { name: 'Annuler', exact: true })).toHaveAttribute(
    'href',
    `/fr/profile/${uploader.userId}`,
  );
  await request.delete(`${baseURL}/api/posts/${id}`, { headers: bearer(uploader) });
});

test.describe('signed out', () => {
  test.use({ signedIn: false });

  test('a visitor is asked to sign in on /add-post', async ({ page }) => {
    await page.goto('/add-post');
    await expect(page.getByRole('link', { name: 'Sign in to post a video' })).toHaveAttribute(
      'href',
      '/sign-in?next=%2Fadd-post',
    );
  });
});
