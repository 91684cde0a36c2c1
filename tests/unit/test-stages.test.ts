import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stageCpuGroup } from '../../scripts/stage-cpu-group.mjs';
import { playwrightCounts, runPool, runStage, summarize, vitestCounts } from '../../scripts/test-stage.mjs';
import { budgetScale } from '../support/budget';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('npm test stages', () => {
  it("stretches the tests' budgets by how much slower the host is than the one they were set on, from 1 to 4", () => {
    expect(budgetScale(50)).toBe(1);
    expect(budgetScale(60)).toBe(1);
    expect(budgetScale(128)).toBe(2.1);
    expect(budgetScale(172)).toBe(2.9);
    expect(budgetScale(900)).toBe(4);
  });

  it('runs at most `limit` stages at once and keeps their order in the results', async () => {
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const stage = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => releases.push(resolve));
      running -= 1;
      return name;
    };
    const all = runPool(['a', 'b', 'c', 'd'].map(stage), 2);
    // Release the stages one at a time, as each lane takes the next.
    for (let released = 0; released < 4; released += 1) {
      await vi.waitFor(() => expect(releases.length).toBeGreaterThan(released));
      releases[released]!();
    }
    expect(await all).toEqual(['a', 'b', 'c', 'd']);
    expect(most).toBe(2);
  });

  it("keeps a stage's output in its own log and prints it whole at the end, failing at the first failed step", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-stage-'));
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => Boolean(printed.push(String(chunk))));
    const node = process.execPath;
    const result = await runStage({
      name: 'two steps',
      root: dir,
      logFile: path.join(dir, 'stage.log'),
      steps: [
        { command: node, args: ['-e', 'console.log("first step")'] },
        { command: node, args: ['-e', 'console.error("second step"); process.exit(3)'] },
        { command: node, args: ['-e', 'console.log("never")'] },
      ],
    });
    expect(result).toMatchObject({ name: 'two steps', ok: false, counts: null, countsMissing: false });
    // The CPU its steps' processes used, from its control group or the shell's `times` (a number, whatever the machine).
    expect(result.cpuSeconds).toBeGreaterThan(0);
    const log = fs.readFileSync(path.join(dir, 'stage.log'), 'utf8');
    expect(log).toContain('first step');
    expect(log).toContain('second step');
    expect(log).not.toContain('never');
    expect(printed.join('')).toMatch(/=== two steps \([\d.]+ s\) FAILED ===\n[\s\S]*second step/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const probe = stageCpuGroup('probe');
  probe?.remove();
  it.runIf(probe)(
    'counts the CPU of a process the stage left to run on, which no parent waited for (a control group)',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-stage-'));
      vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
      const node = process.execPath;
      const done = path.join(dir, 'orphan-cpu');
      // The first step starts a process and exits without waiting for it; the orphan spends some
      // CPU and writes how much; the second step waits for that file (its own CPU is small).
      const orphan = `const t=Date.now();let x=0;while(Date.now()-t<400)x+=Math.sqrt(x+1);const u=process.cpuUsage();require('fs').writeFileSync(${JSON.stringify(done)},String((u.user+u.system)/1e6))`;
      const result = await runStage({
        name: 'left behind',
        root: dir,
        logFile: path.join(dir, 'stage.log'),
        steps: [
          {
            command: node,
            args: [
              '-e',
              `require('child_process').spawn(process.execPath,['-e',${JSON.stringify(orphan)}],{detached:true,stdio:'ignore'}).unref()`,
            ],
          },
          {
            command: node,
            args: [
              '-e',
              `const fs=require('fs');const a=new Int32Array(new SharedArrayBuffer(4));while(!fs.existsSync(${JSON.stringify(done)}))Atomics.wait(a,0,0,20)`,
            ],
          },
        ],
      });
      expect(result).toMatchObject({ ok: true, cpuCountedBy: 'cgroup' });
      expect(result.cpuSeconds).toBeGreaterThanOrEqual(Number(fs.readFileSync(done, 'utf8')));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  );

  it('ends with the one closing line over every stage, and fails when a stage failed or lost its report', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const stage = (name: string, ok: boolean, counts: object | null, countsMissing = false) => ({
      name,
      ok,
      seconds: 1,
      cpuSeconds: 1.6,
      busy: { percent: 50, cpuSeconds: 1 },
      counts,
      countsMissing,
    });
    const passing = [stage('a', true, { passed: 3, failed: 0, skipped: 1 }), stage('b', true, null)];
    expect(summarize(passing, [], 'stage times')).toBe(0);
    expect(lines.at(-1)).toBe('tests: 3 passed, 0 failed, 1 skipped');
    expect(lines).toContain('      1.0 s      2 s of CPU  machine  50 % busy  a');
    const failing = [stage('a', false, { passed: 2, failed: 1, skipped: 0 }), stage('c', true, null, true)];
    expect(summarize(failing, [], 'stage times')).toBe(1);
    expect(lines).toContain('failed stages: a, c (no report)');
    expect(lines.at(-1)).toBe('tests: 2 passed, 1 failed, 0 skipped');
  });

  it('names each failed test with the first line of its error in the closing lines (the part of a run CI keeps)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdx-reports-'));
    const write = (name: string, report: object) => {
      fs.writeFileSync(path.join(dir, name), JSON.stringify(report));
      return path.join(dir, name);
    };
    // The parts of Vitest's and Playwright's JSON reports that are read, as they write them.
    const vitest = vitestCounts(
      write('vitest.json', {
        numPassedTests: 1,
        numFailedTests: 1,
        numPendingTests: 0,
        testResults: [
          {
            name: path.join(process.cwd(), 'tests/process/drain.test.ts'),
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'servers start' },
              {
                status: 'failed',
                fullName: 'servers drain on SIGTERM',
                failureMessages: ['Error: Test timed out in 30000ms.\n    at …'],
              },
            ],
          },
          {
            name: path.join(process.cwd(), 'tests/api/broken.test.ts'),
            status: 'failed',
            message: 'Cannot find module x',
            assertionResults: [],
          },
        ],
      }),
    );
    const playwright = playwrightCounts(
      write('playwright.json', {
        stats: { expected: 1, unexpected: 1, skipped: 0, flaky: 0 },
        suites: [
          {
            title: 'site.spec.ts',
            file: 'site.spec.ts',
            specs: [{ title: 'opens', file: 'site.spec.ts', tests: [{ status: 'expected', results: [] }] }],
            suites: [
              {
                title: 'the home page',
                file: 'site.spec.ts',
                specs: [
                  {
                    title: 'shows the posts',
                    file: 'site.spec.ts',
                    tests: [
                      {
                        status: 'unexpected',
                        results: [{ error: { message: '\u001b[31mexpect(locator).toBeVisible()\u001b[39m failed\n' } }],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      }),
    );
    fs.rmSync(dir, { recursive: true, force: true });
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const stage = (name: string, counts: object | null) => ({
      name,
      ok: false,
      seconds: 1,
      cpuSeconds: 1,
      busy: { percent: 50, cpuSeconds: 1 },
      counts,
      countsMissing: false,
    });
    expect(summarize([stage('vitest', vitest), stage('browser', playwright)], [], 'stage times')).toBe(1);
    expect(lines).toContain(
      'failed: tests/process/drain.test.ts › servers drain on SIGTERM: Error: Test timed out in 30000ms.',
    );
    expect(lines).toContain('failed: tests/api/broken.test.ts › (the file): Cannot find module x');
    expect(lines).toContain(
      'failed: site.spec.ts › the home page › shows the posts: expect(locator).toBeVisible() failed',
    );
    expect(lines.at(-1)).toBe('tests: 2 passed, 2 failed, 0 skipped');
  });
});
