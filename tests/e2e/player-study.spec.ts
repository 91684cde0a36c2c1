import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { PostDetail, PostTimeline } from '../../src/contract';
import { binaryPath } from '../../src/server/lib/binaries';
import { expectNoViolations } from './a11y-support';
import { expect, test } from './fixtures';
import { apiJson, pageReady } from './site-support';

/**
 * Issue 29 (items 1, 3, 5, 6 and 14): the free player shows one caption language above its
 * controls, named in the page's language; it takes a portrait clip's shape; it steps by the
 * video's own frame rate; each chapter loops (slowly if asked); "resumed at" is shown, with
 * "start over". Only reads: the viewer's choices live in the browser.
 */

/** The free demo post with chapters and captions in both languages (6 s at 24 fps). */
async function captionedPost(request: APIRequestContext, baseURL: string | undefined): Promise<PostDetail> {
  const timelines = await apiJson<PostTimeline[]>(request, baseURL, 'posts/timelines');
  const timeline = timelines.find(
    (t) => t.captions.length === 2 && t.captions.every((c) => c.url !== null) && t.chapters.length >= 3,
  )!;
  return apiJson<PostDetail>(request, baseURL, `posts/${timeline.id}`);
}

const video = (page: Page) => page.locator('[data-video-player] video');
const showing = (page: Page) =>
  video(page).evaluate((v: HTMLVideoElement) =>
    [...v.textTracks].filter((t) => t.mode === 'showing').map((t) => t.language),
  );

async function openAndPlay(page: Page, url: string, playLabel = 'Play the video'): Promise<void> {
  await page.goto(url);
  await expect(page.locator('[data-video-frame][data-ready="true"]')).toBeAttached();
  await pageReady(page);
  await page.locator('[data-video-player]').getByRole('button', { name: playLabel }).click();
  await expect(page.locator('media-controller')).toHaveCount(1);
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.2);
}

test('one caption language at a time, the page’s or the viewer’s last choice, drawn above the controls; French names and numbers', async ({
  page,
  request,
  baseURL,
}) => {
  const post = await captionedPost(request, baseURL);
  await page.setViewportSize({ width: 390, height: 844 });
  await openAndPlay(page, `/fr/videos/${post.id}`, 'Lire la vidéo');
  await expect.poll(() => showing(page)).toEqual(['fr']);
  // The French phone layout holds with the player open and the chapters' loop buttons.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoViolations(page, 'French post page on a phone, player open');
  const captions = page.getByRole('combobox', { name: 'Sous-titres' });
  await expect(captions.locator('option')).toHaveText(['Désactivés', 'Anglais', 'Français']);
  await expect(captions).toHaveValue('fr');
  await expect(page.getByRole('combobox', { name: 'Vitesse de lecture' }).locator('option').first()).toHaveText(
    '0,25×',
  );

  // The cue shown sits above the control bar, which lies over the bottom of the video.
  const placement = await video(page).evaluate(async (v: HTMLVideoElement) => {
    const track = [...v.textTracks].find((t) => t.mode === 'showing')!;
    if (!track.activeCues?.length) await new Promise((resolve) => track.addEventListener('cuechange', resolve, { once: true }));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const cue = track.activeCues![0] as VTTCue;
    const bar = document.querySelector('media-control-bar')!.getBoundingClientRect();
    const box = v.getBoundingClientRect();
    return { line: cue.line, snap: cue.snapToLines, barTop: 100 * ((bar.top - box.top) / box.height) };
  });
  expect(placement.snap).toBe(false);
  expect(placement.line).toBeLessThanOrEqual(placement.barTop);

  // The viewer picks English: the next video (here, the same page again) shows English only.
  await captions.selectOption({ label: 'Anglais' });
  await expect.poll(() => showing(page)).toEqual(['en']);
  await openAndPlay(page, `/fr/videos/${post.id}`, 'Lire la vidéo');
  await expect.poll(() => showing(page)).toEqual(['en']);
});

test('frame steps follow the video’s own frame rate (24 fps here, not 25)', async ({ page, request, baseURL }) => {
  const post = await captionedPost(request, baseURL);
  await openAndPlay(page, `/videos/${post.id}`);
  await expect(video(page)).toHaveAttribute('data-frame-rate', '24');
  const before = await video(page).evaluate(async (v: HTMLVideoElement) => {
    v.pause();
    v.currentTime = 1;
    await new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
    return v.currentTime;
  });
  await page.getByRole('toolbar', { name: 'Practice tools' }).getByRole('button', { name: 'One frame forward' }).click();
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(before + 1 / 24, 4);
});

test('each chapter loops, by mouse or keyboard, at full or half speed; the loop message rounds to the nearest second', async ({
  page,
  request,
  baseURL,
}) => {
  const post = await captionedPost(request, baseURL);
  const [, second, third] = post.chapters;
  await page.goto(`/videos/${post.id}`);
  await expect(page.locator('[data-video-frame][data-ready="true"]')).toBeAttached();
  await pageReady(page);
  const chapters = page.locator('[data-chapters]');
  // Before the player has loaded: the loop starts it.
  await chapters.getByRole('button', { name: `Loop slowly the chapter “${second!.title}”` }).click();
  await expect(video(page)).toHaveAttribute('data-loop', `${second!.startSeconds.toFixed(2)}-${third!.startSeconds.toFixed(2)}`);
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(0.5);
  await expect(page.getByRole('combobox', { name: 'Playback speed' })).toHaveValue('0.5');
  await expect(page.locator('[data-player-status]')).toHaveText('Looping from 0:02 to 0:04');
  const inside = await video(page).evaluate((v: HTMLVideoElement) => v.currentTime);
  expect(inside).toBeGreaterThanOrEqual(second!.startSeconds - 0.1);
  expect(inside).toBeLessThanOrEqual(third!.startSeconds);

  // The last chapter by keyboard, at full speed: it loops to the video's end.
  await chapters.getByRole('button', { name: `Loop the chapter “${third!.title}”` }).focus();
  await page.keyboard.press('Enter');
  await expect(video(page)).toHaveAttribute('data-loop', new RegExp(`^${third!.startSeconds.toFixed(2)}-(5\\.9\\d|6\\.0\\d)$`));
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1);

  // A hand-set loop ending at 1.98 s reads "0:02", not "0:01".
  const practice = page.getByRole('toolbar', { name: 'Practice tools' });
  await practice.getByRole('button', { name: 'Stop the A–B loop' }).click();
  for (const [at, key] of [
    [0, 'a'],
    [1.98, 'b'],
  ] as const) {
    await video(page).evaluate(async (v: HTMLVideoElement, seconds: number) => {
      v.pause();
      v.currentTime = seconds;
      await new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
    }, at);
    await practice.getByRole('button', { name: 'One frame forward' }).focus();
    await page.keyboard.press(key);
  }
  await expect(page.locator('[data-player-status]')).toHaveText('Looping from 0:00 to 0:02');
});

test('"resumed at" is shown under the player, with a button that starts over', async ({ page, request, baseURL }) => {
  const post = await captionedPost(request, baseURL);
  await page.goto(`/videos/${post.id}`);
  await page.evaluate((id) => localStorage.setItem(`hdx-resume:${id}`, '3'), post.id);
  await openAndPlay(page, `/videos/${post.id}`);
  const note = page.locator('[data-resume-note]');
  await expect(note).toBeVisible();
  await expect(note).toContainText('Resumed where you stopped, at 0:03');
  await note.getByRole('button', { name: 'Start over' }).click();
  await expect(note).toBeHidden();
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(2.5);
});

test('a portrait clip plays in a portrait player, not boxed into 16:9, on a phone', async ({ page, request, baseURL }) => {
  const post = await captionedPost(request, baseURL);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-portrait-')), 'portrait.mp4');
  execFileSync(binaryPath('ffmpeg'), [
    '-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=270x480:rate=24', '-t', '2',
    '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-movflags', '+faststart', file,
  ]);
  // The post's own file stands in for a phone clip: served in its place for this page only.
  await page.route(`**${post.fileUrl!}`, (route) =>
    route.fulfill({ status: 200, contentType: 'video/mp4', body: fs.readFileSync(file) }),
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await openAndPlay(page, `/videos/${post.id}`);
  await expect(video(page)).toHaveAttribute('data-aspect', '0.563');
  const box = (await video(page).boundingBox())!;
  expect(box.height).toBeGreaterThan(box.width * 1.5);
  expect(box.height).toBeLessThanOrEqual(844 * 0.8 + 1);
});
