import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const toml = read('netlify.toml');

/** The routes scripts/build-site.mjs proxies to API_ORIGIN in _redirects. */
function proxiedRoutes(): string[] {
  const source = read('scripts/build-site.mjs');
  const list = /function writeRedirects[\s\S]*?const routes = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
}

/** Every page rendered on demand (`prerender = false`), as a route pattern: /videos/[...id] -> /videos/*. */
function onDemandPages(dir = path.join(root, 'src/pages')): { pattern: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return onDemandPages(file);
    if (!entry.name.endsWith('.astro') || !/export const prerender = false/.test(fs.readFileSync(file, 'utf8'))) return [];
    const route = `/${path.relative(path.join(root, 'src/pages'), file).replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`;
    const segments = route.split('/');
    const first = segments.findIndex((segment) => segment.startsWith('['));
    return [{ pattern: first === -1 ? route : `${segments.slice(0, first).join('/')}/*` }];
  });
}

describe('netlify.toml', () => {
  it('builds with npm run build and publishes the static output of the site build', () => {
    expect(toml).toMatch(/^\s*command = "npm run build"$/m);
    expect(toml).toMatch(/^\s*publish = "dist\/site\/client"$/m);
    expect(read('scripts/build-site.mjs')).toContain("process.env.SITE_DIR ?? 'dist/site'");
  });

  it('marks hashed assets immutable and sends the security headers everywhere', () => {
    expect(toml).toMatch(/for = "\/_astro\/\*"\s+\[headers\.values\]\s+Cache-Control = "public, max-age=31536000, immutable"/);
    const everywhere = toml.slice(toml.indexOf('for = "/*"'));
    for (const header of ['X-Content-Type-Options = "nosniff"', 'Strict-Transport-Security', "frame-ancestors 'none'", 'X-Frame-Options = "DENY"', 'Referrer-Policy']) {
      expect(everywhere).toContain(header);
    }
    expect(everywhere).not.toContain('Cache-Control');
  });

  it('never forces a redirect: built files win over the proxy', () => {
    expect(toml).not.toMatch(/force\s*=\s*true/);
    expect(read('scripts/build-site.mjs')).toMatch(/`\$\{route\} \$\{origin\}\$\{route\.replace\('\*', ':splat'\)\} 200`/);
  });
});

describe('the _redirects written for Netlify (scripts/build-site.mjs)', () => {
  const routes = proxiedRoutes();

  it('proxies the API, including its health check on /api itself', () => {
    expect(routes).toEqual(expect.arrayContaining(['/api', '/api/*']));
  });

  it('proxies every page rendered on demand, and netlify.toml lists each route', () => {
    const pages = onDemandPages();
    expect(pages.map((page) => page.pattern)).toEqual(expect.arrayContaining(['/account', '/dashboard/*', '/videos/*']));
    // A route is covered by itself or by a broader splat (/checkout/* covers /checkout/test/*).
    const covered = (pattern: string) =>
      routes.some((route) => route === pattern || (route.endsWith('/*') && pattern.startsWith(route.slice(0, -1))));
    for (const page of pages) expect(covered(page.pattern), page.pattern).toBe(true);
    // /dashboard/[...path] also renders /dashboard itself.
    expect(routes).toContain('/dashboard');
    for (const route of routes) expect(toml, route).toContain(route);
  });
});
