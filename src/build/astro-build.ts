// `astro build` of the site with its settings given as one JSON argument (SiteBuildSettings), not
// through the environment: the Node server's code build (src/server/site/site-build.ts) and
// `npm run build` (scripts/build-site.mjs). Run by Node itself (its TypeScript type stripping).
import path from 'node:path';
import type { SiteBuildSettings } from './site-config.ts';

const settings = JSON.parse(process.argv[2] ?? 'null') as SiteBuildSettings | null;
if (!settings) {
  console.error('usage: node src/build/astro-build.ts \'{"outDir": …, "site": …, "apiUrl": …, "prerender": …}\'');
  process.exit(2);
}
// As `astro build` does before it loads anything: the integrations (React's renderer) are loaded
// with the configuration, here before Astro's build would set it, and React picks its production
// or development build once, when first loaded.
process.env.NODE_ENV ??= 'production';
const [{ build }, { siteConfig }] = await Promise.all([import('astro'), import('./site-config.ts')]);
try {
  await build({ ...siteConfig(settings), root: path.resolve(import.meta.dirname, '../..'), configFile: false });
  // Astro's build leaves handles open (its Vite and esbuild services): the build is done.
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
