import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import type { AstroUserConfig } from 'astro';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { hdxDevApi } from '../server/dev/vite-plugin.ts';
import { siteAdapter } from '../server/site/astro-adapter.ts';
import { clientCodeSplitting } from './client-chunks.ts';

/** What a build of the site is given, as arguments (src/build/astro-build.ts), never through the environment. */
export interface SiteBuildSettings {
  /** Where the build writes its client and server folders. */
  outDir: string;
  /** Astro's cache (its content data store): one per output, so builds side by side never share it. */
  cacheDir: string;
  /** The public address that canonical links, alternates and structured data name. */
  site: string;
  /** The API the content layer reads over HTTP; null: none named (`astro check`, `astro sync`, `astro dev`'s own in-process API). */
  apiUrl: string | null;
  /** Pre-render the public pages (a static host, `npm run build`) or none (the Node server renders them on demand). */
  prerender: boolean;
  /** At most this many post pages per language pre-rendered (a static host's file limit); null: every post. */
  staticPostsMax: number | null;
}

/** What the pages and the content layer read of the settings: `import build from 'virtual:hdx/site-build'`. */
export type PageBuildSettings = Pick<SiteBuildSettings, 'apiUrl' | 'prerender' | 'staticPostsMax'>;

const MODULE = 'virtual:hdx/site-build';

/**
 * React renders each component to a string, not through a web stream it then reads back (the
 * same HTML for less CPU), when @astrojs/react's string render passes its render options on, and
 * with them each island's useId prefix: patched at install (scripts/patch-astro-react.mjs). An
 * install without it (scripts skipped) streams, as upstream does: slower, never wrong.
 */
function reactOptions(): { experimentalDisableStreaming: boolean } {
  const renderer = createRequire(import.meta.url).resolve('@astrojs/react/server.js');
  const keepsIds = /renderToString\(vnode, /.test(fs.readFileSync(renderer, 'utf8'));
  if (!keepsIds)
    console.warn('@astrojs/react is not patched (npm install runs scripts/patch-astro-react.mjs): React streams.');
  return { experimentalDisableStreaming: keepsIds };
}

/** Gives the build's settings to the code Vite compiles (pages, content layer) as a module. */
function buildSettingsModule({ apiUrl, prerender, staticPostsMax }: SiteBuildSettings): Plugin {
  const settings: PageBuildSettings = { apiUrl, prerender, staticPostsMax };
  return {
    name: 'hdx-site-build-settings',
    resolveId: (id) => (id === MODULE ? `\0${MODULE}` : undefined),
    load: (id) => (id === `\0${MODULE}` ? `export default ${JSON.stringify(settings)};` : undefined),
  };
}

/**
 * The site's own origin where its public address is plain http (a machine in development or a
 * club's LAN), for the folio reader: IIIF names its tiles and manifests by absolute address (the
 * public one), which a visitor on another name for the same server (127.0.0.1 for localhost)
 * would otherwise see refused as another origin. An https address is already allowed (`https:`).
 */
function plainOwnOrigin(site: string): string {
  const url = new URL(site);
  return url.protocol === 'http:' ? ` ${url.origin}` : '';
}

/** The site's Astro configuration for these settings: astro.config.mjs (dev, check) and every build. */
export function siteConfig(settings: SiteBuildSettings): AstroUserConfig {
  return {
    site: settings.site,
    outDir: settings.outDir,
    cacheDir: settings.cacheDir,
    output: 'static',
    adapter: siteAdapter(),
    // A build that pre-renders no page (the Node server's) has no static sitemap: its sitemap is an
    // on-demand page of the published content (src/pages/sitemap-index.xml.ts).
    integrations: [react(reactOptions()), ...(settings.prerender ? [sitemap()] : [])],
    i18n: {
      locales: ['en', 'fr'],
      defaultLocale: 'en',
      routing: { prefixDefaultLocale: false },
    },
    // Rendering waits on file writes between pages; a few pages in flight keep the CPU busy.
    build: { inlineStylesheets: 'auto', concurrency: 8 },
    // Shiki colours code with inline styles, which the CSP below forbids; the pages have no code.
    markdown: { syntaxHighlight: false },
    // A CSP <meta> on every page: scripts only from this origin or hashed by Astro
    // ('wasm-unsafe-eval' for Pagefind's WebAssembly). Styles allow inline because the toast
    // library and island styles are inserted at run time. frame-ancestors and HSTS come from
    // the server's headers (a <meta> cannot carry them).
    security: {
      csp: {
        scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
        styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
        directives: [
          "default-src 'self'",
          `img-src 'self' data: blob: https:${plainOwnOrigin(settings.site)}`,
          "media-src 'self' blob: https:",
          `connect-src 'self' https:${plainOwnOrigin(settings.site)}`,
          "font-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
        ],
      },
    },
    vite: {
      plugins: [tailwindcss(), hdxDevApi(), buildSettingsModule(settings)],
      // Browser bundle only: React, the header and the like/rating/bookmark islands each in one chunk.
      environments: {
        client: {
          build: {
            rolldownOptions: {
              output: { codeSplitting: clientCodeSplitting(fileURLToPath(new URL('../..', import.meta.url))) },
            },
          },
        },
      },
    },
  };
}
