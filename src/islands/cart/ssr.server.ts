import type { AstroCookies } from 'astro';
import { api } from '../../lib/api-client';
import { isTokenValid } from '../../lib/jwt';
import type { OrderView } from '../../stores/cart';

/** The signed-in user's access token from the `hdx-token` cookie, when still valid. */
export function sessionToken(cookies: AstroCookies): string | null {
  const token = cookies.get('hdx-token')?.value;
  return token && isTokenValid(token) ? token : null;
}

export interface ApiAnswer<T> {
  status: number;
  data: T | null;
}

/** A GET to the API during an on-demand render; never throws (status 0 when unreachable). */
export async function apiGet<T>(path: string, token: string | null): Promise<ApiAnswer<T>> {
  try {
    const response = await api.get(path, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      retry: 0,
      throwHttpErrors: false,
    });
    return { status: response.status, data: response.ok ? ((await response.json()) as T) : null };
  } catch {
    return { status: 0, data: null };
  }
}

export const signInRedirect = (url: URL) => `/sign-in?next=${encodeURIComponent(`${url.pathname}${url.search}`)}`;

export interface OrderStatusLoad {
  /** Where to send a visitor (sign-in), if anywhere. */
  redirect: string | null;
  /** Whether the page named an order at all. */
  asked: boolean;
  order: OrderView | null;
}

/** /success and /confirmation: the order named by ?order= or ?session_id=, for its buyer. */
export async function loadOrderStatus(url: URL, cookies: AstroCookies): Promise<OrderStatusLoad> {
  const token = sessionToken(cookies);
  if (!token) return { redirect: signInRedirect(url), asked: false, order: null };
  const orderId = Number(url.searchParams.get('order'));
  const sessionId = url.searchParams.get('session_id') ?? '';
  const path =
    Number.isSafeInteger(orderId) && orderId > 0
      ? `orders/${orderId}`
      : /^cs_[\w-]{4,200}$/.test(sessionId)
        ? `checkout/sessions/${encodeURIComponent(sessionId)}`
        : null;
  if (!path) return { redirect: null, asked: false, order: null };
  const answer = await apiGet<OrderView>(path, token);
  if (answer.status === 401) return { redirect: signInRedirect(url), asked: true, order: null };
  return { redirect: null, asked: true, order: answer.data };
}
