import { createHash } from 'node:crypto';
import { isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { posts, publishedContent } from '../../db/schema';
import type { ApiFetch } from '../../site/site-app';
import { byViews, withoutCounts } from '../../../lib/post-counts';
import type { LibraryContent } from '../../../lib/types';
import { contentSources, readContent } from '../../../render/content-sources';

// The published content (`published_content`): each content source's answer as the last publish
// read it, less the posts taken down since (takedowns/unpublish.ts).
const SOURCES = Object.keys(contentSources) as (keyof LibraryContent)[];
const digestOf = (answer: unknown) => createHash('sha256').update(JSON.stringify(answer)).digest('base64url');
/** What the pages show of a source's answer: the posts without their live counters, but in their order by views. */
const shownDigestOf = (content: LibraryContent, source: keyof LibraryContent) =>
  source === 'posts'
    ? digestOf([content.posts.map(withoutCounts), byViews(content.posts).map((post) => post.id)])
    : digestOf(content[source]);

/** The content a publish makes public, read once from this server's API app in-process (the content layer's reads and schemas). */
export function readLiveContent(api: ApiFetch): Promise<LibraryContent> {
  return readContent({ base: 'http://localhost/api', fetch: async (input, init) => api(new Request(input, init)) });
}

/**
 * The posts of `content` still public now: a takedown committed after the publish read its
 * content is not undone by it. Read holding the published rows (`recordPublishedContent`): a
 * takedown committed later waits for the publish, then takes its posts out of what it wrote.
 */
async function withoutTakenDown(tx: Executor, content: LibraryContent): Promise<LibraryContent> {
  if (!content.posts.length) return content;
  const listed = await tx.select({ id: posts.id }).from(posts).where(isNull(posts.withdrawnAt));
  const stillPublic = new Set(listed.map((row) => row.id));
  const kept = content.posts.filter((post) => stillPublic.has(post.id));
  return kept.length === content.posts.length ? content : { ...content, posts: kept };
}

/**
 * Records `content` as the published content, in the publish's transaction. A source whose
 * answer changed is written; it gets the next version only when what the pages show of it
 * changed (new view counts alone do not): `changed` names those sources.
 */
export async function recordPublishedContent(tx: Executor, read: LibraryContent) {
  const c = publishedContent;
  const rows = await tx
    .select({ source: c.source, digest: c.digest, shownDigest: c.shownDigest, version: c.version })
    .from(c)
    .for('update');
  const content = await withoutTakenDown(tx, read);
  const stored = new Map(rows.map((row) => [row.source, row]));
  const next = SOURCES.map((source) => ({
    source,
    digest: digestOf(content[source]),
    shownDigest: shownDigestOf(content, source),
  }));
  const written = next.filter((row) => stored.get(row.source)?.digest !== row.digest);
  const changed = written
    .filter((row) => stored.get(row.source)?.shownDigest !== row.shownDigest)
    .map((row) => row.source);
  const version = Math.max(0, ...rows.map((row) => row.version)) + (changed.length ? 1 : 0);
  if (!written.length) return { version, changed };
  const values = written.map((row) => ({
    ...row,
    answer: content[row.source],
    version: changed.includes(row.source) ? version : stored.get(row.source)!.version,
  }));
  await tx
    .insert(publishedContent)
    .values(values)
    .onConflictDoUpdate({
      target: publishedContent.source,
      set: {
        answer: sql`excluded.answer`,
        digest: sql`excluded.digest`,
        shownDigest: sql`excluded.shown_digest`,
        version: sql`excluded.version`,
        publishedAt: sql`clock_timestamp()`,
      },
    });
  return { version, changed };
}

/** The published content, or null before the first publish recorded it. */
export async function readPublishedContent(db: Executor): Promise<LibraryContent | null> {
  const rows = await db
    .select({ source: publishedContent.source, answer: publishedContent.answer })
    .from(publishedContent);
  const answers = new Map(rows.map((row) => [row.source, row.answer]));
  if (SOURCES.some((source) => !answers.has(source))) return null;
  return Object.fromEntries(SOURCES.map((source) => [source, answers.get(source)])) as unknown as LibraryContent;
}

/** The time of the last write to the published content (a publish, a takedown): what a server compares with what it shows. */
export async function publishedContentMark(db: Executor): Promise<string | null> {
  const [row] = await db
    .select({ mark: sql<string | null>`max(${publishedContent.publishedAt})::text` })
    .from(publishedContent);
  return row?.mark ?? null;
}
