import { failureOf, type ApiResult } from '../lib/api/result';
import { serverApi } from '../lib/api/server';
import { localeOfPath, localizePath } from '../lib/i18n/paths';
import { safeRedirect } from '../lib/safe-redirect';
import type { CartView, OrderView } from '../features/commerce/stores/cart';

/** The data of a success, else null. */
export const dataOf = <T>(result: ApiResult<T>): T | null => (result.ok ? result.data : null);

/** A checkout session id the API may know; anything else is not asked for. */
export const isCheckoutSessionId = (id: string) => /^cs_[\w-]{4,200}$/.test(id);

/** The answer of an id that is not asked for. */
export const notFound = (): ApiResult<never> => failureOf(404, 'Not Found', null);

/** The sign-in page in the language of `url`, coming back to `url` afterwards when that is a page to return to. */
export function signInRedirect(url: URL): string {
  const signIn = localizePath('/sign-in', localeOfPath(url.pathname));
  const back = safeRedirect(`${url.pathname}${url.search}`, url.origin, '');
  return back ? `${signIn}?next=${encodeURIComponent(back)}` : signIn;
}

/** /cart: the cart of the signed-in user (`token`, from Astro.locals.session); visitors go to sign in. */
export async function loadCart(
  url: URL,
  token: string | null,
): Promise<{ redirect: string | null; cart: CartView | null }> {
  if (!token) return { redirect: signInRedirect(url), cart: null };
  const answer = await serverApi('GET /cart', { token });
  if (answer.status === 401 || answer.status === 403) return { redirect: signInRedirect(url), cart: null };
  return { redirect: null, cart: dataOf(answer) };
}

export interface StripeSuccessLoad {
  redirect: string | null;
  order: OrderView | null;
  /** The cart after payment, handed to the session and the header. */
  cart: CartView | null;
}

/**
 * /stripe-success?session_id=: the API checks the session with the payment provider
 * (fulfilling it if the webhook is late); the cart is read too, emptied by the payment.
 */
export async function loadStripeSuccess(url: URL, token: string | null): Promise<StripeSuccessLoad> {
  const sessionId = url.searchParams.get('session_id') ?? '';
  if (!token) return { redirect: signInRedirect(url), order: null, cart: null };
  const [answer, cart] = await Promise.all([
    isCheckoutSessionId(sessionId)
      ? serverApi(`GET /checkout/sessions/${encodeURIComponent(sessionId)}`, { token })
      : Promise.resolve(notFound()),
    serverApi('GET /cart', { token }),
  ]);
  if (answer.status === 401) return { redirect: signInRedirect(url), order: null, cart: null };
  return { redirect: null, order: dataOf(answer), cart: dataOf(cart) };
}

export interface OrderStatusLoad {
  /** Where to send a visitor (sign-in), if anywhere. */
  redirect: string | null;
  /** Whether the page named an order at all. */
  asked: boolean;
  order: OrderView | null;
}

/** What an on-demand page gives its loader: its address, its session and the answer it is making. */
interface OrderStatusRequest {
  url: URL;
  locals: { session: { token: string | null } };
  response: { status?: number; headers: Headers };
}

/** `loadOrderStatus` for /success and /confirmation: never cached, 404 when the order asked for is not found. */
export async function orderStatusPage(page: OrderStatusRequest): Promise<OrderStatusLoad> {
  page.response.headers.set('Cache-Control', 'private, no-store');
  const load = await loadOrderStatus(page.url, page.locals.session.token);
  if (load.asked && !load.order) page.response.status = 404;
  return load;
}

/** /success and /confirmation: the order named by ?order= or ?session_id=, for its buyer. */
async function loadOrderStatus(url: URL, token: string | null): Promise<OrderStatusLoad> {
  if (!token) return { redirect: signInRedirect(url), asked: false, order: null };
  const orderId = Number(url.searchParams.get('order'));
  const sessionId = url.searchParams.get('session_id') ?? '';
  const route =
    Number.isSafeInteger(orderId) && orderId > 0
      ? (`GET /orders/${orderId}` as const)
      : isCheckoutSessionId(sessionId)
        ? (`GET /checkout/sessions/${encodeURIComponent(sessionId)}` as const)
        : null;
  if (!route) return { redirect: null, asked: false, order: null };
  const answer = await serverApi(route, { token });
  if (answer.status === 401) return { redirect: signInRedirect(url), asked: true, order: null };
  return { redirect: null, asked: true, order: dataOf(answer) };
}
