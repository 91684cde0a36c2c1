// `npm run test:quick`, the edit-test loop: the TypeScript check (incremental: only what changed
// since its last run is checked again) beside the unit and API tests on PGlite; no browser,
// process-level or PostgreSQL tests. Same closing line as `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runPool, runStage, summarize, vitestCounts } from './test-stage.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = path.join(root, 'test-results');
const report = path.join(results, 'vitest-quick.json');
const tsbuildinfo = path.join(root, 'node_modules', '.cache', 'tsc', 'hdx.tsbuildinfo');

function astroTypesFresh() {
  const types = path.join(root, '.astro', 'types.d.ts');
  if (!fs.existsSync(types)) return false;
  return fs.statSync(types).mtimeMs >= fs.statSync(path.join(root, 'src', 'content.config.ts')).mtimeMs;
}

const started = Date.now();
const ran = await runPool(
  [
    () =>
      runStage({
        name: 'unit and API tests on PGlite (vitest)',
        root,
        report,
        logFile: path.join(results, 'stage-quick-vitest.log'),
        steps: [
          {
            command: bin('vitest'),
            args: ['run', '--project', 'unit', '--project', 'api', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`],
          },
        ],
        counts: () => vitestCounts(report),
      }),
    () =>
      runStage({
        name: 'type check of what changed (tsc --incremental)',
        root,
        logFile: path.join(results, 'stage-quick-tsc.log'),
        steps: [
          // The TypeScript check reads Astro's generated module types (.astro/), made by `astro sync`
          // when missing or older than the collections they describe (src/content.config.ts).
          ...(astroTypesFresh() ? [] : [{ command: bin('astro'), args: ['sync'] }]),
          { command: bin('tsc'), args: ['--noEmit', '-p', '.', '--incremental', '--tsBuildInfoFile', tsbuildinfo] },
        ],
      }),
  ],
  2,
);
process.exit(summarize(ran, [], `stage times (${((Date.now() - started) / 1000).toFixed(1)} s in all)`));
