/** The root of a post's card in a list: post cards (lists, related rails) and the home page's News items. */
const CARD = /<([a-z][a-z0-9-]*)\b[^>]*?\sdata-(?:post-card|news-item)="(\d+)"[^>]*>/gi;
const LIST_ITEM_OPEN = /<li(?:\s[^>]*)?>\s*$/i;
const LIST_ITEM_CLOSE = /^\s*<\/li>/i;

/** Where the element opened before `from` closes (elements of the same name nest). */
function closeOf(html: string, tag: string, from: number): number {
  const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
  re.lastIndex = from;
  let depth = 1;
  for (let match = re.exec(html); match; match = re.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return re.lastIndex;
  }
  return -1;
}

/**
 * A built page without the cards of the given posts (each card's root element goes, with
 * the list item holding only it); null when the page shows none of them.
 */
export function dropPostCards(html: string, postIds: ReadonlySet<number>): string | null {
  if (!postIds.size || (!html.includes('data-post-card="') && !html.includes('data-news-item="'))) return null;
  let out = '';
  let kept = 0;
  CARD.lastIndex = 0;
  for (let match = CARD.exec(html); match; match = CARD.exec(html)) {
    if (!postIds.has(Number(match[2]))) continue;
    const close = closeOf(html, match[1]!, CARD.lastIndex);
    if (close === -1) continue;
    let [start, end] = [match.index, close];
    const opened = LIST_ITEM_OPEN.exec(html.slice(Math.max(kept, start - 200), start));
    const closed = LIST_ITEM_CLOSE.exec(html.slice(end, end + 200));
    if (opened && closed) {
      start -= opened[0].length;
      end += closed[0].length;
    }
    out += html.slice(kept, start);
    kept = end;
    CARD.lastIndex = end;
  }
  return kept === 0 ? null : out + html.slice(kept);
}
