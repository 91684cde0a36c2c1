import { encodeCookieValue } from './cookies';

/** The active cart as the session keeps it (spec §3), in the `hdx-active_cart` cookie. */
export interface CartPostEntry {
  id: number;
  post: { id: number; title?: string; price?: string; [key: string]: unknown };
}

export interface ActiveCart {
  id: number;
  status: 'active';
  createdAt: string;
  cartPosts: CartPostEntry[];
  cartPackages: unknown[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCartPost = (value: unknown): value is CartPostEntry =>
  isRecord(value) && typeof value.id === 'number' && isRecord(value.post) && typeof value.post.id === 'number';

/** The §3 cart shape: numeric id, status 'active', string createdAt, cartPosts of {id, post}, cartPackages an array. */
export function isActiveCart(value: unknown): value is ActiveCart {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    value.status === 'active' &&
    typeof value.createdAt === 'string' &&
    Array.isArray(value.cartPosts) &&
    value.cartPosts.every(isCartPost) &&
    Array.isArray(value.cartPackages)
  );
}

/**
 * Spec §5: the cookie is parsed as JSON and checked against the cart shape; unparseable
 * JSON or another shape is logged and the cart treated as absent.
 */
export function parseActiveCartCookie(raw: string | null | undefined): ActiveCart | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    console.error('Invalid active cart cookie: the JSON cannot be parsed', error);
    return null;
  }
  if (value === null) return null;
  if (!isActiveCart(value)) {
    console.error('Invalid active cart cookie: not a cart', value);
    return null;
  }
  return value;
}

// Browsers drop cookies over 4 KB (name and value); the encoded value stays under it.
const COOKIE_BUDGET = 3800;

/** Length once encoded as `writeCookie` writes values (it keeps a few characters raw). */
export function cookieEncodedLength(value: string): number {
  return encodeCookieValue(value).length;
}

/** The cart trimmed to what the header needs, small enough for a cookie. */
export function serializeActiveCart(cart: ActiveCart): string {
  const brief = (post: CartPostEntry['post']) => ({ id: post.id, title: post.title, price: post.price });
  const attempts = [
    { ...cart, cartPosts: cart.cartPosts.map((entry) => ({ id: entry.id, post: brief(entry.post) })) },
    { ...cart, cartPosts: cart.cartPosts.map((entry) => ({ id: entry.id, post: { id: entry.post.id } })) },
    {
      ...cart,
      cartPosts: cart.cartPosts.map((entry) => ({ id: entry.id, post: { id: entry.post.id } })),
      cartPackages: cart.cartPackages.map((entry) =>
        isRecord(entry) && typeof entry.id === 'number' ? { id: entry.id } : {},
      ),
    },
  ];
  for (const attempt of attempts) {
    const json = JSON.stringify(attempt);
    if (cookieEncodedLength(json) <= COOKIE_BUDGET) return json;
  }
  return JSON.stringify(attempts.at(-1));
}

/** The header's cart count: cart posts plus cart packages. */
export function cartCount(cart: ActiveCart | null | undefined): number {
  return cart ? cart.cartPosts.length + cart.cartPackages.length : 0;
}
