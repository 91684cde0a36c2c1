// @ts-check
import { siteConfig } from './src/build/site-config.ts';

const port = Number(process.env.PORT ?? 4321);

// `astro dev`, `astro check` and `astro sync`. Builds are made by src/build/astro-build.ts with their
// own settings (the Node server's code build, `npm run build`), not from this file.
/** @type {import('astro').AstroUserConfig} */
export default {
  ...siteConfig({
    outDir: './dist/site',
    cacheDir: './node_modules/.astro',
    site: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    apiUrl: null,
    prerender: true,
    staticPostsMax: null,
  }),
  server: { port, host: process.env.HOST ?? '127.0.0.1' },
};
