import type { Post } from '../../../lib/types';

/**
 * One answered page of a list under posts already shown above it (a pre-rendered list's first
 * pages, `aboveIds`): the posts it adds, and how many the list holds below those above.
 * `aboveSeen` gathers the posts above that the list call still answers: one deleted since the
 * build is then not subtracted from the call's total (it would end the list one post early).
 */
export function readPostPage(
  answered: Post[],
  totalHeader: string | null | undefined,
  aboveIds: readonly number[],
  aboveSeen: Set<number>,
): { items: Post[]; total: number } {
  const items: Post[] = [];
  for (const post of answered) {
    if (aboveIds.includes(post.id)) aboveSeen.add(post.id);
    else items.push(post);
  }
  const total = totalHeader == null ? items.length : Number(totalHeader);
  return { items, total: Math.max(0, total - aboveSeen.size) };
}
