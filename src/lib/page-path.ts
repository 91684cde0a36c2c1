/**
 * The address a page is rendered for. A publish may re-render a page through the served
 * release's on-demand renderer (src/render/republish.ts), whose request goes to another address;
 * the page's own is then in `locals.pagePath`. Everything that prints the page's address
 * (canonical link, alternates, structured data, the header's current section) reads it here.
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
