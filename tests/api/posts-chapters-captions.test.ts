import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chapter, PostDetail, PostTimeline } from '../../src/contract';
import { TIMELINE_MESSAGES } from '../../src/contract/timeline-messages';
import { postCaptions, postChapters } from '../../src/server/db/schema';
import { insertPost } from '../../src/server/db/seed/factories';
import { connectSeller, insertTechnique } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { actor, file, json, sendForm, type Actor } from './content-helpers';

let t: TestApp;
let author: Actor;
let other: Actor;
let admin: Actor;
let techniqueId: number;

beforeAll(async () => {
  t = await createTestApp();
  author = await actor(t);
  other = await actor(t);
  admin = await actor(t, 'ROLE_ADMIN');
  techniqueId = (await insertTechnique(t.deps.db, `Zornhau ${process.pid}`)).id;
});
afterAll(() => t.close());

const ownPost = (durationSeconds: number | null = 120) =>
  insertPost(t.deps.db, { title: 'Zornhau-Ort', userId: author.id, durationSeconds });
const chaptersOf = async (postId: number) =>
  t.deps.db
    .select({ startSeconds: postChapters.startSeconds, title: postChapters.title })
    .from(postChapters)
    .where(eq(postChapters.postId, postId))
    .orderBy(postChapters.startSeconds);
const captionsOf = (postId: number) => t.deps.db.select().from(postCaptions).where(eq(postCaptions.postId, postId));

const CHAPTERS = [
  { startSeconds: 0, title: 'Guard', techniqueId: null },
  { startSeconds: 42, title: 'Zornhau from the right (a < b)', techniqueId: null },
];
const put = (postId: number, chapters: unknown, token?: string) =>
  t.call('PUT', `/api/posts/${postId}/chapters`, { json: { chapters }, ...(token ? { token } : {}) });

const SRT = '1\r\n00:00:01,000 --> 00:00:04,500\r\nMeyer\'s <i>Zornhau</i>\r\n\r\n2\r\n00:00:05,000 --> 00:00:07,000\r\nThe point & the bind\r\n';
const VTT = 'WEBVTT\n\n00:01.000 --> 00:04.000\nLe Zornhau\n';
const upload = (postId: number, lang: string, body: string | Uint8Array, name: string, token?: string) =>
  sendForm(t, 'POST', `/api/posts/${postId}/captions`, { lang, file: file(typeof body === 'string' ? Buffer.from(body) : body, name, 'application/octet-stream') }, token);

describe('PUT /api/posts/{id}/chapters', () => {
  it('lets the author set chapters tied to techniques; GET /api/posts/{id} lists them sorted', async () => {
    const post = await ownPost();
    const chapters = [CHAPTERS[0], { ...CHAPTERS[1], techniqueId }];
    const res = await put(post.id, chapters, author.token);
    expect(res.status).toBe(200);
    expect(await json<Chapter[]>(res)).toEqual(chapters);
    const detail = await json<PostDetail>(await t.call('GET', `/api/posts/${post.id}`));
    expect(detail.chapters).toEqual(chapters);
    expect(detail.captions).toEqual([]);
  });

  it('lets an admin replace them, and [] removes them all', async () => {
    const post = await ownPost();
    await put(post.id, CHAPTERS, author.token);
    expect((await put(post.id, [{ startSeconds: 10, title: 'Moderated' }], admin.token)).status).toBe(200);
    expect(await chaptersOf(post.id)).toEqual([{ startSeconds: 10, title: 'Moderated' }]);
    expect((await put(post.id, [], admin.token)).status).toBe(200);
    expect(await chaptersOf(post.id)).toEqual([]);
  });

  it('answers 403 to another member and 401 to a visitor, changing nothing', async () => {
    const post = await ownPost();
    await put(post.id, CHAPTERS, author.token);
    const forbidden = await put(post.id, [{ startSeconds: 1, title: 'Hijack' }], other.token);
    expect(forbidden.status).toBe(403);
    expect((await put(post.id, [{ startSeconds: 1, title: 'Anon' }])).status).toBe(401);
    expect(await chaptersOf(post.id)).toEqual(CHAPTERS.map(({ startSeconds, title }) => ({ startSeconds, title })));
  });

  it('answers 404 for a missing post', async () => {
    expect((await put(2_000_000_000, CHAPTERS, admin.token)).status).toBe(404);
  });

  it.each([
    ['unsorted', [{ startSeconds: 30, title: 'B' }, { startSeconds: 10, title: 'A' }], 'chapters.1.startSeconds', TIMELINE_MESSAGES.unsorted, 422],
    ['two at one time', [{ startSeconds: 10, title: 'A' }, { startSeconds: 10, title: 'B' }], 'chapters.1.startSeconds', TIMELINE_MESSAGES.unsorted, 422],
    ['past the end', [{ startSeconds: 120, title: 'After the end' }], 'chapters.0.startSeconds', TIMELINE_MESSAGES.beyondDuration, 422],
    ['an unknown technique', [{ startSeconds: 0, title: 'A', techniqueId: 2_000_000_000 }], 'chapters.0.techniqueId', TIMELINE_MESSAGES.unknownTechnique, 422],
    ['negative', [{ startSeconds: -1, title: 'A' }], 'chapters.0.startSeconds', undefined, 422],
    ['an empty title', [{ startSeconds: 0, title: '  ' }], 'chapters.0.title', 'Required', 422],
    ['a long title', [{ startSeconds: 0, title: 'x'.repeat(121) }], 'chapters.0.title', 'At most 120 characters', 422],
    ['markup in a title', [{ startSeconds: 0, title: '<script>alert(1)</script>' }], 'chapters.0.title', 'Must be plain text: HTML is not allowed', 422],
    ['51 chapters', Array.from({ length: 51 }, (_, i) => ({ startSeconds: i, title: `C${i}` })), 'chapters', 'At most 50 chapters', 422],
  ])('refuses %s (4xx naming the field) and changes nothing', async (_label, chapters, field, message, status) => {
    const post = await ownPost();
    await put(post.id, CHAPTERS, author.token);
    const res = await put(post.id, chapters, author.token);
    expect([400, status]).toContain(res.status);
    const body = await json<{ errors: Record<string, string[]> }>(res);
    expect(Object.keys(body.errors)).toContain(field);
    if (message) expect(body.errors[field]).toContain(message);
    expect(await chaptersOf(post.id)).toHaveLength(2);
  });

  it('accepts any start when the duration is unknown', async () => {
    const post = await ownPost(null);
    expect((await put(post.id, [{ startSeconds: 5000, title: 'Late' }], author.token)).status).toBe(200);
  });
});

describe('POST /api/posts/{id}/captions and DELETE /api/posts/{id}/captions/{lang}', () => {
  it('converts an SRT file and serves it as WebVTT (text/vtt), listed by GET /api/posts/{id}', async () => {
    const post = await ownPost();
    const res = await upload(post.id, 'en', SRT, 'meyer.srt', author.token);
    expect(res.status).toBe(201);
    const caption = await json<{ lang: string; url: string }>(res);
    expect(caption.lang).toBe('en');
    expect(caption.url).toMatch(/^\/api\/media\/captions\/[A-Za-z0-9_-]+\.vtt$/);
    const served = await t.app.request(caption.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('text/vtt; charset=utf-8');
    expect(await served.text()).toBe(
      "WEBVTT\n\n00:00:01.000 --> 00:00:04.500\nMeyer's <i>Zornhau</i>\n\n00:00:05.000 --> 00:00:07.000\nThe point &amp; the bind\n",
    );
    const detail = await json<PostDetail>(await t.call('GET', `/api/posts/${post.id}`));
    expect(detail.captions).toEqual([{ lang: 'en', url: caption.url }]);
  });

  it('keeps a WebVTT file as it is; an admin may add one; a new file replaces the old', async () => {
    const post = await ownPost();
    const first = await json<{ url: string }>(await upload(post.id, 'fr', VTT, 'fr.vtt', author.token));
    const second = await upload(post.id, 'fr', VTT.replace('Le Zornhau', 'Le coup de colère'), 'fr.vtt', admin.token);
    expect(second.status).toBe(201);
    const { url } = await json<{ url: string }>(second);
    expect(await (await t.app.request(url)).text()).toContain('Le coup de colère');
    expect((await t.app.request(first.url)).status).toBe(404);
    expect(await captionsOf(post.id)).toMatchObject([{ lang: 'fr', url }]);
  });

  it("caches a free post's captions like its video, and hides them once the post is paid", async () => {
    const post = await ownPost();
    const { url } = await json<{ url: string }>(await upload(post.id, 'en', VTT, 'en.vtt', author.token));
    const served = await t.app.request(url);
    expect(served.status).toBe(200);
    // Not `immutable`: the post may become paid, and its transcript with it.
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=60, must-revalidate');
    await connectSeller(t.deps.db, author.id);
    expect((await t.call('PATCH', `/api/posts/${post.id}`, { json: { price: '9.00' }, token: author.token })).status).toBe(200);
    const detail = await json<PostDetail>(await t.call('GET', `/api/posts/${post.id}`));
    expect(detail.captions).toEqual([{ lang: 'en', url: null }]);
    const refused = await t.app.request(url);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('Zornhau');
  });

  it('answers 404 for a caption file no post lists (replaced or removed)', async () => {
    const post = await ownPost();
    const { url } = await json<{ url: string }>(await upload(post.id, 'en', VTT, 'en.vtt', author.token));
    await t.deps.db.delete(postCaptions).where(eq(postCaptions.postId, post.id));
    expect((await t.app.request(url)).status).toBe(404);
  });

  it('answers 403 to another member and 401 to a visitor, storing nothing', async () => {
    const post = await ownPost();
    expect((await upload(post.id, 'en', VTT, 'x.vtt', other.token)).status).toBe(403);
    expect((await upload(post.id, 'en', VTT, 'x.vtt')).status).toBe(401);
    expect(await captionsOf(post.id)).toEqual([]);
  });

  it.each([
    ['a language other than en or fr', 'de', VTT, 400, 'lang', undefined],
    ['plain text', 'en', 'Just some words\n', 422, 'file', TIMELINE_MESSAGES.captionFormat],
    ['a WebVTT file with a bad timing', 'en', 'WEBVTT\n\n00:05.000 --> 00:01.000\nBackwards\n', 422, 'file', TIMELINE_MESSAGES.captionTiming],
    ['a WebVTT file without cues', 'en', 'WEBVTT\n\nNOTE nothing\n', 422, 'file', TIMELINE_MESSAGES.captionNoCue],
    ['an SRT file with a broken timing', 'en', '1\n00:00:01,000 --> soon\nHi\n', 422, 'file', TIMELINE_MESSAGES.captionTiming],
    ['an empty file', 'en', '', 422, 'file', 'The file is empty'],
    ['bytes that are not UTF-8', 'en', new Uint8Array([0x57, 0x45, 0xff, 0xfe, 0x00]), 422, 'file', TIMELINE_MESSAGES.captionNotText],
    ['a file over 512 KB', 'en', `WEBVTT\n\n00:01.000 --> 00:02.000\n${'x'.repeat(600 * 1024)}\n`, 413, 'file', TIMELINE_MESSAGES.captionTooLarge],
  ])('refuses %s with the reason, storing nothing', async (_label, lang, body, status, field, message) => {
    const post = await ownPost();
    const res = await upload(post.id, lang, body, 'c.vtt', author.token);
    expect(res.status).toBe(status);
    const answer = await json<{ errors: Record<string, string[]> }>(res);
    expect(Object.keys(answer.errors)).toContain(field);
    if (message) expect(answer.errors[field]).toEqual([message]);
    expect(await captionsOf(post.id)).toEqual([]);
  });

  it('deletes a language for its author (204), 404 when there is none, 403 to another member', async () => {
    const post = await ownPost();
    await upload(post.id, 'en', VTT, 'en.vtt', author.token);
    expect((await t.call('DELETE', `/api/posts/${post.id}/captions/en`, { token: other.token })).status).toBe(403);
    expect((await t.call('DELETE', `/api/posts/${post.id}/captions/en`)).status).toBe(401);
    expect(await captionsOf(post.id)).toHaveLength(1);
    expect((await t.call('DELETE', `/api/posts/${post.id}/captions/en`, { token: author.token })).status).toBe(204);
    expect(await captionsOf(post.id)).toEqual([]);
    const again = await t.call('DELETE', `/api/posts/${post.id}/captions/en`, { token: admin.token });
    expect(again.status).toBe(404);
    expect(await json(again)).toMatchObject({ message: TIMELINE_MESSAGES.captionNotFound });
    expect((await t.call('DELETE', `/api/posts/${post.id}/captions/de`, { token: admin.token })).status).toBe(400);
  });

  it('removes the caption files with their post', async () => {
    const post = await ownPost();
    const { url } = await json<{ url: string }>(await upload(post.id, 'en', VTT, 'en.vtt', author.token));
    expect((await t.call('DELETE', `/api/posts/${post.id}`, { token: author.token })).status).toBe(204);
    expect((await t.app.request(url)).status).toBe(404);
  });
});

describe('GET /api/posts/timelines', () => {
  it("gives the build every listed post's chapters and captions, and only posts that have some", async () => {
    const withBoth = await ownPost();
    const without = await ownPost();
    await put(withBoth.id, CHAPTERS, author.token);
    await upload(withBoth.id, 'en', VTT, 'en.vtt', author.token);
    const timelines = await json<PostTimeline[]>(await t.call('GET', '/api/posts/timelines'));
    const mine = timelines.find((timeline) => timeline.id === withBoth.id);
    expect(mine?.chapters).toEqual(CHAPTERS);
    expect(mine?.captions.map((caption) => caption.lang)).toEqual(['en']);
    expect(timelines.some((timeline) => timeline.id === without.id)).toBe(false);
  });

  it('leaves the post lists without chapters or captions', async () => {
    const [first] = await json<Record<string, unknown>[]>(await t.call('GET', '/api/posts?page=1'));
    expect(first).not.toHaveProperty('chapters');
    expect(first).not.toHaveProperty('captions');
  });
});
