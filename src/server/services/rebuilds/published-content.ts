import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { publishedContent } from '../../db/schema';
import { contentSources, readContent } from '../../../render/content-sources';
import { byViews, withoutCounts } from '../../../lib/post-counts';
import type { LibraryContent } from '../../../lib/types';
import type { ApiFetch } from '../../site/site-app';

/** The content sources, in the order `LibraryContent` names them. */
const SOURCES = Object.keys(contentSources) as (keyof LibraryContent)[];

/**
 * The content a publish will make public, read once from this server's API app in-process (the
 * same reads and schemas as the build's content layer): every renderer of the publish renders
 * from it, and the publish's transaction records it (`recordPublishedContent`).
 */
export function readLiveContent(api: ApiFetch): Promise<LibraryContent> {
  return readContent({ base: 'http://localhost/api', fetch: async (input, init) => api(new Request(input, init)) });
}

const digestOf = (answer: unknown): string => createHash('sha256').update(JSON.stringify(answer)).digest('base64url');

/** What the pages show of a source's answer: the posts without their live counters, but in their order by views. */
function shownDigestOf(content: LibraryContent, source: keyof LibraryContent): string {
  if (source !== 'posts') return digestOf(content[source]);
  return digestOf([content.posts.map(withoutCounts), byViews(content.posts).map((post) => post.id)]);
}

interface PublishedVersion {
  /** The publish's version: one more than the newest row's, or the same when what the pages show did not change. */
  version: number;
  /** The sources of which what the pages show changed (every source on the first publish). */
  changed: (keyof LibraryContent)[];
}

/**
 * Records `content` as the published content, in the caller's transaction (the publish's). A source
 * whose answer changed is written; it gets the next version only when what the pages show of it
 * changed: new view counts alone keep the posts' version and leave them out of `changed`.
 */
export async function recordPublishedContent(tx: Executor, content: LibraryContent): Promise<PublishedVersion> {
  const rows = await tx
    .select({
      source: publishedContent.source,
      digest: publishedContent.digest,
      shownDigest: publishedContent.shownDigest,
      version: publishedContent.version,
    })
    .from(publishedContent);
  const stored = new Map(rows.map((row) => [row.source, row]));
  const latest = Math.max(0, ...rows.map((row) => row.version));
  const next = SOURCES.map((source) => ({
    source,
    digest: digestOf(content[source]),
    shownDigest: shownDigestOf(content, source),
  }));
  const written = next.filter((row) => stored.get(row.source)?.digest !== row.digest);
  const changed = written.filter((row) => stored.get(row.source)?.shownDigest !== row.shownDigest).map((row) => row.source);
  const version = changed.length ? latest + 1 : latest;
  if (!written.length) return { version, changed };
  await tx
    .insert(publishedContent)
    .values(
      written.map((row) => ({
        ...row,
        answer: content[row.source],
        version: changed.includes(row.source) ? version : stored.get(row.source)!.version,
      })),
    )
    .onConflictDoUpdate({
      target: publishedContent.source,
      set: {
        answer: sql`excluded.answer`,
        digest: sql`excluded.digest`,
        shownDigest: sql`excluded.shown_digest`,
        version: sql`excluded.version`,
        publishedAt: sql`now()`,
      },
    });
  return { version, changed };
}

/** The published content, or null before the first publish recorded it (a site built by `npm run build` shows its own). */
export async function readPublishedContent(db: Executor): Promise<LibraryContent | null> {
  const rows = await db.select({ source: publishedContent.source, answer: publishedContent.answer }).from(publishedContent);
  const answers = new Map(rows.map((row) => [row.source, row.answer]));
  if (SOURCES.some((source) => !answers.has(source))) return null;
  return Object.fromEntries(SOURCES.map((source) => [source, answers.get(source)])) as unknown as LibraryContent;
}
