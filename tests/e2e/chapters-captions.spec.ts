import type { PostDetail, PostTimeline, Technique } from '../../src/contract';
import { expect, test } from './fixtures';
import { bearer } from './engagement-support';
import { apiSession } from './sign-in';
import { apiJson } from './site-support';

/** The demo post with chapters and captions in both languages (the seed has several). */
async function captionedPost(request: Parameters<typeof apiJson>[0], baseURL: string | undefined) {
  const timelines = await apiJson<PostTimeline[]>(request, baseURL, 'posts/timelines');
  const timeline = timelines.find(
    // A free one: a paid post's captions play only in the buyer's player.
    (t) =>
      t.captions.length === 2 &&
      t.captions.every((c) => c.url !== null) &&
      t.chapters.filter((c) => c.techniqueId !== null).length >= 2,
  )!;
  return apiJson<PostDetail>(request, baseURL, `posts/${timeline.id}`);
}

test('a post page lists its chapters, gives the player its caption tracks, and shows the captions when enabled', async ({ page, request, baseURL }) => {
  const post = await captionedPost(request, baseURL);
  await page.goto(`/videos/${post.id}`);
  const chapters = page.locator('[data-chapters]');
  await expect(chapters.getByRole('heading', { name: 'Chapters' })).toBeVisible();
  const links = chapters.locator('a[data-chapter]');
  await expect(links).toHaveCount(post.chapters.length);
  for (const [i, chapter] of post.chapters.entries()) {
    await expect(links.nth(i)).toContainText(chapter.title);
    await expect(links.nth(i)).toHaveAttribute('href', chapter.startSeconds ? `/videos/${post.id}?t=${chapter.startSeconds}` : `/videos/${post.id}`);
  }
  await expect(page.locator('[data-chapter-markers] a[data-seek]')).toHaveCount(post.chapters.length);

  const en = post.captions.find((c) => c.lang === 'en')!;
  const track = page.locator('video track[srclang="en"]');
  await expect(track).toHaveAttribute('src', en.url!);
  await expect(track).toHaveAttribute('kind', 'subtitles');
  await expect(page.locator('video track[srclang="fr"]')).toHaveAttribute('label', 'French');
  // The English page shows the English track: its first cue is active at 0:01.
  const cue = await page.locator('video').evaluate(async (video: HTMLVideoElement) => {
    const track = [...video.textTracks].find((t) => t.language === 'en')!;
    track.mode = 'showing';
    video.preload = 'auto';
    video.load();
    await new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }));
    video.currentTime = 1;
    await new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
    if (!track.activeCues?.length) await new Promise((resolve) => track.addEventListener('cuechange', resolve, { once: true }));
    return (track.activeCues?.[0] as VTTCue | undefined)?.text ?? null;
  });
  expect(cue).toBeTruthy();
  const vtt = await (await request.get(`${baseURL}${en.url}`)).text();
  expect(vtt).toContain(cue!);
});

test('?t= starts the video there, and a chapter link jumps within the playing video', async ({ page, request, baseURL }) => {
  const post = await captionedPost(request, baseURL);
  const later = post.chapters.at(-1)!;
  await page.goto(`/videos/${post.id}?t=${later.startSeconds}`);
  const video = page.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(later.startSeconds - 0.5);

  await page.goto(`/videos/${post.id}`);
  const second = post.chapters[1]!;
  await page.locator(`[data-chapters] a[data-seek="${second.startSeconds}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/videos/${post.id}\\?t=${second.startSeconds}$`));
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(second.startSeconds - 0.5);
});

test('a technique page lists the video moments that show it, linking to ?t=, in both languages', async ({ page, request, baseURL }) => {
  const post = await captionedPost(request, baseURL);
  const techniques = await apiJson<Technique[]>(request, baseURL, 'techniques');
  const chapter = post.chapters.find((c) => c.techniqueId !== null && c.startSeconds > 0)!;
  const technique = techniques.find((t) => t.id === chapter.techniqueId)!;
  await page.goto(`/techniques/${technique.slug}`);
  const moments = page.locator('[data-moments]');
  await expect(moments.getByRole('heading', { name: 'Moments in the videos' })).toBeVisible();
  const link = moments.locator(`a[data-moment="${post.id}@${chapter.startSeconds}"]`);
  await expect(link).toHaveAttribute('href', `/videos/${post.id}?t=${chapter.startSeconds}`);
  await expect(link).toHaveText(new RegExp(`${chapter.title} — 0:0${chapter.startSeconds} in ${post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

  await page.goto(`/fr/techniques/${technique.slug}`);
  await expect(page.locator('[data-moments]').getByRole('heading', { name: 'Moments dans les vidéos' })).toBeVisible();
  await expect(page.locator(`[data-moments] a[data-moment="${post.id}@${chapter.startSeconds}"]`)).toHaveAttribute(
    'href',
    `/fr/videos/${post.id}?t=${chapter.startSeconds}`,
  );
});

test("a post page's JSON-LD VideoObject has its chapters as hasPart Clips", async ({ page, request, baseURL }) => {
  const post = await captionedPost(request, baseURL);
  await page.goto(`/videos/${post.id}`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const video = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((ld) => ld['@type'] === 'VideoObject')!;
  const clips = video.hasPart as { '@type': string; name: string; startOffset: number; url: string }[];
  expect(clips).toHaveLength(post.chapters.length);
  for (const [i, chapter] of post.chapters.entries()) {
    expect(clips[i]).toMatchObject({ '@type': 'Clip', name: chapter.title, startOffset: chapter.startSeconds });
    expect(new URL(clips[i]!.url).pathname).toBe(`/videos/${post.id}`);
    expect(new URL(clips[i]!.url).searchParams.get('t')).toBe(String(chapter.startSeconds));
  }
});

test('the author edits chapters (time, title, technique; put in time order) and uploads an SRT caption from the post edit page', async ({ page, request, baseURL, signIn }) => {
  const session = await apiSession(request, baseURL);
  const created = await request.post(`${baseURL}/api/posts`, {
    headers: bearer(session),
    multipart: { title: `Chapters by the author ${Date.now()}`, description: 'Drills' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const techniques = await apiJson<Technique[]>(request, baseURL, 'techniques');
  const zornhau = techniques.find((t) => t.slug === 'zornhau')!;

  await signIn('demo');
  await page.goto(`/add-post?edit=${id}`);
  const editor = page.locator('[data-chapter-editor]');
  await editor.getByRole('button', { name: 'Add a chapter' }).click();
  await editor.getByRole('button', { name: 'Add a chapter' }).click();
  await editor.getByLabel('Start 1').fill('1:05');
  await editor.getByLabel('Title 1').fill('The second moment');
  await editor.getByLabel('Start 2').fill('0:42');
  await editor.getByLabel('Title 2').fill('Zornhau from the right');
  await editor.getByLabel('Technique 2').selectOption(String(zornhau.id));
  await editor.getByRole('button', { name: 'Save the chapters' }).click();
  await expect(editor.getByRole('status')).toHaveText('The chapters are saved.');
  const saved = await apiJson<PostDetail>(request, baseURL, `posts/${id}`);
  expect(saved.chapters).toEqual([
    { startSeconds: 42, title: 'Zornhau from the right', techniqueId: zornhau.id },
    { startSeconds: 65, title: 'The second moment', techniqueId: null },
  ]);

  const captions = page.locator('[data-captions-manager]');
  await captions.getByLabel('French captions').setInputFiles({
    name: 'fr.srt',
    mimeType: 'application/x-subrip',
    buffer: Buffer.from('1\n00:00:01,000 --> 00:00:03,000\nLe Zornhau\n'),
  });
  await captions.locator('[data-caption-lang="fr"]').getByRole('button', { name: 'Upload' }).click();
  await expect(captions.getByRole('status')).toHaveText('The captions are saved.');
  const [fr] = (await apiJson<PostDetail>(request, baseURL, `posts/${id}`)).captions;
  expect(fr?.lang).toBe('fr');
  expect(await (await request.get(`${baseURL}${fr!.url}`)).text()).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nLe Zornhau\n');
});

test('the French editor, reached by its chapters link, previews the video and takes a chapter start from it', async ({ page, request, baseURL, signIn }) => {
  const session = await apiSession(request, baseURL);
  const posts = (await (await request.get(`${baseURL}/api/posts?user=${session.userId}`)).json()) as PostDetail[];
  const post = posts.find((candidate) => candidate.fileUrl && candidate.price === '0.00')!;

  await signIn('demo');
  await page.goto(`/fr/add-post?edit=${post.id}#chapter-editor-title`);
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier une publication' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chapitres' })).toBeFocused();
  const editor = page.locator('[data-chapter-editor]');
  const preview = editor.getByLabel('Aperçu de la vidéo');
  await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThan(0);
  await preview.evaluate(
    (video: HTMLVideoElement) =>
      new Promise((resolve) => {
        video.addEventListener('seeked', resolve, { once: true });
        video.currentTime = 3.4;
      }),
  );
  const rows = await editor.locator('[data-chapter-row]').count();
  await editor.getByRole('button', { name: 'Ajouter un chapitre' }).click();
  await editor.getByRole('button', { name: `Prendre le moment actuel ${rows + 1}` }).click();
  await expect(editor.getByLabel(`Début ${rows + 1}`, { exact: true })).toHaveValue('0:03');
});
