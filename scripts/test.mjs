// `npm test`: type check and lint, unit and API tests (Vitest), end-to-end tests
// (Playwright + Debian's Chromium), then one closing summary line over all runners.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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

// The upload, poster and preview tests read real videos with ffprobe/ffmpeg (Debian's ffmpeg).
const hasTool = (name) => spawnSync(name, ['-version'], { stdio: 'ignore' }).status === 0;
if (!hasTool('ffprobe') || !hasTool('ffmpeg')) {
  console.error('\nffprobe/ffmpeg not found: install them with `apt-get install ffmpeg` (the video tests need them).');
  failedStages.push('video tools (no ffmpeg)');
}

run('type check (astro check)', bin('astro'), ['check']);
run('lint (eslint)', bin('eslint'), ['.']);

const vitestJson = path.join(root, 'test-results', 'vitest.json');
fs.rmSync(vitestJson, { force: true });
run('unit and API tests (vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
} else if (!failedStages.includes('unit and API tests (vitest)')) failedStages.push('vitest report missing');

// CI sets HDX_TEST_POSTGRES_URL to run the API tests a second time on real PostgreSQL.
const postgresUrl = process.env.HDX_TEST_POSTGRES_URL;
if (postgresUrl) {
  const pgJson = path.join(root, 'test-results', 'vitest-postgres.json');
  fs.rmSync(pgJson, { force: true });
  const stage = 'API tests on PostgreSQL (vitest)';
  // The fault tests drive their own server processes and databases (a private PostgreSQL
  // cluster, PGlite directories): the first run covered them, TEST_DATABASE_URL changes nothing.
  run(
    stage,
    bin('vitest'),
    [
      'run',
      '--project',
      'api',
      '--exclude',
      'tests/api/faults-*.test.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${pgJson}`,
    ],
    { TEST_DATABASE_URL: postgresUrl },
  );
  const pg = readJson(pgJson);
  if (pg) {
    totals.passed += pg.numPassedTests;
    totals.failed += pg.numFailedTests;
    totals.skipped += pg.numPendingTests + (pg.numTodoTests ?? 0);
  } else if (!failedStages.includes(stage)) failedStages.push('postgres report missing');
}

if (!fs.existsSync(chromium)) {
  console.error(`\nChromium not found at ${chromium}: install it with \`apt-get install chromium\` (or set CHROMIUM_PATH).`);
  failedStages.push('e2e (no Chromium)');
} else {
  const e2eJson = path.join(root, 'test-results', 'e2e-report.json');
  fs.rmSync(e2eJson, { force: true });
  run('end-to-end tests (playwright, chromium)', bin('playwright'), ['test']);
  const e2e = readJson(e2eJson);
  if (e2e?.stats) {
    totals.passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    totals.failed += e2e.stats.unexpected;
    totals.skipped += e2e.stats.skipped;
  } else if (!failedStages.includes('end-to-end tests (playwright, chromium)')) failedStages.push('e2e report missing');
}

console.log('');
if (failedStages.length) console.log(`failed stages: ${failedStages.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStages.length || totals.failed ? 1 : 0);
