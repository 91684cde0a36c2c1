import { and, asc, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Caption, Chapter, PostTimeline } from '../../../contract/chapters';
import { TIMELINE_MESSAGES } from '../../../contract/timeline-messages';
import type { Executor, Tx } from '../../db/client';
import { postCaptions, postChapters, posts, techniques } from '../../db/schema';
import { unprocessable, type FieldErrors } from '../../lib/http-error';

const byLang = (a: Caption, b: Caption) => a.lang.localeCompare(b.lang);

/**
 * A caption as the shared (cached, anonymous) post shape gives it: the transcript of a paid
 * or withdrawn post is paid content, so only its language is listed (the playback answer
 * signs it for those who may play the video).
 */
const captionUrl = sql<string | null>`case when ${posts.priceCents} > 0 or ${posts.withdrawnAt} is not null then null else ${postCaptions.url} end`;

/** A post's chapters (by start time) and captions (en, fr). */
export async function postTimeline(db: Executor, postId: number): Promise<Omit<PostTimeline, 'id'>> {
  const [chapters, captions] = await Promise.all([
    db
      .select({
        startSeconds: postChapters.startSeconds,
        title: postChapters.title,
        techniqueId: postChapters.techniqueId,
      })
      .from(postChapters)
      .where(eq(postChapters.postId, postId))
      .orderBy(asc(postChapters.startSeconds), asc(postChapters.id)),
    db
      .select({ lang: postCaptions.lang, url: captionUrl })
      .from(postCaptions)
      .innerJoin(posts, eq(posts.id, postCaptions.postId))
      .where(eq(postCaptions.postId, postId)),
  ]);
  return { chapters, captions: (captions as Caption[]).sort(byLang) };
}

/**
 * Chapters and captions of every listed post that has any, for the site build: one
 * request instead of one per post, and the post lists stay lean.
 */
export async function allTimelines(db: Executor): Promise<PostTimeline[]> {
  const withAny = or(
    exists(
      db
        .select({ one: sql`1` })
        .from(postChapters)
        .where(eq(postChapters.postId, posts.id)),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(postCaptions)
        .where(eq(postCaptions.postId, posts.id)),
    ),
  );
  const ids = (
    await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(isNull(posts.withdrawnAt), withAny))
      .orderBy(posts.id)
  ).map((row) => row.id);
  if (ids.length === 0) return [];
  const [chapters, captions] = await Promise.all([
    db
      .select({
        postId: postChapters.postId,
        startSeconds: postChapters.startSeconds,
        title: postChapters.title,
        techniqueId: postChapters.techniqueId,
      })
      .from(postChapters)
      .where(inArray(postChapters.postId, ids))
      .orderBy(asc(postChapters.postId), asc(postChapters.startSeconds), asc(postChapters.id)),
    db
      .select({ postId: postCaptions.postId, lang: postCaptions.lang, url: captionUrl })
      .from(postCaptions)
      .innerJoin(posts, eq(posts.id, postCaptions.postId))
      .where(inArray(postCaptions.postId, ids)),
  ]);
  const timelines = new Map<number, PostTimeline>(ids.map((id) => [id, { id, chapters: [], captions: [] }]));
  for (const { postId, ...chapter } of chapters) timelines.get(postId)!.chapters.push(chapter);
  for (const { postId, ...caption } of captions) timelines.get(postId)!.captions.push(caption as Caption);
  for (const timeline of timelines.values()) timeline.captions.sort(byLang);
  return [...timelines.values()];
}

/**
 * The rules zod cannot check alone: sorted by start (strictly), every start before the end
 * of the video when its duration is known, every technique in the library. 422 naming the
 * first offending field of each chapter.
 */
async function checkChapters(db: Executor, chapters: Chapter[], durationSeconds: number | null): Promise<void> {
  const errors: FieldErrors = {};
  chapters.forEach((chapter, i) => {
    if (i > 0 && chapter.startSeconds <= chapters[i - 1]!.startSeconds)
      errors[`chapters.${i}.startSeconds`] = [TIMELINE_MESSAGES.unsorted];
    else if (durationSeconds !== null && chapter.startSeconds >= durationSeconds)
      errors[`chapters.${i}.startSeconds`] = [TIMELINE_MESSAGES.beyondDuration];
  });
  const techniqueIds = [...new Set(chapters.map((c) => c.techniqueId).filter((id): id is number => id !== null))];
  if (techniqueIds.length > 0) {
    const found = new Set(
      (await db.select({ id: techniques.id }).from(techniques).where(inArray(techniques.id, techniqueIds))).map(
        (row) => row.id,
      ),
    );
    chapters.forEach((chapter, i) => {
      if (chapter.techniqueId !== null && !found.has(chapter.techniqueId))
        errors[`chapters.${i}.techniqueId`] = [TIMELINE_MESSAGES.unknownTechnique];
    });
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

/** Replaces a post's chapters (checked first); inside the caller's transaction. */
export async function replaceChapters(
  tx: Tx,
  postId: number,
  chapters: Chapter[],
  durationSeconds: number | null,
): Promise<void> {
  await checkChapters(tx, chapters, durationSeconds);
  await tx.delete(postChapters).where(eq(postChapters.postId, postId));
  if (chapters.length > 0) await tx.insert(postChapters).values(chapters.map((chapter) => ({ ...chapter, postId })));
}

/** Sets a post's caption in `lang`; returns the URL it replaces (to delete its file), or null. */
export async function setCaption(tx: Tx, postId: number, lang: string, url: string): Promise<string | null> {
  const [old] = await tx
    .select({ url: postCaptions.url })
    .from(postCaptions)
    .where(and(eq(postCaptions.postId, postId), eq(postCaptions.lang, lang)))
    .for('update');
  await tx
    .insert(postCaptions)
    .values({ postId, lang, url })
    .onConflictDoUpdate({ target: [postCaptions.postId, postCaptions.lang], set: { url, createdAt: new Date() } });
  return old?.url ?? null;
}

/** Removes a post's caption in `lang`; returns its URL, or null when there was none. */
export async function removeCaption(tx: Tx, postId: number, lang: string): Promise<string | null> {
  const [row] = await tx
    .delete(postCaptions)
    .where(and(eq(postCaptions.postId, postId), eq(postCaptions.lang, lang)))
    .returning({ url: postCaptions.url });
  return row?.url ?? null;
}
