// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import { siteAdapter } from './src/server/site/astro-adapter';
import { clientCodeSplitting } from './src/build/client-chunks';
import { hdxDevApi } from './src/server/dev/vite-plugin';

const port = Number(process.env.PORT ?? 4321);

// Pages are pre-rendered from the running API (HDX_API_URL, set by the server that
// starts the build); account, cart and payment-return pages render on demand.
export default defineConfig({
  site: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  outDir: process.env.HDX_SITE_OUT ?? './dist/site',
  // A cache folder per output: builds running side by side (rebuilds, tests) never share
  // Astro's content data store.
  cacheDir: process.env.HDX_SITE_OUT ? `${process.env.HDX_SITE_OUT}.cache` : './node_modules/.astro',
  output: 'static',
  adapter: siteAdapter(),
  // The Node server's code build (HDX_PRERENDER=none) pre-renders no page: its sitemap is an
  // on-demand page of the published content (src/pages/sitemap-index.xml.ts).
  integrations: [react(), ...(process.env.HDX_PRERENDER === 'none' ? [] : [sitemap()])],
  server: { port, host: process.env.HOST ?? '127.0.0.1' },
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
        "img-src 'self' data: blob: https:",
        "media-src 'self' blob: https:",
        "connect-src 'self' https:",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
  vite: {
    plugins: [tailwindcss(), hdxDevApi()],
    // Browser bundle only: React, the header and the like/rating/bookmark islands each in one chunk.
    environments: {
      client: { build: { rolldownOptions: { output: { codeSplitting: clientCodeSplitting(fileURLToPath(new URL('.', import.meta.url))) } } } },
    },
  },
});
