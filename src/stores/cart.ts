import { computed } from 'nanostores';
import { api } from '../lib/api-client';
import type { ActiveCart } from '../lib/cart-cookie';
import { $session, authorization, refreshSession, setActiveCart } from './session';

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

export interface PlaybackView {
  postId: number;
  access: 'full' | 'preview';
  reason: 'free' | 'author' | 'admin' | 'buyer' | null;
  videoUrl: string | null;
  expiresAt: string | null;
  previewUrl: string | null;
  previewSeconds: number | null;
  posterUrl: string | null;
  price: string;
  inCart: boolean;
}

export interface PackageView {
  id: number;
  title: string;
  description: string;
  price: string;
  postsTotal: string;
  seller: { id: number; username: string; fileUrl: string | null };
  posts: { id: number; title: string; price: string; posterUrl: string | null }[];
}

export type OrderStatus = 'pending' | 'paid' | 'failed' | 'canceled' | 'refunded';

export interface OrderView {
  id: number;
  status: OrderStatus;
  total: string;
  createdAt: string;
  paidAt: string | null;
  lines: {
    id: number;
    kind: 'post' | 'package';
    title: string;
    price: string;
    posts: { id: number; title: string }[];
  }[];
}

export interface SaleView {
  orderId: number;
  lineId: number;
  title: string;
  price: string;
  fee: string;
  net: string;
  status: OrderStatus;
  buyer: string;
  paidAt: string | null;
  payout: 'paid' | 'pending' | 'reversed' | 'held';
}

export interface SellerStatus {
  stripeConnectID: string | null;
  chargesEnabled: boolean;
  mode: 'stripe' | 'test' | null;
}

/** A refused call: the API's `{ message, errors }`, or status 0 when it could not be reached. */
export class MarketError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;

  constructor(status: number, message: string, errors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'MarketError';
    this.status = status;
    this.errors = errors;
  }
}

/** The session's cart (kept in step with the `hdx-active_cart` cookie); the header counts it. */
export const $cart = computed($session, (state) => state.user?.active_cart ?? null);

async function send(method: string, path: string, body: unknown): Promise<Response> {
  return api(path, {
    method,
    headers: authorization(),
    retry: 0,
    throwHttpErrors: false,
    ...(body === undefined ? {} : { json: body }),
  });
}

/** One market call with the session's bearer; a 401 refreshes the session once and retries. */
export async function marketCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await send(method, path, body);
    if (response.status === 401 && (await refreshSession({ force: true }))) response = await send(method, path, body);
  } catch {
    throw new MarketError(0, 'Network response was not ok');
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => null)) as
    (T & { message?: string; errors?: Record<string, string[]> }) | null;
  if (!response.ok)
    throw new MarketError(response.status, data?.message ?? `${response.status} ${response.statusText}`, data?.errors);
  return data as T;
}

/** Cart calls answer the whole cart: the session and its cookie follow at once (and the header count). */
async function cartCall(method: string, path: string, body?: unknown): Promise<CartView> {
  const cart = await marketCall<CartView>(method, path, body);
  setActiveCart(cart);
  return cart;
}

export const loadCart = () => cartCall('GET', 'cart');
export const addPostToCart = (postId: number) => cartCall('POST', 'cart/posts', { postId });
export const removeCartPost = (lineId: number) => cartCall('DELETE', `cart/posts/${lineId}`);
export const addPackageToCart = (packageId: number) => cartCall('POST', 'cart/packages', { packageId });
export const removeCartPackage = (lineId: number) => cartCall('DELETE', `cart/packages/${lineId}`);

/** Starts the payment and leaves for the payment page. */
export async function checkout(): Promise<void> {
  const { url } = await marketCall<{ url: string }>('POST', 'checkout');
  window.location.assign(url);
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
