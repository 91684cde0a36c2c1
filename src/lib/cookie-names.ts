/**
 * Spec §9: the names of the site's cookies, all prefixed 'hdx-'. Names only (no cookie
 * library, no server code), so the browser stores, the on-demand pages and the API share them.
 */
export const COOKIE = {
  token: 'hdx-token',
  refreshToken: 'hdx-refreshToken',
  username: 'hdx-username',
  email: 'hdx-email',
  id: 'hdx-id',
  role: 'hdx-role',
  stripeConnectID: 'hdx-stripeConnectID',
  activeCart: 'hdx-active_cart',
} as const;

export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

/**
 * Who is watching, for a plain `<video src>` request (which carries no bearer): an
 * HttpOnly cookie set with each signed video address, sent by the browser only to
 * /api/media and only from this site's own pages.
 */
export const VIEWER_COOKIE = 'hdx-viewer';
