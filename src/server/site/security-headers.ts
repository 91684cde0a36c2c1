import type { ServerResponse } from 'node:http';

/** What a page's policy gets from the header, which a <meta> policy cannot carry (frame-ancestors) or may leave out. */
const HEADER_DIRECTIVES = ["frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'", "object-src 'none'"];

const directiveName = (directive: string) => directive.trim().split(/\s+/)[0]!.toLowerCase();

/**
 * A page's own Content-Security-Policy header (Astro sends one with an on-demand page, in place
 * of the pre-rendered page's <meta>) with the header's directives it lacks: without this, the
 * page's header would replace the server's and drop frame-ancestors.
 */
export function withHeaderDirectives(policy: string): string {
  const own = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const present = new Set(own.map(directiveName));
  return [...own, ...HEADER_DIRECTIVES.filter((directive) => !present.has(directiveName(directive)))].join('; ');
}

/**
 * Headers for every page response. Script and style sources are set per page by Astro's
 * CSP <meta>; the header adds what a <meta> policy cannot carry (frame-ancestors).
 */
export function pageSecurityHeaders(production: boolean, https: boolean) {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Content-Security-Policy', HEADER_DIRECTIVES.join('; ')],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  if (production && https) headers.push(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains']);
  return (res: ServerResponse) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    // Node's writeHead goes through setHeader once a header is set, so a page's own policy comes here too.
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) =>
      setHeader(name, name.toLowerCase() === 'content-security-policy' ? withHeaderDirectives(String(value)) : value);
  };
}
