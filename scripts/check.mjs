// `npm run check`: type check, lint, dead code and import rules, the decision records, the API's
// error-code catalogue, each stage's output printed whole, the run failing if any stage fails.
// `astro check` goes first: it generates .astro/types.d.ts, which the TypeScript check reads; the
// other stages then share the two cores.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const cache = (name) => path.join(root, 'node_modules', '.cache', name);

/** Runs one stage with its output buffered, so parallel stages do not interleave. */
function stage(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n=== ${name} (${seconds} s)${code === 0 ? '' : ' FAILED'} ===\n${output.trimEnd()}\n`);
      resolve(code === 0);
    });
  });
}

// .astro files only: the TypeScript stage checks every .ts/.tsx file (tests and scripts included).
const astro = await stage('astro check (.astro files)', bin('astro'), ['check', '--tsconfig', 'tsconfig.astro.json']);
const rest = await Promise.all([
  stage('TypeScript (tsc)', bin('tsc'), ['--noEmit', '-p', '.', '--incremental', '--tsBuildInfoFile', cache('tsc/hdx.tsbuildinfo')]),
  stage('lint (eslint)', bin('eslint'), ['--cache', '--cache-location', cache('eslint/'), '.']),
  stage('dead code (knip, tests as entries)', bin('knip'), ['--no-progress', '--cache']),
  stage('dead code (knip --production)', bin('knip'), ['--no-progress', '--cache', '--production']),
  stage('import rules (dependency-cruiser)', bin('depcruise'), ['src', 'scripts', 'tests', '--config', '.dependency-cruiser.cjs']),
  stage('decision records', process.execPath, [path.join(root, 'scripts', 'check-decisions.mjs')]),
  // A code without both texts, a server message without a code, an api.json not written from the catalogue.
  stage('API error codes (catalogue)', bin('vitest'), ['run', 'tests/unit/api-messages.test.ts']),
]);
const ok = astro && rest.every(Boolean);
console.log(ok ? '\ncheck: all stages passed' : '\ncheck: FAILED');
process.exit(ok ? 0 : 1);
