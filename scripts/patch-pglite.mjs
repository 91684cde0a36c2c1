// Patches PGlite (run by `npm install` as part of the postinstall step; idempotent) so that a
// query given its own type parsers no longer copies every parser PGlite knows.
//
// PGlite's `parseResults` merges the instance's parsers with the query's own for each query:
// `{ ...defaultParsers, ...options.parsers }`. An instance knows some 320 types (its array types
// are added at start), and drizzle passes its own parsers with every query, so each query copied
// a 320-key object: 0.92 → 0.72 ms of CPU a drizzle query on PGlite (a 20-row table, 4,000
// queries, three runs each way; docs/quality.md, session 21). The patch makes the query's parsers
// an object whose prototype is the instance's: a lookup finds the query's own parser first, then
// the instance's, as before; nothing is copied.
//
// The same line is in each of PGlite's builds (ESM chunk, CommonJS, worker, node-postgres). When no
// build has it or the marker, that is reported (upstream may have changed or fixed it): the
// patch is then skipped, never half applied. Its test: tests/unit/pglite-parsers-patch.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MARKER = '/*hdx-patch: pglite-query-parsers*/';
const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'node_modules',
  '@electric-sql',
  'pglite',
);
// `m=n?.parsers?{...t,...n.parsers}:t`, whatever the minifier named them.
const MERGE = /(\w+)=(\w+)\?\.parsers\?\{\.\.\.(\w+),\.\.\.\2\.parsers\}:\3/g;

function patch(file) {
  const source = fs.readFileSync(file, 'utf8');
  if (source.includes(MARKER)) return 'done';
  const found = [...source.matchAll(MERGE)];
  if (found.length !== 1) return found.length === 0 ? 'absent' : 'ambiguous';
  const [whole, merged, options, defaults] = found[0];
  const replacement = `${merged}=${options}?.parsers?${MARKER}Object.assign(Object.create(${defaults}),${options}.parsers):${defaults}`;
  fs.writeFileSync(file, source.replace(whole, replacement));
  return 'patched';
}

const dist = path.join(root, 'dist');
if (!fs.existsSync(dist)) process.exit(0);
// Every build; one without the merge (most of PGlite's files) comes back 'absent'.
const outcomes = fs
  .readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.c?js$/.test(file))
  .map((file) => [file, patch(path.join(dist, file))]);
const patched = outcomes.filter(([, outcome]) => outcome === 'patched');
const unmatched = outcomes.filter(([, outcome]) => outcome === 'ambiguous');
if (!outcomes.some(([, outcome]) => outcome === 'patched' || outcome === 'done')) {
  console.warn(
    "patch-pglite: PGlite's per-query parser merge was not found in any build: not applied. Check whether this release still copies its parsers per query (tests/unit/pglite-parsers-patch.test.ts), then update or remove scripts/patch-pglite.mjs.",
  );
}
for (const [file] of unmatched)
  console.warn(`patch-pglite: ${file} has the parser merge more than once: left as it is`);
if (patched.length)
  console.log(`patch-pglite: per-query parsers without copies in ${patched.map(([file]) => file).join(', ')}`);
