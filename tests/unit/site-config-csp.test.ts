import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../src/build/site-config';

/** The page policy's directive `name` for a site at `site`. */
function directive(site: string, name: string): string | undefined {
  const config = siteConfig({
    outDir: 'dist/x',
    cacheDir: 'dist/x-cache',
    site,
    apiUrl: null,
    prerender: false,
    staticPostsMax: null,
  });
  const csp = config.security?.csp;
  const directives = typeof csp === 'object' ? (csp.directives ?? []) : [];
  return directives.find((entry) => entry.startsWith(`${name} `));
}

describe("the page policy and the site's public address (the folio reader's absolute IIIF addresses)", () => {
  it('allows the images and requests of a plain-http public address, which another name for the same server would refuse', () => {
    expect(directive('http://localhost:4321', 'img-src')).toBe(
      "img-src 'self' data: blob: https: http://localhost:4321",
    );
    expect(directive('http://localhost:4321/', 'connect-src')).toBe("connect-src 'self' https: http://localhost:4321");
  });

  it('adds nothing for an https address, which https: already allows, and never widens scripts', () => {
    expect(directive('https://hema.example', 'img-src')).toBe("img-src 'self' data: blob: https:");
    expect(directive('https://hema.example', 'connect-src')).toBe("connect-src 'self' https:");
    expect(directive('http://localhost:4321', 'default-src')).toBe("default-src 'self'");
  });
});
