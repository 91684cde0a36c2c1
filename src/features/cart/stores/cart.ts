import type { ActiveCart } from '../../../lib/cart-cookie';
import { call } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/error';
import { setActiveCart } from '../../session/stores/session';

// The API's own shapes, from the contract (types only: no zod, nothing of the server is bundled).
import type { Order, Package, Playback, Sale } from '../../../contract';
export type { SellerStatus } from '../../../contract';
export type OrderView = Order;
export type SaleView = Sale;
export type PackageView = Package;
export type PlaybackView = Playback;

/** The active cart as GET /api/cart answers it (spec §3, with the posts and packages in full). */
export interface CartView extends ActiveCart {
  cartPosts: {
    id: number;
    post: {
      id: number;
      title: string;
      price: string;
      posterUrl: string | null;
      user: { id: number; username: string };
    };
  }[];
  cartPackages: { id: number; package: { id: number; title: string; price: string } }[];
}

/**
 * One market call with the session's bearer; a 401 refreshes the session once and retries.
 * Never retried. A refusal throws an ApiError with the API's `{ message, errors }`, or status
 * 0 when the API could not be reached.
 */
export async function marketCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  const answer = await call<T>(method, `/${path}`, { auth: true, json: body });
  if (answer.status === 0) throw new ApiError('Network response was not ok');
  if (answer.status === 204) return undefined as T;
  if (!answer.ok) throw new ApiError(answer.message ?? `${answer.status} ${answer.statusText}`, answer);
  return answer.data;
}

/** Cart calls answer the whole cart: the session and its cookie follow at once (and the header count). */
async function cartCall(method: string, path: string, body?: unknown): Promise<CartView> {
  const cart = await marketCall<CartView>(method, path, body);
  setActiveCart(cart);
  return cart;
}

export const addPostToCart = (postId: number) => cartCall('POST', 'cart/posts', { postId });
export const removeCartPost = (lineId: number) => cartCall('DELETE', `cart/posts/${lineId}`);
export const addPackageToCart = (packageId: number) => cartCall('POST', 'cart/packages', { packageId });
export const removeCartPackage = (lineId: number) => cartCall('DELETE', `cart/packages/${lineId}`);

/** Starts the payment: the URL of the payment page (a site path for the test checkout). */
export async function checkout(): Promise<string> {
  const { url } = await marketCall<{ url: string }>('POST', 'checkout');
  return url;
}

export const loadPlayback = (postId: number) => marketCall<PlaybackView>('GET', `posts/${postId}/playback`);
export const loadPackagesOfPost = (postId: number) => marketCall<PackageView[]>('GET', `packages?post=${postId}`);
export const loadPackagesOfSeller = (sellerId: number) =>
  marketCall<PackageView[]>('GET', `packages?seller=${sellerId}`);

/** Cart total in cents (prices are decimal strings in euros). */
export function cartTotalCents(cart: Pick<CartView, 'cartPosts' | 'cartPackages'>): number {
  const cents = (price: string) => Math.round(Number(price) * 100);
  return (
    cart.cartPosts.reduce((sum, line) => sum + cents(line.post.price), 0) +
    cart.cartPackages.reduce((sum, line) => sum + cents(line.package.price), 0)
  );
}
