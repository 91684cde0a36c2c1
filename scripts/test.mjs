// `npm test`: type check and lint, unit and API tests (Vitest: unit, api, slow), the API tests
// again on PostgreSQL when HDX_TEST_POSTGRES_URL is set, end-to-end tests (Playwright), then
// one closing line over all runners.
// `npm test -- <path or pattern> ...`: only those tests, each sent to its runner by its path
// (tests/e2e/ or *.spec.ts to Playwright, the rest to Vitest), with the same closing line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveBinary } from '../src/server/lib/binaries.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedStages = [];

function run(stage, command, args, env = {}) {
  console.log(`\n=== ${stage} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failedStages.push(stage);
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Runs Vitest with a JSON report and adds its counts to the totals. */
function vitest(stage, args, env = {}) {
  const report = path.join(root, 'test-results', `vitest-${stage.replace(/\W+/g, '-')}.json`);
  fs.rmSync(report, { force: true });
  run(stage, bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env);
  const result = readJson(report);
  if (!result) {
    if (!failedStages.includes(stage)) failedStages.push(`${stage} (no report)`);
    return;
  }
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests;
  totals.skipped += result.numPendingTests + (result.numTodoTests ?? 0);
}

function playwright(args) {
  const stage = 'end-to-end tests (playwright, chromium)';
  const report = path.join(root, 'test-results', 'e2e-report.json');
  fs.rmSync(report, { force: true });
  run(stage, bin('playwright'), ['test', ...args]);
  const result = readJson(report);
  if (result?.stats) {
    totals.passed += result.stats.expected + (result.stats.flaky ?? 0);
    totals.failed += result.stats.unexpected;
    totals.skipped += result.stats.skipped;
  } else if (!failedStages.includes(stage)) failedStages.push(`${stage} (no report)`);
}

/** Each program is found once here so a missing one is named before minutes of tests. */
function checkBinaries(names) {
  for (const name of names) {
    const found = resolveBinary(name);
    if (found) console.log(`${name}: ${found.path} (${found.source})`);
    else failedStages.push(`${name} not found (run npm install, or set ${name.toUpperCase()}_PATH)`);
  }
}

const selection = process.argv.slice(2);
const isE2e = (arg) => arg.includes('tests/e2e') || arg.endsWith('.spec.ts');

if (selection.length) {
  const e2e = selection.filter(isE2e);
  const other = selection.filter((arg) => !isE2e(arg));
  checkBinaries(e2e.length ? ['chromium', 'ffmpeg', 'ffprobe'] : ['ffmpeg', 'ffprobe']);
  if (other.length) vitest('selected vitest tests', other);
  if (e2e.length) playwright(e2e);
} else {
  checkBinaries(['chromium', 'ffmpeg', 'ffprobe']);
  run('type check (astro check)', bin('astro'), ['check']);
  run('lint (eslint)', bin('eslint'), ['.']);
  vitest('unit and API tests (vitest)', []);

  // CI sets HDX_TEST_POSTGRES_URL to run the API tests a second time on real PostgreSQL.
  const postgresUrl = process.env.HDX_TEST_POSTGRES_URL;
  if (postgresUrl) {
    // The fault tests drive their own server processes and databases (a private PostgreSQL
    // cluster, PGlite directories): the first run covered them, TEST_DATABASE_URL changes nothing.
    vitest(
      'API tests on PostgreSQL (vitest)',
      ['--project', 'api', '--project', 'slow', '--exclude', 'tests/api/faults-*.test.ts'],
      { TEST_DATABASE_URL: postgresUrl },
    );
  }
  playwright([]);
}

console.log('');
if (failedStages.length) console.log(`failed stages: ${failedStages.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStages.length || totals.failed ? 1 : 0);
