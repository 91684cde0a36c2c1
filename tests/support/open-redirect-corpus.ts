/**
 * Known open-redirect tricks, as the value a page reads from `?next=` (already decoded once by
 * URLSearchParams). `lands` is where the site sends the browser from https://hdx.example:
 * "/" (the fallback) whenever the value would leave the site or run script.
 */
export interface RedirectCase {
  name: string;
  next: string;
  lands: string;
}

const OFF_SITE = '/';

export const OPEN_REDIRECT_CORPUS: readonly RedirectCase[] = [
  // Browsers drop TAB, CR and LF anywhere in a URL: "/\t/host" is "//host".
  { name: 'tab after the slash (the reported %09)', next: '/\t/127.0.0.1:9999/pwned', lands: OFF_SITE },
  { name: 'tab before the host', next: '/\t/evil.com', lands: OFF_SITE },
  { name: 'two tabs', next: '/\t\t/evil.com', lands: OFF_SITE },
  { name: 'newline (the reported %0A)', next: '/\n/evil.com', lands: OFF_SITE },
  { name: 'carriage return and newline', next: '/\r\n/evil.com', lands: OFF_SITE },
  { name: 'tab inside the scheme-relative slashes', next: '/\t/\tevil.com', lands: OFF_SITE },
  // Backslashes are slashes in http(s) URLs.
  { name: 'scheme-relative', next: '//evil.com', lands: OFF_SITE },
  { name: 'triple slash', next: '///evil.com', lands: OFF_SITE },
  { name: 'slash backslash', next: '/\\evil.com', lands: OFF_SITE },
  { name: 'backslash slash', next: '\\/evil.com', lands: OFF_SITE },
  { name: 'slash two backslashes', next: '/\\\\evil.com', lands: OFF_SITE },
  { name: 'two backslashes', next: '\\\\evil.com', lands: OFF_SITE },
  { name: 'dot segment turning into a scheme-relative path', next: '/.//evil.com', lands: OFF_SITE },
  { name: 'parent segment turning into a scheme-relative path', next: '/a/..//evil.com', lands: OFF_SITE },
  { name: 'percent-encoded host', next: '//%65vil.com', lands: OFF_SITE },
  // Other schemes and absolute URLs.
  { name: 'javascript: URL', next: 'javascript:alert(1)', lands: OFF_SITE },
  { name: 'javascript: in mixed case', next: 'JaVaScRiPt:alert(1)', lands: OFF_SITE },
  { name: 'javascript: after a space', next: ' javascript:alert(1)', lands: OFF_SITE },
  { name: 'javascript: split by a tab', next: 'java\tscript:alert(1)', lands: OFF_SITE },
  { name: 'data: URL', next: 'data:text/html,<script>alert(1)</script>', lands: OFF_SITE },
  { name: 'vbscript: URL', next: 'vbscript:msgbox(1)', lands: OFF_SITE },
  { name: 'http URL', next: 'http://evil.com', lands: OFF_SITE },
  { name: 'https URL with a port', next: 'https://127.0.0.1:9999', lands: OFF_SITE },
  { name: 'IPv6 literal', next: 'http://[::1]:9999/', lands: OFF_SITE },
  { name: 'other scheme with no slashes', next: 'http:evil.com', lands: OFF_SITE },
  // With the page's own scheme and no "//", the URL parser reads a relative path.
  { name: 'own scheme with no slashes (a path here)', next: 'https:evil.com', lands: '/evil.com' },
  { name: 'own scheme with one slash (a path here)', next: 'https:/evil.com', lands: '/evil.com' },
  // User-info tricks: what comes before @ is not the host.
  { name: 'localhost as user name', next: 'http://localhost@evil.com', lands: OFF_SITE },
  { name: 'user and password before the host', next: '//user:pass@evil.com', lands: OFF_SITE },
  { name: 'site name as user name', next: 'https://hdx.example@evil.com', lands: OFF_SITE },
  { name: 'site name in the fragment', next: 'https://evil.com#@hdx.example', lands: OFF_SITE },
  { name: 'site name as a subdomain', next: 'https://hdx.example.evil.com/', lands: OFF_SITE },
  // Encoded once more than the page decodes: paths of this site, never another host.
  { name: 'encoded tab (a path here)', next: '/%09/evil.com', lands: '/%09/evil.com' },
  { name: 'encoded newline (a path here)', next: '/%0A/evil.com', lands: '/%0A/evil.com' },
  { name: 'encoded slashes (a path here)', next: '%2F%2Fevil.com', lands: '/%2F%2Fevil.com' },
  { name: 'encoded slash after a slash (a path here)', next: '/%2F/evil.com', lands: '/%2F/evil.com' },
  { name: 'encoded backslash (a path here)', next: '/%5Cevil.com', lands: '/%5Cevil.com' },
  { name: 'at sign in a path (a path here)', next: '/@evil.com', lands: '/@evil.com' },
];

/** Return addresses that are pages of the site, kept as they are (query and fragment included). */
export const SAME_SITE_CASES: readonly RedirectCase[] = [
  { name: 'account', next: '/account', lands: '/account' },
  { name: 'French cart with query and fragment', next: '/fr/cart?x=1#y', lands: '/fr/cart?x=1#y' },
  { name: 'list with a query', next: '/techniques?page=2', lands: '/techniques?page=2' },
  { name: 'a path without its leading slash', next: 'favorites', lands: '/favorites' },
];

/** The sign-in, sign-up, password and confirmation pages are never returned to: the fallback instead. */
export const AUTH_PAGE_CASES: readonly RedirectCase[] = [
  '/sign-in',
  '/sign-in?next=/account',
  '/fr/sign-in',
  '/SIGN-IN',
  '/sign-in/',
  '/sign-in.html',
  '/sign%2Din',
  '/%2Fsign-in',
  '/./sign-in',
  '/x/../sign-in',
  '/sign-up',
  '/fr/sign-up',
  '/forgotten-password',
  '/fr/forgotten-password-validation',
  '/reset-password',
  '/reset-password/abc',
  '/fr/reset-password/abc',
  '/verify-email?token=x',
  '/verified',
  '/unverified?email=a%40b.c',
].map((next) => ({ name: next, next, lands: '/' }));
