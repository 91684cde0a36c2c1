// `node scripts/page-weight.mjs [site dir]`: gzipped JavaScript and CSS shipped by each
// page type of a built site (default dist/site), against the budgets of issue 5:
// a post page <= 90 kB of JS, a master or technique page <= 75 kB (1 kB = 1000 bytes).
// Counts module scripts, island components and renderers with everything they import
// statically, inline scripts, stylesheets and inline styles: what a page loads, whatever
// the visitor does. Code the islands import dynamically (the search once a box is used,
// the filters panel, the user menu's popup, toasts) is loaded only on use: it is not in
// the budget, but its total is printed beside ("on use"). Exits 1 when a budget is exceeded.
// `--modules` lists each page's modules with their gzipped bytes.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const args = process.argv.slice(2);
const siteDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? process.env.SITE_DIR ?? 'dist/site');
const client = fs.existsSync(path.join(siteDir, 'client')) ? path.join(siteDir, 'client') : siteDir;
const asJson = args.includes('--json');
// --bytes: exact gzipped bytes, to compare two builds closer than the 0.1 kB of the table.
const inBytes = args.includes('--bytes');
// --modules: also lists each page's loaded modules with their gzipped bytes (what to cut).
const listModules = args.includes('--modules');

const BUDGETS = { post: 90_000, 'post (paid)': 90_000, master: 75_000, technique: 75_000 };

const gz = (text) => zlib.gzipSync(text, { level: 9 }).length;

function firstPage(dir) {
  const full = path.join(client, dir);
  if (!fs.existsSync(full)) return null;
  const entry = fs
    .readdirSync(full, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(full, d.name, 'index.html')))
    .map((d) => d.name)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))[0];
  return entry ? path.join(dir, entry, 'index.html') : null;
}

/** The first post page that sells its video (it hydrates the purchase island too). */
function firstPaidPost() {
  const full = path.join(client, 'videos');
  if (!fs.existsSync(full)) return null;
  const ids = fs
    .readdirSync(full)
    .filter((id) => fs.existsSync(path.join(full, id, 'index.html')))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const paid = ids.find((id) => /<astro-island\b[^>]*component-url="[^"]*post-purchase/.test(fs.readFileSync(path.join(full, id, 'index.html'), 'utf8')));
  return paid ? path.join('videos', paid, 'index.html') : null;
}

const PAGES = {
  home: 'index.html',
  post: firstPage('videos'),
  'post (paid)': firstPaidPost(),
  master: firstPage('history/wpm-details'),
  technique: firstPage('techniques'),
  manuscript: firstPage('manuscripts'),
  weapon: firstPage('weapons'),
  'content type': 'sparring/index.html',
  trends: 'trends/index.html',
  contact: 'contact/index.html',
  faq: 'faq/index.html',
  'home (fr)': 'fr/index.html',
  'not found': '404.html',
};

const attr = (tag, name) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

const resolve = (from, spec) => path.posix.join(path.posix.dirname(from), spec).replace(/^(?!\/)/, '/');
const isLocal = (spec) => spec.startsWith('.') || spec.startsWith('/');

/** The relative or absolute /_astro specifiers a module imports, statically or dynamically. */
function importsOf(url) {
  const code = fs.readFileSync(path.join(client, url), 'utf8');
  const statics = [
    ...code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g),
    ...code.matchAll(/\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g),
  ].map((m) => m[1]);
  const dynamics = [...code.matchAll(/\bimport\(\s*[`"']([^`"'$]+)[`"']\s*\)/g)].map((m) => m[1]);
  return { statics: statics.filter(isLocal), dynamics: dynamics.filter(isLocal) };
}

/** A module and every module it imports statically (relative or absolute /_astro paths). */
function moduleClosure(url, seen = new Set()) {
  if (seen.has(url)) return seen;
  if (!fs.existsSync(path.join(client, url))) return seen;
  seen.add(url);
  for (const spec of importsOf(url).statics) moduleClosure(resolve(url, spec), seen);
  return seen;
}

/** What the loaded modules can import dynamically, with its static imports, minus what is loaded already. */
function onUseModules(loaded) {
  const all = new Set(loaded);
  const queue = [...loaded];
  while (queue.length) {
    const url = queue.pop();
    for (const spec of importsOf(url).dynamics) {
      for (const added of moduleClosure(resolve(url, spec), new Set())) {
        if (all.has(added)) continue;
        all.add(added);
        queue.push(added);
      }
    }
  }
  return [...all].filter((url) => !loaded.has(url));
}

function measure(htmlFile) {
  const html = fs.readFileSync(path.join(client, htmlFile), 'utf8');
  const modules = new Set();
  let inlineJs = 0;
  for (const [tag, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g).map((m) => [m[1], m[2]])) {
    if (/type="application\/(ld\+)?json"/.test(tag)) continue;
    const src = attr(tag, 'src');
    if (src) moduleClosure(src, modules);
    else if (body.trim()) inlineJs += gz(body);
  }
  for (const [tag] of html.matchAll(/<(?:astro-island|link)\b[^>]*>/g)) {
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attr(tag, name);
      if (url) moduleClosure(url, modules);
    }
    if (/rel="modulepreload"/.test(tag)) moduleClosure(attr(tag, 'href'), modules);
  }
  let moduleJs = 0;
  const sizes = {};
  for (const url of modules) {
    sizes[url] = gz(fs.readFileSync(path.join(client, url)));
    moduleJs += sizes[url];
  }
  let onUse = 0;
  for (const url of onUseModules(modules)) onUse += gz(fs.readFileSync(path.join(client, url)));
  let css = 0;
  for (const [tag] of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)) {
    const file = path.join(client, attr(tag, 'href') ?? '');
    if (fs.existsSync(file)) css += gz(fs.readFileSync(file));
  }
  for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) css += gz(body);
  return { js: moduleJs + inlineJs, modules: modules.size, onUse, css, html: gz(html), sizes, inlineJs };
}

const rows = [];
let failed = false;
for (const [type, file] of Object.entries(PAGES)) {
  if (!file || !fs.existsSync(path.join(client, file))) continue;
  const { sizes, inlineJs, ...m } = measure(file);
  if (listModules) {
    console.log(`${type} (${file}): inline ${inlineJs} B`);
    for (const [url, bytes] of Object.entries(sizes).sort((a, b) => b[1] - a[1])) console.log(`  ${String(bytes).padStart(7)}  ${url}`);
  }
  const budget = BUDGETS[type];
  const ok = budget === undefined || m.js <= budget;
  if (!ok) failed = true;
  rows.push({ type, file, ...m, budget: budget ?? null, ok });
}

if (asJson) console.log(JSON.stringify(rows, null, 2));
else {
  const kb = (n) => (inBytes ? String(n) : (n / 1000).toFixed(1)).padStart(6);
  console.log(`Gzipped weight per page type (${path.relative(process.cwd(), client) || client}), 1 kB = 1000 bytes\n`);
  console.log('page type      JS kB  modules  on use kB  CSS kB  HTML kB  JS budget');
  for (const r of rows) {
    const budget = r.budget === null ? '' : `<= ${(r.budget / 1000).toFixed(0)} kB ${r.ok ? 'ok' : 'OVER'}`;
    console.log(`${r.type.padEnd(13)} ${kb(r.js)}  ${String(r.modules).padStart(7)}  ${kb(r.onUse).padStart(9)}  ${kb(r.css)}  ${kb(r.html)}  ${budget}`);
  }
  console.log('\nJS: loaded with the page (budgeted). On use: imported dynamically once used (search, menus, toasts), not budgeted.');
}
process.exit(failed ? 1 : 0);
