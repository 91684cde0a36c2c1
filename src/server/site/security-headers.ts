import type { ServerResponse } from 'node:http';

/** What only the server's header can say: a page's own policy (Astro's, on demand) must say it too. */
const FRAME_ANCESTORS = "frame-ancestors 'none'";

/**
 * Headers for every page response. Script and style sources are set per page by Astro's
 * CSP <meta>; the header adds what a <meta> policy cannot carry (frame-ancestors).
 */
export function pageSecurityHeaders(production: boolean, https: boolean) {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Content-Security-Policy', `${FRAME_ANCESTORS}; base-uri 'self'; form-action 'self'; object-src 'none'`],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  if (production && https) headers.push(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains']);
  return (res: ServerResponse) => {
    for (const [name, value] of headers) res.setHeader(name, value);
  };
}

/**
 * A rendered page as it leaves the server: an on-demand page carries Astro's policy as a header,
 * which replaces the server's (`pageSecurityHeaders`), so the page's own gets `frame-ancestors`.
 */
export function withServerPolicy(response: Response): Response {
  const policy = response.headers.get('content-security-policy');
  if (!policy || /(^|;)\s*frame-ancestors\b/.test(policy)) return response;
  const headers = new Headers(response.headers);
  headers.set('content-security-policy', `${policy.replace(/[;\s]+$/, '')}; ${FRAME_ANCESTORS}`);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
