import type { Post } from '../contract';
import { api } from './api/typed';
import { plural, priceLabel } from './format';

type PostNumbers = Partial<Pick<Post, 'views' | 'price'>>;

const seenKey = (id: string) => `hdx-viewed-${id}`;

function alreadyCounted(id: string): boolean {
  try {
    return sessionStorage.getItem(seenKey(id)) !== null;
  } catch {
    return false;
  }
}

function markCounted(id: string): void {
  try {
    sessionStorage.setItem(seenKey(id), '1');
  } catch {
    // private mode: the view may be counted again on the next visit
  }
}

function show(stats: HTMLElement, post: PostNumbers): void {
  const locale = document.documentElement.lang;
  const views = stats.querySelector<HTMLElement>('[data-views]');
  if (views && typeof post.views === 'number') {
    const { one = '{{count}}', other = '{{count}}' } = views.dataset;
    views.textContent = plural({ views_one: one, views_other: other }, 'views', post.views, locale);
    views.hidden = post.views <= 0;
  }
  const price = stats.querySelector<HTMLElement>('[data-price]');
  if (price && typeof post.price === 'string') {
    const label = priceLabel(post.price, locale);
    price.textContent = label ?? '';
    price.hidden = label === null;
  }
}

/**
 * Spec §6/§7: a visit counts one view (POST /posts/{id}/increment-views, no token; once
 * per browser session), then the page's views and price are refreshed from the API so a
 * static page never shows stale numbers for long.
 */
export async function startPostVisit(): Promise<void> {
  const stats = document.querySelector<HTMLElement>('[data-post-stats]');
  // The page writes the post's id there.
  const id = stats?.dataset.postStats as `${number}` | undefined;
  if (!stats || !id) return;
  try {
    let counted: number | undefined;
    if (!alreadyCounted(id)) {
      const result = await api(`POST /posts/${id}/increment-views`);
      if (result.ok) {
        markCounted(id);
        counted = result.data?.views;
      }
    }
    const result = await api(`GET /posts/${id}`);
    if (!result.ok || !result.data) return;
    const post = result.data;
    // The post may come from a short-lived cache: the count just returned is never older.
    if (typeof counted === 'number') post.views = Math.max(counted, post.views ?? 0);
    show(stats, post);
  } catch {
    // Offline or API down: the build's numbers stay; the health check shows maintenance.
  }
}
