// `npm test`: the independent stages side by side, HDX_TEST_STAGES at a time (default 2, the
// cores of this machine): unit and API tests on PGlite, type check and lint, browser tests
// (Playwright), process-level tests, and the API tests again on PostgreSQL when
// HDX_TEST_POSTGRES_URL is set. Each stage writes to its own log (test-results/stage-*.log),
// printed whole when it ends; the time of each stage and one closing line over all come last.
// `npm test -- <path or pattern> ...`: only those tests, each sent to its runner by its path
// (tests/e2e/ or *.spec.ts to Playwright, the rest to Vitest), output live, same closing line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveBinary } from '../src/server/lib/binaries.ts';
import { budgetScale } from '../tests/support/budget.ts';
import {
  busyBetween,
  machineCpu,
  playwrightCounts,
  referenceWorkMs,
  runPool,
  runStage,
  sumCounts,
  summarize,
  vitestCounts,
} from './test-stage.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
const problems = [];

/** Each program is found once here so a missing one is named before minutes of tests. */
function checkBinaries(names) {
  for (const name of names) {
    const found = resolveBinary(name);
    if (found) console.log(`${name}: ${found.path} (${found.source})`);
    else problems.push(`${name} not found (run npm install, or set ${name.toUpperCase()}_PATH)`);
  }
}

const slug = (name) => name.replace(/\W+/g, '-').replace(/^-|-$/g, '');

/** A Vitest stage with its JSON report. */
function vitest(name, args, env = {}, live = false) {
  const report = path.join(results, `vitest-${slug(name)}.json`);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  return () =>
    runStage({
      name,
      root,
      live,
      report,
      logFile: path.join(results, `stage-${slug(name)}.log`),
      steps: [{ command: bin('vitest'), args: ['run', ...args, ...reporters], env }],
      counts: () => vitestCounts(report),
    });
}

/**
 * The browser tests: selected specs in one Playwright run; all of them as two runs on one server,
 * the readers then the writers (scripts/test-browser.ts), so a failing reader skips no writer.
 */
function playwright(args, live = false) {
  const name = 'browser tests (playwright, chromium)';
  const whole = args.length === 0;
  const reports = (whole ? ['e2e-report-readers.json', 'e2e-report-writers.json'] : ['e2e-report.json']).map((file) =>
    path.join(results, file),
  );
  return () =>
    runStage({
      name,
      root,
      live,
      report: reports,
      logFile: path.join(results, `stage-${slug(name)}.log`),
      steps: [
        whole
          ? { command: bin('tsx'), args: ['scripts/test-browser.ts'] }
          : { command: bin('playwright'), args: ['test', ...args] },
      ],
      counts: () => sumCounts(reports.map(playwrightCounts)),
    });
}

function typeCheckAndLint() {
  const name = 'type check and lint (astro check, eslint)';
  return () =>
    runStage({
      name,
      root,
      logFile: path.join(results, `stage-${slug(name)}.log`),
      steps: [
        { command: bin('astro'), args: ['check'] },
        { command: bin('eslint'), args: ['--cache', '--cache-location', 'node_modules/.cache/eslint/', '.'] },
      ],
    });
}

const selection = process.argv.slice(2);
const isE2e = (arg) => arg.includes('tests/e2e') || arg.endsWith('.spec.ts');
const stages = [];
let atOnce = 1;

if (selection.length) {
  const e2e = selection.filter(isE2e);
  const other = selection.filter((arg) => !isE2e(arg));
  checkBinaries(e2e.length ? ['chromium', 'ffmpeg', 'ffprobe'] : ['ffmpeg', 'ffprobe']);
  if (other.length) stages.push(vitest('selected vitest tests', other, {}, true));
  if (e2e.length) stages.push(playwright(e2e, true));
} else {
  checkBinaries(['chromium', 'ffmpeg', 'ffprobe']);
  atOnce = Number(process.env.HDX_TEST_STAGES ?? 2);
  if (!Number.isInteger(atOnce) || atOnce < 1) {
    console.error(
      `HDX_TEST_STAGES must be a whole number of stages at once (1 or more), not "${process.env.HDX_TEST_STAGES}"`,
    );
    process.exit(2);
  }
  // Longest first, each lane taking the next when it frees (measured on this 2-core machine: the
  // browser tests about 4-5 min, the PostgreSQL pass 3-4, the process-level tests 2-3, unit and
  // API on PGlite about 2, type check and lint 1.5): the lanes then end within a minute or so of
  // each other instead of a long stage starting last. But the type check and lint second, beside
  // the browser tests: they use one core (66 % of two, run last in two clean-clone runs), so the
  // run no longer ends on a minute with a core idle, but on stages that use both.
  stages.push(playwright([]));
  stages.push(typeCheckAndLint());
  // CI sets HDX_TEST_POSTGRES_URL to run the API tests a second time on real PostgreSQL. Not the
  // process-level files: they drive server processes whose databases TEST_DATABASE_URL does not
  // choose (PGlite directories, a private cluster, or the machine's PostgreSQL in both runs), so a
  // second run would repeat the same checks on the same databases.
  const postgresUrl = process.env.HDX_TEST_POSTGRES_URL;
  if (postgresUrl) {
    stages.push(vitest('API tests on PostgreSQL (vitest)', ['--project', 'api'], { TEST_DATABASE_URL: postgresUrl }));
  }
  stages.push(vitest('process-level tests (vitest)', ['--project', 'process']));
  stages.push(vitest('unit and API tests on PGlite (vitest)', ['--project', 'unit', '--project', 'api']));
}

const reference = selection.length ? null : referenceWorkMs();
// The stages' time budgets stretch on a slow host (tests/support/budget.ts); one set by hand stays.
if (reference !== null) process.env.HDX_TEST_BUDGET_SCALE ??= String(budgetScale(reference));
const started = Date.now();
const cpu = machineCpu();
const ran = problems.length ? [] : await runPool(stages, atOnce);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const busy = busyBetween(cpu);
const speed =
  reference === null
    ? ''
    : `; the host's reference work ${reference.toFixed(0)} ms, the budgets × ${process.env.HDX_TEST_BUDGET_SCALE}`;
const machine = `the machine's ${os.availableParallelism()} cores ${busy.percent.toFixed(0)} % busy, ${busy.cpuSeconds.toFixed(0)} s of CPU, ${busy.stolenSeconds.toFixed(0)} s stolen by the host${speed}`;
process.exit(summarize(ran, problems, `stage times (${atOnce} at once, ${seconds} s in all; ${machine})`));
