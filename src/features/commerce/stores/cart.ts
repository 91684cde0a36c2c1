import type { ApiCall, RequestOf, ResponseOf } from '../../../lib/api/endpoints';
import { call } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/error';
import { split } from '../../../lib/api/typed';
import { setActiveCart } from '../../session/stores/session';

// The API's own shapes, from the contract (types only: no zod, nothing of the server is bundled).
import type { ActiveCart, Order, Package, Playback } from '../../../contract';
export type { SellerStatus } from '../../../contract';
export type OrderView = Order;
export type PackageView = Package;
export type PlaybackView = Playback;
/** The active cart as GET /api/cart answers it (spec §3, with the posts and packages in full). */
export type CartView = ActiveCart;

/** The body of a market call, when its route takes one. */
type BodyOf<R extends ApiCall> = [RequestOf<R>] extends [never] ? [] : [body: RequestOf<R>];

/**
 * One market call with the session's bearer; a 401 refreshes the session once and retries.
 * Never retried. A refusal throws an ApiError with the API's `{ message, errors }`, or status
 * 0 when the API could not be reached.
 */
export async function marketCall<R extends ApiCall>(route: R, ...[body]: BodyOf<R>): Promise<ResponseOf<R>> {
  const [method, path] = split(route);
  const answer = await call<ResponseOf<R>>(method, path, { auth: true, json: body });
  if (answer.status === 0) throw new ApiError('Network response was not ok');
  if (answer.status === 204) return undefined as ResponseOf<R>;
  if (!answer.ok) throw new ApiError(answer.message ?? `${answer.status} ${answer.statusText}`, answer);
  return answer.data;
}

/** Cart calls answer the whole cart: the session and its cookie follow at once (and the header count). */
async function cartCall<R extends ApiCall>(route: R, ...body: BodyOf<R>): Promise<CartView> {
  const cart = (await marketCall(route, ...body)) as CartView;
  setActiveCart(cart);
  return cart;
}

export const addPostToCart = (postId: number) => cartCall('POST /cart/posts', { postId });
export const removeCartPost = (lineId: number) => cartCall(`DELETE /cart/posts/${lineId}`);
export const addPackageToCart = (packageId: number) => cartCall('POST /cart/packages', { packageId });
export const removeCartPackage = (lineId: number) => cartCall(`DELETE /cart/packages/${lineId}`);

/** Starts the payment: the URL of the payment page (a site path for the test checkout). */
export async function checkout(): Promise<string> {
  const { url } = await marketCall('POST /checkout');
  return url;
}

export const loadPlayback = (postId: number) => marketCall(`GET /posts/${postId}/playback`);
export const loadPackagesOfPost = (postId: number) => marketCall(`GET /packages?post=${postId}`);
export const loadPackagesOfSeller = (sellerId: number) => marketCall(`GET /packages?seller=${sellerId}`);

/** Cart total in cents (prices are decimal strings in euros). */
export function cartTotalCents(cart: Pick<CartView, 'cartPosts' | 'cartPackages'>): number {
  const cents = (price: string) => Math.round(Number(price) * 100);
  return (
    cart.cartPosts.reduce((sum, line) => sum + cents(line.post.price), 0) +
    cart.cartPackages.reduce((sum, line) => sum + cents(line.package.price), 0)
  );
}
