// Bundles the API server (src/server/main.ts) into dist/hdx/server.mjs, its supervisor into
// dist/hdx/supervisor.mjs, its page thread into dist/hdx/page-thread.mjs and the
// Netlify build's search indexer into dist/hdx/search-index.mjs, and copies
// what it reads at run time (SQL migrations, seed assets) next to them. Every piece is written aside and renamed into place, so a server starting
// meanwhile never reads a half-written bundle.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist', 'hdx');
const tag = `${process.pid}-${Date.now()}`;

await fs.mkdir(out, { recursive: true });
// server.mjs is the server; supervisor.mjs (`npm start`) runs it and starts it again if it dies.
for (const [entry, name] of [
  ['src/server/main.ts', 'server'],
  ['src/server/supervisor/main.ts', 'supervisor'],
  // Pages render in worker threads beside the main thread (src/server/site/page-threads.ts).
  ['src/server/site/page-thread.ts', 'page-thread'],
  // The Netlify build's search index, from the content (scripts/build-site.mjs).
  ['src/server/site/search-index-cli.ts', 'search-index'],
]) {
  await build({
    entryPoints: [path.join(root, entry)],
    outfile: path.join(out, `${name}.${tag}.mjs`),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    logLevel: 'warning',
  });
  await fs.rename(path.join(out, `${name}.${tag}.mjs`), path.join(out, `${name}.mjs`));
}

for (const [from, to] of [
  ['src/server/db/migrations', 'migrations'],
  ['src/server/db/seed/assets', 'assets'],
]) {
  const staging = path.join(out, `${to}.${tag}`);
  const retired = path.join(out, `${to}.old.${tag}`);
  await fs.cp(path.join(root, from), staging, { recursive: true });
  await fs.rename(path.join(out, to), retired).catch(() => {});
  await fs.rename(staging, path.join(out, to));
  await fs.rm(retired, { recursive: true, force: true });
}
console.log('server bundle: dist/hdx/server.mjs');
