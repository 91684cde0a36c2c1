/**
 * The address a page is rendered for: on the Node server, the address astro build would give
 * it (`locals.pagePath`, set by the on-demand page that renders it). Everything that prints the
 * page's address (canonical link, alternates, structured data, the header's current section)
 * reads it here.
 */
export function pagePathOf(astro: { locals: App.Locals; url: URL }): string {
  return astro.locals.pagePath ?? astro.url.pathname;
}

/**
 * The address the build gives a page while it renders it (Astro.url.pathname): percent-encoded,
 * with a trailing slash (the directory format), `/` for the home page.
 */
export function builtPathOf(pathname: string): string {
  const withSlash = pathname === '/' ? '/' : `${pathname.replace(/\/+$/, '')}/`;
  return new URL(withSlash, 'http://build.invalid').pathname;
}
