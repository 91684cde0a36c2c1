import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ON_DEMAND_PAGES, proxiedRoutes, slugRedirectRules } from '../../src/render/on-demand-pages';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const toml = read('netlify.toml');

/** Every page file rendered on demand (`prerender = false`), relative to src/pages. */
function onDemandFiles(dir = path.join(root, 'src/pages')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return onDemandFiles(file);
    if (!entry.name.endsWith('.astro') || !/^export const prerender = false;$/m.test(fs.readFileSync(file, 'utf8')))
      return [];
    return [path.relative(path.join(root, 'src/pages'), file).split(path.sep).join('/')];
  });
}

describe('netlify.toml', () => {
  it('builds with npm run build and publishes the static output of the site build', () => {
    expect(toml).toMatch(/^\s*command = "npm run build"$/m);
    expect(toml).toMatch(/^\s*publish = "dist\/site\/client"$/m);
    expect(read('scripts/build-site.mjs')).toContain("process.env.SITE_DIR ?? 'dist/site'");
  });

  it('marks hashed assets immutable and sends the security headers everywhere', () => {
    expect(toml).toMatch(
      /for = "\/_astro\/\*"\s+\[headers\.values\]\s+Cache-Control = "public, max-age=31536000, immutable"/,
    );
    const everywhere = toml.slice(toml.indexOf('for = "/*"'));
    for (const header of [
      'X-Content-Type-Options = "nosniff"',
      'Strict-Transport-Security',
      "frame-ancestors 'none'",
      'X-Frame-Options = "DENY"',
      'Referrer-Policy',
    ]) {
      expect(everywhere).toContain(header);
    }
    expect(everywhere).not.toContain('Cache-Control');
  });

  it('never forces a redirect: built files win over the proxy', () => {
    expect(toml).not.toMatch(/force\s*=\s*true/);
    expect(read('scripts/build-site.mjs')).toMatch(
      /`\$\{route\} \$\{origin\}\$\{route\.replace\('\*', ':splat'\)\} 200`/,
    );
  });
});

describe('the on-demand pages (src/render/on-demand-pages.ts)', () => {
  it('lists exactly the page files rendered on demand', () => {
    // The Node server's renders of the pre-rendered pages: a static host has their files, and
    // proxying everything else would send its not-found addresses to the server.
    const serverOnly = (file: string) => file === '[...page].astro';
    expect([...ON_DEMAND_PAGES].sort()).toEqual(onDemandFiles().filter((file) => !serverOnly(file)).sort());
    expect(onDemandFiles().filter(serverOnly)).toEqual(['[...page].astro']);
  });

  it('proxies the API, including its health check on /api itself, and every on-demand route in each language', () => {
    expect(proxiedRoutes().sort()).toEqual(
      [
        '/api',
        '/api/*',
        '/account',
        '/fr/account',
        '/cancel',
        '/fr/cancel',
        '/cart',
        '/fr/cart',
        '/checkout/test/*',
        '/fr/checkout/test/*',
        '/confirmation',
        '/fr/confirmation',
        '/library',
        '/fr/library',
        '/profile/*',
        '/fr/profile/*',
        '/reset-password/*',
        '/fr/reset-password/*',
        '/stripe-success',
        '/fr/stripe-success',
        '/success',
        '/fr/success',
        '/videos',
        '/videos/*',
        '/fr/videos',
        '/fr/videos/*',
        // English only; /dashboard/[...path] also renders /dashboard itself.
        '/dashboard',
        '/dashboard/*',
        // The French not-found page (any other unmatched /fr/… address is sent there, as a 404).
        '/fr/404',
      ].sort(),
    );
  });

  it('turns a page file into the routes it answers', () => {
    expect(proxiedRoutes(['[...locale]/cart.astro'])).toEqual(['/api', '/api/*', '/cart', '/fr/cart']);
    expect(proxiedRoutes(['dashboard/[...path].astro'])).toEqual(['/api', '/api/*', '/dashboard', '/dashboard/*']);
    // A broader splat covers a narrower one.
    expect(proxiedRoutes(['[...locale]/a/[id].astro', 'a/b/[id].astro'])).toEqual([
      '/api',
      '/api/*',
      '/a/*',
      '/fr/a/*',
    ]);
  });

  it('sends the unmatched French addresses to the French not-found page, after every other rule', () => {
    expect(read('scripts/build-site.mjs')).toContain('`/fr/* ${origin}/fr/404 404`');
  });

  it('is what the build writes to _redirects and what netlify.toml points to', () => {
    expect(read('scripts/build-site.mjs')).toContain(
      "import { proxiedRoutes, slugRedirectRules } from '../src/render/on-demand-pages.ts';",
    );
    expect(read('scripts/build-site.mjs')).toMatch(/proxiedRoutes\(\)\.map\(/);
    expect(toml).toContain('src/render/on-demand-pages.ts');
  });
});

describe('the old addresses of renamed library entries in _redirects (issue 16)', () => {
  it('answers 301 in each language, before the proxies, never forced (a page built at the old address wins)', () => {
    const rules = slugRedirectRules([
      { from: '/weapons/long-sword', to: '/weapons/longsword' },
      { from: '/history/hans-talhofer', to: '/history/hans-talhoffer' },
    ]);
    expect(rules).toEqual([
      '/weapons/long-sword /weapons/longsword 301',
      '/history/hans-talhofer /history/hans-talhoffer 301',
      '/fr/weapons/long-sword /fr/weapons/longsword 301',
      '/fr/history/hans-talhofer /fr/history/hans-talhoffer 301',
    ]);
    expect(rules.some((rule) => rule.includes('!'))).toBe(false);
    const build = read('scripts/build-site.mjs');
    expect(build).toMatch(/\.\.\.slugRedirectRules\([^)]*\)\),\s*\.\.\.proxiedRoutes\(\)/);
    expect(build).toContain('/slug-redirects');
  });
});
