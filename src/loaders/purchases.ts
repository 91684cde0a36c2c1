import { serverApi } from '../lib/api/server';
import type { OrderView } from '../features/commerce/stores/cart';
import { signInRedirect } from './commerce';

/** A video the member bought, with the date of the purchase that gave it. */
export interface PurchasedVideo {
  id: number;
  title: string;
  boughtAt: string;
}

export interface PurchasesLoad {
  /** Where to send a visitor (sign-in), if anywhere. */
  redirect: string | null;
  videos: PurchasedVideo[];
  /** The API did not answer. */
  failed: boolean;
}

/** The videos of the paid orders (refunded ones give no access), each once, the latest purchase first. */
export function purchasedVideosOf(orders: readonly OrderView[]): PurchasedVideo[] {
  const videos = new Map<number, PurchasedVideo>();
  for (const order of orders) {
    if (order.status !== 'paid') continue;
    for (const line of order.lines)
      for (const post of line.posts)
        if (!videos.has(post.id))
          videos.set(post.id, { id: post.id, title: post.title, boughtAt: order.paidAt ?? order.createdAt });
  }
  return [...videos.values()];
}

/** /library: what the signed-in member bought (GET /api/orders, newest first); visitors go to sign in. */
export async function loadPurchases(url: URL, token: string | null): Promise<PurchasesLoad> {
  if (!token) return { redirect: signInRedirect(url), videos: [], failed: false };
  const answer = await serverApi('GET /orders', { token });
  if (answer.ok) return { redirect: null, videos: purchasedVideosOf(answer.data), failed: false };
  if (answer.status === 401 || answer.status === 403)
    return { redirect: signInRedirect(url), videos: [], failed: false };
  return { redirect: null, videos: [], failed: true };
}
