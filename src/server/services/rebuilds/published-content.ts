import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { publishedContent } from '../../db/schema';
import { contentSources, readContent } from '../../../lib/content-sources';
import type { LibraryContent } from '../../../lib/types';
import type { ApiFetch } from '../../site/release-app';

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

interface PublishedVersion {
  /** The publish's version: one more than the newest row's, or the same when nothing changed. */
  version: number;
  /** The sources whose answer changed (every source on the first publish). */
  changed: (keyof LibraryContent)[];
}

/**
 * Records `content` as the published content, in the caller's transaction (the publish's): the rows
 * of the sources whose answer changed get it with the next version.
 */
export async function recordPublishedContent(tx: Executor, content: LibraryContent): Promise<PublishedVersion> {
  const rows = await tx
    .select({ source: publishedContent.source, digest: publishedContent.digest, version: publishedContent.version })
    .from(publishedContent);
  const stored = new Map(rows.map((row) => [row.source, row.digest]));
  const latest = Math.max(0, ...rows.map((row) => row.version));
  const digests = new Map(SOURCES.map((source) => [source, digestOf(content[source])]));
  const changed = SOURCES.filter((source) => stored.get(source) !== digests.get(source));
  if (!changed.length) return { version: latest, changed };
  const version = latest + 1;
  await tx
    .insert(publishedContent)
    .values(changed.map((source) => ({ source, answer: content[source], digest: digests.get(source)!, version })))
    .onConflictDoUpdate({
      target: publishedContent.source,
      set: {
        answer: sql`excluded.answer`,
        digest: sql`excluded.digest`,
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
