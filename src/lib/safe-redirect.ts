import { isLocale } from './i18n/config';

/**
 * The one rule for following a return address taken from a link (`?next=`) or from an answer:
 * the browser goes there only when it stays on this site. The target is resolved by the URL
 * parser itself (`new URL(target, origin)`), which removes TAB, CR and LF and reads `\` as `/`
 * exactly as the browser will, so no spelling can mean one thing here and another on navigation.
 */

/** Sign-in, sign-up, password and e-mail confirmation pages: never a place to return to after signing in. */
const AUTH_PAGES = new Set([
  '/sign-in',
  '/sign-up',
  '/forgotten-password',
  '/forgotten-password-validation',
  '/reset-password',
  '/verify-email',
  '/verified',
  '/unverified',
]);

/** The pathname as the site routes it: decoded, lower case, no language prefix, no trailing slash or .html. */
function routeOf(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname).toLowerCase();
  } catch {
    return null;
  }
  const segments = decoded.split('/').filter(Boolean);
  if (isLocale(segments[0])) segments.shift();
  const last = segments.length - 1;
  if (segments[last] === 'index.html') segments.pop();
  else if (segments[last]?.endsWith('.html')) segments[last] = segments[last].slice(0, -'.html'.length);
  return `/${segments.join('/')}`;
}

/** Whether `pathname` is one of the sign-in and account-recovery pages, in any language. */
export function isAuthPage(pathname: string): boolean {
  const route = routeOf(pathname);
  if (route === null) return true;
  return AUTH_PAGES.has(route) || route.startsWith('/reset-password/');
}

/**
 * The path, query and fragment that `target` leads to when it stays on `origin` (http or https,
 * no user name or password); null for another site, another scheme or an unreadable address.
 */
export function sameSitePath(target: string, origin: string): string | null {
  let site: URL;
  let url: URL;
  try {
    site = new URL(origin);
    url = new URL(target, site.origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== site.origin || url.username || url.password) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil.com" resolves to the pathname "//evil.com", which on its own names another host.
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  // The path handed on must lead back to the very same place on this site.
  if (new URL(path, site.origin).href !== url.href) return null;
  return path;
}

/**
 * Where to send the browser for a return address `next`: its same-site path, or `fallback`
 * when `next` is missing, leaves the site or names an auth page (no loop back to sign-in).
 */
export function safeRedirect(next: string | null | undefined, origin: string, fallback = '/'): string {
  if (!next) return fallback;
  const path = sameSitePath(next, origin);
  return path !== null && !isAuthPage(path.replace(/[?#].*$/s, '')) ? path : fallback;
}
