// `npm run build` (after the server bundle): builds the static site and on-demand pages.
// Content is read over HTTP from an API: `--api <url>` or API_ORIGIN when given (Netlify),
// otherwise a temporary server started here on the local DATA_DIR or DATABASE_URL.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { proxiedRoutes, slugRedirectRules } from '../src/render/on-demand-pages.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = path.resolve(root, process.env.SITE_DIR ?? 'dist/site');
const { values: args } = parseArgs({ options: { api: { type: 'string' } } });
const explicitApi =
  args.api ?? (process.env.API_ORIGIN ? `${process.env.API_ORIGIN.replace(/\/$/, '')}/api` : undefined);

function astroBuild(apiUrl) {
  /** @type {import('../src/build/site-config.ts').SiteBuildSettings} */
  const settings = {
    outDir: siteDir,
    cacheDir: `${siteDir}.cache`,
    site: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 4321}`,
    apiUrl,
    prerender: true,
    // Netlify refuses more than 54,000 files in one folder: beyond 50,000 posts the others
    // are rendered on demand by the Node server through the /videos/* proxy rule (README).
    staticPostsMax: process.env.API_ORIGIN ? 50_000 : null,
  };
  const result = spawnSync(process.execPath, [path.join(root, 'src/build/astro-build.ts'), JSON.stringify(settings)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) return result.status ?? 1;
  // The search index of the same content, served as /pagefind/ (issue 6): the publish's records (src/render/search-records.ts).
  const search = spawnSync(
    process.execPath,
    [path.join(root, 'dist/hdx/search-index.mjs'), '--api', apiUrl, '--client', path.join(siteDir, 'client')],
    { cwd: root, stdio: 'inherit' },
  );
  return search.status ?? 1;
}

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Netlify: the old addresses of renamed library entries answer 301 to their current page
 * (first: rules match in order), then the API and on-demand routes are proxied to the Node
 * server; built files win over all of these. Last, an unmatched French address gets the
 * French not-found page (the root 404.html is English).
 */
async function writeRedirects(apiUrl, origin) {
  const answer = await fetch(`${apiUrl}/slug-redirects`);
  if (!answer.ok) throw new Error(`GET ${apiUrl}/slug-redirects answered ${answer.status}`);
  const lines = [
    ...slugRedirectRules(await answer.json()),
    ...proxiedRoutes().map((route) => `${route} ${origin}${route.replace('*', ':splat')} 200`),
    `/fr/* ${origin}/fr/404 404`,
  ];
  fs.writeFileSync(path.join(siteDir, 'client', '_redirects'), lines.join('\n') + '\n');
}

if (explicitApi) {
  const status = astroBuild(explicitApi);
  if (status === 0 && process.env.API_ORIGIN)
    await writeRedirects(explicitApi, process.env.API_ORIGIN.replace(/\/$/, ''));
  process.exit(status);
}

const port = await freePort();
const server = spawn(process.execPath, [path.join(root, 'dist/hdx/server.mjs')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_BUILD: 'never',
    // A build server only answers the pages' API calls: no transcoding on the build's cores.
    TRANSCODE_WORKER: 'false',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
const exited = new Promise((resolve) => server.once('exit', resolve));
const deadline = Date.now() + 120_000;
let ready = false;
while (!ready && Date.now() < deadline && server.exitCode === null) {
  ready = await fetch(`http://127.0.0.1:${port}/api`).then(
    (r) => r.ok,
    () => false,
  );
  if (!ready) await new Promise((r) => setTimeout(r, 300));
}
let status = 1;
if (ready) status = astroBuild(`http://127.0.0.1:${port}/api`);
else console.error('The API server did not start; see the messages above.');
server.kill('SIGTERM');
await exited;
process.exit(status);
