import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * How close a library name must be to a text that found nothing to be offered as "did you
 * mean" (pg_trgm: the share of trigrams in common, 0..1). 0.3 is pg_trgm's own default; the
 * word score, which compares the text with the closest stretch of a longer name, is held
 * higher so a short text is not corrected into any long name that shares a syllable.
 */
const SIMILARITY_MIN = 0.3;
const WORD_SIMILARITY_MIN = 0.5;

/** Every name a search can find as a library entry (manuscripts by title), English and French, folded as searched. */
const LIBRARY_NAMES = sql`
  select name as label from post_types union all
  select name from weapons union all
  select name from master_histories union all
  select name from techniques union all
  select title from manuscripts union all
  select name_fr from post_types where name_fr <> '' union all
  select name_fr from weapons where name_fr <> '' union all
  select name_fr from master_histories where name_fr <> '' union all
  select name_fr from techniques where name_fr <> '' union all
  select title_fr from manuscripts where title_fr <> ''`;

/**
 * The library name nearest to a misspelt text ("zornhaw" → "Zornhau"), by trigram
 * similarity of the folded texts (case and accents ignored), or null when none is close.
 * Ties go to the shorter name: it is the term, the longer ones contain it.
 */
export async function nearestLibraryName(db: Executor, text: string): Promise<string | null> {
  const typed = text.trim();
  if (!typed) return null;
  const rows = rowsOf<{ label: string }>(
    await db.execute(sql`
      with q as materialized (select hdx_fold(${typed}) as term)
      select t.label from (
        select label, similarity(hdx_fold(label), q.term) as whole, word_similarity(q.term, hdx_fold(label)) as word
        from q, (${LIBRARY_NAMES}) names
      ) t
      where t.whole >= ${SIMILARITY_MIN} or t.word >= ${WORD_SIMILARITY_MIN}
      order by greatest(t.whole, t.word) desc, length(t.label), t.label
      limit 1`),
  );
  return rows[0]?.label ?? null;
}
