// One stage of `npm test`: a command whose output goes to its own log file (stages run side by
// side, so their lines must not interleave), printed whole when the stage ends, with its time
// and the tests it counted.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { stageCpuGroup } from './stage-cpu-group.mjs';

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** CPU time the hypervisor gave other machines (Linux `/proc/stat` steal, ms), 0 where it is not known. */
function stolen() {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    return (Number(fields[8]) || 0) * 10;
  } catch {
    return 0;
  }
}

/** The machine's CPU time so far, over every core (ms): busy, stolen by the host, and in all. */
export function machineCpu() {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    busy += all - times.idle;
    total += all;
  }
  return { busy, total, stolen: stolen() };
}

/**
 * How busy the machine's cores were between two readings (every process, not only the tests'):
 * a stage near 100 % waits on CPU, one far below waits on something else (a clock, a chain).
 * Stolen time is CPU the host gave to other machines: a noisy neighbour, not our tests.
 */
export function busyBetween(start, end = machineCpu()) {
  const total = end.total - start.total;
  return {
    percent: total > 0 ? (100 * (end.busy - start.busy)) / total : 0,
    cpuSeconds: (end.busy - start.busy) / 1000,
    stolenSeconds: (end.stolen - start.stolen) / 1000,
  };
}

/**
 * The host's speed: the CPU milliseconds a fixed piece of single-threaded work takes (JSON, hashing,
 * string building, as the tests do), the best of three, measured before the stages start. CPU time,
 * not wall time: other processes sharing the cores do not count, a slower host does. The same code
 * took twice the CPU on some days as on others: a run's stage times are compared with another's
 * only beside this figure.
 */
export function referenceWorkMs() {
  const rows = Array.from({ length: 20_000 }, (_, i) => ({
    id: i,
    title: `Posta ${i} di falcone`,
    tags: ['longsword', 'fiore', String(i % 7)],
  }));
  let best = Infinity;
  for (let round = 0; round < 3; round += 1) {
    const started = process.cpuUsage();
    for (let pass = 0; pass < 5; pass += 1) {
      const text = JSON.stringify(rows);
      createHash('sha256').update(text).digest('hex');
      JSON.parse(text)
        .map((row) => row.title.toUpperCase())
        .join('|');
    }
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

/** The children's user + system CPU in a shell's `times` output (its second line), seconds; 0 without it. */
function childrenCpuSeconds(file) {
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
    fs.rmSync(file);
  } catch {
    return 0;
  }
  const line = text.trim().split('\n')[1] ?? '';
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, m, sec]) => sum + Number(m) * 60 + Number(sec), 0);
}

/**
 * A failed test as one line for the closing lines: where it is, its name and the first line of
 * its error. CI keeps only the tail of a run's output; a stage's own log, printed before, may
 * fall out of it.
 */
const failureLine = (file, title, message = '') => {
  const first = stripVTControlCharacters(message).trim().split('\n')[0] ?? '';
  return `${file} › ${title}${first ? `: ${first.slice(0, 300)}` : ''}`;
};

/** Vitest's JSON report as counts and failed tests, or null without a report. */
export function vitestCounts(report) {
  const result = readJson(report);
  if (!result) return null;
  const failures = (result.testResults ?? []).flatMap((file) => {
    const where = path.relative(process.cwd(), file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that failed before its tests ran (an import, a hook) has no failed test, only a message.
    if (!failedTests.length && file.status === 'failed') return [failureLine(where, '(the file)', file.message)];
    return failedTests.map((test) => failureLine(where, test.fullName, test.failureMessages?.[0]));
  });
  return {
    passed: result.numPassedTests,
    failed: result.numFailedTests,
    skipped: result.numPendingTests + (result.numTodoTests ?? 0),
    failures,
  };
}

/** The failed tests of Playwright's JSON report's suites (nested by file and describe). */
function playwrightFailures(suites = [], titles = []) {
  return suites.flatMap((suite) => {
    // The outermost suite is the file itself; the ones inside are describe blocks.
    const named = titles.length || suite.title !== suite.file ? [...titles, suite.title] : titles;
    return [
      ...(suite.specs ?? []).flatMap((spec) =>
        (spec.tests ?? [])
          .filter((test) => test.status === 'unexpected')
          .map((test) => {
            const error = test.results?.find((result) => result.error)?.error?.message;
            return failureLine(spec.file, [...named, spec.title].join(' › '), error);
          }),
      ),
      ...playwrightFailures(suite.suites, named),
    ];
  });
}

/** Playwright's JSON report as counts and failed tests, or null without a report. */
export function playwrightCounts(report) {
  const result = readJson(report);
  const stats = result?.stats;
  if (!stats) return null;
  return {
    passed: stats.expected + (stats.flaky ?? 0),
    failed: stats.unexpected,
    skipped: stats.skipped,
    failures: playwrightFailures(result.suites),
  };
}

/** The counts of several reports added up, or null when one of them is missing. */
export function sumCounts(counts) {
  if (counts.some((c) => !c)) return null;
  return counts.reduce((sum, c) => ({
    passed: sum.passed + c.passed,
    failed: sum.failed + c.failed,
    skipped: sum.skipped + c.skipped,
    failures: [...(sum.failures ?? []), ...(c.failures ?? [])],
  }));
}

/**
 * Runs `steps` (each `{ command, args, env }`) one after another, stopping at the first that
 * fails, with every line going to `logFile`. `report`: the report file(s) the stage writes,
 * removed first. `counts()` reads the tests the stage ran (null:
 * the stage runs no tests). Resolves { name, ok, seconds, counts }.
 */
export async function runStage({ name, steps, logFile, root, report = null, counts = () => null, live = false }) {
  const started = Date.now();
  const cpu = machineCpu();
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const reports = [report ?? []].flat();
  for (const file of reports) fs.rmSync(file, { force: true });
  const log = fs.openSync(logFile, 'w');
  let ok = true;
  let cpuSeconds = 0;
  // Every process of the stage in one control group where the machine allows it (the kernel's
  // count); else the shell's `times` (the processes waited for, not the machine's PostgreSQL).
  const group = stageCpuGroup(name);
  for (const { command, args, env = {} } of steps) {
    fs.writeSync(log, `$ ${path.basename(command)} ${args.join(' ')}\n`);
    const timesFile = `${logFile}.times`;
    // The shell joins the group before it starts the command, so every process after it is counted.
    const code = await new Promise((resolve) => {
      const child = spawn(
        'sh',
        [
          '-c',
          'f=$1; g=$2; shift 2; [ -z "$g" ] || echo $$ > "$g"; "$@"; s=$?; times > "$f"; exit $s',
          'sh',
          timesFile,
          group?.procs ?? '',
          command,
          ...args,
        ],
        {
          cwd: root,
          env: { ...process.env, ...env },
          stdio: live ? 'inherit' : ['ignore', log, log],
        },
      );
      child.on('close', (status) => resolve(status));
    });
    cpuSeconds += childrenCpuSeconds(timesFile);
    if (code !== 0) {
      ok = false;
      break;
    }
  }
  fs.closeSync(log);
  if (group) {
    cpuSeconds = group.seconds();
    group.remove();
  }
  const seconds = (Date.now() - started) / 1000;
  const busy = busyBetween(cpu);
  const counted = counts();
  if (!live) {
    const status = ok ? '' : ' FAILED';
    process.stdout.write(
      `\n=== ${name} (${seconds.toFixed(1)} s)${status} ===\n${fs.readFileSync(logFile, 'utf8').trimEnd()}\n`,
    );
  }
  return {
    name,
    ok,
    seconds,
    busy,
    cpuSeconds,
    cpuCountedBy: group ? 'cgroup' : 'times',
    counts: counted,
    countsMissing: reports.length > 0 && !counted,
  };
}

/** Runs the stage functions at most `limit` at a time, in order; resolves their results in that order. */
export async function runPool(stages, limit) {
  const results = new Array(stages.length);
  let next = 0;
  const lane = async () => {
    while (next < stages.length) {
      const index = next++;
      results[index] = await stages[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, stages.length) }, lane));
  return results;
}

/**
 * Prints each stage's time and the closing line over every stage's tests; `problems` are
 * failures found before any stage ran. Returns the exit code.
 */
export function summarize(ran, problems, heading) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const failed = [...problems];
  const failures = ran.flatMap((stage) => stage.counts?.failures ?? []);
  console.log(`\n${heading}:`);
  for (const stage of ran) {
    const busy = `machine ${stage.busy.percent.toFixed(0).padStart(3)} % busy`;
    const cpu = `${stage.cpuSeconds.toFixed(0).padStart(5)} s of CPU${stage.cpuCountedBy === 'times' ? ' (waited processes only)' : ''}`;
    console.log(
      `  ${stage.seconds.toFixed(1).padStart(7)} s  ${cpu}  ${busy}  ${stage.name}${stage.ok ? '' : ' (FAILED)'}`,
    );
    if (!stage.ok) failed.push(stage.name);
    if (stage.countsMissing) failed.push(`${stage.name} (no report)`);
    for (const key of Object.keys(totals)) totals[key] += stage.counts?.[key] ?? 0;
  }
  console.log('');
  for (const line of failures.slice(0, 20)) console.log(`failed: ${line}`);
  if (failures.length > 20) console.log(`failed: … and ${failures.length - 20} more (the stages' logs above)`);
  if (failed.length) console.log(`failed stages: ${failed.join(', ')}`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  return failed.length || totals.failed ? 1 : 0;
}
