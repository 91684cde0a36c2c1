import type { ServerResponse } from 'node:http';

/**
 * Headers for every page response. Script and style sources are set per page by Astro's
 * CSP <meta>; the header adds what a <meta> policy cannot carry (frame-ancestors).
 */
export function pageSecurityHeaders(production: boolean, https: boolean) {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Content-Security-Policy', "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'"],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  if (production && https) headers.push(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains']);
  return (res: ServerResponse) => {
    for (const [name, value] of headers) res.setHeader(name, value);
  };
}
