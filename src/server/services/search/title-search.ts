import { and, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Post } from '../../../contract/posts';
import { LIBRARY_CATEGORIES, type LibraryCategory, type LibraryMatch, type Suggestion } from '../../../contract/search';
import type { Locale } from '../../../contract/auth';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { masterHistories, postTechniques, postTypes, posts, techniques, weapons } from '../../db/schema';
import { listed, listPosts, ORDERS } from '../posts/queries';
import type { Storage } from '../storage/types';

export const SUGGESTION_LIMIT = 10;

/** `a_b%` is text to find, not a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** The library tables a search text can name, with their label column (manuscripts have a title). */
const LIBRARY: Record<LibraryCategory, { table: SQL; label: SQL; labelFr: SQL; kind: 'name' | 'title' }> = {
  contentType: { table: sql`post_types`, label: sql`name`, labelFr: sql`name_fr`, kind: 'name' },
  martialArt: { table: sql`weapons`, label: sql`name`, labelFr: sql`name_fr`, kind: 'name' },
  masterHistory: { table: sql`master_histories`, label: sql`name`, labelFr: sql`name_fr`, kind: 'name' },
  techniques: { table: sql`techniques`, label: sql`name`, labelFr: sql`name_fr`, kind: 'name' },
  manuscript: { table: sql`manuscripts`, label: sql`title`, labelFr: sql`title_fr`, kind: 'title' },
};

/** Exact, then prefix, then word prefix, then anywhere, of the folded text `q.term` / escaped `q.esc`. */
const rank = (folded: SQL) => sql`case when ${folded} = q.term then 0
    when ${folded} like q.esc || '%' then 1
    when ${folded} like '% ' || q.esc || '%' then 2 else 3 end`;

/** The CTE `q` the branches read: the typed text folded once. */
const foldedQuery = (text: string) =>
  sql`q as materialized (select hdx_fold(${text}) as term, hdx_fold(${escapeLike(text)}) as esc)`;

/**
 * Library entries of one category whose English or French name (title) contains the text,
 * best first (the better of the two languages' ranks). The small library tables fold each
 * row once in a fenced subquery; an untranslated entry's French name is '' and matches nothing.
 */
function libraryBranch(category: LibraryCategory, limit: number): SQL {
  const { table, label, labelFr, kind } = LIBRARY[category];
  return sql`
    (select ${category}::text as category, t.id, ${kind === 'name' ? sql`t.label` : sql`null`} as name,
        ${kind === 'title' ? sql`t.label` : sql`null`} as title, t.label_fr, t.slug,
        least(${rank(sql`t.folded`)}, case when t.folded_fr = '' then 3 else ${rank(sql`t.folded_fr`)} end) as rank,
        0 as weight, length(t.label) as size
      from q, (select id, ${label}::text as label, ${labelFr} as label_fr, slug, hdx_fold(${label}) as folded,
          hdx_fold(${labelFr}) as folded_fr from ${table} offset 0) t
      where t.folded like '%' || q.esc || '%' or (t.folded_fr <> '' and t.folded_fr like '%' || q.esc || '%')
      order by rank, size, t.id limit ${limit})`;
}

/** A suggestion named in the page's language: a library entry's French name (title) where written. */
function toSuggestion(row: Suggestion & { label_fr: string | null }, locale: Locale): Suggestion {
  const french = locale === 'fr' && row.label_fr ? row.label_fr : null;
  return {
    category: row.category,
    id: Number(row.id),
    name: row.name === null ? null : (french ?? row.name),
    title: row.title === null ? null : row.category === 'post' ? row.title : (french ?? row.title),
    slug: row.slug,
  };
}

/**
 * Suggestions across content types, weapons, masters, techniques, manuscripts and posts,
 * matching anywhere in the name or title, ignoring case and accents. Ranked: exact, then
 * prefix, then word prefix, then anywhere; library entries before posts; shorter first.
 * At most 10. One statement: the typed text is folded once (CTE `q`); posts match their
 * stored `title_folded` through its trigram index.
 */
export async function suggestions(db: Executor, query: string, locale: Locale = 'en'): Promise<Suggestion[]> {
  const text = query.trim();
  if (!text) return [];
  const postBranch = sql`
    (select 'post' as category, p.id, null as name, p.title, null as label_fr, null as slug, ${rank(sql`p.title_folded`)} as rank,
        1 as weight, length(p.title) as size
      from q, posts p
      where p.title_folded like '%' || q.esc || '%' and p.withdrawn_at is null
      order by rank, size, p.id limit ${SUGGESTION_LIMIT})`;
  const union = sql.join(
    [...LIBRARY_CATEGORIES.map((category) => libraryBranch(category, SUGGESTION_LIMIT)), postBranch],
    sql` union all `,
  );
  const rows = rowsOf<Suggestion & { label_fr: string | null }>(
    await db.execute(sql`with ${foldedQuery(text)}
      select category, id, name, title, label_fr, slug from (${union}) s
      order by rank, weight, size, coalesce(name, title), id limit ${SUGGESTION_LIMIT}`),
  );
  return rows.map((row) => toSuggestion(row, locale));
}

/**
 * The library entries (masters, manuscripts, techniques, weapons, content types) whose name
 * contains the text, folded as the suggestions are; best first, at most `limit`.
 */
export async function libraryMatches(db: Executor, query: string, limit: number): Promise<LibraryMatch[]> {
  const text = query.trim();
  if (!text) return [];
  const union = sql.join(
    LIBRARY_CATEGORIES.map((category) => libraryBranch(category, limit)),
    sql` union all `,
  );
  const rows = rowsOf<LibraryMatch & { label_fr: string }>(
    await db.execute(sql`with ${foldedQuery(text)}
      select category, id, coalesce(name, title) as name, label_fr, slug from (${union}) s
      order by rank, size, coalesce(name, title), id limit ${limit}`),
  );
  return rows.map((row) => ({
    category: row.category,
    id: Number(row.id),
    name: row.name,
    nameFr: row.label_fr,
    slug: row.slug,
  }));
}

/** The filter groups of the search sidebar (spec §3), matched by name or slug. */
export const SEARCH_FILTERS = ['contentType', 'martialArt', 'masterHistory', 'techniques'] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];

export interface PostSearch {
  q?: string | undefined;
  filters: Partial<Record<SearchFilter, string[]>>;
  limit: number;
}

const folded = (values: string[]) =>
  sql.join(
    values.map((v) => sql`hdx_fold(${v.trim()})`),
    sql`, `,
  );

function filterCondition(db: Executor, filter: SearchFilter, values: string[]): SQL | undefined {
  if (!values.length) return undefined;
  const named = (table: typeof postTypes | typeof weapons | typeof masterHistories | typeof techniques) =>
    or(sql`hdx_fold(${table.name}) in (${folded(values)})`, inArray(table.slug, values));
  const idsOf = (table: typeof postTypes | typeof weapons | typeof masterHistories) =>
    db.select({ id: table.id }).from(table).where(named(table));
  switch (filter) {
    case 'contentType':
      return inArray(posts.postTypeId, idsOf(postTypes));
    case 'martialArt':
      return inArray(posts.weaponId, idsOf(weapons));
    case 'masterHistory':
      return inArray(posts.masterId, idsOf(masterHistories));
    case 'techniques':
      return exists(
        db
          .select({ one: sql`1` })
          .from(postTechniques)
          .where(
            and(
              sql`${postTechniques.postId} = ${posts.id}`,
              inArray(
                postTechniques.techniqueId,
                db.select({ id: techniques.id }).from(techniques).where(named(techniques)),
              ),
            ),
          ),
      );
  }
}

/** A post belonging to any of the given section names (the sidebar merges groups); none given: no condition. */
export function sectionsCondition(db: Executor, filters: PostSearch['filters']): SQL | undefined {
  const sections = SEARCH_FILTERS.map((filter) => filterCondition(db, filter, filters[filter] ?? [])).filter(
    (c): c is SQL => c !== undefined,
  );
  return sections.length ? or(...sections) : undefined;
}

/**
 * Posts by title (`q`, accent- and case-insensitive) and/or by section names: a post
 * matches when it belongs to any of the given names (the sidebar merges groups).
 * Ranked by title match, then views.
 */
export async function searchPosts(db: Executor, storage: Storage, search: PostSearch): Promise<Post[]> {
  const text = search.q?.trim();
  const byTitle = text ? sql`${posts.titleFolded} like '%' || hdx_fold(${escapeLike(text)}) || '%'` : undefined;
  const where = and(listed(), byTitle, sectionsCondition(db, search.filters));
  const order = text
    ? [sql`case when ${posts.titleFolded} like hdx_fold(${escapeLike(text)}) || '%' then 0 else 1 end`, ...ORDERS.views]
    : ORDERS.views;
  return listPosts(db, storage, { page: 1, perPage: search.limit, where, order });
}
