import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Post } from '../../src/contract';
import { LocalStorage } from '../../src/server/services/storage/local-storage';
import { putHlsFixture } from '../support/hls-fixture';
import { expectNoViolations } from './a11y-support';
import { expect, test } from './fixtures';
import { buyPost, MEMBER_PASSWORD, postWithVideo, registerMember, registerSeller } from './member-support';
import { uniqueName } from './dashboard-support';
import { pageReady } from './site-support';

/**
 * Issue 18, playback: the post page's player loads on play, streams HLS (hls.js here),
 * offers the qualities, captions, speeds and the practice tools by keyboard, resumes where
 * the viewer stopped; a paid stream plays for its buyer only.
 */

const storage = () => new LocalStorage(path.join(process.env.E2E_DATA_DIR ?? '', 'uploads'));

const cue = (text: string) => `WEBVTT\n\n00:00:00.500 --> 00:00:05.500\n${text}\n`;

/**
 * A post of this spec's own, with the demo clip, chapters at 0, 3 and 5 s, captions in both
 * languages and the fixture stream: free by a member, or paid by a seller. No other spec opens
 * it, so this spec runs beside the chains that read the demo posts (whose pages would play a
 * stream given to them).
 */
async function streamPost(request: APIRequestContext, baseURL: string | undefined, price: '0' | '5'): Promise<Post> {
  const author =
    price === '0' ? await registerMember(request, baseURL, 'hls_author') : await registerSeller(request, baseURL, 'hls_seller');
  const post = await postWithVideo(request, author, uniqueName('Stream'), price);
  const auth = { Authorization: `Bearer ${author.token}` };
  const chapters = [
    { startSeconds: 0, title: 'The guard' },
    { startSeconds: 3, title: 'The second entry' },
    { startSeconds: 5, title: 'The third entry' },
  ];
  const put = await request.put(`/api/posts/${post.id}/chapters`, { headers: auth, data: { chapters } });
  expect(put.status(), await put.text()).toBe(200);
  for (const [lang, text] of [['en', 'From the roof guard'], ['fr', 'De la garde du toit']] as const) {
    const file = { name: `${lang}.vtt`, mimeType: 'text/vtt', buffer: Buffer.from(cue(text)) };
    const added = await request.post(`/api/posts/${post.id}/captions`, { headers: auth, multipart: { lang, file } });
    expect(added.status(), await added.text()).toBe(201);
  }
  await putHlsFixture(storage(), post.id);
  return post;
}

const video = (page: Page) => page.locator('[data-video-player] video');
const videoState = (page: Page) =>
  video(page).evaluate((v: HTMLVideoElement & { videoRenditions?: { length: number } }) => ({
    engine: v.dataset.engine ?? null,
    time: v.currentTime,
    paused: v.paused,
    rate: v.playbackRate,
    levels: v.videoRenditions?.length ?? 0,
    duration: v.duration,
  }));

async function playFromPoster(page: Page): Promise<void> {
  await page.locator('[data-video-player]').getByRole('button', { name: 'Play the video' }).click();
  await expect.poll(async () => (await videoState(page)).engine).toBe('hls.js');
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(0.5);
}

/** Pauses at `seconds` (the stream seeks and buffers before the next step). */
async function pauseAt(page: Page, seconds: number): Promise<void> {
  await video(page).evaluate(async (v: HTMLVideoElement, at: number) => {
    v.pause();
    v.currentTime = at;
    await new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
  }, seconds);
}

test('a free post plays its HLS stream with hls.js, offers two qualities and its captions; the player code loads only on play', async ({
  page,
  request,
  baseURL,
}) => {
  const post = await streamPost(request, baseURL, '0');
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(`/videos/${post.id}`);
  // The page's own scripts have run: the player frame is wired and its islands are ready.
  await expect(page.locator('[data-video-frame][data-ready="true"]')).toBeAttached();
  await pageReady(page);
  const before = scripts.length;
  await expect(page.locator('media-controller')).toHaveCount(0);
  await playFromPoster(page);
  expect(scripts.length, 'the player is loaded on play').toBeGreaterThan(before);
  const state = await videoState(page);
  expect(state.levels).toBeGreaterThanOrEqual(2);
  expect(state.paused).toBe(false);

  // Quality: automatic plus the two renditions, and a choice that holds; captions: off or either language.
  const quality = page.getByRole('combobox', { name: 'Quality' });
  await expect(quality.locator('option')).toHaveText(['Automatic', '720p', '360p']);
  await quality.selectOption({ label: '360p' });
  await expect
    .poll(() =>
      video(page).evaluate(
        (v: HTMLVideoElement & { videoRenditions?: { selectedIndex: number } }) => v.videoRenditions?.selectedIndex,
      ),
    )
    .toBe(0);
  const captions = page.getByRole('combobox', { name: 'Captions' });
  await expect(captions.locator('option')).toHaveText(['Off', 'English', 'French']);
  await captions.selectOption({ label: 'French' });
  await expect
    .poll(() =>
      video(page).evaluate((v: HTMLVideoElement) =>
        [...v.textTracks].filter((t) => t.mode === 'showing').map((t) => t.language),
      ),
    )
    .toEqual(['fr']);
  await expectNoViolations(page, 'post page with the player open');
});

test('practice tools by keyboard: speed, frame steps, mirror, A–B loop; then resume where the viewer stopped', async ({
  page,
  request,
  baseURL,
}) => {
  const post = await streamPost(request, baseURL, '0');
  await page.goto(`/videos/${post.id}`);
  await playFromPoster(page);
  await pauseAt(page, 2);
  const practice = page.getByRole('toolbar', { name: 'Practice tools' });
  await practice.getByRole('button', { name: 'One frame forward' }).focus();

  // Speed: the > and < keys, 0.25 at a time between 0.25× and 2×, shown by the speed select.
  await page.keyboard.press('>');
  await expect.poll(async () => (await videoState(page)).rate).toBe(1.25);
  for (let i = 0; i < 5; i++) await page.keyboard.press('<');
  await expect.poll(async () => (await videoState(page)).rate).toBe(0.25);
  await expect(page.getByRole('combobox', { name: 'Playback speed' })).toHaveValue('0.25');
  await practice.getByRole('button', { name: 'One frame forward' }).focus();

  // Frame steps: one frame (1/25 s here) each way, paused.
  const start = (await videoState(page)).time;
  await page.keyboard.press('.');
  await expect.poll(async () => (await videoState(page)).time).toBeCloseTo(start + 0.04, 2);
  await page.keyboard.press(',');
  await page.keyboard.press(',');
  await expect.poll(async () => (await videoState(page)).time).toBeCloseTo(start - 0.04, 2);
  expect((await videoState(page)).paused).toBe(true);

  // Mirror (left-handed view).
  await page.keyboard.press('r');
  await expect(video(page)).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
  await expect(practice.getByRole('button', { name: 'Mirror the video (left-handed view)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A–B loop from 1 s to 3 s: played past B, it comes back to A.
  await pauseAt(page, 1);
  await page.keyboard.press('a');
  await pauseAt(page, 3);
  await page.keyboard.press('b');
  await expect(video(page)).toHaveAttribute('data-loop', '1.00-3.00');
  await expect(page.locator('[data-player-status]')).toHaveText('Looping from 0:01 to 0:03');
  const looped = await video(page).evaluate(
    (v: HTMLVideoElement) =>
      new Promise<{ max: number; back: number }>((resolve) => {
        let max = 0;
        v.playbackRate = 2;
        v.muted = true;
        const watch = () => {
          max = Math.max(max, v.currentTime);
          if (max > 2.5 && v.currentTime < 1.5) {
            v.removeEventListener('timeupdate', watch);
            v.pause();
            resolve({ max, back: v.currentTime });
          }
        };
        v.addEventListener('timeupdate', watch);
        void v.play();
      }),
  );
  expect(looped.max).toBeLessThan(3.6);
  expect(looped.back).toBeGreaterThanOrEqual(0.9);
  await page.keyboard.press('n');
  await expect(video(page)).toHaveAttribute('data-loop', '');

  // Resume: stopped at 6 s, the next visit starts there.
  await pauseAt(page, 6);
  await page.reload();
  await page.locator('[data-video-player]').getByRole('button', { name: 'Play the video' }).click();
  await expect(page.locator('[data-resume-note]')).toContainText('Resumed where you stopped, at 0:06');
  // It played from there, not from the start.
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(6);
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.played.start(0))).toBeGreaterThanOrEqual(5.9);
});

test('a paid post’s stream plays for its buyer, signed; a visitor gets 403 on its playlist and the preview only', async ({
  page,
  request,
  baseURL,
}) => {
  const paid = await streamPost(request, baseURL, '5');
  expect((await request.get(`/api/media/hls/${paid.id}/master.m3u8`)).status()).toBe(403);
  expect((await request.get(`/api/media/hls/${paid.id}/720p/seg-00001.m4s`)).status()).toBe(403);

  const buyer = await registerMember(request, baseURL, 'hls_buyer');
  await buyPost(request, buyer, paid.id);

  await page.goto('/sign-in');
  const submit = page.getByRole('button', { name: 'Sign In', exact: true });
  await expect(submit).toBeEnabled();
  await page.getByLabel('E-mail address').fill(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await submit.click();
  await expect(page).toHaveURL(/\/$/);

  const segments: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes(`/api/media/hls/${paid.id}/`) && r.url().includes('.m4s?'))
      segments.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(`/videos/${paid.id}`);
  await expect(page.getByText('You bought this video: enjoy the full version.')).toBeVisible();
  await playFromPoster(page);
  expect((await videoState(page)).levels).toBeGreaterThanOrEqual(2);
  expect(segments.length).toBeGreaterThan(0);
  for (const line of segments) expect(line).toMatch(/^200 .+\?expires=\d+&viewer=\d+&sig=[\w-]+$/);

  // `?t=` (a technique's moment link) starts the paid stream there (issue 29 §4).
  await page.goto(`/videos/${paid.id}?t=3`);
  await expect(page.getByText('You bought this video: enjoy the full version.')).toBeVisible();
  await page.locator('[data-video-player]').getByRole('button', { name: 'Play the video' }).click();
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(3);
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.played.start(0))).toBeGreaterThanOrEqual(2.9);
});

test('a chapter clicked before a paid stream plays starts it there, and a chapter loops in it (issue 29 §4)', async ({
  page,
  request,
  baseURL,
  signIn,
}) => {
  const post = await streamPost(request, baseURL, '5');
  await signIn('admin');
  await page.goto(`/videos/${post.id}`);
  await expect(page.getByText('Admin: you see the full version.')).toBeVisible();
  await page.locator('[data-chapters] a[data-seek="3"]').click();
  await expect.poll(async () => (await videoState(page)).engine).toBe('hls.js');
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(3);
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.played.start(0))).toBeGreaterThanOrEqual(2.9);

  await page.locator('[data-chapters]').getByRole('button', { name: 'Loop slowly the chapter “The third entry”' }).click();
  await expect(video(page)).toHaveAttribute('data-loop', /^5\.00-/);
  await expect.poll(async () => (await videoState(page)).rate).toBe(0.5);
});
