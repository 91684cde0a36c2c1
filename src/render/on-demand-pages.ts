/**
 * The pages rendered on demand (`export const prerender = false`), by file under src/pages.
 * Everything else is prerendered. The Netlify build proxies these routes to the Node server
 * (scripts/build-site.mjs); tests/unit/dashboard-netlify.test.ts keeps this list and the
 * page files in step. Not listed: `[...page].astro`, the Node server's renders of the pages astro
 * build pre-renders (a static host serves their files). No imports: Node runs this file as is
 * from the build script.
 */
export const ON_DEMAND_PAGES = [
  '[...locale]/account.astro',
  '[...locale]/cancel.astro',
  '[...locale]/cart.astro',
  '[...locale]/checkout/test/[session].astro',
  '[...locale]/confirmation.astro',
  '[...locale]/library.astro',
  '[...locale]/profile/[id].astro',
  '[...locale]/reset-password/[token].astro',
  '[...locale]/stripe-success.astro',
  '[...locale]/success.astro',
  '[...locale]/videos/[...id].astro',
  'checkout/test/connect/[account].astro',
  'dashboard/[...path].astro',
  'fr/404.astro',
] as const;

/** The address prefixes of the `[...locale]` parameter: none for English, /fr for French. */
const LOCALE_PREFIXES = ['', '/fr'];

/**
 * A page file as Netlify route patterns: /cart, or /videos/* for a dynamic segment (with
 * the path itself too when a rest parameter may be empty, as /dashboard/[...path] is /dashboard).
 */
function patternsOf(file: string): string[] {
  const segments = file.replace(/\.astro$/, '').split('/');
  const localized = segments[0] === '[...locale]';
  const rest = localized ? segments.slice(1) : segments;
  const firstDynamic = rest.findIndex((segment) => segment.startsWith('['));
  const base = `/${(firstDynamic === -1 ? rest : rest.slice(0, firstDynamic)).join('/')}`;
  const patterns =
    firstDynamic === -1
      ? [base]
      : rest.length === firstDynamic + 1 && rest[firstDynamic]!.startsWith('[...')
        ? [base, `${base}/*`]
        : [`${base}/*`];
  return (localized ? LOCALE_PREFIXES : ['']).flatMap((prefix) => patterns.map((pattern) => `${prefix}${pattern}`));
}

/** Whether `pattern` is already served by `other` (/checkout/test/* covers /checkout/test/connect/*). */
function covers(other: string, pattern: string): boolean {
  return other !== pattern && other.endsWith('/*') && pattern.startsWith(other.slice(0, -1));
}

/** What a static host proxies to the Node server: the API (and its health check on /api) and every on-demand page. */
export function proxiedRoutes(pages: readonly string[] = ON_DEMAND_PAGES): string[] {
  const all = ['/api', '/api/*', ...new Set(pages.flatMap(patternsOf))];
  return all.filter((pattern) => !all.some((other) => covers(other, pattern)));
}

/**
 * Netlify `_redirects` lines for the old addresses of renamed library entries (GET
 * /api/slug-redirects, English paths), in both languages. Without `!` a rule yields to a
 * built page at its address, so a new entry that took an old address keeps its page.
 */
export function slugRedirectRules(redirects: readonly { from: string; to: string }[]): string[] {
  return LOCALE_PREFIXES.flatMap((prefix) =>
    redirects.map((redirect) => `${prefix}${redirect.from} ${prefix}${redirect.to} 301`),
  );
}
